/**
 * The sources behind the curated catalog: careers, majors and colleges. Each row also carries
 * its own RowSource; these citations are the list the pages show under "Sources".
 */
import type { Citation } from '../domain/finance/loans';

const CHECKED = '2026-11-23';

export const BLS_OEWS_MAY_2024: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title: 'Occupational Employment and Wage Statistics, May 2024 National Occupational Employment and Wage Estimates',
  url: 'https://www.bls.gov/oes/tables.htm',
  published: '2025-04-02',
  checked: '2026-11-27',
  confirms:
    'Median pay of every curated career: A_MEDIAN in the official national cross-industry file (oews-national-M2024_dl.xlsx, from oesm24nat.zip), read by Waypoint’s importer (npm run data:career-pay-outlook). Where BLS gives the median only as $239,200 or more it shows that way; where BLS publishes hourly wages only, the hourly median shows.',
};

export const BLS_EP_2024_34: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics',
  title: 'Employment Projections 2024-34, occupation.xlsx, Table 1.2',
  url: 'https://www.bls.gov/emp/',
  published: '2025-08-28',
  checked: '2026-11-27',
  confirms:
    'Projected employment change 2024-34 (%), average annual openings, typical education needed for entry, work experience in a related occupation and typical on-the-job training of every curated career, read from the official file by Waypoint’s importer.',
};

export const ONET_29_3: Citation = {
  publisher: 'National Center for O*NET Development, for the U.S. Department of Labor',
  title: 'O*NET 29.3 Database, licensed under CC BY 4.0',
  url: 'https://www.onetcenter.org/database.html',
  published: '2025-05-01',
  checked: CHECKED,
  confirms:
    'Interest (OI) scores 1-7 in the six RIASEC areas, the Job Zone, and the title and description of occupations Waypoint did not describe itself. This product includes information from O*NET 29.3 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.',
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

export const CAREER_SOURCES: readonly Citation[] = [BLS_OEWS_MAY_2024, BLS_EP_2024_34, ONET_29_3, ONET_29_2_ALTERNATE_TITLES];
export const MAJOR_SOURCES: readonly Citation[] = [SCORECARD_FIELD_OF_STUDY, ONET_29_3];
export const COLLEGE_SOURCES: readonly Citation[] = [SCORECARD_INSTITUTIONS, SCORECARD_FIELD_OF_STUDY];
