/**
 * The sources of the program-level and field-of-study data. The figures themselves are generated snapshots
 * (data/snapshot/programs.ndjson, data/snapshot/fields-of-study.ndjson), built from the official files by our own
 * importers (npm run data:programs-snapshot, npm run data:fields-of-study-snapshot) and loaded into PostgreSQL at start.
 */
import type { ProgramSource } from '../domain/catalog/programs';
import type { RowSource } from '../domain/catalog/schemas';

/**
 * College Scorecard field-of-study file FieldOfStudyData1516_1617_PP (November 2019 release): graduates of 2015-16 and
 * 2016-17, median federal loan debt at graduation (P_DEBTMEDIAN) and median earnings in the first year after
 * completing, working and not enrolled (P_MD_EARN_WNE), in the dollars of the year measured.
 */
export const PROGRAM_OUTCOMES_SOURCE: ProgramSource = {
  name: 'U.S. Department of Education, College Scorecard field-of-study data',
  release: 'FieldOfStudyData1516_1617_PP (November 2019)',
  url: 'https://collegescorecard.ed.gov/data/',
  completionYears: ['2015-16', '2016-17'],
  earningsHorizon: 'first-year-after-completing',
  inflationAdjusted: false,
  graduatesCount: 'awards-conferred',
};

/** The institution figures of a college page (location, size, admission, completion, cost, prices, operating status). */
export const COLLEGE_INSTITUTION_SOURCE: RowSource = {
  name: 'U.S. Department of Education, College Scorecard institution data (MERGED2023_24)',
  year: '2023-24',
  url: 'https://collegescorecard.ed.gov/data/',
  estimate: false,
};

/** NCES Classification of Instructional Programs 2020: the field-of-study titles and definitions. */
export const CIP_2020_SOURCE: RowSource = {
  name: 'NCES Classification of Instructional Programs (CIP) 2020',
  year: '2020',
  url: 'https://nces.ed.gov/ipeds/cipcode/',
  estimate: false,
};

/** The NCES CIP 2020 → SOC 2018 crosswalk (saved by NCES 2020-04-30): the occupations a field of study leads to. */
export const CIP_SOC_CROSSWALK_SOURCE: RowSource = {
  name: 'NCES CIP 2020 to SOC 2018 crosswalk',
  year: '2020',
  url: 'https://nces.ed.gov/ipeds/cipcode/resources.aspx?y=56',
  estimate: false,
};
