import { normaliseQuestion, studyYears } from './intents';

/*
 * The student's own numbers in a question: the amount they would
 * borrow, a salary they name, and the major, career and college they mean.
 * Names are matched as whole phrases against the catalog's names and the
 * aliases below, never as substrings, and the longest phrase wins: "study art"
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

export type MoneyAmount = {
  readonly value: number;
  /** The words as written, e.g. "$60,000" or "sixty thousand dollars". */
  readonly text: string;
  readonly index: number;
  readonly end: number;
};

export type DebtFact = {
  /** The total to borrow: the amount written, times the years of study when it is a yearly amount. */
  readonly total: number;
  readonly text: string;
  /** Set when the question gives a yearly amount ("$20k a year"). */
  readonly perYear: number | null;
  readonly years: number | null;
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

/**
 * Everyday words for majors and careers, by CIP code or O*NET-SOC code. Only
 * words a student would use for exactly that row: "art" is the fine-arts major;
 * "psychologist" is the psychology major, whose graduates' earnings are what a
 * bachelor's borrower starts on.
 */
export const MAJOR_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '11.07': ['computer science', 'cs', 'comp sci', 'compsci', 'programming', 'software engineering', 'coding', 'computer programming'],
  '11.10': ['information tech'],
  '14.09': ['computer engineering'],
  '14.10': ['electrical engineering', 'ee'],
  '14.19': ['mechanical engineering', 'mechanical engineer', 'mech e'],
  '14.08': ['civil engineering', 'civil engineer'],
  '14.07': ['chemical engineering', 'chemical engineer'],
  '14.02': ['aerospace engineering', 'aerospace engineer'],
  '14.05': ['biomedical engineering', 'bme'],
  '27.01': ['math', 'maths', 'mathematician'],
  '27.05': ['statistician', 'stats'],
  '40.08': ['physicist'],
  '40.05': ['chemist'],
  // Pre-med is not a major: most pre-med students major in biology, and the answer names Biology, so the student sees it.
  '26.01': ['bio', 'biologist', 'pre med', 'premed'],
  '51.38': ['nursing', 'nurse', 'rn', 'registered nurse', 'bsn', 'nursing school', 'pre nursing'],
  '42.01': ['psychology', 'psych', 'psychologist', 'psychologists'],
  '44.07': ['social work', 'social worker', 'msw'],
  '43.01': ['criminology', 'criminal justice', 'crim justice'],
  '13.12': ['education', 'teaching', 'teacher', 'elementary education', 'elementary teacher', 'early childhood education', 'elementary ed'],
  '13.10': ['special ed', 'special education teacher', 'sped'],
  '52.03': ['accounting', 'accountant', 'cpa'],
  // "finance" is the major only as a noun: a verb use ("how do I finance college") is masked first, see financeAsVerb.
  '52.08': ['finance'],
  '52.02': ['business', 'business administration', 'business management', 'bba', 'business school', 'business major'],
  '52.14': ['marketing'],
  '52.10': ['human resources', 'hr'],
  '45.06': ['economics', 'econ', 'economist'],
  '45.10': ['political science', 'poli sci', 'polisci', 'politics', 'government major'],
  '22.03': ['pre law', 'prelaw', 'paralegal'],
  '45.11': ['sociology', 'sociologist'],
  '45.02': ['anthropology', 'anthropologist'],
  '54.01': ['history', 'historian'],
  '23.01': ['english', 'literature', 'english literature', 'english lit'],
  '09.01': ['communications', 'communication', 'media studies', 'comms'],
  '09.04': ['journalism', 'journalist'],
  '09.09': ['public relations', 'pr', 'advertising'],
  '50.04': ['graphic design', 'design'],
  '50.07': ['art', 'fine art', 'fine arts', 'studio art', 'painting', 'drawing', 'sculpture', 'artist'],
  '50.09': ['music', 'musician'],
  '50.05': ['theater', 'theatre', 'drama', 'acting', 'theater arts', 'theatre arts'],
  '50.03': ['dance', 'dancer'],
  '50.06': ['film', 'photography', 'filmmaking', 'film school'],
  '04.02': ['architecture'],
  '38.01': ['philosophy', 'philosopher'],
  '12.05': ['culinary', 'culinary school', 'culinary arts', 'cooking'],
  '49.01': ['aviation', 'pilot', 'flight school'],
  '31.05': ['kinesiology', 'exercise science'],
  '51.22': ['public health'],
  '51.31': ['nutrition', 'dietetics'],
  '51.02': ['speech pathology', 'speech therapy', 'speech language pathology'],
  '26.02': ['biochemistry'],
  '40.06': ['geology', 'geologist'],
  '40.04': ['meteorology', 'meteorologist'],
  '03.05': ['forestry'],
  '52.09': ['hospitality'],
  '19.09': ['fashion', 'fashion design'],
  '01.01': ['agribusiness', 'ag business'],
};

