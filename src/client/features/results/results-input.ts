import { z } from '@domain/zod';
import type { LocalState } from '@domain/progress/local-state';
import { lifestyleLevelOrDefault, type LifestyleLevel } from '@domain/finance/lifestyle';
import { earningsHorizonOrDefault, type EarningsHorizon } from '@domain/finance/earnings-horizon';

/*
 * What /feedback shows comes from the router state the dashboard passes (selectedMajors,
 * yearlyFinancedAmount, expectations.level) and, for anything it lacks or when the page is opened
 * directly, from the stored keys. Router state is user-controllable (history), so each field is
 * parsed on its own and a bad one falls back to storage instead of breaking the page.
 */

export type CollegeMatchSummary = { name: string; place: string | null };

export type ResultsInput = {
  selectedMajors: string[];
  /** Planned total debt in dollars; null when neither source has a usable figure. */
  plannedDebt: number | null;
  /** Only stored: the router state does not carry it. */
  monthlyIncome: number | null;
  level: LifestyleLevel;
  /** Only stored: the pay the student's income plans on (early career unless they chose the median of all workers). */
  earningsHorizon: EarningsHorizon;
  colleges: CollegeMatchSummary[];
  /** True when financial expectations were saved (or passed), so a missing grade can be explained. */
  hasExpectations: boolean;
};

const MAX_MAJORS = 20;
const majorsSchema = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(MAX_MAJORS));
const amountSchema = z.union([z.number(), z.string()]);
const levelSchema = z.object({ level: z.string() });
const collegeSchema = z.looseObject({
  name: z.string().check(z.trim(), z.minLength(1)),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
});

/** 45000, "45000", "$45,000" → 45000; anything negative, empty or not a number → null. */
export function toAmount(value: unknown): number | null {
  const parsed = amountSchema.safeParse(value);
  if (!parsed.success) return null;
  const raw = parsed.data;
  const number = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[name] : undefined;
}

function uniqueMajors(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collegesFrom(stored: LocalState): CollegeMatchSummary[] {
  return (stored.collegeQuizResults ?? []).flatMap((entry) => {
    const college = collegeSchema.safeParse(entry);
    if (!college.success) return [];
    const place = [college.data.city, college.data.state].filter((part): part is string => Boolean(part)).join(', ');
    return [{ name: college.data.name, place: place || null }];
  });
}

export function resolveResultsInput(routerState: unknown, stored: LocalState): ResultsInput {
  const routedMajors = majorsSchema.safeParse(field(routerState, 'selectedMajors'));
  const routedDebt = toAmount(field(routerState, 'yearlyFinancedAmount'));
  const routedLevel = levelSchema.safeParse(field(routerState, 'expectations'));
  const expectations = stored.financialExpectations;

  const selectedMajors = routedMajors.success ? routedMajors.data : (stored.quizResult?.topMajors ?? []);
  const plannedDebt = routedDebt ?? toAmount(expectations?.plannedDebt);
  const monthlyIncome = toAmount(expectations?.monthlyIncome);
  return {
    selectedMajors: uniqueMajors(selectedMajors.map((name) => name.trim()).filter(Boolean)).slice(0, MAX_MAJORS),
    plannedDebt,
    monthlyIncome: monthlyIncome !== null && monthlyIncome > 0 ? monthlyIncome : null,
    level: lifestyleLevelOrDefault(routedLevel.success ? routedLevel.data.level : expectations?.level),
    earningsHorizon: earningsHorizonOrDefault(expectations?.earningsHorizon),
    colleges: collegesFrom(stored),
    hasExpectations: expectations !== undefined,
  };
}

/** Nothing to show: no majors, no expectations and no college matches. */
export function isEmptyResults(input: ResultsInput): boolean {
  return input.selectedMajors.length === 0 && !input.hasExpectations && input.colleges.length === 0 && !input.plannedDebt;
}
