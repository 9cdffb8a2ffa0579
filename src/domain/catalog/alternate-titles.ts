/*
 * Career search by everyday titles: a query matches an O*NET alternate title when every word of the
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

/** A title as the exact-match rule compares it: its words, lower-cased, joined by one space. */
export function normalizedTitle(title: string): string {
  return searchWords(title).join(' ');
}

/**
 * The forms of a query that count as naming a title exactly: as typed, and singular or plural by a final "s"
 * ("electrician" names "Electricians", "cops" names "Cop"). Empty for a query with no words.
 */
export function exactTitleForms(query: string): string[] {
  const typed = normalizedTitle(query);
  if (!typed) return [];
  return [...new Set([typed, `${typed}s`, typed.endsWith('s') ? typed.slice(0, -1) : typed])].filter(Boolean);
}

/**
 * How well a career answers a search, best first: 0 the query names its title or one of its alternate titles exactly
 * ("Cop" is an O*NET alternate title of Police and Sheriff's Patrol Officers), 1 a title word starts with the query,
 * 2 an alternate title matches word by word, 3 the title contains the query, 4 anything else (the description, the
 * code). The server orders search results by the same tiers.
 */
export function searchRank(title: string, alternateTitles: readonly string[], query: string): 0 | 1 | 2 | 3 | 4 {
  const forms = new Set(exactTitleForms(query));
  if (forms.size === 0) return 4;
  if (forms.has(normalizedTitle(title)) || alternateTitles.some((alternate) => forms.has(normalizedTitle(alternate)))) return 0;
  const words = searchWords(query);
  const first = words[0]!;
  if (searchWords(title).some((word) => word.startsWith(first)) && titleMatches(title, words)) return 1;
  if (alternateTitles.some((alternate) => titleMatches(alternate, words))) return 2;
  if (title.toLowerCase().includes(query.trim().toLowerCase())) return 3;
  return 4;
}