export const CAREER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '47-2152.00': ['plumber', 'plumbers', 'plumbing'],
  '47-2111.00': ['electrician', 'electrical apprenticeship'],
  '49-9021.00': ['hvac', 'hvac tech', 'hvac technician', 'hvac school'],
  '47-2031.00': ['carpenter', 'carpentry'],
  '51-4121.00': ['welder', 'welding', 'welding school'],
  '49-3023.00': ['mechanic', 'auto mechanic', 'car mechanic'],
  '53-3032.00': ['truck driver', 'trucker', 'truck driving', 'cdl'],
  '15-1252.00': ['software developer', 'software engineer', 'programmer'],
  '23-1011.00': ['lawyer', 'attorney', 'law school'],
  '29-1141.00': ['registered nurse', 'nurse', 'rn'],
  '19-3033.00': ['psychologist', 'clinical psychologist', 'counseling psychologist'],
  '29-1021.00': ['dentist', 'dental school'],
  '29-1051.00': ['pharmacist', 'pharmacy school'],
  '29-1131.00': ['veterinarian', 'vet school'],
  '29-1292.00': ['dental hygienist'],
  '29-1071.00': ['physician assistant', 'pa school'],
  '29-2034.00': ['x ray tech', 'xray tech', 'rad tech', 'radiology tech'],
  '33-3051.00': ['police officer', 'cop', 'police'],
  '33-2011.00': ['firefighter', 'fireman'],
  '35-2014.00': ['line cook', 'chef'],
  '49-9051.00': ['lineman', 'lineworker', 'line worker'],
  '25-2021.00': ['elementary school teacher', 'elementary teacher'],
  '25-2031.00': ['high school teacher'],
  '39-5012.00': ['hairdresser', 'cosmetologist', 'cosmetology', 'beauty school'],
};

/** Spanish everyday words for majors, beyond their Spanish names ("psicología", "enfermería" come from those). */
export const MAJOR_ALIASES_ES: Readonly<Record<string, readonly string[]>> = {
  '11.07': ['informática', 'ciencias de la computación', 'computación', 'programación'],
  '51.38': ['enfermería', 'enfermero', 'enfermera', 'enfermeros'],
  '42.01': ['psicología', 'psicólogo', 'psicóloga'],
  '52.03': ['contabilidad', 'contador', 'contadora'],
  '52.02': ['administración de empresas', 'negocios'],
  '13.12': ['educación', 'maestro', 'maestra', 'docencia'],
  '44.07': ['trabajo social', 'trabajador social', 'trabajadora social'],
  '50.07': ['arte', 'bellas artes', 'artes plásticas'],
  '45.06': ['economía'],
  '26.01': ['biología'],
  '43.01': ['criminología', 'justicia penal'],
};

