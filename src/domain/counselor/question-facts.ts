import { normaliseQuestion } from './intents';
import { CAREER_ALIASES, COLLEGE_ALIASES } from './question-aliases';
import { readAmounts, type DebtFact } from './question-amounts';

// Callers read the whole parser from here; its everyday names and its amounts each have a file of their own.
export { CAREER_ALIASES, CAREER_ALIASES_ES, COLLEGE_ALIASES, MAJOR_ALIASES, MAJOR_ALIASES_ES } from './question-aliases';
export {
  DEFAULT_YEARS_OF_STUDY,
  FAMILY_INCOME_BEFORE,
  moneyAmounts,
  readAmounts,
  wordsToNumber,
  type DebtFact,
  type MoneyAmount,
} from './question-amounts';

/*
 * The student's own numbers in a question: the amount they would
 * borrow, a salary they name, and the major, career and college they mean.
 * Names are matched as whole phrases against the catalog's names and the
 * aliases (question-aliases.ts), never as substrings, and the longest phrase wins: "study art"
 * is the Fine and studio arts major, not "Art directors"; "culinary arts" is
 * Culinary arts, not Fine arts. The catalog is passed in (the domain reads no data).
 */

/** A catalog row as the parser sees it: its key (CIP, SOC code or UNITID) and every name it answers to. */
export type NamedEntry = {
  readonly key: string;
  readonly names: readonly string[];
  /** Curated names that settle a tie with names other rows share ("University of Michigan" is Ann Arbor, not Flint). */
  readonly preferred?: readonly string[];
};

export type CatalogNames = {
  readonly majors: readonly NamedEntry[];
  readonly careers: readonly NamedEntry[];
  readonly colleges: readonly NamedEntry[];
};

export type QuestionFacts = {
  readonly debt: DebtFact | null;
  /** A salary the question states ("if I earn $45,000"). */
  readonly salary: number | null;
  /** Keys of the best match of each kind, or null. */
  readonly major: string | null;
  readonly career: string | null;
  readonly college: string | null;
  /** When the college named is ambiguous ("University of California"): every college it could be, to ask which one. */
  readonly collegeCandidates: readonly string[];
};

/* ---------- words ---------- */

/** Lower case, accents and punctuation gone, simple plurals folded ("nurses" → "nurse", "arts" → "art"). */
export function nameTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) =>
      word.length > 4 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')
          ? word.slice(0, -1)
          : word,
    );
}

/** "Nursing (registered nursing)" answers to "nursing" and to "registered nursing"; "The X" to "X". */
function nameVariants(name: string): string[] {
  const inside = /\(([^)]+)\)/.exec(name)?.[1];
  const outside = name.replace(/\([^)]*\)/g, ' ').trim();
  const variants = inside ? [outside, inside] : [name];
  return variants.flatMap((variant) => (/^the\s/i.test(variant) ? [variant, variant.replace(/^the\s+/i, '')] : [variant]));
}

type PhraseMatch = { key: string; at: number; size: number; nameLength: number; preferred: boolean };

type Phrase = { words: readonly string[]; nameLength: number; preferred: boolean };

/*
 * Each entry's names as word lists, made the first time the entry is matched: a catalog's entries are built once and
 * matched against every question, and splitting thousands of names again for each question was most of its cost.
 */
const phrasesByEntry = new WeakMap<NamedEntry, readonly Phrase[]>();

function phrasesOf(entry: NamedEntry): readonly Phrase[] {
  let phrases = phrasesByEntry.get(entry);
  if (!phrases) {
    phrases = entry.names.flatMap((name) => {
      const preferred = entry.preferred?.includes(name) ?? false;
      return nameVariants(name)
        .map((variant) => ({ words: nameTokens(variant), nameLength: variant.length, preferred }))
        .filter((phrase) => phrase.words.length > 0);
    });
    phrasesByEntry.set(entry, phrases);
  }
  return phrases;
}

/** One name of one entry. */
type IndexedPhrase = Phrase & { key: string };

/*
 * The phrases of a list of entries by their first word, made once per list: a question of ten words then looks at
 * the few phrases that begin with one of its words, not at every name of every college and career (tens of thousands).
 */
const phrasesByFirstWord = new WeakMap<readonly NamedEntry[], ReadonlyMap<string, readonly IndexedPhrase[]>>();

function firstWordIndex(entries: readonly NamedEntry[]): ReadonlyMap<string, readonly IndexedPhrase[]> {
  let index = phrasesByFirstWord.get(entries);
  if (!index) {
    const built = new Map<string, IndexedPhrase[]>();
    for (const entry of entries)
      for (const phrase of phrasesOf(entry)) {
        const list = built.get(phrase.words[0]!);
        if (list) list.push({ ...phrase, key: entry.key });
        else built.set(phrase.words[0]!, [{ ...phrase, key: entry.key }]);
      }
    index = built;
    phrasesByFirstWord.set(entries, index);
  }
  return index;
}

