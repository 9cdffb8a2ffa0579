/**
 * The sources behind the curated catalog (issue 4): careers, majors and colleges. Each row also carries
 * its own RowSource; these citations are the list the pages show under "Sources".
 */
import type { Citation } from '../domain/finance/loans';

const CHECKED = '2026-11-23';

export const BLS_OEWS_MAY_2023: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title: 'Occupational Employment and Wage Statistics, May 2023 National Occupational Employment and Wage Estimates',
  url: 'https://www.bls.gov/oes/2023/may/oes_nat.htm',
  published: '2024-04-03',
  checked: CHECKED,
  confirms:
    'Median annual pay of every career (A_MEDIAN in the national cross-industry file national_M2023_dl, read from a public copy and cross-checked against bls.gov pages). Where BLS publishes hourly wages only, or gives the median only as $239,200 or more, pay shows as not reported.',
};

export const BLS_OOH: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title: 'Occupational Outlook Handbook (editions with projections 2020-30 to 2023-33; each career states its own period)',
  url: 'https://www.bls.gov/ooh/',
  checked: CHECKED,
  confirms:
    'Projected employment change over the period each career states (BLS Employment Projections) and typical entry-level education, read on stored copies of each occupation’s Occupational Outlook Handbook page. Careers with no page found show outlook as not reported.',
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

export const ONET_29_2_ALTERNATE_TITLES: Citation = {
  publisher: 'National Center for O*NET Development, for the U.S. Department of Labor',
  title: 'O*NET 29.2 Database, Alternate Titles, U.S. Department of Labor/Employment and Training Administration, licensed under CC BY 4.0',
  url: 'https://www.onetcenter.org/database.html',
  published: '2025-02-01',
  checked: '2026-11-27',
  confirms:
    'The everyday job titles (alternate and short titles, e.g. "RN", "Coder", "Lineman") that career search matches. This product includes information from O*NET 29.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license; Waypoint selected the titles of its curated careers and removed case-insensitive duplicates.',
};

export const SCORECARD_FIELD_OF_STUDY: Citation = {
  publisher: 'U.S. Department of Education, College Scorecard',
  title: 'Field of study data, FieldOfStudyData1516_1617_PP (graduates of 2015-16 and 2016-17)',
  url: 'https://collegescorecard.ed.gov/data/',
  checked: CHECKED,
  confirms:
    'Per institution, 4-digit CIP code and credential level: median federal loan debt of graduates (DEBTMEDIAN) and their median earnings in the first year after completing, working and not enrolled (MD_EARN_WNE), with the cohort counts. For majors, Waypoint takes the median across institutions that report a value for bachelor’s degrees (CREDLEV 3). For colleges, Waypoint estimates the institution’s median debt and early-career earnings as the count-weighted median across its bachelor’s programs (CREDLEV 3), or its associate’s programs (CREDLEV 2) for community and technical colleges, when at least three programs report a value.',
};

export const SCORECARD_INSTITUTIONS: Citation = {
  publisher: 'U.S. Department of Education, College Scorecard',
  title: 'Institution data, MERGED2023_24_PP',
  url: 'https://collegescorecard.ed.gov/data/',
  checked: CHECKED,
  confirms:
    'Per institution for 2023-24: control, locale, undergraduate enrolment (UGDS), admission rate, average net price (NPT4_PUB / NPT4_PRIV), completion rate (C150_4 / C150_L4), predominant degree and website.',
};

export const CAREER_SOURCES: readonly Citation[] = [BLS_OEWS_MAY_2023, BLS_OOH, ONET_29_3, ONET_29_2_ALTERNATE_TITLES];
export const MAJOR_SOURCES: readonly Citation[] = [SCORECARD_FIELD_OF_STUDY, ONET_29_3];
export const COLLEGE_SOURCES: readonly Citation[] = [SCORECARD_INSTITUTIONS, SCORECARD_FIELD_OF_STUDY];
