import type { CareerWorkValues } from '../catalog/schemas';
import { WORK_VALUES, type ValuesProfile, type WorkValue } from './career-quiz-result';

/*
 * Work values rank careers: how well the student's six value scores (0-100, from the quiz) match a
 * career's O*NET Work Values (extent 1-7 per value, O*NET 29.2).
 *
 * Match: the student's score is placed on O*NET's 1-7 scale (0 → 1, 50 → 4, 100 → 7); the match is
 * 100 × (1 − mean absolute gap over the six values ÷ 6), so an identical profile is 100 and opposite ends of
 * the scale on every value is 0.
 *
 * Combination with the interest match: the product spec gives no formula, so the values alone order the
 * careers. The interest areas the student picked (and the pay and schooling preferences) only choose which
 * careers are ranked, as they do everywhere else on the results page.
 *
 * Ties (the same unrounded match): the career with the higher extent on the student's first top value comes
 * first, then by title.
 */

export const EXTENT_MIN = 1;
export const EXTENT_MAX = 7;

/** A 0-100 quiz score on O*NET's 1-7 extent scale. */
export function onExtentScale(score: number): number {
  return EXTENT_MIN + (score / 100) * (EXTENT_MAX - EXTENT_MIN);
}

/** 0-100 (unrounded): 100 when the profiles are the same, 0 when every value sits at opposite ends of the scale. */
export function valuesMatch(profile: ValuesProfile, extent: CareerWorkValues['extent']): number {
  const gap = WORK_VALUES.reduce((sum, value) => sum + Math.abs(onExtentScale(profile[value]) - extent[value]), 0) / WORK_VALUES.length;
  return 100 * (1 - gap / (EXTENT_MAX - EXTENT_MIN));
}

/**
 * Why a career matches, as facts: the student's top values against the career's O*NET high points, each
 * with its published extent (1-7). Each language words it.
 * - `top-high`: the student's first top value is one of the career's high points;
 * - `one-of-high`: another of the top values is;
 * - `top-here`: none is: the first top value's extent here, and where the career is highest;
 * - `none-stood-out`: the student rated no value high: where the career is highest.
 */
export type ValuesMatchReason =
  | { code: 'top-high' | 'one-of-high'; value: WorkValue; extent: number }
  | { code: 'top-here'; value: WorkValue; extent: number; careerTop: WorkValue; careerTopExtent: number }
  | { code: 'none-stood-out'; careerTop: WorkValue; careerTopExtent: number };

/** Why the career matches: the student's top values against the career's O*NET high points (its highest extent when O*NET lists none). */
export function valuesMatchReason(workValues: CareerWorkValues, topValues: readonly WorkValue[]): ValuesMatchReason {
  const { extent, highPoints } = workValues;
  const highest = [...WORK_VALUES].sort((a, b) => extent[b] - extent[a] || WORK_VALUES.indexOf(a) - WORK_VALUES.indexOf(b))[0] as WorkValue;
  const careerTop = highPoints[0] ?? highest;
  const first = topValues[0];
  if (first === undefined) return { code: 'none-stood-out', careerTop, careerTopExtent: extent[careerTop] };
  const shared = topValues.find((value) => highPoints.includes(value));
  if (shared === first) return { code: 'top-high', value: first, extent: extent[first] };
  if (shared !== undefined) return { code: 'one-of-high', value: shared, extent: extent[shared] };
  return { code: 'top-here', value: first, extent: extent[first], careerTop, careerTopExtent: extent[careerTop] };
}

export interface ValuesRankedCareer<C> {
  career: C;
  /** 0-100, rounded for display. */
  match: number;
  reason: ValuesMatchReason;
  workValues: CareerWorkValues;
}

export interface ValuesRanking<C> {
  ranked: ValuesRankedCareer<C>[];
  /** Careers O*NET publishes no work values for: not ranked, listed apart. */
  withoutValues: C[];
}

/** Ranks careers by how well their O*NET Work Values match the student's profile; best first. */
export function rankCareersByValues<C extends { title: string; workValues: CareerWorkValues | null }>(
  careers: readonly C[],
  profile: ValuesProfile,
  topValues: readonly WorkValue[],
): ValuesRanking<C> {
  const first = topValues[0];
  const scored: { career: C; workValues: CareerWorkValues; exact: number }[] = [];
  const withoutValues: C[] = [];
  for (const career of careers) {
    if (career.workValues === null) withoutValues.push(career);
    else scored.push({ career, workValues: career.workValues, exact: valuesMatch(profile, career.workValues.extent) });
  }
  scored.sort(
    (a, b) =>
      b.exact - a.exact ||
      (first === undefined ? 0 : b.workValues.extent[first] - a.workValues.extent[first]) ||
      a.career.title.localeCompare(b.career.title),
  );
  return {
    ranked: scored.map(({ career, workValues, exact }) => ({
      career,
      match: Math.round(exact),
      reason: valuesMatchReason(workValues, topValues),
      workValues,
    })),
    withoutValues,
  };
}
