import { financialGrade, GRADE_TABLE, type FinancialGrade, type FinancialGradeResult, type FinancialRisk } from '../finance/grade';
import { comparablePrice } from '../prices/brackets';
import { credentialLevelOf } from './programs';
import { collegeSize, type College, type CollegeLocale, type CollegeSize, type Major } from './schemas';
import type { AcademicStanding, Selectivity, SelectivityBand } from './college-preferences';
import type { CollegePreferences } from './college-preferences-schema';

// The plain lists and defaults live apart, so the college quiz paints without zod; the schema (zod/mini) beside them.
export * from './college-preferences';
export * from './college-preferences-schema';

/*
 * The college quiz: what a student wants from a college, and the
 * ranking of colleges against it. Pure and deterministic, so the server ranks
 * and the client explains with the same rules.
 */

export type AdmissionLabel = 'reach' | 'match' | 'likely';

export type CollegeMatch = {
  college: College;
  /** 0-100, higher is a better fit; see scoreCollege. */
  score: number;
  label: AdmissionLabel;
  /** Why it is on the list, strongest first. */
  reasons: MatchReason[];
  /** The financial grade of borrowing the college's median debt against the expected earnings. */
  grade: FinancialGradeResult;
  /** The college's median debt of completers; null when not reported. */
  estimatedDebt: number | null;
  /** Yearly: the chosen majors' typical earnings, else the college's median earnings; null when neither is reported. */
  expectedEarnings: number | null;
  /** Where expectedEarnings came from. */
  earningsBasis: 'majors' | 'college' | null;
  /** The yearly net price the match used (yearlyNetPrice × yearsOfStudy is estimatedNetCost); null when not reported. */
  yearlyNetPrice: number | null;
  /** 'bracket': the family's income bracket's price (the request gave an income); 'average': all incomes together. */
  netPriceBasis: 'bracket' | 'average';
  /** yearlyNetPrice × yearsOfStudy; an estimate, null when the price is not reported. */
  estimatedNetCost: number | null;
  /** With chosen majors: the college's programs in their fields that qualified it (empty without majors). */
  matchedPrograms: MatchedProgram[];
  /** With chosen majors: 'bachelor' when it awards the bachelor's, 'transfer' when it is a place to start one; else null. */
  route: ProgramRoute | null;
  /**
   * For a bachelor's match: the cheapest public two-year college of the same state awarding an associate's in the
   * matched field, at the same kind of price, when starting there and transferring costs less (absent otherwise).
   */
  transferOption?: TransferOption;
};

/** Two years at `name` (a community college, `yearlyNetPrice` a year), then transfer: `saving` in net price over those two years. */
export type TransferOption = { unitId: number; name: string; yearlyNetPrice: number; saving: number };

/* ---------- programs ---------- */

/** The credentials a major is matched at: the bachelor's itself, or an associate's to start it and transfer. */
export const MATCH_CREDENTIALS = ['bachelor', 'associate'] as const;
export type MatchCredential = (typeof MATCH_CREDENTIALS)[number];
export type ProgramRoute = 'bachelor' | 'transfer';

/** One program a college awards (a college_programs row): 4-digit CIP series × credential level (P_CREDLEV 1-8). */
export type ProgramOffer = { cip: string; credentialLevel: number };

/** A program that matched a chosen major: which major, the series it sits in, at which credential. */
export type MatchedProgram = { majorCip: string; majorName: string | null; cip: string; credential: MatchCredential };

/** The 4-digit series a major's CIP code sits in: "14.1901" → "14.19" (a series code is its own series). */
export const cipSeriesOf = (cip: string) => cip.slice(0, 5);

/**
 * How a college serves the chosen majors, from the programs it awards. The majors are bachelor's majors, so a
 * bachelor's program in the major's series qualifies it; failing that, an associate's in the same series makes it a
 * place to start and transfer (two years at a community college, then the bachelor's elsewhere). Neither: null, the
 * college does not award what the student wants to study and is left out of the ranking.
 */
export function programMatch(
  offers: readonly ProgramOffer[],
  chosenMajors: readonly { cip: string; name: string | null }[],
): { route: ProgramRoute; matchedPrograms: MatchedProgram[] } | null {
  const at = (credential: MatchCredential) =>
    chosenMajors.flatMap((major): MatchedProgram[] => {
      const cip = cipSeriesOf(major.cip);
      return offers.some((offer) => offer.cip === cip && credentialLevelOf(offer.credentialLevel) === credential)
        ? [{ majorCip: major.cip, majorName: major.name, cip, credential }]
        : [];
    });
  const bachelor = at('bachelor');
  if (bachelor.length > 0) return { route: 'bachelor', matchedPrograms: bachelor };
  const associate = at('associate');
  if (associate.length > 0) return { route: 'transfer', matchedPrograms: associate };
  return null;
}