/** Spanish everyday words for careers. */
export const CAREER_ALIASES_ES: Readonly<Record<string, readonly string[]>> = {
  '47-2111.00': ['electricista', 'electricistas', 'aprendiz de electricista'],
  '47-2152.00': ['plomero', 'plomera', 'plomería', 'fontanero'],
  '33-3051.00': ['policía', 'oficial de policía'],
  '29-1131.00': ['veterinario', 'veterinaria'],
  '47-2031.00': ['carpintero', 'carpintera', 'carpintería'],
  '51-4121.00': ['soldador', 'soldadora', 'soldadura'],
  '49-3023.00': ['mecánico', 'mecánica automotriz'],
  '29-1141.00': ['enfermero titulado', 'enfermera titulada'],
  '23-1011.00': ['abogado', 'abogada'],
};

/**
 * Everyday names for colleges, by UNITID. A name that means one college gets only that college; a name several
 * colleges answer to ("U of M", "UMass") is listed on each, so the counselor asks which one instead of guessing.
 */
export const COLLEGE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '110662': ['ucla'],
  '110635': ['uc berkeley', 'berkeley', 'cal berkeley'],
  '228778': ['ut austin', 'university of texas', 'texas longhorns'],
  '204796': ['ohio state', 'the ohio state university'],
  '214777': ['penn state'],
  '215062': ['upenn', 'penn'],
  '170976': ['umich', 'u of m', 'university of michigan'],
  '171100': ['michigan state'],
  '174066': ['u of m', 'university of minnesota'],
  '163286': ['u of m', 'umd', 'university of maryland'],
  '178396': ['u of m', 'mizzou'],
  '176017': ['ole miss', 'u of m'],
  '161253': ['u of m'],
  '180489': ['u of m'],
  '166629': ['umass', 'umass amherst'],
  '166638': ['umass', 'umass boston'],
  '228723': ['texas a and m', 'texas a m', 'tamu'],
  '207388': ['oklahoma state'],
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

/* ---------- amounts ---------- */

