import type { LocalValue } from '@domain/progress/local-state';
import type { collegePreferencesSchema, CollegeMatch, CollegePreferences } from '@domain/catalog/college-match';

export type StoredCollegeResults = LocalValue<'collegeQuizResults'>;

/**
 * The spec's `collegeQuizResults`: one record per college the student was
 * matched with (the dashboard counts them). Each carries the preferences it
 * was found with, so the page can show the same search again on return.
 */
export function toStoredResults(matches: readonly CollegeMatch[], preferences: CollegePreferences): StoredCollegeResults {
  return matches.map((match) => ({
    unitId: match.college.unitId,
    name: match.college.name,
    city: match.college.city,
    state: match.college.state,
    label: match.label,
    score: match.score,
    grade: match.grade.grade,
    risk: match.grade.risk,
    preferences,
  }));
}

/**
 * The preferences of the last search, if a stored record holds valid ones. The caller passes the API's schema,
 * which it loads only when something is stored (college-quiz-page.tsx).
 */
export function storedPreferences(
  stored: StoredCollegeResults | undefined,
  schema: typeof collegePreferencesSchema,
): CollegePreferences | null {
  for (const record of stored ?? []) {
    const parsed = schema.safeParse(record.preferences);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** True when storing these results would change nothing (so reopening the page does not count as a new change). */
export function sameStoredResults(a: StoredCollegeResults | undefined, b: StoredCollegeResults): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