/* ---------- admission chances ---------- */

/**
 * Admission-rate cut-offs per GPA band: below `reach` the college is a reach,
 * below `match` a match, otherwise likely. Holding a 3.8+ GPA still makes a
 * college admitting under 15% a reach, because most of its applicants have one too.
 * "Not sure" uses the 3.0-3.5 row, the middle of the range.
 */
export const ADMISSION_THRESHOLDS: Record<Exclude<AcademicStanding, 'not-sure'>, { reach: number; match: number }> = {
  'below-3.0': { reach: 0.65, match: 0.85 },
  '3.0-3.5': { reach: 0.5, match: 0.75 },
  '3.5-3.8': { reach: 0.3, match: 0.6 },
  '3.8-plus': { reach: 0.15, match: 0.4 },
};

/** Open admission or no reported rate → likely (IPEDS leaves the rate empty for open-admission colleges). */
export function admissionLabel(admissionRate: number | null, standing: AcademicStanding): AdmissionLabel {
  if (admissionRate === null) return 'likely';
  const thresholds = ADMISSION_THRESHOLDS[standing === 'not-sure' ? '3.0-3.5' : standing];
  if (admissionRate < thresholds.reach) return 'reach';
  if (admissionRate < thresholds.match) return 'match';
  return 'likely';
}

/** Admission rate → band: under 25% most, 25-49% more, 50-79% less, 80%+ or no rate (open admission) open. */
export function selectivityOf(admissionRate: number | null): SelectivityBand {
  if (admissionRate === null || admissionRate >= 0.8) return 'open';
  if (admissionRate >= 0.5) return 'less';
  if (admissionRate >= 0.25) return 'more';
  return 'most';
}

/* ---------- money ---------- */

/**
 * The financial grade of one path: the debt over a year's income, through
 * the spec's table (debt-to-income up to 0.39 is A+, above 3.14 is F;
 * financialGrade takes a monthly income, hence / 12). Either
 * figure missing → N/A.
 */
export function pathFinancialGrade(debt: number | null, yearlyIncome: number | null): FinancialGradeResult {
  return financialGrade(yearlyIncome === null ? null : yearlyIncome / 12, debt);
}

/**
 * The yearly earnings a path is graded with: the mean of the chosen majors'
 * reported median earnings (what the student plans to study says more than the
 * college's all-graduate median), else the college's median earnings, else null.
 */
export function expectedEarnings(
  college: Pick<College, 'medianEarnings'>,
  majors: readonly Pick<Major, 'medianEarnings'>[],
): { amount: number | null; basis: 'majors' | 'college' | null } {
  const reported = majors.map((major) => major.medianEarnings).filter((value): value is number => value !== null);
  if (reported.length > 0) {
    return { amount: Math.round(reported.reduce((sum, value) => sum + value, 0) / reported.length), basis: 'majors' };
  }
  if (college.medianEarnings !== null) return { amount: college.medianEarnings, basis: 'college' };
  return { amount: null, basis: null };
}

/* ---------- filters ---------- */

/**
 * Hard filters: outside the chosen states or kinds of college, or a reported
 * net price above the budget, and the college is left out. A college that does
 * not report its net price passes the budget filter (and says so in its
 * reasons): hiding it would drop colleges for a gap in federal data, not for cost.
 */
export function passesHardFilters(
  college: Pick<College, 'state' | 'control' | 'averageNetPrice' | 'netPriceByIncome' | 'currentlyOperating'>,
  preferences: CollegePreferences,
): boolean {
  // A closed institution (Scorecard CURROPER 0) is never suggested.
  if (!college.currentlyOperating) return false;
  if (preferences.states.length > 0 && !preferences.states.includes(college.state)) return false;
  if (preferences.controls.length > 0 && !preferences.controls.includes(college.control)) return false;
  const price = matchPrice(college, preferences);
  if (preferences.maxNetPrice !== null && price !== null && price > preferences.maxNetPrice) return false;
  return true;
}

/**
 * The yearly price the ranking compares: with a family income, that bracket's net price (0 when grants exceed the
 * cost; null, "not reported", when the college does not publish that bracket); without one, the all-income average.
 */
export function matchPrice(
  college: Pick<College, 'averageNetPrice' | 'netPriceByIncome'>,
  preferences: Pick<CollegePreferences, 'familyIncome'>,
): number | null {
  return comparablePrice(college.netPriceByIncome, college.averageNetPrice, preferences.familyIncome);
}

/* ---------- score ---------- */

