/**
 * A curated selection of 336 U.S. colleges for the catalog. Every figure except medianDebt and
 * medianEarnings is copied from the U.S. Department of Education's College Scorecard institution file
 * MERGED2023_24_PP.csv; every institution of that file (6,429) ships as the generated snapshot data/snapshot/colleges.ndjson
 * (npm run data:colleges-snapshot, same mapping and estimates; the official file itself is not kept in the repository).
 * medianDebt and medianEarnings are Waypoint estimates from the Scorecard field-of-study file (see below).
 *
 * Selection, reproducible from that file. Pool: currently operating (CURROPER = 1), not distance-only
 * (DISTANCEONLY ≠ 1), undergraduate count (UGDS) reported, in the 50 states or DC. Then:
 *   1. per state, the two largest public institutions whose predominant degree is the bachelor's (PREDDEG 3);
 *   2. per state, the two largest private nonprofit PREDDEG-3 institutions;
 *   3. per state, the largest public PREDDEG-2 institution (a community college);
 *   4. per state, the largest public or nonprofit PREDDEG-3 institution in a town or rural locale (LOCALE 31-43)
 *      not already chosen;
 *   5. nationally, the 40 public or nonprofit PREDDEG-3 institutions with at least 1,500 undergraduates and the
 *      lowest admission rate (ADM_RATE);
 *   6. nationally, the 5 largest for-profit PREDDEG-3 institutions, the 10 largest HBCUs and the 5 largest
 *      tribal colleges;
 *   7. a state left with fewer than four gets its next-largest public or nonprofit PREDDEG 2-3 institutions.
 * "Largest" means by UGDS. Rows are sorted by state, then name.
 *
 * Mapping: CONTROL 1/2/3 → public / private-nonprofit / private-for-profit; LOCALE 11-13 city, 21-23 suburb,
 * 31-33 town, 41-43 rural; averageNetPrice is NPT4_PUB for public and NPT4_PRIV for private institutions
 * (it can be negative when grants exceed cost); completionRate is C150_4, or C150_L4 where C150_4 is not
 * reported; PREDDEG 1-4 → certificate / associate / bachelor / graduate; url is INSTURL with "https://" added
 * when the file gives none. Values the file reports as NULL, NA or PrivacySuppressed are null, never 0.
 * The 2023-24 file carries no GRAD_DEBT_MDN or MD_EARN_WNE_P10 values for any institution (those appear only in
 * the Scorecard's most-recent-cohorts file), so medianDebt and medianEarnings are Waypoint estimates from the
 * Scorecard field-of-study file FieldOfStudyData1516_1617_PP.csv (graduates of 2015-16 and 2016-17; November 2019
 * release): per UNITID × 4-digit CIP × credential level it gives the median federal loan debt of graduates
 * (DEBTMEDIAN, cohort COUNT) and their median earnings in the first year after completing, working and not enrolled
 * (MD_EARN_WNE, cohort EARNINGSCOUNT).
 *   - Level: bachelor's programs (CREDLEV 3) when the predominant degree is the bachelor's; associate's programs
 *     (CREDLEV 2) for community and technical colleges (predominant degree associate or certificate), whose
 *     students mostly earn an associate degree even where a few bachelor's programs exist.
 *   - Estimate: the count-weighted median of the programs' medians, each program weighted by its own cohort count
 *     (COUNT for debt, EARNINGSCOUNT for earnings); the smallest program median at which the cumulative weight
 *     reaches half the total. Weighting by graduates approximates the typical graduate rather than the typical
 *     program, so a large business or general-studies program is not outweighed by several small ones.
 *   - Only programs reporting both the median and its count are used, and at least FIELD_OF_STUDY_MIN_PROGRAMS (3)
 *     of them are required; otherwise the figure stays null ("not reported"). Debt and earnings are decided apart.
 *   - Limited data (ADR 0020): an estimate over fewer than 5 programs, or one where a single program holds more than
 *     half the weight, is shown with "limited data" (source.limitedData); the program counts behind each estimate
 *     are in college-estimate-support.ts.
 * These are early-career earnings of federal-aid recipients, not the 10-year institution median the field name
 * once held; a row's source says "estimate" and names the level whenever either figure is filled in.
 */
import type { College, RowSource } from '../domain/catalog/schemas';
import { limitedFigures, type EstimateSupport } from '../domain/catalog/thin-estimate';
import { COLLEGE_ESTIMATE_SUPPORT } from './college-estimate-support';
import { COLLEGE_PRICES, type CollegePriceFields } from './college-prices';

export const COLLEGE_SOURCE_NAME = 'U.S. Department of Education, College Scorecard institution data (MERGED2023_24)';

/** Programs with a reported median (and count) needed before Waypoint estimates an institution figure. */
export const FIELD_OF_STUDY_MIN_PROGRAMS = 3;

/** Which field-of-study credential level the debt and earnings estimate of a college is computed over. */
export function outcomeCredentialLevel(predominantDegree: College['predominantDegree']): 'bachelor' | 'associate' {
  return predominantDegree === 'bachelor' || predominantDegree === 'graduate' ? 'bachelor' : 'associate';
}

export function estimatedOutcomesSourceName(level: 'bachelor' | 'associate'): string {
  const programs = level === 'bachelor' ? 'bachelor’s programs' : 'associate’s programs';
  return `College Scorecard: institution data 2023-24; median debt and early-career earnings estimated by Waypoint from field-of-study data for ${programs} (2015-16 and 2016-17 graduates)`;
}

/** The year of a college row whose debt and earnings are estimates: the institution figures and the estimates describe different years. */
export const ESTIMATED_OUTCOMES_YEAR = '2023-24 institution data; debt and earnings of 2015-16 and 2016-17 graduates';

/**
 * The source of a college row built from the 2023-24 institution file, its debt and earnings (when present) being the
 * field-of-study estimates above, with "limited data" by ADR 0020 from the estimate's support. The curated rows and
 * the generated snapshot of every institution (data/snapshot/colleges.ndjson) both use it.
 */
export function scorecardCollegeSource(
  college: Omit<College, 'source'>,
  support: { readonly debt: EstimateSupport; readonly earnings: EstimateSupport } | undefined,
): RowSource {
  const url = `https://collegescorecard.ed.gov/school/?${college.unitId}`;
  if (college.medianDebt === null && college.medianEarnings === null) {
    return { name: COLLEGE_SOURCE_NAME, year: '2023-24', url, estimate: false };
  }
  const source: RowSource = { name: estimatedOutcomesSourceName(outcomeCredentialLevel(college.predominantDegree)), year: ESTIMATED_OUTCOMES_YEAR, url, estimate: true };
  const limited = limitedFigures(college, support);
  return limited.length > 0 ? { ...source, limitedData: limited } : source;
}

const NOT_GENERATED: CollegePriceFields = {
  netPriceByIncome: [null, null, null, null, null],
  costOfAttendance: null,
  costOfAttendanceKind: null,
  currentlyOperating: true,
  completionMeasure: null,
};

/** A curated row: the figures written here, plus the generated prices, cost and status of college-prices.ts. */
function scorecardRow(college: Omit<College, 'source' | keyof CollegePriceFields>): College {
  // A college missing there (only while the generator first writes the file) reports nothing; the tests compare every
  // curated row with the snapshot, so a stale file fails them.
  const row = { ...college, ...(COLLEGE_PRICES[college.unitId] ?? NOT_GENERATED) };
  return { ...row, source: scorecardCollegeSource(row, COLLEGE_ESTIMATE_SUPPORT[college.unitId]) };
}