const UNITS: Record<string, number> = {
  zero: 0,
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'and'].join('|')})`;

/** "one hundred twenty", "sixty-five", "a hundred": a whole number below 1,000, or null. */
export function wordsToNumber(words: string): number | null {
  let total = 0;
  let seen = false;
  for (const word of words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)) {
    if (word === 'and') continue;
    if (word in UNITS) total += UNITS[word]!;
    else if (word in TENS) total += TENS[word]!;
    else if (word === 'hundred') total = (total || 1) * 100;
    else return null;
    seen = true;
  }
  return seen && total < 1000 ? total : null;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mil: 1e6, million: 1e6, mm: 1e6 };

/**
 * Dollar amounts in a question, in order: "$60,000", "60k", "$25K", "40,000 dollars",
 * "$1.2 million", "sixty thousand", "a hundred and twenty thousand dollars". A plain
 * number with no money cue ($, k, thousand, million, dollars) is not an amount.
 */
export function moneyAmounts(question: string): MoneyAmount[] {
  const found: MoneyAmount[] = [];
  const digits =
    /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|thousand|grand|million|mil|mm|m)?\b(\s*(?:us\s*)?dollars?\b)?/gi;
  for (const match of question.matchAll(digits)) {
    const [text, sign, number = '', scale, dollars] = match;
    if (!sign && !scale && !dollars) continue;
    const value = Number(number.replace(/,/g, '')) * (scale ? SCALE[scale.toLowerCase()]! : 1);
    if (Number.isFinite(value) && value > 0)
      found.push({ value: Math.round(value * 100) / 100, text: text.trim(), index: match.index, end: match.index + text.length });
  }
  const words = new RegExp(`\\b(${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)\\s+(thousand|million|grand)\\b(\\s*dollars?\\b)?`, 'gi');
  for (const match of question.matchAll(words)) {
    const [text, number = '', scale = ''] = match;
    const base = wordsToNumber(number);
    if (base === null || base === 0) continue;
    found.push({ value: base * SCALE[scale.toLowerCase()]!, text: text.trim(), index: match.index, end: match.index + text.length });
  }
  return found.sort((a, b) => a.index - b.index);
}

// An amount right after these words is what someone earns, not what they borrow.
const SALARY_BEFORE =
  /\b(earn(s|ing)?|make|makes|making|salary( of)?|income( of)?|paid|pays|paying|starting( pay| salary)?|wage( of)?)\s*(about|around|only|like|maybe|roughly)?\s*$/i;
const SALARY_AFTER = /^\s*(a year |per year |annually )?(salary|income|starting salary|a year salary|as a salary)\b/i;
// An amount that is a price, not a loan: "tuition is $30,000", "it costs $20k".
const COST_BEFORE = /\b(costs?|tuition( is)?|price( is)?|priced at|charges?)\s*(about|around|only|like)?\s*$/i;
// Money the student has, not money they owe: "I saved $5,000", "$10k in savings", "a $3,000 scholarship".
const OWNED_BEFORE = /\b(saved|savings( of)?|scholarships?( of| worth)?|grants?( of| worth)?)\s*(about|around|only|like)?\s*(an?\s*)?$/i;
const OWNED_AFTER = /^\s*(in\s+)?(savings|saved|scholarships?|grants?)\b/i;
// A family's income, which prices a college and is neither the student's salary nor a loan: "my family makes
// $45,000", "family income of $60k", "mi familia gana $45,000", "ingresos de $45,000".
export const FAMILY_INCOME_BEFORE =
  /(\b(famil(y|y's)|parents?|household|we)\b[^.?!$\d]{0,30}\b(make|makes|earn|earns|income|bring in)|\bincome (is|of)|(^|[^\p{L}])(familia|padres|hogar)[^.?!$\d]{0,30}(gana|ganan|ingresos?)|ingresos? (familiar(es)? )?(de|es))[^.?!$\d]{0,12}$/iu;
const PER_YEAR_AFTER = /^\s*(a|per|each|every)\s+(year|yr)\b|^\s*\/\s*(year|yr)\b|^\s*(annually|yearly)\b/i;

/** "for 4 years", "four years of college": the years a yearly amount is borrowed for, if the question says. */
function yearsBorrowing(question: string): number | null {
  const years = studyYears(question);
  if (years !== null) return years;
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  const raw = /\bfor (\d|one|two|three|four|five|six)\s+years?\b/i.exec(question)?.[1]?.toLowerCase();
  if (!raw) return null;
  const value = words[raw] ?? Number(raw);
  return value >= 1 && value <= 6 ? value : null;
}

/** A yearly loan with no years given is taken over a four-year bachelor's degree. */
export const DEFAULT_YEARS_OF_STUDY = 4;

export function readAmounts(question: string): { debt: DebtFact | null; salary: number | null } {
  let debt: DebtFact | null = null;
  let salary: number | null = null;
  for (const amount of moneyAmounts(question)) {
    const before = question.slice(Math.max(0, amount.index - 40), amount.index);
    const after = question.slice(amount.end, amount.end + 30);
    if (FAMILY_INCOME_BEFORE.test(question.slice(Math.max(0, amount.index - 60), amount.index))) continue;
    if (SALARY_BEFORE.test(before) || SALARY_AFTER.test(after)) {
      salary ??= amount.value;
      continue;
    }
    if (COST_BEFORE.test(before) || OWNED_BEFORE.test(before) || OWNED_AFTER.test(after) || debt) continue;
    if (PER_YEAR_AFTER.test(after)) {
      const years = yearsBorrowing(question) ?? DEFAULT_YEARS_OF_STUDY;
      debt = { total: amount.value * years, text: amount.text, perYear: amount.value, years };
    } else debt = { total: amount.value, text: amount.text, perYear: null, years: null };
  }
  return { debt, salary };
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
