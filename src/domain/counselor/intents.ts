/*
 * What a question is about, for the offline counselor (the spec's common
 * intents). Keyword rules, checked in order: money questions first (they often
 * also name a career or college), then comparisons, then lookups. Which career,
 * major or college a question names is resolved against the catalog on the
 * server; this module only reads the words.
 */

export type CounselorIntent =
  | 'grade'
  | 'scholarships'
  | 'borrowing'
  | 'payment'
  | 'compare'
  | 'careers-fit'
  | 'pay'
  | 'college-info'
  | 'major-info'
  | 'career-info'
  | 'greeting'
  | 'unknown';

type Rule = { intent: CounselorIntent; test: (q: string) => boolean };

const has = (pattern: RegExp) => (q: string) => pattern.test(q);

const MONEY_WORDS = /\b(loans?|debt|borrow(ed|ing)?|owe)\b|\$\s?\d|\d\s?k\b|\d[\d,]*\s*dollars/;
/** Spanish money words; questions are compared without accents. */
const MONEY_WORDS_ES = /\b(prestamos?|deudas?|prestad[oa]s?|debo|deber)\b|\d[\d,]*\s*(dolares|mil)\b/;

const RULES: readonly Rule[] = [
  { intent: 'grade', test: has(/\b(financial\s+)?grade\b|\bdebt[-\s]to[-\s]income\b|\bdti\b|\bcalificacion\b/) },
  {
    intent: 'scholarships',
    test: has(
      /\bscholarships?\b|\bgrants?\b|\bfree money\b|\bfafsa\b|\bfinancial aid\b|\bpay for (college|school)\b|\bbecas?\b|\bsubvencion(es)?\b|\bayuda financiera\b/,
    ),
  },
  {
    intent: 'borrowing',
    test: has(
      /\bcuanto (puedo|debo|podria|deberia|podemos) (pedir|sacar|tomar) (prestado|en prestamos?)|\bdemasiad[ao] deuda\b|\blimites? de prestamos?\b|\bhow much (can|should|could|may) (i|we|my (parents|family)) (safely |afford to )?(borrow|take out)|\b(safe(ly)?|afford to|max(imum)?) (to )?borrow|\b(borrowing|loan) limits?\b|\bhow much (student )?(debt|loans?) (is|can|should)\b|\btoo much (debt|to borrow)\b/,
    ),
  },
  {
    intent: 'payment',
    test: (q) =>
      (/\b(monthly )?payments?\b|\bpay (it |them |this |that )?(back|off)\b|\brepay(ment|ing)?\b|\bper month\b|\ba month\b|\beach month\b/.test(
        q,
      ) &&
        MONEY_WORDS.test(q)) ||
      (/\bpagos?\b|\bpagaria\b|\bpagar\b|\bal mes\b|\bpor mes\b|\bcada mes\b|\bmensualidad(es)?\b/.test(q) &&
        (MONEY_WORDS.test(q) || MONEY_WORDS_ES.test(q))),
  },
  {
    intent: 'compare',
    test: has(
      /\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is (better|cheaper)\b|\bbetter (choice|option|deal)\b|\bor\b.*\?$|\bcompar(a|ar|ame|acion)\b|\bdiferencia entre\b|\bcual es (mejor|mas barat[ao])\b/,
    ),
  },
  {
    intent: 'careers-fit',
    test: (q) =>
      (/\b(carreras?|trabajos?|empleos?|ocupaciones?|profesiones?)\b/.test(q) &&
        /\b(me convienen?|me quedan?|van conmigo|para mi|recomienda[sn]?|deberia|mis resultados|mis intereses|mis fortalezas|encajan?)\b/.test(
          q,
        )) ||
      (/\b(careers?|jobs?|occupations?|professions?|work)\b/.test(q) &&
        /\b(fit|fits|match(es)?|suit(s|ed)?|right for me|good for me|best for me|recommend|should i|could i|for someone like me|based on my|my results|my (quiz|interests|strengths|scores))\b/.test(
          q,
        )),
  },
  {
    intent: 'pay',
    test: has(
      /\bhow much (do|does|can|will|would) .*\b(make|earn|get paid)\b|\bsalar(y|ies)\b|\bwages?\b|\bearnings?\b|\bmedian pay\b|\bwhat .* pay\b|\bcuanto (gana|ganan|paga|pagan|cobra|cobran)\b|\bsalarios?\b|\bsueldos?\b/,
    ),
  },
  {
    intent: 'college-info',
    test: has(
      /\b(college|university|school|campus)\b.*\b(cost|price|tuition|afford|graduat|completion|admission|get in|debt|earn)|\bnet price\b|\btuition\b|\b(universidad|colegio|escuela)\b.*\b(cuesta|costo|precio|matricula|graduac|admision|deuda)|\bprecio neto\b|\bmatricula\b|\bcuanto cuesta\b/,
    ),
  },
  { intent: 'major-info', test: has(/\bmajor(s|ing)?\b|\bdegree\b|\bstudy(ing)?\b|\bespecialidad(es)?\b|\bestudiar\b/) },
  {
    intent: 'career-info',
    test: has(/\bcareers?\b|\bjobs?\b|\bbecome an? \b|\bwhat does an? .* do\b|\bcarreras?\b|\btrabajos?\b|\bque hace una? \b/),
  },
  {
    intent: 'greeting',
    test: has(
      /^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|ok(ay)?|hola|buen(os|as) (dias|tardes|noches)|gracias|muchas gracias)\b[\s!.,?]*\w{0,12}[\s!.?]*$/,
    ),
  },
];

export function normaliseQuestion(question: string): string {
  return question.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Spanish questions are read without accents and without the opening ¿ and ¡. */
export function detectIntent(question: string): CounselorIntent {
  const q = normaliseQuestion(question)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[¿¡]/g, '')
    .trim();
  return RULES.find((rule) => rule.test(q))?.intent ?? 'unknown';
}

/**
 * Dollar amounts written in a question: "$30,000", "30k", "$25K", "40,000 dollars",
 * "2.5 thousand". Plain numbers without a money cue (years, ages, percents) are not amounts.
 */
export function dollarAmounts(question: string): number[] {
  const amounts: number[] = [];
  const pattern = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|thousand\b|grand\b|dollars?\b)?/gi;
  for (const match of question.matchAll(pattern)) {
    const [, dollarSign, digits = '', suffix] = match;
    if (!dollarSign && !suffix) continue;
    const value = Number(digits.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const multiplier = suffix && /^(k|thousand|grand)$/i.test(suffix) ? 1000 : 1;
    amounts.push(Math.round(value * multiplier * 100) / 100);
  }
  return amounts;
}

/** "over 15 years", "a 20-year loan": a repayment term in whole years (1-30), if the question gives one. */
export function termYears(question: string): number | null {
  const match = /\b(\d{1,2})[\s-]?(years?|yrs?)\b/i.exec(question);
  if (!match) return null;
  const years = Number(match[1]);
  return years >= 1 && years <= 30 ? years : null;
}

/** "4 years of college", "two-year degree": the years of study a borrowing question is about. */
export function studyYears(question: string): number | null {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  const match =
    /\b(\d|one|two|three|four|five|six)[\s-]?years?\b(?=.*\b(college|school|degree|study|studying|university)\b)|\b(college|school|degree|university)\b.*\b(\d|one|two|three|four|five|six)[\s-]?years?\b/i.exec(
      question,
    );
  const raw = (match?.[1] ?? match?.[4])?.toLowerCase();
  if (!raw) return null;
  const years = words[raw] ?? Number(raw);
  return years >= 1 && years <= 6 ? years : null;
}
