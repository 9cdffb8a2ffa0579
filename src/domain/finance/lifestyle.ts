/*
 * Lifestyle levels for the financial expectations step (financialExpectations.level,
 * "Comfortable" by default). We hold no cited dataset that prices a lifestyle, so the
 * levels are descriptions only: the income figure comes from the majors' and careers' earnings on
 * the student's earnings horizon (earnings-horizon.ts) or from the student's own entry, never from the level.
 */

import type { ErrorCode } from '@locales/keys';
import { DEFAULT_LIFESTYLE_LEVEL, LIFESTYLE_LEVELS, type LifestyleLevel } from './lifestyle-levels';

export { DEFAULT_LIFESTYLE_LEVEL, LIFESTYLE_LEVELS, type LifestyleLevel };

export const LIFESTYLE_DESCRIPTIONS: Readonly<Record<LifestyleLevel, string>> = {
  Frugal: 'Roommates or living with family, cooking at home, public transit or an older car, and few extras.',
  Modest: 'A small place of your own or shared, a used car, occasional eating out, and saving a little each month.',
  Comfortable: 'Your own apartment, a reliable car, eating out now and then, a yearly trip, and steady saving.',
  Affluent: 'A larger home, newer cars, frequent travel and dining out, and saving a lot for the future.',
};

export function isLifestyleLevel(value: unknown): value is LifestyleLevel {
  return typeof value === 'string' && (LIFESTYLE_LEVELS as readonly string[]).includes(value);
}

/** A stored or passed level we do not know (older data, hand-edited storage) falls back to the default. */
export function lifestyleLevelOrDefault(value: unknown): LifestyleLevel {
  return isLifestyleLevel(value) ? value : DEFAULT_LIFESTYLE_LEVEL;
}

/** Annual pay → monthly pay before tax, to the whole dollar. */
export function monthlyFromAnnual(annualPay: number): number {
  if (!Number.isFinite(annualPay) || annualPay < 0) {
    throw new RangeError(`annualPay must be a finite amount of 0 or more, got ${annualPay}`);
  }
  return Math.round(annualPay / 12);
}

export type IncomeSuggestion = {
  /** Monthly pay before tax, in whole dollars: the median of the given yearly pays divided by 12. */
  readonly monthlyBeforeTax: number;
  /** How many pays were reported (missing ones are skipped, not counted as 0). */
  readonly basedOn: number;
};

/**
 * The suggested expected monthly income: the median of the annual pays on one horizon (see
 * incomeBasis in earnings-horizon.ts), divided by 12. The median keeps one very high- or low-paid career from pulling the suggestion.
 * Null when no career has a reported pay.
 */
export function suggestMonthlyIncome(annualPays: readonly (number | null | undefined)[]): IncomeSuggestion | null {
  const reported = annualPays
    .filter((pay): pay is number => typeof pay === 'number' && Number.isFinite(pay) && pay > 0)
    .sort((a, b) => a - b);
  if (reported.length === 0) {
    return null;
  }
  const middle = Math.floor(reported.length / 2);
  const medianAnnual = reported.length % 2 === 1 ? reported[middle]! : (reported[middle - 1]! + reported[middle]!) / 2;
  return { monthlyBeforeTax: monthlyFromAnnual(medianAnnual), basedOn: reported.length };
}

/* ---------- dollar amounts typed into a form ---------- */

export const MAX_MONTHLY_INCOME = 100_000;
/** Well above the federal lifetime limit ($257,500 from July 2026), leaving room for private loans. */
export const MAX_PLANNED_DEBT = 1_000_000;

/** What a typed amount can get wrong; a field's rules name the error code of each (the catalogs word them). */
export type DollarFieldRules = {
  readonly max: number;
  /** A least amount above $0, with the code that says so. */
  readonly min?: { readonly amount: number; readonly code: ErrorCode };
  readonly codes: { readonly missing: ErrorCode; readonly negative: ErrorCode; readonly notANumber: ErrorCode; readonly max: ErrorCode };
};

/** The financial expectations form's two amounts (financial-expectations-form.ts builds their schema from these). */
export const MONTHLY_INCOME_RULES: DollarFieldRules = {
  max: MAX_MONTHLY_INCOME,
  // A grade needs an income to divide by, so $0 cannot be saved.
  min: { amount: 1, code: 'budget.incomeMin' },
  codes: {
    missing: 'budget.incomeMissing',
    negative: 'budget.incomeNegative',
    notANumber: 'budget.incomeNotANumber',
    max: 'budget.incomeMax',
  },
};
export const PLANNED_DEBT_RULES: DollarFieldRules = {
  max: MAX_PLANNED_DEBT,
  codes: { missing: 'budget.debtMissing', negative: 'budget.debtNegative', notANumber: 'budget.debtNotANumber', max: 'budget.debtMax' },
};

/**
 * Reads "4,200", "$4200" or "4200.50" as dollars, or names what is wrong with an error code. Plain code, no
 * zod: the form's schema wraps it, and the live grade reads a field with it without loading the schema.
 */
export function readDollarAmount(raw: string, rules: DollarFieldRules): { value: number } | { message: ErrorCode } {
  const text = raw.trim().replace(/[$,\s]/g, '');
  if (text === '') return { message: rules.codes.missing };
  if (text.startsWith('-')) return { message: rules.codes.negative };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { message: rules.codes.notANumber };
  const value = Number(text);
  if (rules.min && value < rules.min.amount) return { message: rules.min.code };
  if (value > rules.max) return { message: rules.codes.max };
  return { value };
}

/** One field on its own, for the live grade: the amount, or null while it is missing or invalid. */
export function parseDollarField(field: 'monthlyIncome' | 'plannedDebt', raw: string): number | null {
  const result = readDollarAmount(raw, field === 'monthlyIncome' ? MONTHLY_INCOME_RULES : PLANNED_DEBT_RULES);
  return 'value' in result ? result.value : null;
}
