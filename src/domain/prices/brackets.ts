/*
 * What a family would pay at a college: the College Scorecard publishes, per institution, the average net
 * price (cost of attendance minus grants and scholarships) of first-time, full-time students who receive federal aid,
 * for five family-income brackets (NPT41..NPT45). These rules pick a family's bracket from its yearly income and the
 * price to show: the bracket's own figure when the income is known, the range across brackets otherwise (never the
 * all-income average alone, which can be thousands of dollars off for a given family). Plain values and functions:
 * no zod, so a page that only shows prices loads no validation library.
 */

/** The Scorecard's five brackets, in order: $0-30,000 / $30,001-48,000 / $48,001-75,000 / $75,001-110,000 / $110,001+. */
export const INCOME_BRACKETS = ['0-30000', '30001-48000', '48001-75000', '75001-110000', '110001-plus'] as const;
export type IncomeBracket = (typeof INCOME_BRACKETS)[number];

/** Each bracket's bounds in whole dollars, both inclusive; the last has no upper bound. */
export const INCOME_BRACKET_BOUNDS: Readonly<Record<IncomeBracket, { readonly min: number; readonly max: number | null }>> = {
  '0-30000': { min: 0, max: 30_000 },
  '30001-48000': { min: 30_001, max: 48_000 },
  '48001-75000': { min: 48_001, max: 75_000 },
  '75001-110000': { min: 75_001, max: 110_000 },
  '110001-plus': { min: 110_001, max: null },
};

/** The most a family income can be here: larger figures are typing mistakes, not a different bracket. */
export const MAX_FAMILY_INCOME = 10_000_000;

/** The most a planned debt can be (whole dollars): far above any federal limit, so only typing mistakes stop here. */
export const MAX_PLANNED_DEBT = 1_000_000;

/**
 * Net price per year for each bracket, in INCOME_BRACKETS order, in dollars as published: null when the college does
 * not report it (too few aided students in the bracket, or not applicable); negative when grants exceed the cost.
 */
export type NetPriceByIncome = readonly [number | null, number | null, number | null, number | null, number | null];

/** The bracket of a yearly family income in whole dollars (0 or more; a fraction counts as the dollar below it). */
export function incomeBracket(income: number): IncomeBracket {
  const dollars = Math.floor(income);
  if (dollars <= 30_000) return '0-30000';
  if (dollars <= 48_000) return '30001-48000';
  if (dollars <= 75_000) return '48001-75000';
  if (dollars <= 110_000) return '75001-110000';
  return '110001-plus';
}

/**
 * The price a family sees:
 * - `bracket`: the family's bracket is reported; `amount` is never below 0 and `negative` says the published figure
 *   was (grants and scholarships exceed the cost);
 * - `suppressed`: the family's bracket is not reported by this college (the page says so, and shows no other figure
 *   as if it were the family's);
 * - `range`: no income given: the lowest and highest reported bracket prices (0 at least, `negative` when one was
 *   below), the all-income average beside them, and the brackets not reported. min and max are null when no bracket
 *   is reported.
 */
export type FamilyPrice =
  | { kind: 'bracket'; bracket: IncomeBracket; amount: number; negative: boolean }
  | { kind: 'suppressed'; bracket: IncomeBracket }
  | {
      kind: 'range';
      min: number | null;
      max: number | null;
      average: number | null;
      negative: boolean;
      suppressedBrackets: IncomeBracket[];
    };

/** A published price as shown: never below 0, with a flag when it was. */
export function shownPrice(amount: number): { amount: number; negative: boolean } {
  return amount < 0 ? { amount: 0, negative: true } : { amount, negative: false };
}

/** The family's price at one college: its bracket's figure with an income, else the range across brackets. */
export function familyPrice(prices: NetPriceByIncome, averageNetPrice: number | null, income: number | null | undefined): FamilyPrice {
  if (income !== null && income !== undefined) {
    const bracket = incomeBracket(income);
    const amount = prices[INCOME_BRACKETS.indexOf(bracket)] ?? null;
    return amount === null ? { kind: 'suppressed', bracket } : { kind: 'bracket', bracket, ...shownPrice(amount) };
  }
  const reported = prices.filter((price): price is number => price !== null);
  const suppressedBrackets = INCOME_BRACKETS.filter((_, index) => prices[index] === null || prices[index] === undefined);
  const average = averageNetPrice === null ? null : shownPrice(averageNetPrice);
  if (reported.length === 0) {
    return {
      kind: 'range',
      min: null,
      max: null,
      average: average?.amount ?? null,
      negative: average?.negative ?? false,
      suppressedBrackets,
    };
  }
  const min = shownPrice(Math.min(...reported));
  const max = shownPrice(Math.max(...reported));
  return {
    kind: 'range',
    min: min.amount,
    max: max.amount,
    average: average?.amount ?? null,
    negative: min.negative || max.negative || (average?.negative ?? false),
    suppressedBrackets,
  };
}

/**
 * The yearly price a ranking or a budget compares: the family's bracket figure (0 when negative) when the income is
 * given and the bracket is reported; with an income whose bracket is not reported, null (unknown for this family,
 * never the average in its place); without an income, the all-income average as published.
 */
export function comparablePrice(
  prices: NetPriceByIncome,
  averageNetPrice: number | null,
  income: number | null | undefined,
): number | null {
  if (income === null || income === undefined) return averageNetPrice;
  const price = familyPrice(prices, averageNetPrice, income);
  return price.kind === 'bracket' ? price.amount : null;
}

/** Why a family income cannot be used, as a code each language's catalog words. */
export type FamilyIncomeIssue = 'not_a_number' | 'not_whole' | 'negative' | 'too_large';

/** The problem with a typed or sent income, or null when it is whole dollars from 0 to MAX_FAMILY_INCOME. */
export function familyIncomeIssue(value: unknown): FamilyIncomeIssue | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not_a_number';
  if (!Number.isInteger(value)) return 'not_whole';
  if (value < 0) return 'negative';
  if (value > MAX_FAMILY_INCOME) return 'too_large';
  return null;
}

/** English for API clients, one sentence per code (the web app writes its own from the code, in each language). */
export const FAMILY_INCOME_MESSAGES: Readonly<Record<FamilyIncomeIssue, string>> = {
  not_a_number: "Enter the family's yearly income as a number of dollars",
  not_whole: "Enter the family's yearly income in whole dollars",
  negative: "The family's yearly income cannot be negative",
  too_large: 'Enter a yearly family income up to $10,000,000',
};
