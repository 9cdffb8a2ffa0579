import { z } from 'zod';

/*
 * One earnings horizon for every page that divides debt by income (issue 17). A grade is only as
 * honest as the income it divides by: early-career pay is what a new graduate repays from, so it is
 * the default; the median of all workers in a career (every stage, starting pay included) is the
 * mid-career view a student may switch to. Every earnings figure on a page names its horizon with
 * these labels.
 */
export const EARNINGS_HORIZONS = ['early-career', 'all-workers'] as const;
export type EarningsHorizon = (typeof EARNINGS_HORIZONS)[number];
export const DEFAULT_EARNINGS_HORIZON: EarningsHorizon = 'early-career';
export const earningsHorizonSchema = z.enum(EARNINGS_HORIZONS);

export type EarningsHorizonLabel = {
  /** The switch's option text. */
  readonly choice: string;
  /** Short tag after a figure, e.g. "$27,900 a year (first year after graduation)". */
  readonly short: string;
  /** One sentence on what the figure measures and where it comes from. */
  readonly explanation: string;
};

export const EARNINGS_HORIZON_LABELS: Readonly<Record<EarningsHorizon, EarningsHorizonLabel>> = {
  'early-career': {
    choice: 'Early career: the first year after graduation',
    short: 'first year after graduation',
    explanation:
      'Median earnings of graduates in the first year after graduation, working and not enrolled (College Scorecard field-of-study data). For a career, the median of those figures across the majors that lead to it: an estimate.',
  },
  'all-workers': {
    choice: 'Mid-career: the median of all workers',
    short: 'median of all workers',
    explanation:
      'The median pay of everyone working in the career, at every stage (BLS Occupational Employment and Wage Statistics). Starting pay is usually lower.',
  },
};

export function isEarningsHorizon(value: unknown): value is EarningsHorizon {
  return typeof value === 'string' && (EARNINGS_HORIZONS as readonly string[]).includes(value);
}

export function earningsHorizonOrDefault(value: unknown): EarningsHorizon {
  return isEarningsHorizon(value) ? value : DEFAULT_EARNINGS_HORIZON;
}

function isPay(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The median of the reported amounts (missing and 0 are skipped, never counted); null when none is reported. */
export function medianOfReported(amounts: readonly (number | null | undefined)[]): number | null {
  const reported = amounts.filter(isPay).sort((a, b) => a - b);
  if (reported.length === 0) return null;
  const middle = Math.floor(reported.length / 2);
  return reported.length % 2 === 1 ? reported[middle]! : (reported[middle - 1]! + reported[middle]!) / 2;
}

export type MajorEarnings = { readonly careerCodes: readonly string[]; readonly medianEarnings: number | null };

export type CareerEarlyEarnings = {
  /** Annual dollars (may end in .5 when two majors are averaged). */
  readonly annual: number;
  /** How many majors that name the career report early-career earnings. */
  readonly majorCount: number;
};

/**
 * A career's early-career earnings: the median of the early-career earnings of the majors that name it
 * (Scorecard field-of-study, first year after graduation). Null when no such major reports earnings; the
 * page then says so instead of falling back to another horizon silently.
 */
export function careerEarlyEarnings(socCode: string, majors: readonly MajorEarnings[]): CareerEarlyEarnings | null {
  const earnings = majors.filter((major) => major.careerCodes.includes(socCode)).map((major) => major.medianEarnings);
  const annual = medianOfReported(earnings);
  return annual === null ? null : { annual, majorCount: earnings.filter(isPay).length };
}

/** A career's pay on a horizon: early-career from its majors, or the median of all workers (OEWS). */
export function careerEarnings(
  career: { readonly socCode: string; readonly medianPay: number | null },
  majors: readonly MajorEarnings[],
  horizon: EarningsHorizon,
): number | null {
  if (horizon === 'all-workers') return isPay(career.medianPay) ? career.medianPay : null;
  return careerEarlyEarnings(career.socCode, majors)?.annual ?? null;
}
