/*
 * One earnings horizon for every page that divides debt by income. A grade is only as
 * honest as the income it divides by: early-career pay is what a new graduate repays from, so it is
 * the default; the median of all workers in a career (every stage, starting pay included) is the
 * mid-career view a student may switch to. Every earnings figure on a page names its horizon with
 * these labels.
 */
export const EARNINGS_HORIZONS = ['early-career', 'all-workers'] as const;
export type EarningsHorizon = (typeof EARNINGS_HORIZONS)[number];
export const DEFAULT_EARNINGS_HORIZON: EarningsHorizon = 'early-career';

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

/** A figure with its horizon's short label, e.g. "$27,900 a year (first year after graduation)". */
export function withHorizon(figure: string, horizon: EarningsHorizon): string {
  return `${figure} (${EARNINGS_HORIZON_LABELS[horizon].short})`;
}

export type CareerPayOnHorizon = {
  readonly socCode: string;
  /** Annual dollars on the horizon; null when the career has no figure on it (never the other horizon's). */
  readonly annual: number | null;
  /** Early career only: how many majors that name the career report earnings (0 when none). */
  readonly majorCount: number | null;
};

/** Each career's pay on the horizon, in the order given. */
export function careersOnHorizon(
  careers: readonly { readonly socCode: string; readonly medianPay: number | null }[],
  majors: readonly MajorEarnings[],
  horizon: EarningsHorizon,
): CareerPayOnHorizon[] {
  return careers.map((career) => {
    if (horizon === 'all-workers') return { socCode: career.socCode, annual: careerEarnings(career, majors, horizon), majorCount: null };
    const early = careerEarlyEarnings(career.socCode, majors);
    return { socCode: career.socCode, annual: early?.annual ?? null, majorCount: early?.majorCount ?? 0 };
  });
}

export type IncomeBasis = {
  /** Whose figures the suggestion is the median of. */
  readonly from: 'majors' | 'careers';
  readonly horizon: EarningsHorizon;
  /** The annual figures (reported ones only) the suggestion is the median of. */
  readonly annualPays: readonly number[];
};

/**
 * What an income suggestion on a horizon is the median of. Early career: the student's own majors'
 * Scorecard earnings (first year after graduation) when any is reported, else the careers' early-career
 * figures (from the majors that lead to them). Median of all workers: the careers' OEWS median pay.
 * Never mixes horizons; null when nothing on the horizon is reported.
 */
export function incomeBasis(
  horizon: EarningsHorizon,
  input: {
    readonly careers: readonly { readonly socCode: string; readonly medianPay: number | null }[];
    readonly myMajors: readonly { readonly medianEarnings: number | null }[];
    readonly catalogMajors: readonly MajorEarnings[];
  },
): IncomeBasis | null {
  if (horizon === 'early-career') {
    const majorPays = input.myMajors.map((major) => major.medianEarnings).filter(isPay);
    if (majorPays.length > 0) return { from: 'majors', horizon, annualPays: majorPays };
  }
  const careerPays = careersOnHorizon(input.careers, input.catalogMajors, horizon)
    .map((career) => career.annual)
    .filter(isPay);
  return careerPays.length > 0 ? { from: 'careers', horizon, annualPays: careerPays } : null;
}
