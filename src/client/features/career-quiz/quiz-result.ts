import type { LocalValue } from '@domain/progress/local-state';
import { hollandCode, type InterestMatch } from '@domain/career-quiz/riasec';
import { RIASEC_AREAS } from '@domain/catalog/catalog-values';
import type { Career, Major, RiasecProfile } from '@domain/catalog/schemas';

export type QuizResult = LocalValue<'quizResult'>;

/** How many majors go into `topMajors` (passed on to /feedback and the college quiz). */
export const TOP_MAJOR_COUNT = 5;
/** How many careers are kept as the student's career matches (the dashboard counts them). */
export const TOP_CAREER_COUNT = 10;

/** The stored result: the spec's `topMajors` (names) plus what the other steps read back. */
export function buildQuizResult(
  profile: RiasecProfile,
  matches: { majors: readonly InterestMatch<Major>[]; careers: readonly InterestMatch<Career>[] },
  completedAt: Date,
): QuizResult {
  const majors = matches.majors.slice(0, TOP_MAJOR_COUNT).map((match) => match.item);
  const careers = matches.careers.slice(0, TOP_CAREER_COUNT).map((match) => match.item);
  return {
    topMajors: majors.map((major) => major.name),
    topMajorCips: majors.map((major) => major.cip),
    profile: { ...profile },
    hollandCode: hollandCode(profile),
    topCareerCodes: careers.map((career) => career.socCode),
    careers: careers.map((career) => ({ socCode: career.socCode, title: career.title })),
    completedAt: completedAt.toISOString(),
  };
}

// Scores are eighths of the 1-7 scale's steps; anything closer than this is the same score.
const SAME_SCORE = 1e-6;

/** True when a stored result was computed from this profile (so it need not be stored again). */
export function resultMatchesProfile(result: QuizResult | undefined, profile: RiasecProfile): boolean {
  const stored = result?.profile;
  if (!stored) return false;
  return RIASEC_AREAS.every((area) => Math.abs(stored[area] - profile[area]) < SAME_SCORE);
}
