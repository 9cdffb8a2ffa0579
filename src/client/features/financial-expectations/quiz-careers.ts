import type { LocalValue } from '@domain/progress/local-state';
import { isSocCode } from '@domain/catalog/catalog-values';

/** How many of the quiz's best-matching careers feed the income suggestion. */
export const MAX_SUGGESTION_CAREERS = 5;

const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const socCodeOf = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null ? (entry as { socCode?: unknown }).socCode : undefined;

/**
 * The SOC codes of the careers the career quiz chose, best first. The quiz stores them as
 * `topCareerCodes`; a `careers` list of { socCode, title } is read too. Anything that is not a
 * valid O*NET-SOC code is skipped rather than sent to the API.
 */
export function quizCareerCodes(quizResult: LocalValue<'quizResult'> | undefined): string[] {
  if (!quizResult) return [];
  const stored = quizResult as Record<string, unknown>;
  const candidates = [...entries(stored.topCareerCodes), ...entries(stored.careers).map(socCodeOf)];
  const unique: string[] = [];
  for (const candidate of candidates) {
    if (isSocCode(candidate) && !unique.includes(candidate)) unique.push(candidate);
  }
  return unique.slice(0, MAX_SUGGESTION_CAREERS);
}
