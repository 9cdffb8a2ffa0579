import type { Major } from '@domain/catalog/schemas';

export type MatchedMajor = { name: string; major: Major | null };

const key = (name: string) => name.trim().toLocaleLowerCase('en-US');

/** Pairs each selected name with the catalog's major of that name (case-insensitive); unknown names keep a null. */
export function matchMajors(names: readonly string[], majors: readonly Major[]): MatchedMajor[] {
  const byName = new Map(majors.map((major) => [key(major.name), major]));
  return names.map((name) => ({ name, major: byName.get(key(name)) ?? null }));
}