export const COLLEGES: readonly College[] = [
  scorecardRow({
    unitId: 102580, name: 'Alaska Bible College', city: 'Palmer', state: 'AK', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 34, admissionRate: null, averageNetPrice: 14093, completionRate: 1, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.akbible.edu/',
  }),
  scorecardRow({
    unitId: 102669, name: 'Alaska Pacific University', city: 'Anchorage', state: 'AK', control: 'private-nonprofit', locale: 'city',
    undergraduates: 400, admissionRate: 0.8621, averageNetPrice: 18976, completionRate: 0.4688, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.alaskapacific.edu/',
  }),
  scorecardRow({
    unitId: 102553, name: 'University of Alaska Anchorage', city: 'Anchorage', state: 'AK', control: 'public', locale: 'city',
    undergraduates: 6916, admissionRate: 0.6652, averageNetPrice: 13780, completionRate: 0.2894, medianDebt: 23877, medianEarnings: 48500, predominantDegree: 'bachelor', url: 'https://www.uaa.alaska.edu/',
  }),
  scorecardRow({
    unitId: 102614, name: 'University of Alaska Fairbanks', city: 'Fairbanks', state: 'AK', control: 'public', locale: 'city',
    undergraduates: 4027, admissionRate: null, averageNetPrice: 9634, completionRate: 0.3197, medianDebt: 18040, medianEarnings: 33100, predominantDegree: 'bachelor', url: 'https://www.uaf.edu/',
  }),
  scorecardRow({
    unitId: 100654, name: 'Alabama A & M University', city: 'Normal', state: 'AL', control: 'public', locale: 'city',
    undergraduates: 5726, admissionRate: 0.6622, averageNetPrice: 14559, completionRate: 0.2874, medianDebt: 34648, medianEarnings: 36600, predominantDegree: 'bachelor', url: 'https://www.aamu.edu/',
  }),
  scorecardRow({
    unitId: 100858, name: 'Auburn University', city: 'Auburn', state: 'AL', control: 'public', locale: 'city',
    undergraduates: 25732, admissionRate: 0.5047, averageNetPrice: 23897, completionRate: 0.7921, medianDebt: 21500, medianEarnings: 41700, predominantDegree: 'bachelor', url: 'https://www.auburn.edu/',
  }),
  scorecardRow({
    unitId: 101505, name: 'Jefferson State Community College', city: 'Birmingham', state: 'AL', control: 'public', locale: 'city',
    undergraduates: 5443, admissionRate: null, averageNetPrice: 9024, completionRate: 0.2326, medianDebt: 10000, medianEarnings: 42200, predominantDegree: 'associate', url: 'https://www.jeffersonstate.edu/',
  }),
  scorecardRow({
    unitId: 102049, name: 'Samford University', city: 'Birmingham', state: 'AL', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 3828, admissionRate: 0.8223, averageNetPrice: 30795, completionRate: 0.7988, medianDebt: 24727, medianEarnings: 52100, predominantDegree: 'bachelor', url: 'https://www.samford.edu/',
  }),
  scorecardRow({
    unitId: 100751, name: 'The University of Alabama', city: 'Tuscaloosa', state: 'AL', control: 'public', locale: 'city',
    undergraduates: 32323, admissionRate: 0.7582, averageNetPrice: 22150, completionRate: 0.7369, medianDebt: 24062, medianEarnings: 36300, predominantDegree: 'bachelor', url: 'https://www.ua.edu/',
  }),
  scorecardRow({
    unitId: 102368, name: 'Troy University', city: 'Troy', state: 'AL', control: 'public', locale: 'town',
    undergraduates: 10089, admissionRate: 0.9261, averageNetPrice: 13869, completionRate: 0.4684, medianDebt: 28125, medianEarnings: 32100, predominantDegree: 'bachelor', url: 'https://www.troy.edu/',
  }),
  scorecardRow({
    unitId: 102377, name: 'Tuskegee University', city: 'Tuskegee', state: 'AL', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2367, admissionRate: 0.3143, averageNetPrice: 32977, completionRate: 0.5709, medianDebt: 31000, medianEarnings: 42700, predominantDegree: 'bachelor', url: 'https://www.tuskegee.edu/',
  }),
  scorecardRow({
    unitId: 106458, name: 'Arkansas State University', city: 'Jonesboro', state: 'AR', control: 'public', locale: 'city',
    undergraduates: 7994, admissionRate: 0.6967, averageNetPrice: 13085, completionRate: 0.551, medianDebt: 22500, medianEarnings: 32800, predominantDegree: 'bachelor', url: 'https://www.astate.edu/',
  }),
  scorecardRow({
    unitId: 106467, name: 'Arkansas Tech University', city: 'Russellville', state: 'AR', control: 'public', locale: 'town',
    undergraduates: 5993, admissionRate: 0.9629, averageNetPrice: 12171, completionRate: 0.4866, medianDebt: 17140, medianEarnings: 23600, predominantDegree: 'associate', url: 'https://www.atu.edu/',
  }),
  scorecardRow({
    unitId: 107044, name: 'Harding University', city: 'Searcy', state: 'AR', control: 'private-nonprofit', locale: 'town',
    undergraduates: 3323, admissionRate: 1, averageNetPrice: 20579, completionRate: 0.7094, medianDebt: 27000, medianEarnings: 33100, predominantDegree: 'bachelor', url: 'https://www.harding.edu/',
  }),
  scorecardRow({
    unitId: 107512, name: 'Ouachita Baptist University', city: 'Arkadelphia', state: 'AR', control: 'private-nonprofit', locale: 'town',
    undergraduates: 1612, admissionRate: 0.6852, averageNetPrice: 22355, completionRate: 0.703, medianDebt: 21921, medianEarnings: 31600, predominantDegree: 'bachelor', url: 'https://obu.edu/',
  }),
  scorecardRow({
    unitId: 107983, name: 'Southern Arkansas University Main Campus', city: 'Magnolia', state: 'AR', control: 'public', locale: 'town',
    undergraduates: 2865, admissionRate: 0.6659, averageNetPrice: 15944, completionRate: 0.465, medianDebt: 19000, medianEarnings: 32800, predominantDegree: 'bachelor', url: 'https://www.saumag.edu/',
  }),
  scorecardRow({
    unitId: 106397, name: 'University of Arkansas', city: 'Fayetteville', state: 'AR', control: 'public', locale: 'city',
    undergraduates: 27312, admissionRate: 0.7167, averageNetPrice: 17525, completionRate: 0.6997, medianDebt: 21500, medianEarnings: 40100, predominantDegree: 'bachelor', url: 'https://www.uark.edu/',
  }),
  scorecardRow({
    unitId: 105899, name: 'Arizona Christian University', city: 'Glendale', state: 'AZ', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 1127, admissionRate: 0.7442, averageNetPrice: 32383, completionRate: 0.4145, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://arizonachristian.edu/',
  }),
  scorecardRow({
    unitId: 104151, name: 'Arizona State University Campus Immersion', city: 'Tempe', state: 'AZ', control: 'public', locale: 'city',
    undergraduates: 64398, admissionRate: 0.9019, averageNetPrice: 13670, completionRate: 0.6785, medianDebt: 20527, medianEarnings: 37700, predominantDegree: 'bachelor', url: 'https://www.asu.edu/',
  }),
  scorecardRow({
    unitId: 104160, name: 'Arizona Western College', city: 'Yuma', state: 'AZ', control: 'public', locale: 'city',
    undergraduates: 6198, admissionRate: null, averageNetPrice: 9582, completionRate: 0.2545, medianDebt: null, medianEarnings: 21500, predominantDegree: 'associate', url: 'https://www.azwestern.edu/',
  }),
  scorecardRow({
    unitId: 105297, name: 'Dine College', city: 'Tsaile', state: 'AZ', control: 'public', locale: 'rural',
    undergraduates: 1507, admissionRate: null, averageNetPrice: 10218, completionRate: 0.0549, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.dinecollege.edu/',
  }),
  scorecardRow({
    unitId: 104586, name: 'Embry-Riddle Aeronautical University-Prescott', city: 'Prescott', state: 'AZ', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3245, admissionRate: 0.7519, averageNetPrice: 39983, completionRate: 0.6976, medianDebt: 24813, medianEarnings: 47900, predominantDegree: 'bachelor', url: 'https://prescott.erau.edu/',
  }),
  scorecardRow({
    unitId: 104717, name: 'Grand Canyon University', city: 'Phoenix', state: 'AZ', control: 'private-for-profit', locale: 'city',
    undergraduates: 68619, admissionRate: 0.6036, averageNetPrice: 21931, completionRate: 0.4304, medianDebt: 21497, medianEarnings: 75400, predominantDegree: 'bachelor', url: 'https://www.gcu.edu/',
  }),
  scorecardRow({
    unitId: 442781, name: 'Tohono O\'odham Community College', city: 'Sells', state: 'AZ', control: 'public', locale: 'rural',
    undergraduates: 984, admissionRate: null, averageNetPrice: 4156, completionRate: 0.1031, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.tocc.edu/',
  }),
  scorecardRow({
    unitId: 104179, name: 'University of Arizona', city: 'Tucson', state: 'AZ', control: 'public', locale: 'city',
    undergraduates: 40769, admissionRate: 0.8566, averageNetPrice: 15960, completionRate: 0.6589, medianDebt: 20010, medianEarnings: 33400, predominantDegree: 'bachelor', url: 'https://www.arizona.edu/',
  }),
  scorecardRow({
    unitId: 484613, name: 'University of Phoenix-Arizona', city: 'Phoenix', state: 'AZ', control: 'private-for-profit', locale: 'city',
    undergraduates: 76996, admissionRate: null, averageNetPrice: 13571, completionRate: 0.1951, medianDebt: 41750, medianEarnings: 42900, predominantDegree: 'bachelor', url: 'https://www.phoenix.edu/',
  }),
  scorecardRow({
    unitId: 109208, name: 'American River College', city: 'Sacramento', state: 'CA', control: 'public', locale: 'suburb',
    undergraduates: 25758, admissionRate: null, averageNetPrice: 4628, completionRate: 0.327, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.arc.losrios.edu/',
  }),
  scorecardRow({
    unitId: 154022, name: 'Ashford University', city: 'San Diego', state: 'CA', control: 'private-for-profit', locale: 'city',
    undergraduates: 23734, admissionRate: null, averageNetPrice: 25321, completionRate: 0.0877, medianDebt: 37500, medianEarnings: 34300, predominantDegree: 'bachelor', url: 'https://www.uagc.edu/',
  }),
  scorecardRow({
    unitId: 115755, name: 'California State Polytechnic University-Humboldt', city: 'Arcata', state: 'CA', control: 'public', locale: 'town',
    undergraduates: 5491, admissionRate: 0.9883, averageNetPrice: 13167, completionRate: 0.4663, medianDebt: 19281, medianEarnings: 23000, predominantDegree: 'bachelor', url: 'https://www.humboldt.edu/',
  }),
  scorecardRow({
    unitId: 110565, name: 'California State University-Fullerton', city: 'Fullerton', state: 'CA', control: 'public', locale: 'suburb',
    undergraduates: 36956, admissionRate: 0.8674, averageNetPrice: 5646, completionRate: 0.6922, medianDebt: 15000, medianEarnings: 34200, predominantDegree: 'bachelor', url: 'https://www.fullerton.edu/',
  }),
  scorecardRow({
    unitId: 110583, name: 'California State University-Long Beach', city: 'Long Beach', state: 'CA', control: 'public', locale: 'city',
    undergraduates: 34131, admissionRate: 0.4712, averageNetPrice: 8931, completionRate: 0.6986, medianDebt: 15000, medianEarnings: 29900, predominantDegree: 'bachelor', url: 'https://www.csulb.edu/',
  }),
  scorecardRow({
    unitId: 119605, name: 'National University', city: 'San Diego', state: 'CA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 9725, admissionRate: null, averageNetPrice: 31058, completionRate: 0.5, medianDebt: 31250, medianEarnings: 51000, predominantDegree: 'bachelor', url: 'https://www.nu.edu/',
  }),
  scorecardRow({
    unitId: 121345, name: 'Pomona College', city: 'Claremont', state: 'CA', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 1638, admissionRate: 0.0676, averageNetPrice: 19424, completionRate: 0.9319, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.pomona.edu/',
  }),
  scorecardRow({
    unitId: 243744, name: 'Stanford University', city: 'Stanford', state: 'CA', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 7841, admissionRate: 0.0391, averageNetPrice: 12136, completionRate: 0.9282, medianDebt: 12268, medianEarnings: 63100, predominantDegree: 'bachelor', url: 'https://www.stanford.edu/',
  }),
  scorecardRow({
    unitId: 110635, name: 'University of California-Berkeley', city: 'Berkeley', state: 'CA', control: 'public', locale: 'city',
    undergraduates: 33073, admissionRate: 0.1166, averageNetPrice: 14979, completionRate: 0.9289, medianDebt: 14155, medianEarnings: 41600, predominantDegree: 'bachelor', url: 'https://www.berkeley.edu/',
  }),
  scorecardRow({
    unitId: 110662, name: 'University of California-Los Angeles', city: 'Los Angeles', state: 'CA', control: 'public', locale: 'city',
    undergraduates: 33040, admissionRate: 0.0873, averageNetPrice: 14013, completionRate: 0.9266, medianDebt: 15102, medianEarnings: 33000, predominantDegree: 'bachelor', url: 'https://www.ucla.edu/',
  }),
  scorecardRow({
    unitId: 123961, name: 'University of Southern California', city: 'Los Angeles', state: 'CA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 20817, admissionRate: 0.1002, averageNetPrice: 31927, completionRate: 0.9199, medianDebt: 18500, medianEarnings: 45200, predominantDegree: 'bachelor', url: 'https://www.usc.edu/',
  }),
  scorecardRow({
    unitId: 126669, name: 'Colorado Christian University', city: 'Lakewood', state: 'CO', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 5363, admissionRate: null, averageNetPrice: 25458, completionRate: 0.5532, medianDebt: 29167, medianEarnings: 44200, predominantDegree: 'bachelor', url: 'https://www.ccu.edu/',
  }),
  scorecardRow({
    unitId: 126818, name: 'Colorado State University-Fort Collins', city: 'Fort Collins', state: 'CO', control: 'public', locale: 'city',
    undergraduates: 25148, admissionRate: 0.8959, averageNetPrice: 20332, completionRate: 0.6691, medianDebt: 21250, medianEarnings: 30500, predominantDegree: 'bachelor', url: 'https://colostate.edu/',
  }),
  scorecardRow({
    unitId: 126827, name: 'Colorado Technical University-Colorado Springs', city: 'Colorado Springs', state: 'CO', control: 'private-for-profit', locale: 'city',
    undergraduates: 25932, admissionRate: null, averageNetPrice: 14954, completionRate: 0.1761, medianDebt: 39029, medianEarnings: 45600, predominantDegree: 'bachelor', url: 'https://www.coloradotech.edu/Colorado-Springs',
  }),
  scorecardRow({
    unitId: 127820, name: 'Pikes Peak State College', city: 'Colorado Springs', state: 'CO', control: 'public', locale: 'suburb',
    undergraduates: 9307, admissionRate: null, averageNetPrice: 9682, completionRate: 0.23, medianDebt: 9000, medianEarnings: 25100, predominantDegree: 'associate', url: 'https://www.pikespeak.edu/',
  }),
  scorecardRow({
    unitId: 128328, name: 'United States Air Force Academy', city: 'USAF Academy', state: 'CO', control: 'public', locale: 'rural',
    undergraduates: 4124, admissionRate: 0.1393, averageNetPrice: null, completionRate: 0.8814, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.usafa.edu/',
  }),
  scorecardRow({
    unitId: 126614, name: 'University of Colorado Boulder', city: 'Boulder', state: 'CO', control: 'public', locale: 'city',
    undergraduates: 31578, admissionRate: 0.8328, averageNetPrice: 21480, completionRate: 0.7503, medianDebt: 19500, medianEarnings: 35900, predominantDegree: 'bachelor', url: 'https://www.colorado.edu/',
  }),
  scorecardRow({
    unitId: 127060, name: 'University of Denver', city: 'Denver', state: 'CO', control: 'private-nonprofit', locale: 'city',
    undergraduates: 6059, admissionRate: 0.7119, averageNetPrice: 36037, completionRate: 0.7795, medianDebt: 22131, medianEarnings: 33900, predominantDegree: 'bachelor', url: 'https://www.du.edu/',
  }),
  scorecardRow({
    unitId: 128771, name: 'Central Connecticut State University', city: 'New Britain', state: 'CT', control: 'public', locale: 'suburb',
    undergraduates: 7670, admissionRate: 0.7553, averageNetPrice: 16435, completionRate: 0.4933, medianDebt: 22182, medianEarnings: 37000, predominantDegree: 'bachelor', url: 'https://www.ccsu.edu/',
  }),
  scorecardRow({
    unitId: 129367, name: 'Connecticut State Community College', city: 'New Britain', state: 'CT', control: 'public', locale: 'city',
    undergraduates: 32292, admissionRate: null, averageNetPrice: 8865, completionRate: 0.1885, medianDebt: null, medianEarnings: 33800, predominantDegree: 'associate', url: 'https://ctstate.edu/',
  }),
  scorecardRow({
    unitId: 129215, name: 'Eastern Connecticut State University', city: 'Willimantic', state: 'CT', control: 'public', locale: 'town',
    undergraduates: 3377, admissionRate: 0.8055, averageNetPrice: 20480, completionRate: 0.5814, medianDebt: 23644, medianEarnings: 32800, predominantDegree: 'bachelor', url: 'https://www.easternct.edu/',
  }),
  scorecardRow({
    unitId: 130253, name: 'Sacred Heart University', city: 'Fairfield', state: 'CT', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 6904, admissionRate: 0.6768, averageNetPrice: 45459, completionRate: 0.745, medianDebt: 26201, medianEarnings: 45000, predominantDegree: 'bachelor', url: 'https://www.sacredheart.edu/',
  }),
  scorecardRow({
    unitId: 129020, name: 'University of Connecticut', city: 'Storrs', state: 'CT', control: 'public', locale: 'town',
    undergraduates: 19147, admissionRate: 0.5395, averageNetPrice: 22886, completionRate: 0.838, medianDebt: 21500, medianEarnings: 37900, predominantDegree: 'bachelor', url: 'https://uconn.edu/',
  }),
  scorecardRow({
    unitId: 130794, name: 'Yale University', city: 'New Haven', state: 'CT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 6811, admissionRate: 0.045, averageNetPrice: 27818, completionRate: 0.9633, medianDebt: 14000, medianEarnings: 49100, predominantDegree: 'bachelor', url: 'https://www.yale.edu/',
  }),
  scorecardRow({
    unitId: 131159, name: 'American University', city: 'Washington', state: 'DC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7593, admissionRate: 0.4738, averageNetPrice: 41945, completionRate: 0.7849, medianDebt: 23250, medianEarnings: 39800, predominantDegree: 'bachelor', url: 'https://www.american.edu/',
  }),
  scorecardRow({
    unitId: 131469, name: 'George Washington University', city: 'Washington', state: 'DC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 10848, admissionRate: 0.4354, averageNetPrice: 37454, completionRate: 0.8518, medianDebt: 23000, medianEarnings: 45500, predominantDegree: 'bachelor', url: 'https://www.gwu.edu/',
  }),
  scorecardRow({
    unitId: 131520, name: 'Howard University', city: 'Washington', state: 'DC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 9604, admissionRate: 0.3489, averageNetPrice: 47919, completionRate: 0.689, medianDebt: 27000, medianEarnings: 31900, predominantDegree: 'bachelor', url: 'https://www.howard.edu/',
  }),
  scorecardRow({
    unitId: 131399, name: 'University of the District of Columbia', city: 'Washington', state: 'DC', control: 'public', locale: 'city',
    undergraduates: 3080, admissionRate: null, averageNetPrice: 14693, completionRate: 0.2626, medianDebt: 28128, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.udc.edu/',
  }),
  scorecardRow({
    unitId: 130934, name: 'Delaware State University', city: 'Dover', state: 'DE', control: 'public', locale: 'city',
    undergraduates: 4630, admissionRate: 0.6167, averageNetPrice: 15745, completionRate: 0.3866, medianDebt: 29000, medianEarnings: 28700, predominantDegree: 'bachelor', url: 'https://www.desu.edu/',
  }),
  scorecardRow({
    unitId: 130907, name: 'Delaware Technical Community College-Terry', city: 'Dover', state: 'DE', control: 'public', locale: 'city',
    undergraduates: 11012, admissionRate: null, averageNetPrice: 8033, completionRate: 0.1945, medianDebt: 9456, medianEarnings: 41700, predominantDegree: 'associate', url: 'https://www.dtcc.edu/',
  }),
  scorecardRow({
    unitId: 130989, name: 'Goldey-Beacom College', city: 'Wilmington', state: 'DE', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 634, admissionRate: 0.7653, averageNetPrice: 16957, completionRate: 0.5886, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.gbc.edu/',
  }),
  scorecardRow({
    unitId: 130943, name: 'University of Delaware', city: 'Newark', state: 'DE', control: 'public', locale: 'suburb',
    undergraduates: 18812, admissionRate: 0.6511, averageNetPrice: 16931, completionRate: 0.7878, medianDebt: 24250, medianEarnings: 47300, predominantDegree: 'bachelor', url: 'https://www.udel.edu/',
  }),
  scorecardRow({
    unitId: 131113, name: 'Wilmington University', city: 'New Castle', state: 'DE', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 8497, admissionRate: null, averageNetPrice: 15355, completionRate: 0.2257, medianDebt: 20834, medianEarnings: 41000, predominantDegree: 'bachelor', url: 'https://www.wilmu.edu/',
  }),
  scorecardRow({
    unitId: 133650, name: 'Florida Agricultural and Mechanical University', city: 'Tallahassee', state: 'FL', control: 'public', locale: 'city',
    undergraduates: 7516, admissionRate: 0.2112, averageNetPrice: 15847, completionRate: 0.5194, medianDebt: 28053, medianEarnings: 27900, predominantDegree: 'bachelor', url: 'https://www.famu.edu/',
  }),
  scorecardRow({
    unitId: 133951, name: 'Florida International University', city: 'Miami', state: 'FL', control: 'public', locale: 'suburb',
    undergraduates: 38761, admissionRate: 0.5884, averageNetPrice: 9133, completionRate: 0.7387, medianDebt: 18450, medianEarnings: 34000, predominantDegree: 'bachelor', url: 'https://www.fiu.edu/',
  }),
  scorecardRow({
    unitId: 134237, name: 'Full Sail University', city: 'Winter Park', state: 'FL', control: 'private-for-profit', locale: 'suburb',
    undergraduates: 25195, admissionRate: null, averageNetPrice: 31759, completionRate: 0.4959, medianDebt: 32500, medianEarnings: 22700, predominantDegree: 'bachelor', url: 'https://www.fullsail.edu/',
  }),
  scorecardRow({
    unitId: 137847, name: 'The University of Tampa', city: 'Tampa', state: 'FL', control: 'private-nonprofit', locale: 'city',
    undergraduates: 10093, admissionRate: 0.4093, averageNetPrice: 35634, completionRate: 0.6192, medianDebt: 24250, medianEarnings: 35700, predominantDegree: 'bachelor', url: 'https://www.ut.edu/',
  }),
  scorecardRow({
    unitId: 132903, name: 'University of Central Florida', city: 'Orlando', state: 'FL', control: 'public', locale: 'suburb',
    undergraduates: 59095, admissionRate: 0.3952, averageNetPrice: 10650, completionRate: 0.7515, medianDebt: 18750, medianEarnings: 31000, predominantDegree: 'bachelor', url: 'https://www.ucf.edu/',
  }),
  scorecardRow({
    unitId: 135726, name: 'University of Miami', city: 'Coral Gables', state: 'FL', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 12570, admissionRate: 0.1851, averageNetPrice: 36803, completionRate: 0.8423, medianDebt: 18240, medianEarnings: 38700, predominantDegree: 'bachelor', url: 'https://www.miami.edu/',
  }),
  scorecardRow({
    unitId: 138354, name: 'University of West Florida', city: 'Pensacola', state: 'FL', control: 'public', locale: 'rural',
    undergraduates: 9042, admissionRate: 0.5687, averageNetPrice: 8155, completionRate: 0.6176, medianDebt: 19858, medianEarnings: 30300, predominantDegree: 'bachelor', url: 'https://uwf.edu/',
  }),
  scorecardRow({
    unitId: 138187, name: 'Valencia College', city: 'Orlando', state: 'FL', control: 'public', locale: 'city',
    undergraduates: 35125, admissionRate: null, averageNetPrice: 10399, completionRate: 0.4352, medianDebt: 8087, medianEarnings: 22600, predominantDegree: 'associate', url: 'https://valenciacollege.edu/',
  }),
  scorecardRow({
    unitId: 138716, name: 'Albany State University', city: 'Albany', state: 'GA', control: 'public', locale: 'city',
    undergraduates: 5829, admissionRate: null, averageNetPrice: 14251, completionRate: 0.2279, medianDebt: 36000, medianEarnings: 27200, predominantDegree: 'bachelor', url: 'https://www.asurams.edu/',
  }),
  scorecardRow({
    unitId: 139658, name: 'Emory University', city: 'Atlanta', state: 'GA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7275, admissionRate: 0.111, averageNetPrice: 23911, completionRate: 0.9176, medianDebt: 19792, medianEarnings: 50700, predominantDegree: 'bachelor', url: 'https://www.emory.edu/',
  }),
  scorecardRow({
    unitId: 139931, name: 'Georgia Southern University', city: 'Statesboro', state: 'GA', control: 'public', locale: 'town',
    undergraduates: 21029, admissionRate: 0.8963, averageNetPrice: 16531, completionRate: 0.5205, medianDebt: 24000, medianEarnings: 35000, predominantDegree: 'bachelor', url: 'https://www.georgiasouthern.edu/',
  }),
  scorecardRow({
    unitId: 244437, name: 'Georgia State University-Perimeter College', city: 'Atlanta', state: 'GA', control: 'public', locale: 'city',
    undergraduates: 12871, admissionRate: 0.9959, averageNetPrice: 10102, completionRate: 0.2221, medianDebt: 13000, medianEarnings: null, predominantDegree: 'associate', url: 'https://perimeter.gsu.edu/',
  }),
  scorecardRow({
    unitId: 486840, name: 'Kennesaw State University', city: 'Kennesaw', state: 'GA', control: 'public', locale: 'suburb',
    undergraduates: 39503, admissionRate: 0.6918, averageNetPrice: 16972, completionRate: 0.4806, medianDebt: 24750, medianEarnings: 38200, predominantDegree: 'bachelor', url: 'https://www.kennesaw.edu/',
  }),
  scorecardRow({
    unitId: 140951, name: 'Savannah College of Art and Design', city: 'Savannah', state: 'GA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 14423, admissionRate: 0.8368, averageNetPrice: 45450, completionRate: 0.7048, medianDebt: 27000, medianEarnings: 23500, predominantDegree: 'bachelor', url: 'https://www.scad.edu/',
  }),
  scorecardRow({
    unitId: 139959, name: 'University of Georgia', city: 'Athens', state: 'GA', control: 'public', locale: 'city',
    undergraduates: 31310, admissionRate: 0.372, averageNetPrice: 13816, completionRate: 0.8716, medianDebt: 19500, medianEarnings: 37900, predominantDegree: 'bachelor', url: 'https://www.uga.edu/',
  }),
  scorecardRow({
    unitId: 230047, name: 'Brigham Young University-Hawaii', city: 'Laie', state: 'HI', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2812, admissionRate: 0.3787, averageNetPrice: 13884, completionRate: 0.5439, medianDebt: 9856, medianEarnings: 38600, predominantDegree: 'bachelor', url: 'https://www.byuh.edu/',
  }),
  scorecardRow({
    unitId: 141644, name: 'Hawaii Pacific University', city: 'Honolulu', state: 'HI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2502, admissionRate: 0.8448, averageNetPrice: 30557, completionRate: 0.4121, medianDebt: 24125, medianEarnings: 64100, predominantDegree: 'bachelor', url: 'https://www.hpu.edu/',
  }),
  scorecardRow({
    unitId: 141796, name: 'Kapiolani Community College', city: 'Honolulu', state: 'HI', control: 'public', locale: 'city',
    undergraduates: 3955, admissionRate: null, averageNetPrice: 5194, completionRate: 0.2036, medianDebt: 10655, medianEarnings: 29300, predominantDegree: 'associate', url: 'https://www.kapiolani.hawaii.edu/',
  }),
  scorecardRow({
    unitId: 141565, name: 'University of Hawaii at Hilo', city: 'Hilo', state: 'HI', control: 'public', locale: 'town',
    undergraduates: 2260, admissionRate: 0.8977, averageNetPrice: 12063, completionRate: 0.4163, medianDebt: 20938, medianEarnings: 30500, predominantDegree: 'bachelor', url: 'https://hilo.hawaii.edu/',
  }),
  scorecardRow({
    unitId: 141574, name: 'University of Hawaii at Manoa', city: 'Honolulu', state: 'HI', control: 'public', locale: 'city',
    undergraduates: 14306, admissionRate: 0.6969, averageNetPrice: 13181, completionRate: 0.6257, medianDebt: 19000, medianEarnings: 36800, predominantDegree: 'bachelor', url: 'https://manoa.hawaii.edu/',
  }),
  scorecardRow({
    unitId: 141981, name: 'University of Hawaii-West Oahu', city: 'Kapolei', state: 'HI', control: 'public', locale: 'suburb',
    undergraduates: 2510, admissionRate: 0.956, averageNetPrice: 10666, completionRate: 0.4684, medianDebt: 15817, medianEarnings: 35900, predominantDegree: 'bachelor', url: 'https://westoahu.hawaii.edu/',
  }),
  scorecardRow({
    unitId: 153269, name: 'Drake University', city: 'Des Moines', state: 'IA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2669, admissionRate: 0.6413, averageNetPrice: 30042, completionRate: 0.7731, medianDebt: 23885, medianEarnings: 41900, predominantDegree: 'bachelor', url: 'https://www.drake.edu/',
  }),
  scorecardRow({
    unitId: 153384, name: 'Grinnell College', city: 'Grinnell', state: 'IA', control: 'private-nonprofit', locale: 'town',
    undergraduates: 1705, admissionRate: 0.1268, averageNetPrice: 15608, completionRate: 0.8747, medianDebt: 15148, medianEarnings: 26400, predominantDegree: 'bachelor', url: 'https://www.grinnell.edu/',
  }),
  scorecardRow({
    unitId: 153603, name: 'Iowa State University', city: 'Ames', state: 'IA', control: 'public', locale: 'city',
    undergraduates: 25033, admissionRate: 0.8913, averageNetPrice: 18165, completionRate: 0.7547, medianDebt: 23250, medianEarnings: 42400, predominantDegree: 'bachelor', url: 'https://www.iastate.edu/',
  }),
  scorecardRow({
    unitId: 153737, name: 'Kirkwood Community College', city: 'Cedar Rapids', state: 'IA', control: 'public', locale: 'city',
    undergraduates: 7438, admissionRate: null, averageNetPrice: 9388, completionRate: 0.4046, medianDebt: 11000, medianEarnings: 31900, predominantDegree: 'associate', url: 'https://www.kirkwood.edu/',
  }),
  scorecardRow({
    unitId: 154235, name: 'Saint Ambrose University', city: 'Davenport', state: 'IA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2101, admissionRate: 0.7332, averageNetPrice: 22750, completionRate: 0.6285, medianDebt: 26200, medianEarnings: 40600, predominantDegree: 'bachelor', url: 'https://www.sau.edu/',
  }),
  scorecardRow({
    unitId: 153658, name: 'University of Iowa', city: 'Iowa City', state: 'IA', control: 'public', locale: 'city',
    undergraduates: 21691, admissionRate: 0.8467, averageNetPrice: 21398, completionRate: 0.7306, medianDebt: 22591, medianEarnings: 36400, predominantDegree: 'bachelor', url: 'https://uiowa.edu/',
  }),
  scorecardRow({
    unitId: 154493, name: 'Upper Iowa University', city: 'Fayette', state: 'IA', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 2021, admissionRate: 0.9338, averageNetPrice: 23172, completionRate: 0.4147, medianDebt: 27000, medianEarnings: 37200, predominantDegree: 'bachelor', url: 'https://www.uiu.edu/',
  }),
  scorecardRow({
    unitId: 142115, name: 'Boise State University', city: 'Boise', state: 'ID', control: 'public', locale: 'city',
    undergraduates: 17081, admissionRate: 0.8396, averageNetPrice: 19182, completionRate: 0.6187, medianDebt: 24225, medianEarnings: 33000, predominantDegree: 'bachelor', url: 'https://www.boisestate.edu/',
  }),
  scorecardRow({
    unitId: 142522, name: 'Brigham Young University-Idaho', city: 'Rexburg', state: 'ID', control: 'private-nonprofit', locale: 'town',
    undergraduates: 42090, admissionRate: 0.9695, averageNetPrice: 7131, completionRate: 0.5508, medianDebt: 12250, medianEarnings: 31500, predominantDegree: 'bachelor', url: 'https://www.byui.edu/',
  }),
  scorecardRow({
    unitId: 455114, name: 'College of Western Idaho', city: 'Nampa', state: 'ID', control: 'public', locale: 'rural',
    undergraduates: 5898, admissionRate: null, averageNetPrice: 7697, completionRate: 0.2679, medianDebt: 10462, medianEarnings: 23100, predominantDegree: 'associate', url: 'https://cwi.edu/',
  }),
  scorecardRow({
    unitId: 440396, name: 'New Saint Andrews College', city: 'Moscow', state: 'ID', control: 'private-nonprofit', locale: 'town',
    undergraduates: 273, admissionRate: 0.8571, averageNetPrice: null, completionRate: 0.697, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://nsa.edu/',
  }),
  scorecardRow({
    unitId: 142461, name: 'Northwest Nazarene University', city: 'Nampa', state: 'ID', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 1138, admissionRate: 0.6295, averageNetPrice: 25537, completionRate: 0.5993, medianDebt: 24500, medianEarnings: 38000, predominantDegree: 'bachelor', url: 'https://www.nnu.edu/',
  }),
  scorecardRow({
    unitId: 142285, name: 'University of Idaho', city: 'Moscow', state: 'ID', control: 'public', locale: 'town',
    undergraduates: 7363, admissionRate: 0.7909, averageNetPrice: 13782, completionRate: 0.609, medianDebt: 24500, medianEarnings: 30800, predominantDegree: 'bachelor', url: 'https://www.uidaho.edu/',
  }),
  scorecardRow({
    unitId: 144865, name: 'College of DuPage', city: 'Glen Ellyn', state: 'IL', control: 'public', locale: 'suburb',
    undergraduates: 15185, admissionRate: null, averageNetPrice: 6182, completionRate: 0.242, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.cod.edu/',
  }),
  scorecardRow({
    unitId: 144740, name: 'DePaul University', city: 'Chicago', state: 'IL', control: 'private-nonprofit', locale: 'city',
    undergraduates: 14283, admissionRate: 0.7353, averageNetPrice: 29141, completionRate: 0.7, medianDebt: 23332, medianEarnings: 38800, predominantDegree: 'bachelor', url: 'https://www.depaul.edu/',
  }),
  scorecardRow({
    unitId: 146719, name: 'Loyola University Chicago', city: 'Chicago', state: 'IL', control: 'private-nonprofit', locale: 'city',
    undergraduates: 11576, admissionRate: 0.8139, averageNetPrice: 35196, completionRate: 0.7692, medianDebt: 25000, medianEarnings: 36400, predominantDegree: 'bachelor', url: 'https://www.luc.edu/',
  }),
  scorecardRow({
    unitId: 147767, name: 'Northwestern University', city: 'Evanston', state: 'IL', control: 'private-nonprofit', locale: 'city',
    undergraduates: 8960, admissionRate: 0.0715, averageNetPrice: 27143, completionRate: 0.9589, medianDebt: 15100, medianEarnings: 42600, predominantDegree: 'bachelor', url: 'https://www.northwestern.edu/',
  }),
  scorecardRow({
    unitId: 149222, name: 'Southern Illinois University-Carbondale', city: 'Carbondale', state: 'IL', control: 'public', locale: 'town',
    undergraduates: 8116, admissionRate: 0.9044, averageNetPrice: 16177, completionRate: 0.563, medianDebt: 23000, medianEarnings: 31600, predominantDegree: 'bachelor', url: 'https://siu.edu/',
  }),
  scorecardRow({
    unitId: 144050, name: 'University of Chicago', city: 'Chicago', state: 'IL', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7540, admissionRate: 0.0479, averageNetPrice: 18967, completionRate: 0.9491, medianDebt: 17980, medianEarnings: 51800, predominantDegree: 'bachelor', url: 'https://www.uchicago.edu/',
  }),
  scorecardRow({
    unitId: 145600, name: 'University of Illinois Chicago', city: 'Chicago', state: 'IL', control: 'public', locale: 'city',
    undergraduates: 21814, admissionRate: 0.785, averageNetPrice: 12313, completionRate: 0.603, medianDebt: 18500, medianEarnings: 37400, predominantDegree: 'bachelor', url: 'https://www.uic.edu/',
  }),
  scorecardRow({
    unitId: 145637, name: 'University of Illinois Urbana-Champaign', city: 'Champaign', state: 'IL', control: 'public', locale: 'city',
    undergraduates: 34623, admissionRate: 0.4369, averageNetPrice: 15201, completionRate: 0.8489, medianDebt: 19983, medianEarnings: 40200, predominantDegree: 'bachelor', url: 'https://www.illinois.edu/',
  }),
  scorecardRow({
    unitId: 151351, name: 'Indiana University-Bloomington', city: 'Bloomington', state: 'IN', control: 'public', locale: 'city',
    undergraduates: 36571, admissionRate: 0.8037, averageNetPrice: 15342, completionRate: 0.8117, medianDebt: 20963, medianEarnings: 35800, predominantDegree: 'bachelor', url: 'https://bloomington.iu.edu/',
  }),
  scorecardRow({
    unitId: 151388, name: 'Indiana University-East', city: 'Richmond', state: 'IN', control: 'public', locale: 'town',
    undergraduates: 2446, admissionRate: 0.7124, averageNetPrice: 9082, completionRate: 0.4536, medianDebt: 19448, medianEarnings: 44300, predominantDegree: 'bachelor', url: 'https://east.iu.edu/',
  }),
  scorecardRow({
    unitId: 488679, name: 'Indiana Wesleyan University-National & Global', city: 'Marion', state: 'IN', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 5808, admissionRate: null, averageNetPrice: 16767, completionRate: 0.3722, medianDebt: 25686, medianEarnings: 50400, predominantDegree: 'bachelor', url: 'https://www.indwes.edu/',
  }),
  scorecardRow({
    unitId: 243780, name: 'Purdue University-Main Campus', city: 'West Lafayette', state: 'IN', control: 'public', locale: 'city',
    undergraduates: 39637, admissionRate: 0.503, averageNetPrice: 13945, completionRate: 0.831, medianDebt: 20500, medianEarnings: 53700, predominantDegree: 'bachelor', url: 'https://www.purdue.edu/',
  }),
  scorecardRow({
    unitId: 152080, name: 'University of Notre Dame', city: 'Notre Dame', state: 'IN', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 8923, admissionRate: 0.1238, averageNetPrice: 27823, completionRate: 0.9683, medianDebt: 19000, medianEarnings: 64300, predominantDegree: 'bachelor', url: 'https://www.nd.edu/',
  }),
  scorecardRow({
    unitId: 152637, name: 'Vincennes University', city: 'Vincennes', state: 'IN', control: 'public', locale: 'town',
    undergraduates: 3739, admissionRate: null, averageNetPrice: 10215, completionRate: 0.3473, medianDebt: 13798, medianEarnings: 35900, predominantDegree: 'associate', url: 'https://www.vinu.edu/',
  }),
  scorecardRow({
    unitId: 154688, name: 'Baker University', city: 'Baldwin City', state: 'KS', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 1080, admissionRate: 0.921, averageNetPrice: 22500, completionRate: 0.5938, medianDebt: 25336, medianEarnings: 55300, predominantDegree: 'bachelor', url: 'https://www.bakeru.edu/',
  }),
  scorecardRow({
    unitId: 154712, name: 'Benedictine College', city: 'Atchison', state: 'KS', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2236, admissionRate: 0.7645, averageNetPrice: 27477, completionRate: 0.6507, medianDebt: 26000, medianEarnings: 35000, predominantDegree: 'bachelor', url: 'https://www.benedictine.edu/',
  }),
  scorecardRow({
    unitId: 155061, name: 'Fort Hays State University', city: 'Hays', state: 'KS', control: 'public', locale: 'town',
    undergraduates: 9792, admissionRate: 0.9177, averageNetPrice: 13493, completionRate: 0.4785, medianDebt: 20937, medianEarnings: 35600, predominantDegree: 'bachelor', url: 'https://www.fhsu.edu/',
  }),
  scorecardRow({
    unitId: 155140, name: 'Haskell Indian Nations University', city: 'Lawrence', state: 'KS', control: 'public', locale: 'city',
    undergraduates: 878, admissionRate: 0.8832, averageNetPrice: 3031, completionRate: 0.4259, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.haskell.edu/',
  }),
  scorecardRow({
    unitId: 155210, name: 'Johnson County Community College', city: 'Overland Park', state: 'KS', control: 'public', locale: 'city',
    undergraduates: 10634, admissionRate: null, averageNetPrice: 13912, completionRate: 0.2948, medianDebt: 7639, medianEarnings: 27100, predominantDegree: 'associate', url: 'https://www.jccc.edu/',
  }),
  scorecardRow({
    unitId: 155399, name: 'Kansas State University', city: 'Manhattan', state: 'KS', control: 'public', locale: 'city',
    undergraduates: 14835, admissionRate: 0.7936, averageNetPrice: 17883, completionRate: 0.7047, medianDebt: 23250, medianEarnings: 36900, predominantDegree: 'bachelor', url: 'https://www.k-state.edu/',
  }),
  scorecardRow({
    unitId: 155317, name: 'University of Kansas', city: 'Lawrence', state: 'KS', control: 'public', locale: 'city',
    undergraduates: 19857, admissionRate: 0.882, averageNetPrice: 17365, completionRate: 0.6879, medianDebt: 22000, medianEarnings: 37400, predominantDegree: 'bachelor', url: 'https://ku.edu/',
  }),
  scorecardRow({
    unitId: 156365, name: 'Campbellsville University', city: 'Campbellsville', state: 'KY', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2641, admissionRate: 0.9833, averageNetPrice: 18246, completionRate: 0.4713, medianDebt: 22762, medianEarnings: 27100, predominantDegree: 'bachelor', url: 'https://www.campbellsville.edu/',
  }),
  scorecardRow({
    unitId: 156620, name: 'Eastern Kentucky University', city: 'Richmond', state: 'KY', control: 'public', locale: 'town',
    undergraduates: 11674, admissionRate: 0.7809, averageNetPrice: 9962, completionRate: 0.4974, medianDebt: 24694, medianEarnings: 29500, predominantDegree: 'bachelor', url: 'https://www.eku.edu/',
  }),
  scorecardRow({
    unitId: 157085, name: 'University of Kentucky', city: 'Lexington', state: 'KY', control: 'public', locale: 'city',
    undergraduates: 23189, admissionRate: 0.9238, averageNetPrice: 17218, completionRate: 0.6993, medianDebt: 23250, medianEarnings: 34600, predominantDegree: 'bachelor', url: 'https://www.uky.edu/',
  }),
  scorecardRow({
    unitId: 157289, name: 'University of Louisville', city: 'Louisville', state: 'KY', control: 'public', locale: 'city',
    undergraduates: 14187, admissionRate: 0.8054, averageNetPrice: 17634, completionRate: 0.6068, medianDebt: 20044, medianEarnings: 34600, predominantDegree: 'bachelor', url: 'https://www.louisville.edu/',
  }),
  scorecardRow({
    unitId: 156541, name: 'University of the Cumberlands', city: 'Williamsburg', state: 'KY', control: 'private-nonprofit', locale: 'town',
    undergraduates: 5468, admissionRate: 0.7139, averageNetPrice: 11286, completionRate: 0.4624, medianDebt: 17050, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.ucumberlands.edu/',
  }),
  scorecardRow({
    unitId: 159391, name: 'Louisiana State University and Agricultural & Mechanical College', city: 'Baton Rouge', state: 'LA', control: 'public', locale: 'city',
    undergraduates: 29207, admissionRate: 0.74, averageNetPrice: 20015, completionRate: 0.7096, medianDebt: 21500, medianEarnings: 38100, predominantDegree: 'bachelor', url: 'https://www.lsu.edu/',
  }),
  scorecardRow({
    unitId: 159407, name: 'Louisiana State University-Eunice', city: 'Eunice', state: 'LA', control: 'public', locale: 'town',
    undergraduates: 2617, admissionRate: null, averageNetPrice: 9619, completionRate: 0.1391, medianDebt: 11527, medianEarnings: 63000, predominantDegree: 'associate', url: 'https://www.lsue.edu/',
  }),
  scorecardRow({
    unitId: 159647, name: 'Louisiana Tech University', city: 'Ruston', state: 'LA', control: 'public', locale: 'town',
    undergraduates: 7819, admissionRate: 0.7257, averageNetPrice: 12209, completionRate: 0.5762, medianDebt: 20203, medianEarnings: 38500, predominantDegree: 'bachelor', url: 'https://www.latech.edu/',
  }),
  scorecardRow({
    unitId: 159656, name: 'Loyola University New Orleans', city: 'New Orleans', state: 'LA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2999, admissionRate: 0.8772, averageNetPrice: 22762, completionRate: 0.6742, medianDebt: 26665, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.loyno.edu/',
  }),
  scorecardRow({
    unitId: 160755, name: 'Tulane University of Louisiana', city: 'New Orleans', state: 'LA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7759, admissionRate: 0.1459, averageNetPrice: 43939, completionRate: 0.8891, medianDebt: 22500, medianEarnings: 34100, predominantDegree: 'bachelor', url: 'https://tulane.edu/',
  }),
  scorecardRow({
    unitId: 160658, name: 'University of Louisiana at Lafayette', city: 'Lafayette', state: 'LA', control: 'public', locale: 'city',
    undergraduates: 12269, admissionRate: 0.8883, averageNetPrice: 14118, completionRate: 0.52, medianDebt: 22833, medianEarnings: 35500, predominantDegree: 'bachelor', url: 'https://www.louisiana.edu/',
  }),
  scorecardRow({
    unitId: 164465, name: 'Amherst College', city: 'Amherst', state: 'MA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1907, admissionRate: 0.0982, averageNetPrice: 18246, completionRate: 0.9342, medianDebt: 13900, medianEarnings: 49500, predominantDegree: 'bachelor', url: 'https://www.amherst.edu/',
  }),
  scorecardRow({
    unitId: 164988, name: 'Boston University', city: 'Boston', state: 'MA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 17850, admissionRate: 0.1085, averageNetPrice: 26996, completionRate: 0.8997, medianDebt: 25437, medianEarnings: 42900, predominantDegree: 'bachelor', url: 'https://www.bu.edu/',
  }),
  scorecardRow({
    unitId: 165112, name: 'Bunker Hill Community College', city: 'Boston', state: 'MA', control: 'public', locale: 'city',
    undergraduates: 7322, admissionRate: null, averageNetPrice: 6313, completionRate: 0.193, medianDebt: null, medianEarnings: 43400, predominantDegree: 'associate', url: 'https://www.bhcc.edu/',
  }),
  scorecardRow({
    unitId: 166027, name: 'Harvard University', city: 'Cambridge', state: 'MA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7755, admissionRate: 0.0345, averageNetPrice: 16816, completionRate: 0.9733, medianDebt: null, medianEarnings: 52000, predominantDegree: 'bachelor', url: 'https://www.harvard.edu/',
  }),
  scorecardRow({
    unitId: 166683, name: 'Massachusetts Institute of Technology', city: 'Cambridge', state: 'MA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4571, admissionRate: 0.0474, averageNetPrice: 19813, completionRate: 0.9608, medianDebt: 13733, medianEarnings: 78200, predominantDegree: 'bachelor', url: 'https://web.mit.edu/',
  }),
  scorecardRow({
    unitId: 167358, name: 'Northeastern University', city: 'Boston', state: 'MA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 15719, admissionRate: 0.0565, averageNetPrice: 32116, completionRate: 0.9038, medianDebt: 26434, medianEarnings: 60700, predominantDegree: 'bachelor', url: 'https://www.northeastern.edu/',
  }),
  scorecardRow({
    unitId: 168148, name: 'Tufts University', city: 'Medford', state: 'MA', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 6804, admissionRate: 0.1013, averageNetPrice: 35435, completionRate: 0.9333, medianDebt: 16300, medianEarnings: 46200, predominantDegree: 'bachelor', url: 'https://www.tufts.edu/',
  }),
  scorecardRow({
    unitId: 166629, name: 'University of Massachusetts-Amherst', city: 'Amherst', state: 'MA', control: 'public', locale: 'city',
    undergraduates: 23694, admissionRate: 0.5777, averageNetPrice: 23691, completionRate: 0.8316, medianDebt: 23527, medianEarnings: 40300, predominantDegree: 'bachelor', url: 'https://www.umass.edu/',
  }),
  scorecardRow({
    unitId: 166638, name: 'University of Massachusetts-Boston', city: 'Boston', state: 'MA', control: 'public', locale: 'city',
    undergraduates: 11848, admissionRate: 0.8296, averageNetPrice: 18282, completionRate: 0.5115, medianDebt: 23000, medianEarnings: 39300, predominantDegree: 'bachelor', url: 'https://www.umb.edu/',
  }),
  scorecardRow({
    unitId: 168342, name: 'Williams College', city: 'Williamstown', state: 'MA', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2060, admissionRate: 0.0999, averageNetPrice: 14852, completionRate: 0.9655, medianDebt: 13746, medianEarnings: 44100, predominantDegree: 'bachelor', url: 'https://www.williams.edu/',
  }),
  scorecardRow({
    unitId: 162584, name: 'Frostburg State University', city: 'Frostburg', state: 'MD', control: 'public', locale: 'town',
    undergraduates: 2849, admissionRate: 0.8944, averageNetPrice: 15323, completionRate: 0.5207, medianDebt: 23250, medianEarnings: 34500, predominantDegree: 'bachelor', url: 'https://www.frostburg.edu/',
  }),
  scorecardRow({
    unitId: 162928, name: 'Johns Hopkins University', city: 'Baltimore', state: 'MD', control: 'private-nonprofit', locale: 'city',
    undergraduates: 5617, admissionRate: 0.0756, averageNetPrice: 18161, completionRate: 0.9463, medianDebt: 15500, medianEarnings: 69400, predominantDegree: 'bachelor', url: 'https://www.jhu.edu/',
  }),
  scorecardRow({
    unitId: 163046, name: 'Loyola University Maryland', city: 'Baltimore', state: 'MD', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3975, admissionRate: 0.7633, averageNetPrice: 29633, completionRate: 0.8049, medianDebt: 27000, medianEarnings: 49900, predominantDegree: 'bachelor', url: 'https://www.loyola.edu/',
  }),
  scorecardRow({
    unitId: 163426, name: 'Montgomery College', city: 'Rockville', state: 'MD', control: 'public', locale: 'city',
    undergraduates: 13519, admissionRate: null, averageNetPrice: 7240, completionRate: 0.2747, medianDebt: 10500, medianEarnings: 23100, predominantDegree: 'associate', url: 'https://www.montgomerycollege.edu/',
  }),
  scorecardRow({
    unitId: 163453, name: 'Morgan State University', city: 'Baltimore', state: 'MD', control: 'public', locale: 'city',
    undergraduates: 8293, admissionRate: 0.8296, averageNetPrice: 15015, completionRate: 0.4161, medianDebt: 31000, medianEarnings: 30600, predominantDegree: 'bachelor', url: 'https://www.morgan.edu/',
  }),
  scorecardRow({
    unitId: 164155, name: 'United States Naval Academy', city: 'Annapolis', state: 'MD', control: 'public', locale: 'suburb',
    undergraduates: 4465, admissionRate: 0.0936, averageNetPrice: null, completionRate: 0.9185, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.usna.edu/',
  }),
  scorecardRow({
    unitId: 163204, name: 'University of Maryland Global Campus', city: 'Adelphi', state: 'MD', control: 'public', locale: 'suburb',
    undergraduates: 48238, admissionRate: null, averageNetPrice: 14514, completionRate: 0.2958, medianDebt: 21541, medianEarnings: 52200, predominantDegree: 'bachelor', url: 'https://www.umgc.edu/',
  }),
  scorecardRow({
    unitId: 163286, name: 'University of Maryland-College Park', city: 'College Park', state: 'MD', control: 'public', locale: 'suburb',
    undergraduates: 30246, admissionRate: 0.4484, averageNetPrice: 15590, completionRate: 0.8862, medianDebt: 19440, medianEarnings: 43300, predominantDegree: 'bachelor', url: 'https://www.umd.edu/',
  }),
  scorecardRow({
    unitId: 160977, name: 'Bates College', city: 'Lewiston', state: 'ME', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1753, admissionRate: 0.1302, averageNetPrice: 30703, completionRate: 0.9059, medianDebt: 12700, medianEarnings: 36900, predominantDegree: 'bachelor', url: 'https://www.bates.edu/',
  }),
  scorecardRow({
    unitId: 161004, name: 'Bowdoin College', city: 'Brunswick', state: 'ME', control: 'private-nonprofit', locale: 'town',
    undergraduates: 1846, admissionRate: 0.0802, averageNetPrice: 20786, completionRate: 0.956, medianDebt: 16188, medianEarnings: 59400, predominantDegree: 'bachelor', url: 'https://www.bowdoin.edu/',
  }),
  scorecardRow({
    unitId: 161086, name: 'Colby College', city: 'Waterville', state: 'ME', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2282, admissionRate: 0.0683, averageNetPrice: 23939, completionRate: 0.9022, medianDebt: 17309, medianEarnings: 40000, predominantDegree: 'bachelor', url: 'https://www.colby.edu/',
  }),
  scorecardRow({
    unitId: 487524, name: 'Husson University', city: 'Bangor', state: 'ME', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2395, admissionRate: 0.8643, averageNetPrice: 20798, completionRate: 0.5667, medianDebt: 27000, medianEarnings: 33600, predominantDegree: 'bachelor', url: 'https://www.husson.edu/',
  }),
  scorecardRow({
    unitId: 161545, name: 'Southern Maine Community College', city: 'South Portland', state: 'ME', control: 'public', locale: 'city',
    undergraduates: 5279, admissionRate: null, averageNetPrice: 11638, completionRate: 0.2122, medianDebt: 12000, medianEarnings: 30900, predominantDegree: 'associate', url: 'https://www.smccme.edu/',
  }),
  scorecardRow({
    unitId: 161572, name: 'Unity Environmental University', city: 'New Gloucester', state: 'ME', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 5619, admissionRate: 0.818, averageNetPrice: 18217, completionRate: 0.5698, medianDebt: 27000, medianEarnings: 22200, predominantDegree: 'bachelor', url: 'https://unity.edu/',
  }),
  scorecardRow({
    unitId: 161253, name: 'University of Maine', city: 'Orono', state: 'ME', control: 'public', locale: 'suburb',
    undergraduates: 8341, admissionRate: 0.9571, averageNetPrice: 18045, completionRate: 0.5643, medianDebt: 26000, medianEarnings: 39800, predominantDegree: 'bachelor', url: 'https://www.umaine.edu/',
  }),
  scorecardRow({
    unitId: 161217, name: 'University of Maine at Augusta', city: 'Augusta', state: 'ME', control: 'public', locale: 'town',
    undergraduates: 2759, admissionRate: null, averageNetPrice: 11353, completionRate: 0.2328, medianDebt: 24982, medianEarnings: 28200, predominantDegree: 'bachelor', url: 'https://www.uma.edu/',
  }),
  scorecardRow({
    unitId: 161554, name: 'University of Southern Maine', city: 'Portland', state: 'ME', control: 'public', locale: 'city',
    undergraduates: 4245, admissionRate: 0.7931, averageNetPrice: 11729, completionRate: 0.4634, medianDebt: 21093, medianEarnings: 41100, predominantDegree: 'bachelor', url: 'https://usm.maine.edu/',
  }),
  scorecardRow({
    unitId: 169479, name: 'Davenport University', city: 'Grand Rapids', state: 'MI', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 3213, admissionRate: 0.9705, averageNetPrice: 19988, completionRate: 0.4952, medianDebt: 28555, medianEarnings: 40700, predominantDegree: 'bachelor', url: 'https://www.davenport.edu/',
  }),
  scorecardRow({
    unitId: 170082, name: 'Grand Valley State University', city: 'Allendale', state: 'MI', control: 'public', locale: 'town',
    undergraduates: 19073, admissionRate: 0.9469, averageNetPrice: 17096, completionRate: 0.6865, medianDebt: 25496, medianEarnings: 34800, predominantDegree: 'bachelor', url: 'https://www.gvsu.edu/',
  }),
  scorecardRow({
    unitId: 170301, name: 'Hope College', city: 'Holland', state: 'MI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3274, admissionRate: 0.7585, averageNetPrice: 25749, completionRate: 0.8226, medianDebt: 27000, medianEarnings: 38700, predominantDegree: 'bachelor', url: 'https://hope.edu/',
  }),
  scorecardRow({
    unitId: 170790, name: 'Macomb Community College', city: 'Warren', state: 'MI', control: 'public', locale: 'city',
    undergraduates: 14285, admissionRate: null, averageNetPrice: 5725, completionRate: 0.1611, medianDebt: 5802, medianEarnings: 29400, predominantDegree: 'associate', url: 'https://www.macomb.edu/',
  }),
  scorecardRow({
    unitId: 171100, name: 'Michigan State University', city: 'East Lansing', state: 'MI', control: 'public', locale: 'city',
    undergraduates: 40243, admissionRate: 0.8392, averageNetPrice: 20751, completionRate: 0.8217, medianDebt: 26399, medianEarnings: 38100, predominantDegree: 'bachelor', url: 'https://www.msu.edu/',
  }),
  scorecardRow({
    unitId: 170976, name: 'University of Michigan-Ann Arbor', city: 'Ann Arbor', state: 'MI', control: 'public', locale: 'city',
    undergraduates: 33488, admissionRate: 0.1794, averageNetPrice: 14832, completionRate: 0.9322, medianDebt: 16374, medianEarnings: 40600, predominantDegree: 'bachelor', url: 'https://umich.edu/',
  }),
  scorecardRow({
    unitId: 173920, name: 'Minnesota State University-Mankato', city: 'Mankato', state: 'MN', control: 'public', locale: 'city',
    undergraduates: 11325, admissionRate: 0.9133, averageNetPrice: 18609, completionRate: 0.5411, medianDebt: 23136, medianEarnings: 39200, predominantDegree: 'bachelor', url: 'https://mnsu.edu/',
  }),
  scorecardRow({
    unitId: 174428, name: 'Normandale Community College', city: 'Bloomington', state: 'MN', control: 'public', locale: 'city',
    undergraduates: 6040, admissionRate: null, averageNetPrice: 12370, completionRate: 0.1893, medianDebt: 12000, medianEarnings: 29300, predominantDegree: 'associate', url: 'https://www.normandale.edu/',
  }),
  scorecardRow({
    unitId: 174844, name: 'St Olaf College', city: 'Northfield', state: 'MN', control: 'private-nonprofit', locale: 'town',
    undergraduates: 3049, admissionRate: 0.5215, averageNetPrice: 22752, completionRate: 0.835, medianDebt: 22235, medianEarnings: 27400, predominantDegree: 'bachelor', url: 'https://wp.stolaf.edu/',
  }),
  scorecardRow({
    unitId: 174066, name: 'University of Minnesota-Twin Cities', city: 'Minneapolis', state: 'MN', control: 'public', locale: 'city',
    undergraduates: 30469, admissionRate: 0.7703, averageNetPrice: 17139, completionRate: 0.8482, medianDebt: 20092, medianEarnings: 38200, predominantDegree: 'bachelor', url: 'https://twin-cities.umn.edu/',
  }),
  scorecardRow({
    unitId: 174914, name: 'University of St Thomas', city: 'Saint Paul', state: 'MN', control: 'private-nonprofit', locale: 'city',
    undergraduates: 6014, admissionRate: 0.8494, averageNetPrice: 30525, completionRate: 0.7517, medianDebt: 25000, medianEarnings: 46900, predominantDegree: 'bachelor', url: 'https://www.stthomas.edu/',
  }),
  scorecardRow({
    unitId: 175272, name: 'Winona State University', city: 'Winona', state: 'MN', control: 'public', locale: 'town',
    undergraduates: 5088, admissionRate: 0.6852, averageNetPrice: 18148, completionRate: 0.6089, medianDebt: 22656, medianEarnings: 39000, predominantDegree: 'bachelor', url: 'https://www.winona.edu/',
  }),
  scorecardRow({
    unitId: 179566, name: 'Missouri State University-Springfield', city: 'Springfield', state: 'MO', control: 'public', locale: 'city',
    undergraduates: 13407, admissionRate: 0.9105, averageNetPrice: 17502, completionRate: 0.5733, medianDebt: 24317, medianEarnings: 30700, predominantDegree: 'bachelor', url: 'https://www.missouristate.edu/',
  }),
  scorecardRow({
    unitId: 179308, name: 'Saint Louis Community College', city: 'Bridgeton', state: 'MO', control: 'public', locale: 'suburb',
    undergraduates: 11174, admissionRate: null, averageNetPrice: 6458, completionRate: 0.1769, medianDebt: 7500, medianEarnings: 24100, predominantDegree: 'associate', url: 'https://www.stlcc.edu/',
  }),
  scorecardRow({
    unitId: 179159, name: 'Saint Louis University', city: 'Saint Louis', state: 'MO', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7324, admissionRate: 0.8147, averageNetPrice: 27075, completionRate: 0.7975, medianDebt: 25000, medianEarnings: 45200, predominantDegree: 'bachelor', url: 'https://www.slu.edu/',
  }),
  scorecardRow({
    unitId: 176965, name: 'University of Central Missouri', city: 'Warrensburg', state: 'MO', control: 'public', locale: 'town',
    undergraduates: 5653, admissionRate: 0.6861, averageNetPrice: 15336, completionRate: 0.494, medianDebt: 23250, medianEarnings: 32500, predominantDegree: 'bachelor', url: 'https://www.ucmo.edu/',
  }),
  scorecardRow({
    unitId: 178396, name: 'University of Missouri-Columbia', city: 'Columbia', state: 'MO', control: 'public', locale: 'city',
    undergraduates: 23118, admissionRate: 0.7702, averageNetPrice: 19889, completionRate: 0.7618, medianDebt: 22873, medianEarnings: 37300, predominantDegree: 'bachelor', url: 'https://missouri.edu/',
  }),
  scorecardRow({
    unitId: 179867, name: 'Washington University in St Louis', city: 'St. Louis', state: 'MO', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 7897, admissionRate: 0.1196, averageNetPrice: 22117, completionRate: 0.9445, medianDebt: 15480, medianEarnings: 60800, predominantDegree: 'bachelor', url: 'https://washu.edu/',
  }),
  scorecardRow({
    unitId: 175342, name: 'Alcorn State University', city: 'Alcorn State', state: 'MS', control: 'public', locale: 'rural',
    undergraduates: 2290, admissionRate: 0.2466, averageNetPrice: 14040, completionRate: 0.4615, medianDebt: 34750, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.alcorn.edu/',
  }),
  scorecardRow({
    unitId: 175786, name: 'Hinds Community College', city: 'Raymond', state: 'MS', control: 'public', locale: 'rural',
    undergraduates: 6533, admissionRate: null, averageNetPrice: 3158, completionRate: 0.4214, medianDebt: 7468, medianEarnings: 22200, predominantDegree: 'associate', url: 'https://www.hindscc.edu/',
  }),
  scorecardRow({
    unitId: 176053, name: 'Mississippi College', city: 'Clinton', state: 'MS', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 2423, admissionRate: 0.4887, averageNetPrice: 20911, completionRate: 0.6281, medianDebt: 25841, medianEarnings: 34200, predominantDegree: 'bachelor', url: 'https://www.mc.edu/',
  }),
  scorecardRow({
    unitId: 176080, name: 'Mississippi State University', city: 'Mississippi State', state: 'MS', control: 'public', locale: 'town',
    undergraduates: 18092, admissionRate: 0.7632, averageNetPrice: 15501, completionRate: 0.6291, medianDebt: 23380, medianEarnings: 33100, predominantDegree: 'bachelor', url: 'https://www.msstate.edu/',
  }),
  scorecardRow({
    unitId: 176017, name: 'University of Mississippi', city: 'University', state: 'MS', control: 'public', locale: 'town',
    undergraduates: 18995, admissionRate: 0.9778, averageNetPrice: 13164, completionRate: 0.6849, medianDebt: 20651, medianEarnings: 39800, predominantDegree: 'bachelor', url: 'https://www.olemiss.edu/',
  }),
  scorecardRow({
    unitId: 176479, name: 'William Carey University', city: 'Hattiesburg', state: 'MS', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1818, admissionRate: 0.5797, averageNetPrice: 17052, completionRate: 0.4083, medianDebt: 22449, medianEarnings: 27500, predominantDegree: 'bachelor', url: 'https://www.wmcarey.edu/',
  }),
  scorecardRow({
    unitId: 180106, name: 'Carroll College', city: 'Helena', state: 'MT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1052, admissionRate: 0.7264, averageNetPrice: 24842, completionRate: 0.6633, medianDebt: 25000, medianEarnings: 29500, predominantDegree: 'bachelor', url: 'https://www.carroll.edu/',
  }),
  scorecardRow({
    unitId: 180197, name: 'Flathead Valley Community College', city: 'Kalispell', state: 'MT', control: 'public', locale: 'town',
    undergraduates: 1169, admissionRate: null, averageNetPrice: 8723, completionRate: 0.2696, medianDebt: 9100, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.fvcc.edu/',
  }),
  scorecardRow({
    unitId: 180461, name: 'Montana State University', city: 'Bozeman', state: 'MT', control: 'public', locale: 'city',
    undergraduates: 14472, admissionRate: 0.8683, averageNetPrice: 20593, completionRate: 0.5735, medianDebt: 23510, medianEarnings: 33500, predominantDegree: 'bachelor', url: 'https://www.montana.edu/',
  }),
  scorecardRow({
    unitId: 180416, name: 'Montana Technological University', city: 'Butte', state: 'MT', control: 'public', locale: 'town',
    undergraduates: 1428, admissionRate: 0.899, averageNetPrice: 16240, completionRate: 0.5805, medianDebt: 25000, medianEarnings: 63900, predominantDegree: 'bachelor', url: 'https://www.mtech.edu/',
  }),
  scorecardRow({
    unitId: 180595, name: 'Rocky Mountain College', city: 'Billings', state: 'MT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 790, admissionRate: 0.7288, averageNetPrice: 18508, completionRate: 0.4675, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.rocky.edu/',
  }),
  scorecardRow({
    unitId: 180489, name: 'The University of Montana', city: 'Missoula', state: 'MT', control: 'public', locale: 'city',
    undergraduates: 7079, admissionRate: 0.956, averageNetPrice: 17118, completionRate: 0.4544, medianDebt: 24379, medianEarnings: 25200, predominantDegree: 'bachelor', url: 'https://www.umt.edu/',
  }),
  scorecardRow({
    unitId: 197869, name: 'Appalachian State University', city: 'Boone', state: 'NC', control: 'public', locale: 'town',
    undergraduates: 19304, admissionRate: 0.8864, averageNetPrice: 16487, completionRate: 0.7311, medianDebt: 20500, medianEarnings: 33100, predominantDegree: 'bachelor', url: 'https://www.appstate.edu/',
  }),
  scorecardRow({
    unitId: 198419, name: 'Duke University', city: 'Durham', state: 'NC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 6417, admissionRate: 0.0678, averageNetPrice: 34454, completionRate: 0.9583, medianDebt: 9750, medianEarnings: 62700, predominantDegree: 'bachelor', url: 'https://www.duke.edu/',
  }),
  scorecardRow({
    unitId: 198516, name: 'Elon University', city: 'Elon', state: 'NC', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 6402, admissionRate: 0.6731, averageNetPrice: 41048, completionRate: 0.8296, medianDebt: 21000, medianEarnings: 34000, predominantDegree: 'bachelor', url: 'https://www.elon.edu/',
  }),
  scorecardRow({
    unitId: 199102, name: 'North Carolina A & T State University', city: 'Greensboro', state: 'NC', control: 'public', locale: 'city',
    undergraduates: 11925, admissionRate: 0.4617, averageNetPrice: 10980, completionRate: 0.5527, medianDebt: 29137, medianEarnings: 27500, predominantDegree: 'bachelor', url: 'https://www.ncat.edu/',
  }),
  scorecardRow({
    unitId: 199193, name: 'North Carolina State University at Raleigh', city: 'Raleigh', state: 'NC', control: 'public', locale: 'city',
    undergraduates: 26389, admissionRate: 0.3985, averageNetPrice: 16931, completionRate: 0.8464, medianDebt: 21246, medianEarnings: 42600, predominantDegree: 'bachelor', url: 'https://www.ncsu.edu/',
  }),
  scorecardRow({
    unitId: 199139, name: 'University of North Carolina at Charlotte', city: 'Charlotte', state: 'NC', control: 'public', locale: 'city',
    undergraduates: 23567, admissionRate: 0.8021, averageNetPrice: 14745, completionRate: 0.6771, medianDebt: 23125, medianEarnings: 37000, predominantDegree: 'bachelor', url: 'https://www.charlotte.edu/',
  }),
  scorecardRow({
    unitId: 199856, name: 'Wake Technical Community College', city: 'Raleigh', state: 'NC', control: 'public', locale: 'suburb',
    undergraduates: 18605, admissionRate: null, averageNetPrice: 6935, completionRate: 0.3137, medianDebt: 18175, medianEarnings: 30700, predominantDegree: 'associate', url: 'https://www.waketech.edu/',
  }),
  scorecardRow({
    unitId: 200022, name: 'Bismarck State College', city: 'Bismarck', state: 'ND', control: 'public', locale: 'city',
    undergraduates: 2629, admissionRate: null, averageNetPrice: 10725, completionRate: 0.4803, medianDebt: 10450, medianEarnings: 53200, predominantDegree: 'associate', url: 'https://bismarckstate.edu/',
  }),
  scorecardRow({
    unitId: 200059, name: 'Dickinson State University', city: 'Dickinson', state: 'ND', control: 'public', locale: 'town',
    undergraduates: 1108, admissionRate: 0.6005, averageNetPrice: 15270, completionRate: 0.4339, medianDebt: 17000, medianEarnings: 37500, predominantDegree: 'bachelor', url: 'https://www.dickinsonstate.edu/',
  }),
  scorecardRow({
    unitId: 200332, name: 'North Dakota State University-Main Campus', city: 'Fargo', state: 'ND', control: 'public', locale: 'city',
    undergraduates: 9567, admissionRate: 0.9581, averageNetPrice: 16334, completionRate: 0.6372, medianDebt: 22858, medianEarnings: 40900, predominantDegree: 'bachelor', url: 'https://www.ndsu.edu/',
  }),
  scorecardRow({
    unitId: 200156, name: 'University of Jamestown', city: 'Jamestown', state: 'ND', control: 'private-nonprofit', locale: 'town',
    undergraduates: 947, admissionRate: 0.9351, averageNetPrice: 20318, completionRate: 0.4402, medianDebt: 23984, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.uj.edu/',
  }),
  scorecardRow({
    unitId: 200217, name: 'University of Mary', city: 'Bismarck', state: 'ND', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 2280, admissionRate: 0.7825, averageNetPrice: 18568, completionRate: 0.6819, medianDebt: 25382, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.umary.edu/',
  }),
  scorecardRow({
    unitId: 200280, name: 'University of North Dakota', city: 'Grand Forks', state: 'ND', control: 'public', locale: 'city',
    undergraduates: 9296, admissionRate: 0.7709, averageNetPrice: 18998, completionRate: 0.6333, medianDebt: 24750, medianEarnings: 40600, predominantDegree: 'bachelor', url: 'https://und.edu/',
  }),
  scorecardRow({
    unitId: 180814, name: 'Bellevue University', city: 'Bellevue', state: 'NE', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 10426, admissionRate: null, averageNetPrice: 28345, completionRate: 0.5588, medianDebt: 22550, medianEarnings: 47400, predominantDegree: 'bachelor', url: 'https://www.bellevue.edu/',
  }),
  scorecardRow({
    unitId: 181002, name: 'Creighton University', city: 'Omaha', state: 'NE', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4231, admissionRate: 0.7231, averageNetPrice: 32380, completionRate: 0.8052, medianDebt: 25000, medianEarnings: 53600, predominantDegree: 'bachelor', url: 'https://www.creighton.edu/',
  }),
  scorecardRow({
    unitId: 181303, name: 'Metropolitan Community College Area', city: 'Omaha', state: 'NE', control: 'public', locale: 'city',
    undergraduates: 7629, admissionRate: null, averageNetPrice: 4005, completionRate: 0.2513, medianDebt: 7517, medianEarnings: 27100, predominantDegree: 'associate', url: 'https://www.mccneb.edu/',
  }),
  scorecardRow({
    unitId: 181215, name: 'University of Nebraska at Kearney', city: 'Kearney', state: 'NE', control: 'public', locale: 'town',
    undergraduates: 4130, admissionRate: 0.8579, averageNetPrice: 16488, completionRate: 0.5975, medianDebt: 22750, medianEarnings: 34200, predominantDegree: 'bachelor', url: 'https://www.unk.edu/',
  }),
  scorecardRow({
    unitId: 181394, name: 'University of Nebraska at Omaha', city: 'Omaha', state: 'NE', control: 'public', locale: 'city',
    undergraduates: 11573, admissionRate: 0.869, averageNetPrice: 12791, completionRate: 0.475, medianDebt: 20500, medianEarnings: 33100, predominantDegree: 'bachelor', url: 'https://www.unomaha.edu/',
  }),
  scorecardRow({
    unitId: 181464, name: 'University of Nebraska-Lincoln', city: 'Lincoln', state: 'NE', control: 'public', locale: 'city',
    undergraduates: 18887, admissionRate: 0.7707, averageNetPrice: 17424, completionRate: 0.6585, medianDebt: 22104, medianEarnings: 36800, predominantDegree: 'bachelor', url: 'https://www.unl.edu/',
  }),
  scorecardRow({
    unitId: 182670, name: 'Dartmouth College', city: 'Hanover', state: 'NH', control: 'private-nonprofit', locale: 'town',
    undergraduates: 4367, admissionRate: 0.0623, averageNetPrice: 28619, completionRate: 0.9604, medianDebt: 14089, medianEarnings: 59900, predominantDegree: 'bachelor', url: 'https://dartmouth.edu/',
  }),
  scorecardRow({
    unitId: 183062, name: 'Keene State College', city: 'Keene', state: 'NH', control: 'public', locale: 'town',
    undergraduates: 2680, admissionRate: 0.8909, averageNetPrice: 19164, completionRate: 0.5844, medianDebt: 26000, medianEarnings: 31300, predominantDegree: 'bachelor', url: 'https://www.keene.edu/',
  }),
  scorecardRow({
    unitId: 183099, name: 'NHTI-Concord\'s Community College', city: 'Concord', state: 'NH', control: 'public', locale: 'town',
    undergraduates: 2186, admissionRate: null, averageNetPrice: 20134, completionRate: 0.3079, medianDebt: 17489, medianEarnings: 37900, predominantDegree: 'associate', url: 'https://www.nhti.edu/',
  }),
  scorecardRow({
    unitId: 183080, name: 'Plymouth State University', city: 'Plymouth', state: 'NH', control: 'public', locale: 'town',
    undergraduates: 3298, admissionRate: 0.9103, averageNetPrice: 19685, completionRate: 0.4743, medianDebt: 27000, medianEarnings: 36100, predominantDegree: 'bachelor', url: 'https://www.plymouth.edu/',
  }),
  scorecardRow({
    unitId: 183026, name: 'Southern New Hampshire University', city: 'Manchester', state: 'NH', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 156755, admissionRate: 0.9612, averageNetPrice: 33742, completionRate: 0.4487, medianDebt: 20331, medianEarnings: 45400, predominantDegree: 'bachelor', url: 'https://www.snhu.edu/',
  }),
  scorecardRow({
    unitId: 183044, name: 'University of New Hampshire-Main Campus', city: 'Durham', state: 'NH', control: 'public', locale: 'town',
    undergraduates: 11230, admissionRate: 0.8687, averageNetPrice: 23261, completionRate: 0.7645, medianDebt: 27000, medianEarnings: 37900, predominantDegree: 'bachelor', url: 'https://www.unh.edu/',
  }),
  scorecardRow({
    unitId: 183743, name: 'Bergen Community College', city: 'Paramus', state: 'NJ', control: 'public', locale: 'suburb',
    undergraduates: 10597, admissionRate: null, averageNetPrice: 9376, completionRate: 0.2388, medianDebt: 10500, medianEarnings: 23000, predominantDegree: 'associate', url: 'https://www.bergen.edu/',
  }),
  scorecardRow({
    unitId: 185590, name: 'Montclair State University', city: 'Montclair', state: 'NJ', control: 'public', locale: 'suburb',
    undergraduates: 17677, admissionRate: 0.8741, averageNetPrice: 14159, completionRate: 0.6426, medianDebt: 23000, medianEarnings: 30600, predominantDegree: 'bachelor', url: 'https://www.montclair.edu/',
  }),
  scorecardRow({
    unitId: 186131, name: 'Princeton University', city: 'Princeton', state: 'NJ', control: 'private-nonprofit', locale: 'city',
    undergraduates: 5579, admissionRate: 0.045, averageNetPrice: 10555, completionRate: 0.9709, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.princeton.edu/',
  }),
  scorecardRow({
    unitId: 186380, name: 'Rutgers University-New Brunswick', city: 'New Brunswick', state: 'NJ', control: 'public', locale: 'city',
    undergraduates: 36357, admissionRate: 0.6535, averageNetPrice: 23519, completionRate: 0.8501, medianDebt: 23829, medianEarnings: 44600, predominantDegree: 'bachelor', url: 'https://newbrunswick.rutgers.edu/',
  }),
  scorecardRow({
    unitId: 186584, name: 'Seton Hall University', city: 'South Orange', state: 'NJ', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 5924, admissionRate: 0.789, averageNetPrice: 28921, completionRate: 0.7147, medianDebt: 25000, medianEarnings: 39600, predominantDegree: 'bachelor', url: 'https://www.shu.edu/',
  }),
  scorecardRow({
    unitId: 186876, name: 'Stockton University', city: 'Galloway', state: 'NJ', control: 'public', locale: 'rural',
    undergraduates: 7770, admissionRate: 0.8817, averageNetPrice: 19634, completionRate: 0.7197, medianDebt: 21730, medianEarnings: 29300, predominantDegree: 'bachelor', url: 'https://www.stockton.edu/',
  }),
  scorecardRow({
    unitId: 187648, name: 'Eastern New Mexico University-Main Campus', city: 'Portales', state: 'NM', control: 'public', locale: 'town',
    undergraduates: 3186, admissionRate: 0.5492, averageNetPrice: 6199, completionRate: 0.3981, medianDebt: 16750, medianEarnings: 32200, predominantDegree: 'bachelor', url: 'https://www.enmu.edu/',
  }),
  scorecardRow({
    unitId: 187596, name: 'Navajo Technical University', city: 'Crownpoint', state: 'NM', control: 'public', locale: 'rural',
    undergraduates: 1134, admissionRate: null, averageNetPrice: 3307, completionRate: 0.1971, medianDebt: null, medianEarnings: null, predominantDegree: 'certificate', url: 'https://www.navajotech.edu/',
  }),
  scorecardRow({
    unitId: 187620, name: 'New Mexico State University-Dona Ana', city: 'Las Cruces', state: 'NM', control: 'public', locale: 'city',
    undergraduates: 4812, admissionRate: null, averageNetPrice: 4621, completionRate: 0.156, medianDebt: 11556, medianEarnings: 23600, predominantDegree: 'associate', url: 'https://dacc.nmsu.edu/',
  }),
  scorecardRow({
    unitId: 188030, name: 'New Mexico State University-Main Campus', city: 'Las Cruces', state: 'NM', control: 'public', locale: 'suburb',
    undergraduates: 11561, admissionRate: 0.7573, averageNetPrice: 6747, completionRate: 0.5222, medianDebt: 19351, medianEarnings: 28200, predominantDegree: 'bachelor', url: 'https://www.nmsu.edu/',
  }),
  scorecardRow({
    unitId: 245652, name: 'St. John\'s College', city: 'Santa Fe', state: 'NM', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 369, admissionRate: 0.4946, averageNetPrice: 24351, completionRate: 0.6, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.sjc.edu/',
  }),
  scorecardRow({
    unitId: 187985, name: 'University of New Mexico-Main Campus', city: 'Albuquerque', state: 'NM', control: 'public', locale: 'city',
    undergraduates: 16686, admissionRate: 0.9545, averageNetPrice: 17478, completionRate: 0.5253, medianDebt: 21381, medianEarnings: 27900, predominantDegree: 'bachelor', url: 'https://www.unm.edu/',
  }),
  scorecardRow({
    unitId: 188182, name: 'University of the Southwest', city: 'Hobbs', state: 'NM', control: 'private-nonprofit', locale: 'town',
    undergraduates: 337, admissionRate: null, averageNetPrice: 19969, completionRate: 0.2667, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.usw.edu/',
  }),
  scorecardRow({
    unitId: 182005, name: 'College of Southern Nevada', city: 'Las Vegas', state: 'NV', control: 'public', locale: 'city',
    undergraduates: 27790, admissionRate: null, averageNetPrice: 6329, completionRate: 0.1785, medianDebt: 9677, medianEarnings: 29100, predominantDegree: 'associate', url: 'https://www.csn.edu/',
  }),
  scorecardRow({
    unitId: 441900, name: 'Nevada State University', city: 'Henderson', state: 'NV', control: 'public', locale: 'rural',
    undergraduates: 3791, admissionRate: 0.8615, averageNetPrice: 13208, completionRate: 0.3103, medianDebt: 24709, medianEarnings: 69800, predominantDegree: 'bachelor', url: 'https://nevadastate.edu/',
  }),
  scorecardRow({
    unitId: 445735, name: 'Roseman University of Health Sciences', city: 'Henderson', state: 'NV', control: 'private-nonprofit', locale: 'city',
    undergraduates: 554, admissionRate: null, averageNetPrice: null, completionRate: null, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.roseman.edu/',
  }),
  scorecardRow({
    unitId: 459824, name: 'Touro University Nevada', city: 'Henderson', state: 'NV', control: 'private-nonprofit', locale: 'city',
    undergraduates: 19, admissionRate: null, averageNetPrice: null, completionRate: null, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.tun.touro.edu/',
  }),
  scorecardRow({
    unitId: 182281, name: 'University of Nevada-Las Vegas', city: 'Las Vegas', state: 'NV', control: 'public', locale: 'city',
    undergraduates: 24131, admissionRate: 0.9626, averageNetPrice: 10011, completionRate: 0.5012, medianDebt: 19771, medianEarnings: 35500, predominantDegree: 'bachelor', url: 'https://www.unlv.edu/',
  }),
  scorecardRow({
    unitId: 182290, name: 'University of Nevada-Reno', city: 'Reno', state: 'NV', control: 'public', locale: 'city',
    undergraduates: 15723, admissionRate: 0.8531, averageNetPrice: 15402, completionRate: 0.6245, medianDebt: 20000, medianEarnings: 32900, predominantDegree: 'bachelor', url: 'https://www.unr.edu/',
  }),
  scorecardRow({
    unitId: 189097, name: 'Barnard College', city: 'New York', state: 'NY', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3219, admissionRate: 0.0796, averageNetPrice: 39253, completionRate: 0.9294, medianDebt: 16250, medianEarnings: 43800, predominantDegree: 'bachelor', url: 'https://www.barnard.edu/',
  }),
  scorecardRow({
    unitId: 190521, name: 'CUNY Borough of Manhattan Community College', city: 'New York', state: 'NY', control: 'public', locale: 'city',
    undergraduates: 16850, admissionRate: null, averageNetPrice: 4907, completionRate: 0.2592, medianDebt: 7312, medianEarnings: 26000, predominantDegree: 'associate', url: 'https://www.bmcc.cuny.edu/',
  }),
  scorecardRow({
    unitId: 190099, name: 'Colgate University', city: 'Hamilton', state: 'NY', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 3122, admissionRate: 0.1195, averageNetPrice: 29107, completionRate: 0.9053, medianDebt: 16673, medianEarnings: 43100, predominantDegree: 'bachelor', url: 'https://www.colgate.edu/',
  }),
  scorecardRow({
    unitId: 190150, name: 'Columbia University in the City of New York', city: 'New York', state: 'NY', control: 'private-nonprofit', locale: 'city',
    undergraduates: 8899, admissionRate: 0.0423, averageNetPrice: 20148, completionRate: 0.9496, medianDebt: 24653, medianEarnings: 51100, predominantDegree: 'bachelor', url: 'https://www.columbia.edu/',
  }),
  scorecardRow({
    unitId: 190415, name: 'Cornell University', city: 'Ithaca', state: 'NY', control: 'private-nonprofit', locale: 'city',
    undergraduates: 15935, admissionRate: 0.0816, averageNetPrice: 32337, completionRate: 0.9514, medianDebt: 13400, medianEarnings: 57900, predominantDegree: 'bachelor', url: 'https://www.cornell.edu/',
  }),
  scorecardRow({
    unitId: 191515, name: 'Hamilton College', city: 'Clinton', state: 'NY', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 2045, admissionRate: 0.1177, averageNetPrice: 28314, completionRate: 0.9125, medianDebt: 16750, medianEarnings: 59200, predominantDegree: 'bachelor', url: 'https://www.hamilton.edu/',
  }),
  scorecardRow({
    unitId: 193900, name: 'New York University', city: 'New York', state: 'NY', control: 'private-nonprofit', locale: 'city',
    undergraduates: 29430, admissionRate: 0.0941, averageNetPrice: 35035, completionRate: 0.8846, medianDebt: 21500, medianEarnings: 43200, predominantDegree: 'bachelor', url: 'https://www.nyu.edu/',
  }),
  scorecardRow({
    unitId: 196176, name: 'State University of New York at New Paltz', city: 'New Paltz', state: 'NY', control: 'public', locale: 'town',
    undergraduates: 6022, admissionRate: 0.587, averageNetPrice: 18481, completionRate: 0.6888, medianDebt: 18750, medianEarnings: 27600, predominantDegree: 'bachelor', url: 'https://www.newpaltz.edu/',
  }),
  scorecardRow({
    unitId: 196097, name: 'Stony Brook University', city: 'Stony Brook', state: 'NY', control: 'public', locale: 'suburb',
    undergraduates: 17420, admissionRate: 0.4901, averageNetPrice: 18430, completionRate: 0.7785, medianDebt: 19500, medianEarnings: 36700, predominantDegree: 'bachelor', url: 'https://www.stonybrook.edu/',
  }),
  scorecardRow({
    unitId: 196088, name: 'University at Buffalo', city: 'Buffalo', state: 'NY', control: 'public', locale: 'suburb',
    undergraduates: 20284, admissionRate: 0.693, averageNetPrice: 20470, completionRate: 0.7341, medianDebt: 19550, medianEarnings: 38900, predominantDegree: 'bachelor', url: 'https://www.buffalo.edu/',
  }),
  scorecardRow({
    unitId: 201645, name: 'Case Western Reserve University', city: 'Cleveland', state: 'OH', control: 'private-nonprofit', locale: 'city',
    undergraduates: 6108, admissionRate: 0.2868, averageNetPrice: 38909, completionRate: 0.8695, medianDebt: 23000, medianEarnings: 60100, predominantDegree: 'bachelor', url: 'https://www.case.edu/',
  }),
  scorecardRow({
    unitId: 204796, name: 'Ohio State University-Main Campus', city: 'Columbus', state: 'OH', control: 'public', locale: 'city',
    undergraduates: 44617, admissionRate: 0.5082, averageNetPrice: 18292, completionRate: 0.8773, medianDebt: 21781, medianEarnings: 37900, predominantDegree: 'bachelor', url: 'https://www.osu.edu/',
  }),
  scorecardRow({
    unitId: 204857, name: 'Ohio University-Main Campus', city: 'Athens', state: 'OH', control: 'public', locale: 'town',
    undergraduates: 18456, admissionRate: 0.8476, averageNetPrice: 20413, completionRate: 0.6644, medianDebt: 22283, medianEarnings: 50800, predominantDegree: 'bachelor', url: 'https://www.ohio.edu/',
  }),
  scorecardRow({
    unitId: 205841, name: 'Stark State College', city: 'North Canton', state: 'OH', control: 'public', locale: 'suburb',
    undergraduates: 5803, admissionRate: null, averageNetPrice: 6693, completionRate: 0.2266, medianDebt: 20358, medianEarnings: 27800, predominantDegree: 'associate', url: 'https://www.starkstate.edu/',
  }),
  scorecardRow({
    unitId: 201885, name: 'University of Cincinnati-Main Campus', city: 'Cincinnati', state: 'OH', control: 'public', locale: 'city',
    undergraduates: 29094, admissionRate: 0.8767, averageNetPrice: 23156, completionRate: 0.7155, medianDebt: 24908, medianEarnings: 44300, predominantDegree: 'bachelor', url: 'https://www.uc.edu/',
  }),
  scorecardRow({
    unitId: 202480, name: 'University of Dayton', city: 'Dayton', state: 'OH', control: 'private-nonprofit', locale: 'city',
    undergraduates: 8099, admissionRate: 0.6165, averageNetPrice: 31236, completionRate: 0.8152, medianDebt: 25989, medianEarnings: 44600, predominantDegree: 'bachelor', url: 'https://udayton.edu/',
  }),
  scorecardRow({
    unitId: 207263, name: 'Northeastern State University', city: 'Tahlequah', state: 'OK', control: 'public', locale: 'town',
    undergraduates: 4636, admissionRate: 0.9921, averageNetPrice: 11800, completionRate: 0.372, medianDebt: 18329, medianEarnings: 32200, predominantDegree: 'bachelor', url: 'https://www.nsuok.edu/',
  }),
  scorecardRow({
    unitId: 207388, name: 'Oklahoma State University-Main Campus', city: 'Stillwater', state: 'OK', control: 'public', locale: 'town',
    undergraduates: 20814, admissionRate: 0.7093, averageNetPrice: 16378, completionRate: 0.6589, medianDebt: 21500, medianEarnings: 36500, predominantDegree: 'bachelor', url: 'https://www.okstate.edu/',
  }),
  scorecardRow({
    unitId: 207582, name: 'Oral Roberts University', city: 'Tulsa', state: 'OK', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3322, admissionRate: 0.986, averageNetPrice: 23600, completionRate: 0.539, medianDebt: 25000, medianEarnings: 36500, predominantDegree: 'bachelor', url: 'https://oru.edu/',
  }),
  scorecardRow({
    unitId: 207935, name: 'Tulsa Community College', city: 'Tulsa', state: 'OK', control: 'public', locale: 'city',
    undergraduates: 11397, admissionRate: null, averageNetPrice: 5999, completionRate: 0.2681, medianDebt: 13805, medianEarnings: 43600, predominantDegree: 'associate', url: 'https://www.tulsacc.edu/',
  }),
  scorecardRow({
    unitId: 207500, name: 'University of Oklahoma-Norman Campus', city: 'Norman', state: 'OK', control: 'public', locale: 'suburb',
    undergraduates: 21496, admissionRate: 0.7654, averageNetPrice: 17413, completionRate: 0.753, medianDebt: 21500, medianEarnings: 45000, predominantDegree: 'bachelor', url: 'https://www.ou.edu/',
  }),
  scorecardRow({
    unitId: 207971, name: 'University of Tulsa', city: 'Tulsa', state: 'OK', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2447, admissionRate: 0.5799, averageNetPrice: 23678, completionRate: 0.7331, medianDebt: 22625, medianEarnings: 64900, predominantDegree: 'bachelor', url: 'https://utulsa.edu/',
  }),
  scorecardRow({
    unitId: 208822, name: 'George Fox University', city: 'Newberg', state: 'OR', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2505, admissionRate: 0.9641, averageNetPrice: 29981, completionRate: 0.6868, medianDebt: 22560, medianEarnings: 54400, predominantDegree: 'bachelor', url: 'https://www.georgefox.edu/',
  }),
  scorecardRow({
    unitId: 209542, name: 'Oregon State University', city: 'Corvallis', state: 'OR', control: 'public', locale: 'city',
    undergraduates: 29557, admissionRate: 0.7885, averageNetPrice: 19568, completionRate: 0.7063, medianDebt: 23207, medianEarnings: 32400, predominantDegree: 'bachelor', url: 'https://oregonstate.edu/',
  }),
  scorecardRow({
    unitId: 209746, name: 'Portland Community College', city: 'Portland', state: 'OR', control: 'public', locale: 'city',
    undergraduates: 18365, admissionRate: null, averageNetPrice: 9920, completionRate: 0.1766, medianDebt: 16000, medianEarnings: 28700, predominantDegree: 'associate', url: 'https://www.pcc.edu/',
  }),
  scorecardRow({
    unitId: 209551, name: 'University of Oregon', city: 'Eugene', state: 'OR', control: 'public', locale: 'city',
    undergraduates: 19758, admissionRate: 0.8511, averageNetPrice: 21782, completionRate: 0.7148, medianDebt: 21030, medianEarnings: 30800, predominantDegree: 'bachelor', url: 'https://www.uoregon.edu/',
  }),
  scorecardRow({
    unitId: 209825, name: 'University of Portland', city: 'Portland', state: 'OR', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3104, admissionRate: 0.9539, averageNetPrice: 36371, completionRate: 0.8042, medianDebt: 25000, medianEarnings: 59000, predominantDegree: 'bachelor', url: 'https://www.up.edu/',
  }),
  scorecardRow({
    unitId: 210429, name: 'Western Oregon University', city: 'Monmouth', state: 'OR', control: 'public', locale: 'town',
    undergraduates: 3211, admissionRate: 0.9869, averageNetPrice: 18290, completionRate: 0.4483, medianDebt: 23281, medianEarnings: 31500, predominantDegree: 'bachelor', url: 'https://wou.edu/',
  }),
  scorecardRow({
    unitId: 211440, name: 'Carnegie Mellon University', city: 'Pittsburgh', state: 'PA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7187, admissionRate: 0.114, averageNetPrice: 31671, completionRate: 0.9252, medianDebt: 23771, medianEarnings: 76800, predominantDegree: 'bachelor', url: 'https://www.cmu.edu/',
  }),
  scorecardRow({
    unitId: 498562, name: 'Commonwealth University of Pennsylvania', city: 'Bloomsburg', state: 'PA', control: 'public', locale: 'town',
    undergraduates: 9309, admissionRate: 0.9475, averageNetPrice: 18877, completionRate: 0.5302, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.commonwealthu.edu/',
  }),
  scorecardRow({
    unitId: 215239, name: 'Community College of Philadelphia', city: 'Philadelphia', state: 'PA', control: 'public', locale: 'city',
    undergraduates: 11312, admissionRate: null, averageNetPrice: 13306, completionRate: 0.1967, medianDebt: 11500, medianEarnings: 26900, predominantDegree: 'associate', url: 'https://www.ccp.edu/',
  }),
  scorecardRow({
    unitId: 212054, name: 'Drexel University', city: 'Philadelphia', state: 'PA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 13509, admissionRate: 0.7753, averageNetPrice: 38428, completionRate: 0.7712, medianDebt: 27000, medianEarnings: 61500, predominantDegree: 'bachelor', url: 'https://drexel.edu/',
  }),
  scorecardRow({
    unitId: 214777, name: 'Pennsylvania State University-Main Campus', city: 'University Park', state: 'PA', control: 'public', locale: 'city',
    undergraduates: 41862, admissionRate: 0.5422, averageNetPrice: 32598, completionRate: 0.8568, medianDebt: 27000, medianEarnings: 47800, predominantDegree: 'bachelor', url: 'https://www.psu.edu/',
  }),
  scorecardRow({
    unitId: 216287, name: 'Swarthmore College', city: 'Swarthmore', state: 'PA', control: 'private-nonprofit', locale: 'suburb',
    undergraduates: 1627, admissionRate: 0.0694, averageNetPrice: 18686, completionRate: 0.9413, medianDebt: 21500, medianEarnings: 37600, predominantDegree: 'bachelor', url: 'https://www.swarthmore.edu/',
  }),
  scorecardRow({
    unitId: 216339, name: 'Temple University', city: 'Philadelphia', state: 'PA', control: 'public', locale: 'city',
    undergraduates: 21249, admissionRate: 0.8292, averageNetPrice: 29219, completionRate: 0.7468, medianDebt: 26000, medianEarnings: 35300, predominantDegree: 'bachelor', url: 'https://www.temple.edu/',
  }),
  scorecardRow({
    unitId: 215062, name: 'University of Pennsylvania', city: 'Philadelphia', state: 'PA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 10768, admissionRate: 0.0587, averageNetPrice: 31229, completionRate: 0.9681, medianDebt: 19500, medianEarnings: 64400, predominantDegree: 'bachelor', url: 'https://www.upenn.edu/',
  }),
  scorecardRow({
    unitId: 217156, name: 'Brown University', city: 'Providence', state: 'RI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7273, admissionRate: 0.0523, averageNetPrice: 26572, completionRate: 0.9595, medianDebt: 14500, medianEarnings: 46100, predominantDegree: 'bachelor', url: 'https://www.brown.edu/',
  }),
  scorecardRow({
    unitId: 217475, name: 'Community College of Rhode Island', city: 'Warwick', state: 'RI', control: 'public', locale: 'city',
    undergraduates: 11455, admissionRate: null, averageNetPrice: 5240, completionRate: 0.2496, medianDebt: 9050, medianEarnings: 26500, predominantDegree: 'associate', url: 'https://www.ccri.edu/',
  }),
  scorecardRow({
    unitId: 217402, name: 'Providence College', city: 'Providence', state: 'RI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4170, admissionRate: 0.4872, averageNetPrice: 45538, completionRate: 0.8785, medianDebt: 27000, medianEarnings: 42200, predominantDegree: 'bachelor', url: 'https://www.providence.edu/',
  }),
  scorecardRow({
    unitId: 217420, name: 'Rhode Island College', city: 'Providence', state: 'RI', control: 'public', locale: 'suburb',
    undergraduates: 4630, admissionRate: 0.8109, averageNetPrice: 10988, completionRate: 0.4618, medianDebt: 21250, medianEarnings: 35000, predominantDegree: 'bachelor', url: 'https://www.ric.edu/',
  }),
  scorecardRow({
    unitId: 217484, name: 'University of Rhode Island', city: 'Kingston', state: 'RI', control: 'public', locale: 'suburb',
    undergraduates: 13822, admissionRate: 0.7707, averageNetPrice: 19899, completionRate: 0.7103, medianDebt: 23500, medianEarnings: 35000, predominantDegree: 'bachelor', url: 'https://web.uri.edu/',
  }),
  scorecardRow({
    unitId: 217633, name: 'Anderson University', city: 'Anderson', state: 'SC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 3080, admissionRate: 0.5281, averageNetPrice: 28183, completionRate: 0.7099, medianDebt: 27000, medianEarnings: 31800, predominantDegree: 'bachelor', url: 'https://www.andersonuniversity.edu/',
  }),
  scorecardRow({
    unitId: 217688, name: 'Charleston Southern University', city: 'Charleston', state: 'SC', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2716, admissionRate: 0.7609, averageNetPrice: 21955, completionRate: 0.4858, medianDebt: 28625, medianEarnings: 36100, predominantDegree: 'bachelor', url: 'https://www.charlestonsouthern.edu/',
  }),
  scorecardRow({
    unitId: 217882, name: 'Clemson University', city: 'Clemson', state: 'SC', control: 'public', locale: 'suburb',
    undergraduates: 22778, admissionRate: 0.3805, averageNetPrice: 22112, completionRate: 0.879, medianDebt: 21500, medianEarnings: 40800, predominantDegree: 'bachelor', url: 'https://www.clemson.edu/',
  }),
  scorecardRow({
    unitId: 218229, name: 'Lander University', city: 'Greenwood', state: 'SC', control: 'public', locale: 'town',
    undergraduates: 3384, admissionRate: 0.6792, averageNetPrice: 14501, completionRate: 0.4876, medianDebt: 27000, medianEarnings: 30800, predominantDegree: 'bachelor', url: 'https://www.lander.edu/',
  }),
  scorecardRow({
    unitId: 218894, name: 'Trident Technical College', city: 'Charleston', state: 'SC', control: 'public', locale: 'city',
    undergraduates: 11091, admissionRate: null, averageNetPrice: -3220, completionRate: 0.2874, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.tridenttech.edu/',
  }),
  scorecardRow({
    unitId: 218663, name: 'University of South Carolina-Columbia', city: 'Columbia', state: 'SC', control: 'public', locale: 'city',
    undergraduates: 28113, admissionRate: 0.6149, averageNetPrice: 24532, completionRate: 0.7775, medianDebt: 23250, medianEarnings: 35100, predominantDegree: 'bachelor', url: 'https://www.sc.edu/',
  }),
  scorecardRow({
    unitId: 219000, name: 'Augustana University', city: 'Sioux Falls', state: 'SD', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1818, admissionRate: 0.5925, averageNetPrice: 24723, completionRate: 0.7563, medianDebt: 26859, medianEarnings: 39200, predominantDegree: 'bachelor', url: 'https://www.augie.edu/',
  }),
  scorecardRow({
    unitId: 219082, name: 'Dakota State University', city: 'Madison', state: 'SD', control: 'public', locale: 'town',
    undergraduates: 1969, admissionRate: 0.9787, averageNetPrice: 19725, completionRate: 0.493, medianDebt: 24500, medianEarnings: 49100, predominantDegree: 'bachelor', url: 'https://dsu.edu/',
  }),
  scorecardRow({
    unitId: 219277, name: 'Oglala Lakota College', city: 'Kyle', state: 'SD', control: 'public', locale: 'rural',
    undergraduates: 1156, admissionRate: null, averageNetPrice: 2065, completionRate: 0.1146, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.olc.edu/',
  }),
  scorecardRow({
    unitId: 219356, name: 'South Dakota State University', city: 'Brookings', state: 'SD', control: 'public', locale: 'town',
    undergraduates: 8798, admissionRate: 0.9871, averageNetPrice: 18219, completionRate: 0.5964, medianDebt: 24250, medianEarnings: 39900, predominantDegree: 'bachelor', url: 'https://www.sdstate.edu/',
  }),
  scorecardRow({
    unitId: 219426, name: 'Southeast Technical College', city: 'Sioux Falls', state: 'SD', control: 'public', locale: 'city',
    undergraduates: 2164, admissionRate: null, averageNetPrice: 17165, completionRate: 0.5084, medianDebt: 14088, medianEarnings: 32000, predominantDegree: 'associate', url: 'https://www.southeasttech.edu/',
  }),
  scorecardRow({
    unitId: 219383, name: 'University of Sioux Falls', city: 'Sioux Falls', state: 'SD', control: 'private-nonprofit', locale: 'city',
    undergraduates: 1258, admissionRate: 0.8208, averageNetPrice: 20874, completionRate: 0.6051, medianDebt: 23409, medianEarnings: 56300, predominantDegree: 'bachelor', url: 'https://www.usiouxfalls.edu/',
  }),
  scorecardRow({
    unitId: 219471, name: 'University of South Dakota', city: 'Vermillion', state: 'SD', control: 'public', locale: 'town',
    undergraduates: 5239, admissionRate: 0.9895, averageNetPrice: 19155, completionRate: 0.6143, medianDebt: 25000, medianEarnings: 37100, predominantDegree: 'bachelor', url: 'https://www.usd.edu/',
  }),
  scorecardRow({
    unitId: 219709, name: 'Belmont University', city: 'Nashville', state: 'TN', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7306, admissionRate: 0.9636, averageNetPrice: 32096, completionRate: 0.717, medianDebt: 21500, medianEarnings: 28900, predominantDegree: 'bachelor', url: 'https://www.belmont.edu/',
  }),
  scorecardRow({
    unitId: 220978, name: 'Middle Tennessee State University', city: 'Murfreesboro', state: 'TN', control: 'public', locale: 'city',
    undergraduates: 16115, admissionRate: 0.68, averageNetPrice: 12599, completionRate: 0.54, medianDebt: 23000, medianEarnings: 30900, predominantDegree: 'bachelor', url: 'https://www.mtsu.edu/',
  }),
  scorecardRow({
    unitId: 221643, name: 'Pellissippi State Community College', city: 'Knoxville', state: 'TN', control: 'public', locale: 'suburb',
    undergraduates: 6391, admissionRate: null, averageNetPrice: 5252, completionRate: 0.2766, medianDebt: 7975, medianEarnings: 22900, predominantDegree: 'associate', url: 'https://www.pstcc.edu/',
  }),
  scorecardRow({
    unitId: 221838, name: 'Tennessee State University', city: 'Nashville', state: 'TN', control: 'public', locale: 'city',
    undergraduates: 6498, admissionRate: 0.9263, averageNetPrice: 10026, completionRate: 0.3303, medianDebt: 30625, medianEarnings: 29700, predominantDegree: 'bachelor', url: 'https://www.tnstate.edu/',
  }),
  scorecardRow({
    unitId: 221847, name: 'Tennessee Technological University', city: 'Cookeville', state: 'TN', control: 'public', locale: 'town',
    undergraduates: 8495, admissionRate: 0.8316, averageNetPrice: 14207, completionRate: 0.5423, medianDebt: 17523, medianEarnings: 33700, predominantDegree: 'bachelor', url: 'https://www.tntech.edu/',
  }),
  scorecardRow({
    unitId: 221759, name: 'The University of Tennessee-Knoxville', city: 'Knoxville', state: 'TN', control: 'public', locale: 'city',
    undergraduates: 28763, admissionRate: 0.4599, averageNetPrice: 18109, completionRate: 0.735, medianDebt: 20578, medianEarnings: 32800, predominantDegree: 'bachelor', url: 'https://www.utk.edu/',
  }),
  scorecardRow({
    unitId: 221999, name: 'Vanderbilt University', city: 'Nashville', state: 'TN', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7143, admissionRate: 0.0628, averageNetPrice: 19040, completionRate: 0.9269, medianDebt: 15000, medianEarnings: 54300, predominantDegree: 'bachelor', url: 'https://www.vanderbilt.edu/',
  }),
  scorecardRow({
    unitId: 223232, name: 'Baylor University', city: 'Waco', state: 'TX', control: 'private-nonprofit', locale: 'city',
    undergraduates: 15007, admissionRate: 0.5099, averageNetPrice: 41942, completionRate: 0.8016, medianDebt: 24000, medianEarnings: 45300, predominantDegree: 'bachelor', url: 'https://www.baylor.edu/',
  }),
  scorecardRow({
    unitId: 227182, name: 'Lone Star College System', city: 'The Woodlands', state: 'TX', control: 'public', locale: 'city',
    undergraduates: 47486, admissionRate: null, averageNetPrice: 9322, completionRate: 0.185, medianDebt: 9000, medianEarnings: 26800, predominantDegree: 'associate', url: 'https://www.lonestar.edu/',
  }),
  scorecardRow({
    unitId: 227526, name: 'Prairie View A & M University', city: 'Prairie View', state: 'TX', control: 'public', locale: 'rural',
    undergraduates: 8527, admissionRate: 0.753, averageNetPrice: 14041, completionRate: 0.4322, medianDebt: 30800, medianEarnings: 35800, predominantDegree: 'bachelor', url: 'https://www.pvamu.edu/',
  }),
  scorecardRow({
    unitId: 227757, name: 'Rice University', city: 'Houston', state: 'TX', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4562, admissionRate: 0.0788, averageNetPrice: 12640, completionRate: 0.9569, medianDebt: 10000, medianEarnings: 70500, predominantDegree: 'bachelor', url: 'https://www.rice.edu/',
  }),
  scorecardRow({
    unitId: 227881, name: 'Sam Houston State University', city: 'Huntsville', state: 'TX', control: 'public', locale: 'town',
    undergraduates: 18138, admissionRate: 0.8539, averageNetPrice: 16025, completionRate: 0.5507, medianDebt: 22500, medianEarnings: 33700, predominantDegree: 'bachelor', url: 'https://www.shsu.edu/',
  }),
  scorecardRow({
    unitId: 227854, name: 'St Philip\'s College', city: 'San Antonio', state: 'TX', control: 'public', locale: 'city',
    undergraduates: 10772, admissionRate: null, averageNetPrice: 4873, completionRate: 0.3453, medianDebt: 10500, medianEarnings: 39700, predominantDegree: 'certificate', url: 'https://www.alamo.edu/spc/',
  }),
  scorecardRow({
    unitId: 228723, name: 'Texas A&M University-College Station', city: 'College Station', state: 'TX', control: 'public', locale: 'city',
    undergraduates: 59099, admissionRate: 0.6325, averageNetPrice: 20924, completionRate: 0.8378, medianDebt: 18500, medianEarnings: 42300, predominantDegree: 'bachelor', url: 'https://www.tamu.edu/',
  }),
  scorecardRow({
    unitId: 228875, name: 'Texas Christian University', city: 'Fort Worth', state: 'TX', control: 'private-nonprofit', locale: 'city',
    undergraduates: 10919, admissionRate: 0.426, averageNetPrice: 33531, completionRate: 0.8561, medianDebt: 20000, medianEarnings: 45600, predominantDegree: 'bachelor', url: 'https://www.tcu.edu/',
  }),
  scorecardRow({
    unitId: 229063, name: 'Texas Southern University', city: 'Houston', state: 'TX', control: 'public', locale: 'city',
    undergraduates: 6619, admissionRate: 0.9335, averageNetPrice: 19734, completionRate: 0.1989, medianDebt: 31000, medianEarnings: 31200, predominantDegree: 'bachelor', url: 'https://www.tsu.edu/',
  }),
  scorecardRow({
    unitId: 228778, name: 'The University of Texas at Austin', city: 'Austin', state: 'TX', control: 'public', locale: 'city',
    undergraduates: 42100, admissionRate: 0.2912, averageNetPrice: 19678, completionRate: 0.8764, medianDebt: 20956, medianEarnings: 38100, predominantDegree: 'bachelor', url: 'https://www.utexas.edu/',
  }),
  scorecardRow({
    unitId: 230038, name: 'Brigham Young University', city: 'Provo', state: 'UT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 32221, admissionRate: 0.6919, averageNetPrice: 14487, completionRate: 0.8221, medianDebt: 11200, medianEarnings: 37000, predominantDegree: 'bachelor', url: 'https://byu.edu/',
  }),
  scorecardRow({
    unitId: 230746, name: 'Salt Lake Community College', city: 'Salt Lake City', state: 'UT', control: 'public', locale: 'suburb',
    undergraduates: 17247, admissionRate: null, averageNetPrice: 7661, completionRate: 0.2973, medianDebt: 8000, medianEarnings: 30700, predominantDegree: 'associate', url: 'https://www.slcc.edu/',
  }),
  scorecardRow({
    unitId: 230764, name: 'University of Utah', city: 'Salt Lake City', state: 'UT', control: 'public', locale: 'city',
    undergraduates: 26041, admissionRate: 0.8717, averageNetPrice: 13172, completionRate: 0.6391, medianDebt: 17500, medianEarnings: 38300, predominantDegree: 'bachelor', url: 'https://www.utah.edu/',
  }),
  scorecardRow({
    unitId: 230737, name: 'Utah Valley University', city: 'Orem', state: 'UT', control: 'public', locale: 'city',
    undergraduates: 27481, admissionRate: null, averageNetPrice: 8463, completionRate: 0.4074, medianDebt: 16709, medianEarnings: 36100, predominantDegree: 'bachelor', url: 'https://www.uvu.edu/',
  }),
  scorecardRow({
    unitId: 230807, name: 'Westminster University', city: 'Salt Lake City', state: 'UT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 882, admissionRate: 0.6883, averageNetPrice: 26536, completionRate: 0.6936, medianDebt: 26000, medianEarnings: 44300, predominantDegree: 'bachelor', url: 'https://www.westminstercollege.edu/',
  }),
  scorecardRow({
    unitId: 232186, name: 'George Mason University', city: 'Fairfax', state: 'VA', control: 'public', locale: 'suburb',
    undergraduates: 27083, admissionRate: 0.8883, averageNetPrice: 18287, completionRate: 0.6932, medianDebt: 20500, medianEarnings: 38700, predominantDegree: 'bachelor', url: 'https://www.gmu.edu/',
  }),
  scorecardRow({
    unitId: 232557, name: 'Liberty University', city: 'Lynchburg', state: 'VA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 50059, admissionRate: 0.9932, averageNetPrice: 29552, completionRate: 0.6348, medianDebt: 27129, medianEarnings: 37400, predominantDegree: 'bachelor', url: 'https://www.liberty.edu/',
  }),
  scorecardRow({
    unitId: 232946, name: 'Northern Virginia Community College', city: 'Annandale', state: 'VA', control: 'public', locale: 'suburb',
    undergraduates: 31737, admissionRate: null, averageNetPrice: 8554, completionRate: 0.3725, medianDebt: 12000, medianEarnings: 39500, predominantDegree: 'associate', url: 'https://www.nvcc.edu/',
  }),
  scorecardRow({
    unitId: 233277, name: 'Radford University', city: 'Radford', state: 'VA', control: 'public', locale: 'town',
    undergraduates: 5609, admissionRate: 0.9064, averageNetPrice: 16640, completionRate: 0.4962, medianDebt: 23500, medianEarnings: 31600, predominantDegree: 'bachelor', url: 'https://www.radford.edu/',
  }),
  scorecardRow({
    unitId: 231651, name: 'Regent University', city: 'Virginia Beach', state: 'VA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4282, admissionRate: 0.4118, averageNetPrice: 18749, completionRate: 0.5409, medianDebt: 25000, medianEarnings: 33200, predominantDegree: 'bachelor', url: 'https://www.regent.edu/',
  }),
  scorecardRow({
    unitId: 233921, name: 'Virginia Polytechnic Institute and State University', city: 'Blacksburg', state: 'VA', control: 'public', locale: 'city',
    undergraduates: 30435, admissionRate: 0.5703, averageNetPrice: 23790, completionRate: 0.8628, medianDebt: 24202, medianEarnings: 46600, predominantDegree: 'bachelor', url: 'https://www.vt.edu/',
  }),
  scorecardRow({
    unitId: 230852, name: 'Champlain College', city: 'Burlington', state: 'VT', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2870, admissionRate: 0.6672, averageNetPrice: 35000, completionRate: 0.6301, medianDebt: 27000, medianEarnings: 32500, predominantDegree: 'bachelor', url: 'https://www.champlain.edu/',
  }),
  scorecardRow({
    unitId: 230861, name: 'Community College of Vermont', city: 'Montpelier', state: 'VT', control: 'public', locale: 'rural',
    undergraduates: 3093, admissionRate: null, averageNetPrice: 10599, completionRate: 0.2609, medianDebt: 10260, medianEarnings: 24400, predominantDegree: 'associate', url: 'https://www.ccv.edu/',
  }),
  scorecardRow({
    unitId: 230959, name: 'Middlebury College', city: 'Middlebury', state: 'VT', control: 'private-nonprofit', locale: 'town',
    undergraduates: 2785, admissionRate: 0.1037, averageNetPrice: 25934, completionRate: 0.9259, medianDebt: 15477, medianEarnings: 75400, predominantDegree: 'bachelor', url: 'https://www.middlebury.edu/college/',
  }),
  scorecardRow({
    unitId: 230995, name: 'Norwich University', city: 'Northfield', state: 'VT', control: 'private-nonprofit', locale: 'rural',
    undergraduates: 2490, admissionRate: 0.7361, averageNetPrice: 25600, completionRate: 0.6103, medianDebt: 26000, medianEarnings: 38000, predominantDegree: 'bachelor', url: 'https://www.norwich.edu/',
  }),
  scorecardRow({
    unitId: 231174, name: 'University of Vermont', city: 'Burlington', state: 'VT', control: 'public', locale: 'city',
    undergraduates: 11614, admissionRate: 0.6002, averageNetPrice: 20860, completionRate: 0.7856, medianDebt: 23000, medianEarnings: 32300, predominantDegree: 'bachelor', url: 'https://www.uvm.edu/',
  }),
  scorecardRow({
    unitId: 231165, name: 'Vermont State University', city: 'Randolph', state: 'VT', control: 'public', locale: 'rural',
    undergraduates: 3567, admissionRate: 0.8323, averageNetPrice: 20865, completionRate: 0.4894, medianDebt: null, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://vermontstate.edu/',
  }),
  scorecardRow({
    unitId: 234669, name: 'Bellevue College', city: 'Bellevue', state: 'WA', control: 'public', locale: 'city',
    undergraduates: 6901, admissionRate: null, averageNetPrice: 11289, completionRate: 0.335, medianDebt: 10968, medianEarnings: 28600, predominantDegree: 'associate', url: 'https://bellevuecollege.edu/',
  }),
  scorecardRow({
    unitId: 234827, name: 'Central Washington University', city: 'Ellensburg', state: 'WA', control: 'public', locale: 'town',
    undergraduates: 8081, admissionRate: 0.9022, averageNetPrice: 14715, completionRate: 0.4985, medianDebt: 20500, medianEarnings: 38700, predominantDegree: 'bachelor', url: 'https://www.cwu.edu/',
  }),
  scorecardRow({
    unitId: 235316, name: 'Gonzaga University', city: 'Spokane', state: 'WA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 5098, admissionRate: 0.7596, averageNetPrice: 36371, completionRate: 0.8687, medianDebt: 25000, medianEarnings: 47000, predominantDegree: 'bachelor', url: 'https://www.gonzaga.edu/',
  }),
  scorecardRow({
    unitId: 236595, name: 'Seattle University', city: 'Seattle', state: 'WA', control: 'private-nonprofit', locale: 'city',
    undergraduates: 4117, admissionRate: 0.7605, averageNetPrice: 34802, completionRate: 0.7331, medianDebt: 23833, medianEarnings: 35400, predominantDegree: 'bachelor', url: 'https://www.seattleu.edu/',
  }),
  scorecardRow({
    unitId: 236948, name: 'University of Washington-Seattle Campus', city: 'Seattle', state: 'WA', control: 'public', locale: 'city',
    undergraduates: 31588, admissionRate: 0.4253, averageNetPrice: 13485, completionRate: 0.837, medianDebt: 15706, medianEarnings: 37500, predominantDegree: 'bachelor', url: 'https://www.washington.edu/',
  }),
  scorecardRow({
    unitId: 236939, name: 'Washington State University', city: 'Pullman', state: 'WA', control: 'public', locale: 'town',
    undergraduates: 21583, admissionRate: 0.8536, averageNetPrice: 14401, completionRate: 0.6164, medianDebt: 20500, medianEarnings: 40500, predominantDegree: 'bachelor', url: 'https://wsu.edu/',
  }),
  scorecardRow({
    unitId: 238476, name: 'Carthage College', city: 'Kenosha', state: 'WI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2628, admissionRate: 0.8415, averageNetPrice: 24813, completionRate: 0.6051, medianDebt: 27000, medianEarnings: 38500, predominantDegree: 'bachelor', url: 'https://www.carthage.edu/',
  }),
  scorecardRow({
    unitId: 260372, name: 'Lac Courte Oreilles Ojibwe University', city: 'Hayward', state: 'WI', control: 'public', locale: 'rural',
    undergraduates: 205, admissionRate: null, averageNetPrice: 11536, completionRate: 0.1333, medianDebt: null, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.lco.edu/',
  }),
  scorecardRow({
    unitId: 239105, name: 'Marquette University', city: 'Milwaukee', state: 'WI', control: 'private-nonprofit', locale: 'city',
    undergraduates: 7238, admissionRate: 0.8744, averageNetPrice: 29237, completionRate: 0.8006, medianDebt: 24093, medianEarnings: 50700, predominantDegree: 'bachelor', url: 'https://www.marquette.edu/',
  }),
  scorecardRow({
    unitId: 240444, name: 'University of Wisconsin-Madison', city: 'Madison', state: 'WI', control: 'public', locale: 'city',
    undergraduates: 35665, admissionRate: 0.4335, averageNetPrice: 16928, completionRate: 0.8933, medianDebt: 21500, medianEarnings: 37100, predominantDegree: 'bachelor', url: 'https://www.wisc.edu/',
  }),
  scorecardRow({
    unitId: 240453, name: 'University of Wisconsin-Milwaukee', city: 'Milwaukee', state: 'WI', control: 'public', locale: 'city',
    undergraduates: 16762, admissionRate: 0.8844, averageNetPrice: 16177, completionRate: 0.5119, medianDebt: 25000, medianEarnings: 37500, predominantDegree: 'bachelor', url: 'https://uwm.edu/',
  }),
  scorecardRow({
    unitId: 240189, name: 'University of Wisconsin-Whitewater', city: 'Whitewater', state: 'WI', control: 'public', locale: 'town',
    undergraduates: 9180, admissionRate: 0.8276, averageNetPrice: 14785, completionRate: 0.643, medianDebt: 24250, medianEarnings: 39700, predominantDegree: 'bachelor', url: 'https://www.uww.edu/',
  }),
  scorecardRow({
    unitId: 484932, name: 'BridgeValley Community & Technical College', city: 'South  Charleston', state: 'WV', control: 'public', locale: 'suburb',
    undergraduates: 1734, admissionRate: null, averageNetPrice: 4992, completionRate: 0.271, medianDebt: 12336, medianEarnings: 39400, predominantDegree: 'associate', url: 'https://www.bridgevalley.edu/',
  }),
  scorecardRow({
    unitId: 237367, name: 'Fairmont State University', city: 'Fairmont', state: 'WV', control: 'public', locale: 'town',
    undergraduates: 2690, admissionRate: 0.9924, averageNetPrice: 9055, completionRate: 0.4832, medianDebt: 22681, medianEarnings: 29000, predominantDegree: 'bachelor', url: 'https://www.fairmontstate.edu/',
  }),
  scorecardRow({
    unitId: 237525, name: 'Marshall University', city: 'Huntington', state: 'WV', control: 'public', locale: 'city',
    undergraduates: 7149, admissionRate: 0.9646, averageNetPrice: 8327, completionRate: 0.4869, medianDebt: 25000, medianEarnings: 28200, predominantDegree: 'bachelor', url: 'https://www.marshall.edu/',
  }),
  scorecardRow({
    unitId: 237312, name: 'University of Charleston', city: 'Charleston', state: 'WV', control: 'private-nonprofit', locale: 'city',
    undergraduates: 2083, admissionRate: 0.6453, averageNetPrice: 22012, completionRate: 0.4633, medianDebt: 26500, medianEarnings: 44200, predominantDegree: 'bachelor', url: 'https://www.ucwv.edu/',
  }),
  scorecardRow({
    unitId: 238032, name: 'West Virginia University', city: 'Morgantown', state: 'WV', control: 'public', locale: 'city',
    undergraduates: 17705, admissionRate: 0.8626, averageNetPrice: 12997, completionRate: 0.612, medianDebt: 25000, medianEarnings: 32100, predominantDegree: 'bachelor', url: 'https://www.wvu.edu/',
  }),
  scorecardRow({
    unitId: 237969, name: 'West Virginia Wesleyan College', city: 'Buckhannon', state: 'WV', control: 'private-nonprofit', locale: 'town',
    undergraduates: 909, admissionRate: 0.9505, averageNetPrice: 18148, completionRate: 0.4945, medianDebt: 27000, medianEarnings: null, predominantDegree: 'bachelor', url: 'https://www.wvwc.edu/',
  }),
  scorecardRow({
    unitId: 240505, name: 'Casper College', city: 'Casper', state: 'WY', control: 'public', locale: 'city',
    undergraduates: 2239, admissionRate: null, averageNetPrice: 8759, completionRate: 0.3914, medianDebt: 9800, medianEarnings: null, predominantDegree: 'associate', url: 'https://www.caspercollege.edu/',
  }),
  scorecardRow({
    unitId: 240620, name: 'Laramie County Community College', city: 'Cheyenne', state: 'WY', control: 'public', locale: 'rural',
    undergraduates: 2563, admissionRate: null, averageNetPrice: 7143, completionRate: 0.3131, medianDebt: 12625, medianEarnings: 53700, predominantDegree: 'associate', url: 'https://www.lccc.wy.edu/',
  }),
  scorecardRow({
    unitId: 240666, name: 'Northern Wyoming Community College District', city: 'Sheridan', state: 'WY', control: 'public', locale: 'town',
    undergraduates: 1607, admissionRate: null, averageNetPrice: 8890, completionRate: 0.4289, medianDebt: 9646, medianEarnings: 54000, predominantDegree: 'associate', url: 'https://www.sheridan.edu/',
  }),
  scorecardRow({
    unitId: 240727, name: 'University of Wyoming', city: 'Laramie', state: 'WY', control: 'public', locale: 'town',
    undergraduates: 8047, admissionRate: 0.9741, averageNetPrice: 11779, completionRate: 0.5985, medianDebt: 19000, medianEarnings: 36400, predominantDegree: 'bachelor', url: 'https://www.uwyo.edu/',
  }),
];
