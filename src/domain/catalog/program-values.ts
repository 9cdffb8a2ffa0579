/*
 * The program catalog's plain values, with no zod: the college and field-of-study pages import these, and a page that
 * imported them from programs.ts would load zod (about 13 KB gzip) for a list of words. programs.ts re-exports them.
 */

/** P_CREDLEV 1..8, in the file's order. */
export const CREDENTIAL_LEVELS = [
  'undergraduate-certificate',
  'associate',
  'bachelor',
  'post-baccalaureate-certificate',
  'master',
  'doctoral',
  'first-professional',
  'graduate-certificate',
] as const;
export type CredentialLevel = (typeof CREDENTIAL_LEVELS)[number];

/** P_CREDLEV (1-8) → its code. */
export function credentialLevelOf(level: number): CredentialLevel | null {
  return CREDENTIAL_LEVELS[level - 1] ?? null;
}

/** A 4-digit CIP series as the pages and the API write it: "42.01". */
export const CIP_SERIES_PATTERN = /^\d{2}\.\d{2}$/;

/** How the colleges of a field-of-study page are ordered: lowest median debt, highest first-year earnings, best grade, lowest price. */
export const MAJOR_COLLEGE_SORTS = ['debt', 'earnings', 'grade', 'price'] as const;
export type MajorCollegeSort = (typeof MAJOR_COLLEGE_SORTS)[number];
