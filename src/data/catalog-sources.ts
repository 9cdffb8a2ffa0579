/**
 * The sources behind the curated catalog (issue 4): careers, majors and colleges. Each row also carries
 * its own RowSource; these citations are the list the pages show under "Sources".
 */
import type { Citation } from '../domain/finance/loans';

const CHECKED = '2026-11-23';

export const BLS_OOH: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title: 'Occupational Outlook Handbook (2025 edition)',
  url: 'https://www.bls.gov/ooh/',
  checked: CHECKED,
  confirms:
    'Median annual pay (Occupational Employment and Wage Statistics, May 2024), projected employment change 2024-34 and typical entry-level education for each occupation.',
};

export const ONET_29_3: Citation = {
  publisher: 'National Center for O*NET Development, for the U.S. Department of Labor',
  title: 'O*NET 29.3 Database (Interests and Job Zones), licensed under CC BY 4.0',
  url: 'https://www.onetcenter.org/database.html',
  published: '2025-05-01',
  checked: CHECKED,
  confirms:
    'Occupational interest (OI) scores from 1 to 7 for the six RIASEC areas and the Job Zone of each occupation. This product includes information from O*NET 29.3 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license; Waypoint chose the occupations and wrote the descriptions.',
};

export const SCORECARD_FIELD_OF_STUDY: Citation = {
  publisher: 'U.S. Department of Education, College Scorecard',
  title: 'Field of study data, FieldOfStudyData1516_1617_PP (bachelor’s graduates of 2015-16 and 2016-17)',
  url: 'https://collegescorecard.ed.gov/data/',
  checked: CHECKED,
  confirms:
    'Per institution and 4-digit CIP code: median federal debt (DEBTMEDIAN) and median earnings of graduates working and not enrolled (MD_EARN_WNE). Waypoint takes the median across institutions that report a value, for bachelor’s degrees (CREDLEV 3).',
};

export const SCORECARD_INSTITUTIONS: Citation = {
  publisher: 'U.S. Department of Education, College Scorecard',
  title: 'Institution data, MERGED2023_24_PP',
  url: 'https://collegescorecard.ed.gov/data/',
  checked: CHECKED,
  confirms:
    'Per institution for 2023-24: control, locale, undergraduate enrolment (UGDS), admission rate, average net price (NPT4_PUB / NPT4_PRIV), completion rate (C150_4 / C150_L4), predominant degree and website.',
};

export const CAREER_SOURCES: readonly Citation[] = [BLS_OOH, ONET_29_3];
export const MAJOR_SOURCES: readonly Citation[] = [SCORECARD_FIELD_OF_STUDY, ONET_29_3];
export const COLLEGE_SOURCES: readonly Citation[] = [SCORECARD_INSTITUTIONS];
