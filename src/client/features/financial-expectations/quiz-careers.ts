import { z } from '@domain/zod';
import type { LocalValue } from '@domain/progress/local-state';
import { socCodeSchema } from '@domain/catalog/schemas';

/** How many of the quiz's best-matching careers feed the income suggestion. */
export const MAX_SUGGESTION_CAREERS = 5;

const codes = z.array(z.unknown());
const careerEntry = z.looseObject({ socCode: z.string() });

/**
 * The SOC codes of the careers the career quiz chose, best first. The quiz stores them as
 * `topCareerCodes`; a `careers` list of { socCode, title } is read too. Anything that is not a
 * valid O*NET-SOC code is skipped rather than sent to the API.
 */
export function quizCareerCodes(quizResult: LocalValue<'quizResult'> | undefined): string[] {
  if (!quizResult) return [];
  const stored = quizResult as Record<string, unknown>;
  const fromCodes = codes.safeParse(stored.topCareerCodes);
  const fromCareers = codes.safeParse(stored.careers);
  const candidates = [
    ...(fromCodes.success ? fromCodes.data : []),
    ...(fromCareers.success ? fromCareers.data.map((entry) => careerEntry.safeParse(entry).data?.socCode) : []),
  ];
  const unique: string[] = [];
  for (const candidate of candidates) {
    const code = socCodeSchema.safeParse(candidate);
    if (code.success && !unique.includes(code.data)) unique.push(code.data);
  }
  return unique.slice(0, MAX_SUGGESTION_CAREERS);
}
