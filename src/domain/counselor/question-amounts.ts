import { studyYears } from './intents';
import { questionLanguage } from './question-language';

/*
 * The money in a question: every dollar amount, in digits or words, and which of them is a loan (a total or a
 * yearly amount over the years of study) and which a salary, a price, savings or the family's income.
 */

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

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mil: 1e6,
  million: 1e6,
  mm: 1e6,
  millon: 1e6,
  millón: 1e6,
  millones: 1e6,
};
// In Spanish "mil" is a thousand ("45 mil dólares"), where English slang reads it as a million.
const SPANISH_SCALE: Record<string, number> = { ...SCALE, mil: 1e3 };
// "45.000": Spanish groups thousands with a dot as often as with a comma.
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * Dollar amounts in a question, in order: "$60,000", "60k", "$25K", "40,000 dollars",
 * "$1.2 million", "sixty thousand", "a hundred and twenty thousand dollars", and in a Spanish question "45,000
 * dólares", "45 mil dólares", "45.000 dólares", "1.5 millones". A plain number with no money cue ($, k, thousand,
 * million, dollars, mil, dólares) is not an amount.
 */
export function moneyAmounts(question: string): MoneyAmount[] {
  const found: MoneyAmount[] = [];
  const spanish = questionLanguage(question) === 'es';
  const scales = spanish ? SPANISH_SCALE : SCALE;
  const digits =
    /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)*)\s*(k|thousand|grand|millones|millón|millon|million|mil|mm|m)?(?![\p{L}\d])(\s*(?:us\s*)?(?:dollars?|d[oó]lares?)(?![\p{L}\d]))?/giu;
  for (const match of question.matchAll(digits)) {
    const [text, sign, written = '', scale, dollars] = match;
    if (!sign && !scale && !dollars) continue;
    if (/\.\d+\./.test(written) && !(spanish && DOT_GROUPED.test(written))) continue;
    const number = spanish && DOT_GROUPED.test(written) ? written.replace(/\./g, '') : written.replace(/,/g, '');
    const value = Number(number) * (scale ? scales[scale.toLowerCase()]! : 1);
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
