import { asc } from 'drizzle-orm';
import type { Career, College, Major } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { colleges } from '@server/db/schema';
import { allCareers, allMajors, toCollegeDto } from '@server/shared/catalog';

/** The catalog the counselor answers from: the same rows the catalog pages show. */
export interface CounselorCatalog {
  careers(): Promise<readonly Career[]>;
  majors(): Promise<readonly Major[]>;
  colleges(): Promise<readonly College[]>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/** Reads each list at most once per question. */
export function databaseCatalog(db: Database): CounselorCatalog {
  return {
    careers: once(() => allCareers(db)),
    majors: once(() => allMajors(db)),
    colleges: once(async () => (await db.select().from(colleges).orderBy(asc(colleges.unitId))).map(toCollegeDto)),
  };
}

export function memoryCatalog(data: {
  careers: readonly Career[];
  majors: readonly Major[];
  colleges: readonly College[];
}): CounselorCatalog {
  return { careers: async () => data.careers, majors: async () => data.majors, colleges: async () => data.colleges };
}

/* ---------- finding the careers, majors and colleges a question names ---------- */

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'at',
  'for',
  'to',
  'on',
  'with',
  'except',
  'all',
  'other',
  'general',
]);
/** Words too common in names to identify anything alone. */
const GENERIC: Record<'career' | 'major' | 'college', ReadonlySet<string>> = {
  career: new Set([
    'worker',
    'workers',
    'technician',
    'technicians',
    'specialist',
    'specialists',
    'manager',
    'managers',
    'assistant',
    'assistants',
    'operator',
    'operators',
    'occupation',
    'occupations',
    'and',
    'related',
    'support',
  ]),
  major: new Set([
    'studies',
    'study',
    'science',
    'sciences',
    'general',
    'related',
    'services',
    'arts',
    'technology',
    'technologies',
    'management',
    'administration',
  ]),
  college: new Set([
    'university',
    'college',
    'community',
    'state',
    'institute',
    'technical',
    'technology',
    'school',
    'campus',
    'main',
    'center',
    'saint',
    'st',
  ]),
};

/** Lower case, accents and punctuation gone, simple plurals folded ("nurses" → "nurse"). */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOPWORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word,
    );
}

/** "Nursing (registered nursing)" is found as "nursing" or as "registered nursing". */
function alternatives(name: string): string[] {
  const inside = /\(([^)]+)\)/.exec(name)?.[1];
  const outside = name.replace(/\([^)]*\)/g, ' ');
  return inside ? [outside, inside] : [name];
}

export type NameMatch<T> = { item: T; score: number };

/**
 * Items whose name the text mentions, best first. The score is the share of the
 * name's distinctive words found in the text; at least one distinctive word must match.
 */
export function rankByName<T>(text: string, items: readonly T[], nameOf: (item: T) => string, kind: keyof typeof GENERIC): NameMatch<T>[] {
  const words = new Set(tokens(text));
  const generic = new Set([...GENERIC[kind]].flatMap((word) => tokens(word)));
  const matches: (NameMatch<T> & { length: number; index: number })[] = [];
  items.forEach((item, index) => {
    const name = nameOf(item);
    let best: number | null = null;
    for (const alternative of alternatives(name)) {
      const nameWords = [...new Set(tokens(alternative))];
      if (!nameWords.length) continue;
      const distinctive = nameWords.filter((word) => !generic.has(word));
      const considered = distinctive.length ? distinctive : nameWords;
      const found = considered.filter((word) => words.has(word));
      if (!found.length || (distinctive.length && !found.some((word) => word.length >= 3))) continue;
      const all = nameWords.filter((word) => words.has(word)).length / nameWords.length;
      // Distinctive words decide; the generic ones ("university") break ties.
      // The head noun ("registered NURSES") matching beats a modifier ("NURSE midwives").
      const head = nameWords.at(-1)!;
      const score = found.length / considered.length + all / 100 + (words.has(head) ? 0.05 : 0);
      best = Math.max(best ?? 0, score);
    }
    if (best !== null) matches.push({ item, score: best, length: name.length, index });
  });
  return matches
    .sort((a, b) => b.score - a.score || a.length - b.length || a.index - b.index)
    .map(({ item, score }) => ({ item, score: Math.min(1, score) }));
}