/**
 * Every whole-phrase match of the entries' names in the words, word by word and, at one word, in list order. The
 * callers sort by size, then position, then name length, stably: matches tied on all three start at the same word,
 * so they keep list order, as when every name of every entry was tried in turn.
 */
function phraseMatches(words: readonly string[], entries: readonly NamedEntry[]): PhraseMatch[] {
  const index = firstWordIndex(entries);
  const matches: PhraseMatch[] = [];
  words.forEach((first, at) => {
    for (const { words: phrase, nameLength, preferred, key } of index.get(first) ?? []) {
      if (at + phrase.length <= words.length && phrase.every((word, offset) => words[at + offset] === word))
        matches.push({ key, at, size: phrase.length, nameLength, preferred });
    }
  });
  return matches;
}

/**
 * The entries a text names, best first: every whole-phrase match, the longest
 * phrase first (the most specific name), then the earliest, then the shortest
 * name; a match inside a longer one already taken does not count.
 */
export function findNamed(text: string, entries: readonly NamedEntry[]): string[] {
  return namedSpans(text, entries).map((match) => match.key);
}

type Span = { key: string; at: number; size: number };

function namedSpans(text: string, entries: readonly NamedEntry[]): Span[] {
  const words = nameTokens(text);
  const all = phraseMatches(words, entries).sort((a, b) => b.size - a.size || a.at - b.at || a.nameLength - b.nameLength);
  const taken: PhraseMatch[] = [];
  for (const match of all) {
    const overlaps = taken.some((t) => match.at < t.at + t.size && t.at < match.at + match.size);
    if (!overlaps && !taken.some((t) => t.key === match.key)) taken.push(match);
  }
  return taken;
}

/** Spans not inside a longer span of another kind ("art" inside "art director" names the career, not the major). */
function outside(spans: readonly Span[], others: readonly Span[]): Span[] {
  const inside = (span: Span, other: Span) => other.size > span.size && other.at <= span.at && span.at + span.size <= other.at + other.size;
  return spans.filter((span) => !others.some((other) => inside(span, other)));
}

const firstOutside = (spans: readonly Span[], others: readonly Span[]) => outside(spans, others)[0]?.key ?? null;

/** Every major, career and college a question names, in the order it names them (for comparisons and lookups). */
export function namedInOrder(question: string, names: CatalogNames): { majors: string[]; careers: string[]; colleges: string[] } {
  const text = financeAsVerb(normaliseQuestion(question));
  const majors = namedSpans(text, names.majors);
  const careers = namedSpans(text, names.careers);
  const inOrder = (spans: Span[]) => [...spans].sort((a, b) => a.at - b.at).map((span) => span.key);
  return {
    majors: inOrder(outside(majors, careers)),
    careers: inOrder(outside(careers, majors)),
    colleges: [...matchColleges(text, names.colleges).keys],
  };
}

/* ---------- "finance", the verb ---------- */

// "finance" after a doer or a modal is the verb: "how do I finance college", "can I finance a $40k program", "help me finance it".
const FINANCE_VERB_BEFORE =
  /\b(i|we|you|they|he|she|to|can|could|should|will|would|must|might|help me|how do i|how can i|how to|ways to|best way to)\s+(finance)\b/g;
// …and before what is paid for: "finance my degree", "finance college", "finance it" (not "finance a…": "is finance a good major?").
const FINANCE_VERB_AFTER =
  /\b(finance)\s+(my|your|our|their|his|her|it|college|school|university|grad school|tuition|an education|education|studies)\b/g;
