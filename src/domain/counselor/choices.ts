import { FAMILY_INCOME_BEFORE, moneyAmounts } from './question-amounts';

/*
 * The real choices a student asks the counselor about, read from the question as codes: what a family would pay at
 * a college, what a program's graduates earn, whether a loan for a program is safe, community college first or four
 * years, a trade instead of the planned degree, and whether a major (at a college) is worth it. The domain reads the
 * question only; the server looks the figures up and each language words them.
 */

export type ChoiceKind = 'price' | 'program-earnings' | 'community-college-first' | 'trade-vs-degree' | 'worth-it';

const PRICE = [
  /\bhow much (would|will|does|do|did|is|to)\b.*\b(pay|cost|charge)\b/i,
  /\b(net price|what (would|will) (i|we) pay|cost of attending|cost to attend|tuition at)\b/i,
  /(^|[^\p{L}])(cu[aá]nto (pagar[ií]a(mos)?|pagar(ía|ia)?|cuesta|costar[ií]a)|precio neto|qu[eé] pagar[ií]a)($|[^\p{L}])/iu,
];
const EARNINGS = [
  /\b(earn|earns|make|makes|salary|salaries|paid|income)\b/i,
  /(^|[^\p{L}])(ganan?|ganar[ií]an?|sueldos?|salarios?|ingresos)($|[^\p{L}])/iu,
];
const COMMUNITY_COLLEGE =
  /\b(community college|junior college|two[- ]year college|2[- ]year college|cc first|transfer)\b|(^|[^\p{L}])(college comunitario|colleges comunitarios|instituci[oó]n(es)? de dos a[ñn]os|transferirme|transferir)($|[^\p{L}])/iu;
const TRADE =
  /\b(apprenticeships?|trade school|a trade|the trades|trades|vocational)\b|(^|[^\p{L}])(aprendiz(aje)?|oficio|escuela t[eé]cnica)($|[^\p{L}])/iu;
// Two paths set side by side: "first", "or", "instead of", "vs"; "primero", "o", "en vez de".
const COMPARING =
  /\b(first|then|or|vs\.?|versus|instead|rather than|better than|compared?( to| with)?|transfer)\b|(^|[^\p{L}])(primero|luego|despu[eé]s|o|en vez de|en lugar de|comparad[oa]|transferir(me)?)($|[^\p{L}])/iu;
const DEGREE =
  /\b(degree|college|university|major|plan|bachelor'?s|school)\b|(^|[^\p{L}])(t[ií]tulo|universidad|carrera|especialidad|licenciatura|plan)($|[^\p{L}])/iu;
const WORTH_IT = /\bworth it\b|\bworth the (money|cost|debt)\b|(^|[^\p{L}])vale la pena($|[^\p{L}])/iu;

/** What the question names, as the server resolved it: a college, a major, a career that is a trade. */
export type NamedForChoice = { college: boolean; major: boolean; tradeCareer: boolean; debt: boolean };

/**
 * The choice a question asks about, or null. Order matters: a comparison of paths beats a single price; "worth it"
 * beats a plain earnings question; a price needs a college, an earnings question a college and a major.
 */
export function choiceAsked(question: string, named: NamedForChoice): ChoiceKind | null {
  if (COMMUNITY_COLLEGE.test(question) && COMPARING.test(question)) return 'community-college-first';
  if (
    TRADE.test(question) &&
    COMPARING.test(question) &&
    DEGREE.test(question) &&
    (named.tradeCareer || /apprentice|aprendiz/i.test(question))
  )
    return 'trade-vs-degree';
  // With an amount, "is it worth it" is about that debt: the debt's own grade answers it.
  if (WORTH_IT.test(question) && !named.debt && (named.major || named.college)) return 'worth-it';
  if (named.college && !named.debt && PRICE.some((re) => re.test(question))) return 'price';
  if (named.college && named.major && !named.debt && EARNINGS.some((re) => re.test(question))) return 'program-earnings';
  return null;
}

/** The yearly family income the question states for a price, or null. */
export function familyIncomeIn(question: string): number | null {
  for (const amount of moneyAmounts(question)) {
    const before = question.slice(Math.max(0, amount.index - 60), amount.index);
    if (FAMILY_INCOME_BEFORE.test(before)) return Math.round(amount.value);
  }
  return null;
}