/** Points per part of the score; they add up to 100. */
export const SCORE_WEIGHTS = {
  size: 10,
  setting: 10,
  selectivity: 10,
  price: 20,
  completion: 20,
  debtVsEarnings: 30,
} as const;

/** Net prices at or above this earn no price points; below it, cheaper earns more. A scoring scale, not a statistic. */
export const PRICE_SCALE = 60_000;

// A part the college does not report earns half its points: neither rewarded nor punished for a gap in the data.
const UNKNOWN = 0.5;

const SELECTIVITY_ORDER: readonly SelectivityBand[] = ['open', 'less', 'more', 'most'];

function listFit<T>(wanted: readonly T[], actual: T | null): number {
  if (wanted.length === 0) return 1;
  if (actual === null) return UNKNOWN;
  return wanted.includes(actual) ? 1 : 0;
}

function selectivityFit(wanted: Selectivity, admissionRate: number | null): number {
  if (wanted === 'any') return 1;
  const distance = Math.abs(SELECTIVITY_ORDER.indexOf(wanted) - SELECTIVITY_ORDER.indexOf(selectivityOf(admissionRate)));
  return distance === 0 ? 1 : distance === 1 ? 0.5 : 0;
}

function priceFit(netPrice: number | null): number {
  if (netPrice === null) return UNKNOWN;
  return Math.min(1, Math.max(0, 1 - netPrice / PRICE_SCALE));
}

/** A+ earns all the points, F none, in even steps down the ten grades of the product spec table; N/A earns half. */
export function gradeFit(grade: FinancialGradeResult): number {
  const index = GRADE_TABLE.findIndex((row) => row.grade === grade.grade);
  if (index < 0) return UNKNOWN;
  return 1 - index / (GRADE_TABLE.length - 1);
}

/** The unrounded 0-100 score of a college that passed the hard filters. */
/** What the fit score reads of a college (the ranking of all institutions loads only these). */
export type CollegeFitFields = Pick<
  College,
  | 'unitId'
  | 'name'
  | 'state'
  | 'control'
  | 'locale'
  | 'undergraduates'
  | 'admissionRate'
  | 'averageNetPrice'
  | 'netPriceByIncome'
  | 'currentlyOperating'
  | 'completionRate'
  | 'medianDebt'
  | 'medianEarnings'
>;

export function scoreCollege(college: CollegeFitFields, preferences: CollegePreferences, grade: FinancialGradeResult): number {
  const parts: Record<keyof typeof SCORE_WEIGHTS, number> = {
    size: listFit(preferences.sizes, collegeSize(college.undergraduates)),
    setting: listFit(preferences.locales, college.locale),
    selectivity: selectivityFit(preferences.selectivity, college.admissionRate),
    price: priceFit(matchPrice(college, preferences)),
    completion: college.completionRate ?? UNKNOWN,
    debtVsEarnings: gradeFit(grade),
  };
  let score = 0;
  for (const key of Object.keys(SCORE_WEIGHTS) as (keyof typeof SCORE_WEIGHTS)[]) score += SCORE_WEIGHTS[key] * parts[key];
  return score;
}

/* ---------- reasons ---------- */

/**
 * Why a college is on the list, strongest first, as facts: each language words them (the web app's catalogs),
 * so the domain says no sentence.
 */
export type MatchReason =
  | { code: 'grade'; grade: Exclude<FinancialGrade, 'N/A'>; risk: FinancialRisk; limitedData: boolean }
  | { code: 'no-grade' }
  | { code: 'price'; yearlyNetPrice: number; budget: number | null }
  | { code: 'no-price' }
  | { code: 'completion'; rate: number }
  | { code: 'no-completion' }
  | { code: 'state'; state: string }
  | { code: 'size'; size: CollegeSize; undergraduates: number }
  | { code: 'setting'; setting: CollegeLocale }
  | { code: 'control'; control: College['control'] }
  | { code: 'admits'; rate: number }
  | { code: 'open-admission' };

/** Whether the figures a path's grade used include one flagged "limited data" (ADR 0020). */
export function gradeRestsOnLimitedData(college: Pick<College, 'source'>, earningsBasis: 'majors' | 'college' | null): boolean {
  const limited = college.source.limitedData ?? [];
  return limited.includes('debt') || (earningsBasis === 'college' && limited.includes('earnings'));
}