/** Where the name appears word for word in the text (token index and length), or null. */
function phraseAt(textWords: readonly string[], name: string): { at: number; size: number } | null {
  for (const alternative of alternatives(name)) {
    const nameWords = tokens(alternative);
    if (!nameWords.length) continue;
    for (let start = 0; start + nameWords.length <= textWords.length; start++) {
      if (nameWords.every((word, offset) => textWords[start + offset] === word)) return { at: start, size: nameWords.length };
    }
  }
  return null;
}

/** Words that separate the things a question names: "compare X and Y", "X vs. Y", "X or Y?". */
const SEPARATORS = /\s*(?:,|;|\/|\?|\bcompare(?:d)?\b|\band\b|\bvs\.?|\bversus\b|\bor\b|\bwith\b|\bbetween\b|\bthan\b|\bto\b)\s*/i;

/**
 * What a question names, in the order it names them. Names written out word for
 * word come first ("computer science and information technology" → both majors,
 * not "Computer and information sciences"); the rest of the question is split at
 * "and", "vs", "or"… and each piece is matched on its own: a name all of whose
 * distinctive words appear, or, when `allowPartial`, the best partial match
 * (a career asked about as "nurses").
 */
export function mentioned<T>(
  text: string,
  items: readonly T[],
  nameOf: (item: T) => string,
  kind: keyof typeof GENERIC,
  allowPartial: boolean,
): T[] {
  const textWords = tokens(text);
  const phrases = items
    .flatMap((item) => {
      const phrase = phraseAt(textWords, nameOf(item));
      return phrase ? [{ item, ...phrase }] : [];
    })
    .sort((a, b) => a.at - b.at || b.size - a.size);
  // A name inside a longer name found at the same place ("Finance" in "Business finance") is not a second mention.
  const found: { item: T; at: number; size: number }[] = [];
  for (const match of phrases) {
    if (!found.some((k) => match.at >= k.at && match.at + match.size <= k.at + k.size)) found.push(match);
  }
  // Blank out what was found, keeping positions, then match the remaining pieces one by one.
  const covered = new Set(found.flatMap((match) => Array.from({ length: match.size }, (_, i) => match.at + i)));
  const rawWords = text.split(/(\s+)/);
  let position = 0;
  const remainder = rawWords
    .map((raw) => {
      if (/^\s+$/.test(raw) || !tokens(raw).length) return raw;
      const index = position;
      position += tokens(raw).length;
      return covered.has(index) ? ',' : raw;
    })
    .join('');
  let offset = 0;
  for (const piece of remainder.split(SEPARATORS)) {
    const pieceWords = tokens(piece);
    const at = textWords.indexOf(pieceWords[0] ?? '', offset);
    if (at >= 0) offset = at;
    if (!pieceWords.length) continue;
    const ranked = rankByName(piece, items, nameOf, kind).filter((match) => !found.some((f) => f.item === match.item));
    const full = dropContained(
      ranked.filter((match) => match.score >= 1).map((match) => match.item),
      nameOf,
    );
    const best = ranked[0];
    // A piece that is only part of a name ("plumbers" for "Plumbers, pipefitters and steamfitters") names it too.
    const partial = best && (best.score >= 0.5 || pieceWords.every((word) => tokens(nameOf(best.item)).includes(word)));
    const picks = full.length ? full.slice(0, 1) : allowPartial && partial ? [best.item] : [];
    for (const item of picks) found.push({ item, at: at >= 0 ? at : textWords.length, size: pieceWords.length });
  }
  return found.sort((a, b) => a.at - b.at).map((match) => match.item);
}

/** When a longer name fully matches too ("Computer and information sciences" over "Computer science"), the text meant the longer one. */
function dropContained<T>(items: T[], nameOf: (item: T) => string): T[] {
  return items.filter((item) => {
    const own = new Set(tokens(nameOf(item)));
    return !items.some((other) => {
      if (other === item) return false;
      const theirs = tokens(nameOf(other));
      return theirs.length > own.size && [...own].every((word) => theirs.includes(word));
    });
  });
}
