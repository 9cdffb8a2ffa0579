/*
 * Career search by everyday titles (issue 18): a query matches an O*NET alternate title when every word of the
 * query starts a word of the title, case-insensitively ("coder" → "Medical Coder", "RN" → "Registered Nurse (RN)").
 * The server's full-text index uses the same rule (PostgreSQL 'simple' configuration, prefix terms).
 */

/** The query's words, lower-cased: runs of letters and digits. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A PostgreSQL tsquery for `to_tsquery('simple', …)`: every word as a prefix ("reg:* & nurse:*"); null when no words. */
export function prefixTsQuery(query: string): string | null {
  const words = searchWords(query);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Whether every query word is a prefix of some word of the title. */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const titleWords = searchWords(title);
  return words.length > 0 && words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

/**
 * The alternate title to show as "Matches: …" for a search result, or null when the career's own title matches
 * (it contains the query, or every query word starts one of its words) or no alternate title does. Prefers the
 * shortest matching title (an exact "RN" over "Registered Nurse (RN)").
 */
export function matchedAlternateTitle(title: string, alternateTitles: readonly string[], query: string): string | null {
  const words = searchWords(query);
  if (!words.length || title.toLowerCase().includes(query.trim().toLowerCase()) || titleMatches(title, words)) return null;
  let best: string | null = null;
  for (const candidate of alternateTitles)
    if (titleMatches(candidate, words) && (best === null || candidate.length < best.length)) best = candidate;
  return best;
}