function reasonsFor(
  college: College,
  preferences: CollegePreferences,
  grade: FinancialGradeResult,
  earningsBasis: 'majors' | 'college' | null,
): MatchReason[] {
  const reasons: MatchReason[] = [];
  reasons.push(
    grade.grade !== 'N/A' && grade.risk !== null
      ? { code: 'grade', grade: grade.grade, risk: grade.risk, limitedData: gradeRestsOnLimitedData(college, earningsBasis) }
      : { code: 'no-grade' },
  );
  const price = matchPrice(college, preferences);
  reasons.push(price === null ? { code: 'no-price' } : { code: 'price', yearlyNetPrice: price, budget: preferences.maxNetPrice });
  reasons.push(college.completionRate === null ? { code: 'no-completion' } : { code: 'completion', rate: college.completionRate });
  if (preferences.states.length > 0) reasons.push({ code: 'state', state: college.state });
  const size = collegeSize(college.undergraduates);
  if (preferences.sizes.length > 0 && size !== null && preferences.sizes.includes(size)) {
    reasons.push({ code: 'size', size, undergraduates: college.undergraduates ?? 0 });
  }
  if (preferences.locales.length > 0 && college.locale !== null && preferences.locales.includes(college.locale)) {
    reasons.push({ code: 'setting', setting: college.locale });
  }
  if (preferences.controls.length > 0) reasons.push({ code: 'control', control: college.control });
  if (preferences.selectivity !== 'any' && selectivityOf(college.admissionRate) === preferences.selectivity) {
    reasons.push(college.admissionRate === null ? { code: 'open-admission' } : { code: 'admits', rate: college.admissionRate });
  }
  return reasons;
}

/* ---------- ranking ---------- */

function fitOf(college: CollegeFitFields, preferences: CollegePreferences, chosenMajors: readonly Pick<Major, 'medianEarnings'>[]) {
  const earnings = expectedEarnings(college, chosenMajors);
  const grade = pathFinancialGrade(college.medianDebt, earnings.amount);
  // Rounded to a millionth so sums that differ only by floating-point noise tie, and the name decides.
  const exactScore = Math.round(scoreCollege(college, preferences, grade) * 1e6) / 1e6;
  return { earnings, grade, exactScore };
}

/** Scores one college (no filtering): the pieces a match card shows. */
export function matchCollege(
  college: College,
  preferences: CollegePreferences,
  chosenMajors: readonly Major[],
): CollegeMatch & { exactScore: number } {
  const { earnings, grade, exactScore } = fitOf(college, preferences, chosenMajors);
  const yearlyNetPrice = matchPrice(college, preferences);
  return {
    college,
    score: Math.round(exactScore),
    exactScore,
    label: admissionLabel(college.admissionRate, preferences.academicStanding),
    reasons: reasonsFor(college, preferences, grade, earnings.basis),
    grade,
    estimatedDebt: college.medianDebt,
    expectedEarnings: earnings.amount,
    earningsBasis: earnings.basis,
    yearlyNetPrice,
    netPriceBasis: preferences.familyIncome === null ? 'average' : 'bracket',
    estimatedNetCost: yearlyNetPrice === null ? null : yearlyNetPrice * preferences.yearsOfStudy,
    matchedPrograms: [],
    route: null,
  };
}

// Code-unit order, not localeCompare: the same on every server and browser whatever its locale data.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The `limit` best colleges that pass the hard filters, best first. `majors`
 * is the catalog (or any list holding the chosen CIP codes); only the majors
 * named in `preferences.majors` count. Equal scores are ordered by name, then
 * by UNITID, so the same input always gives the same list.
 */
export function rankColleges(
  colleges: readonly College[],
  preferences: CollegePreferences,
  majors: readonly Major[],
  limit: number,
): CollegeMatch[] {
  const chosenMajors = majorsChosen(preferences, majors);
  return bestFits(colleges, preferences, majors, limit).map((college) => {
    const { exactScore: _exactScore, ...match } = matchCollege(college, preferences, chosenMajors);
    return match;
  });
}

function majorsChosen(preferences: CollegePreferences, majors: readonly Major[]): Major[] {
  const wanted = new Set(preferences.majors);
  return majors.filter((major) => wanted.has(major.cip));
}

/**
 * The `limit` colleges that pass the hard filters with the best fit, best first, by the order of rankColleges:
 * only the fit fields are read, so a server can rank every institution from a narrow query and load the full rows
 * (sources, reasons) of these few alone.
 */
export function bestFits<T extends CollegeFitFields>(
  colleges: readonly T[],
  preferences: CollegePreferences,
  majors: readonly Major[],
  limit: number,
): T[] {
  if (limit <= 0) return [];
  const chosenMajors = majorsChosen(preferences, majors);
  return colleges
    .filter((college) => passesHardFilters(college, preferences))
    .map((college) => ({ college, exactScore: fitOf(college, preferences, chosenMajors).exactScore }))
    .sort((a, b) => b.exactScore - a.exactScore || compareText(a.college.name, b.college.name) || a.college.unitId - b.college.unitId)
    .slice(0, limit)
    .map(({ college }) => college);
}