// A noun phrase that names the major even after "to": "to study finance", "to major in finance", "finance major", "a finance degree".
const FINANCE_MAJOR =
  /\b(major(ing|ed)?( in)?|study(ing)?|studied|degree in|bachelor'?s in|go(ing)? into|career in)\s+finance\b|\bfinance\s+(major|degree|program|student|class|course)/;

/**
 * The question with every verb use of "finance" ("financing", "financed", "finance my degree", "my finances")
 * replaced by "pay for", so only "finance" the subject names the Finance major. Word positions may shift; the
 * caller matches names on the result only.
 */
export function financeAsVerb(text: string): string {
  let out = text
    .replace(/\bfinanc(ing|ed|es)\b/g, (word) => (word === 'finances' ? 'money' : 'paying for'))
    .replace(/\bfinancial aid\b/g, 'aid');
  if (!/\bfinance\b/.test(out)) return out;
  const keep = FINANCE_MAJOR.test(out);
  if (keep) return out;
  out = out.replace(FINANCE_VERB_BEFORE, (_, before: string) => `${before} pay for`);
  return out.replace(FINANCE_VERB_AFTER, (_, _verb: string, after: string) => `pay for ${after}`);
}

/* ---------- colleges ---------- */

/** Words that name no college alone: "community college", "state university". */
const COLLEGE_GENERIC = new Set(
  [
    'the',
    'of',
    'at',
    'and',
    'in',
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
  ].flatMap((word) => nameTokens(word)),
);

/** A name that is nothing but generic words ("Community College") never names a college. */
const distinctive = (name: string) => nameTokens(name).some((word) => !COLLEGE_GENERIC.has(word));

/**
 * The names a college answers to: its catalog name, the name before a campus suffix ("University of Michigan"
 * for "University of Michigan-Ann Arbor", "Ohio State University" for "…-Main Campus"; not when the suffix is a
 * college of its own, "Georgia State University-Perimeter College"), and its aliases.
 */
export function collegeEntry(
  unitId: string,
  name: string,
  aliases: Readonly<Record<string, readonly string[]>> = COLLEGE_ALIASES,
): NamedEntry {
  const dash = /^(.+?)\s*-\s*([^-]+)$/.exec(name);
  const base = dash && !/\bcollege$/i.test(dash[2]!.trim()) ? [dash[1]!.trim()] : [];
  const own = (aliases[unitId] ?? []).filter(distinctive);
  const names = [name, ...base, ...own].filter(distinctive);
  return { key: unitId, names: [...new Set(names)], preferred: own };
}

export type CollegeMatch = {
  /** The colleges named unambiguously, in the order named. */
  readonly keys: readonly string[];
  /** Each name several colleges answer to ("University of California", "U of M"): the candidates, to ask which one. */
  readonly ambiguous: readonly { readonly text: string; readonly keys: readonly string[] }[];
};

/**
 * Colleges a text names, whole-phrase and longest first, like majors and careers. A phrase several colleges
 * answer to names none of them: it is returned as ambiguous, with every candidate, never as a guess.
 */
export function matchColleges(text: string, entries: readonly NamedEntry[]): CollegeMatch {
  const words = nameTokens(financeAsVerb(text));
  const all = phraseMatches(words, entries).sort((a, b) => b.size - a.size || a.at - b.at || a.nameLength - b.nameLength);
  const taken: { at: number; size: number; keys: string[]; preferred: string[] }[] = [];
  for (const match of all) {
    const same = taken.find((t) => t.at === match.at && t.size === match.size);
    if (same) {
      if (!same.keys.includes(match.key)) same.keys.push(match.key);
      if (match.preferred && !same.preferred.includes(match.key)) same.preferred.push(match.key);
      continue;
    }
    const overlaps = taken.some((t) => match.at < t.at + t.size && t.at < match.at + match.size);
    if (!overlaps) taken.push({ at: match.at, size: match.size, keys: [match.key], preferred: match.preferred ? [match.key] : [] });
  }
  // A curated alias only one of the rows carries settles the tie; an alias several carry ("U of M") stays ambiguous.
  for (const span of taken) if (span.keys.length > 1 && span.preferred.length === 1) span.keys = [...span.preferred];
  taken.sort((a, b) => a.at - b.at);
  const keys: string[] = [];
  for (const span of taken) if (span.keys.length === 1 && !keys.includes(span.keys[0]!)) keys.push(span.keys[0]!);
  const ambiguous = taken
    .filter((span) => span.keys.length > 1 && !span.keys.some((key) => keys.includes(key)))
    .map((span) => ({ text: words.slice(span.at, span.at + span.size).join(' '), keys: [...span.keys].sort() }));
  return { keys, ambiguous };
}

/** Everything the counselor reads from a question: amounts, then the best-matching major, career and college. */
export function readQuestionFacts(question: string, names: CatalogNames): QuestionFacts {
  const text = financeAsVerb(normaliseQuestion(question));
  const colleges = matchColleges(text, names.colleges);
  const { debt, salary } = readAmounts(question);
  const majors = namedSpans(text, names.majors);
  const careers = namedSpans(text, names.careers);
  return {
    debt,
    salary,
    major: firstOutside(majors, careers),
    career: firstOutside(careers, majors),
    college: colleges.keys[0] ?? null,
    collegeCandidates: colleges.keys.length ? [] : (colleges.ambiguous[0]?.keys ?? []),
  };
}

/**
 * A career as the parser sees it: its title, its head name when the title lists several jobs ("Plumbers" for
 * "Plumbers, pipefitters and steamfitters", "Accountants" for "Accountants and auditors"; only a plural noun,
 * never a lone adjective like "Heavy" in "Heavy and tractor-trailer truck drivers"), and its aliases.
 */
export function careerEntry(
  socCode: string,
  title: string,
  aliases: Readonly<Record<string, readonly string[]>> = CAREER_ALIASES,
): NamedEntry {
  const head = /^([^,]+?)(?:,| and )/.exec(title)?.[1]?.trim();
  const heads = head && /s$/i.test(head) ? [head] : [];
  return { key: socCode, names: [...new Set([title, ...heads, ...(aliases[socCode] ?? [])])] };
}

/** Catalog rows with their aliases added, ready for readQuestionFacts. */
export function withAliases(key: string, name: string, aliases: Readonly<Record<string, readonly string[]>>): NamedEntry {
  return { key, names: [name, ...(aliases[key] ?? [])] };
}
