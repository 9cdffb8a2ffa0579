import { MAJORS_ES } from '@data/i18n/majors-es';
import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { rankByInterest } from '@domain/career-quiz/riasec';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { topCognitiveTraits } from '@domain/counselor/context';
import { detectIntent, dollarAmounts, studyYears, termYears, type CounselorIntent } from '@domain/counselor/intents';
import { bestPaidFirst, cheapestFirst, savedListAsked, type SavedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import { maxDebtForGrade } from '@domain/finance/grade';
import type { Locale } from '@domain/i18n/locales';
import type { CounselorCatalog } from './counselor.catalog';
import { answerChoice, type ChoiceAnswer } from './counselor.choices';
import { earningsBasis, namedRows, planFor, resolveQuestionFacts, type ResolvedFacts } from './counselor.facts';
import {
  borrowingFor,
  citationSource,
  describeCareers,
  describeColleges,
  describeMajors,
  gradeFor,
  loanPayment,
  uniqueSources,
  type CareerFacts,
  type CollegeFacts,
  type MajorFacts,
  type Sourced,
} from './counselor.tools';
import type { SavedLists } from './counselor.saved';
import { OFFLINE_TEXTS, type OfflineTexts } from './offline-counselor.texts';
import { planAnswerLines } from './offline-plan';

/*
 * The offline counselor: answers the common questions from the same
 * tools and data as the model, with no model at all. Deterministic: the same
 * question and results always give the same answer. Every figure comes from a
 * tool result; what it cannot answer, it says so and points to what it can.
 */

export type OfflineAnswer = { intent: CounselorIntent; text: string; sources: CounselorSource[] };

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const orNotReported = (T: OfflineTexts, value: number | null, format: (n: number) => string) =>
  value === null ? T.notReported : format(value);
const pct = (share: number) => `${Math.round(share * 100)}%`;

const SCHOLARSHIP_PAGE: CounselorSource = {
  label: 'Scholarship guide',
  name: 'Waypoint scholarship guide and directory',
  year: null,
  url: '/resources/scholarships',
  estimate: false,
};

type Resolved = { careers: Career[]; majors: Major[]; colleges: College[] };

/**
 * What the question names: whole-phrase names, careers' head names and aliases only ("art" is the
 * fine-arts major, never "art directors"; "community college" names no college; "cost" is not "Cost estimators").
 */
const resolveNames = (question: string, catalog: CounselorCatalog): Promise<Resolved> => namedRows(question, catalog);

function careerLine(T: OfflineTexts, career: CareerFacts): string {
  const parts = [T.careerPay(career.medianPay === null ? null : wholeUsd(career.medianPay), career.pay)];
  parts.push(T.entryEducation(career.entryEducation));
  if (career.outlookPercent !== null) parts.push(T.jobGrowth(`${career.outlookPercent > 0 ? '+' : ''}${career.outlookPercent}`));
  return `- **${career.title}**: ${parts.join('; ')}.`;
}

function majorLine(T: OfflineTexts, major: MajorFacts): string {
  const grade = major.debtGrade.grade === 'N/A' ? '' : T.debtGrade(major.debtGrade.grade, T.risk(major.debtGrade.risk), major.costly);
  const earnings = major.medianEarnings === null ? null : wholeUsd(major.medianEarnings);
  return T.majorLine(major.name, earnings, orNotReported(T, major.medianDebt, wholeUsd), grade);
}

function collegeLine(T: OfflineTexts, college: CollegeFacts): string {
  const where = [college.city, college.state].filter(Boolean).join(', ');
  const part = T.collegeParts;
  const parts = [
    part.netPrice(orNotReported(T, college.averageNetPrice, wholeUsd)),
    part.completion(orNotReported(T, college.completionRate, pct)),
    part.debt(orNotReported(T, college.medianDebt, wholeUsd)),
    part.earnings(college.medianEarnings === null ? T.notReported : T.earningsYear(wholeUsd(college.medianEarnings), T.earlyCareer)),
  ];
  if (college.admissionRate !== null) parts.push(part.admission(pct(college.admissionRate)));
  return `- **${college.name}** (${where}, ${T.control(college.control)}): ${parts.join('; ')}.`;
}

const answer = (intent: CounselorIntent, lines: string[], sources: CounselorSource[]): OfflineAnswer => ({
  intent,
  text: lines.join('\n').trim(),
  sources: uniqueSources(sources),
});

/* ---------- intents ---------- */

async function careersFit(T: OfflineTexts, context: CounselorContext, catalog: CounselorCatalog, names: Resolved): Promise<OfflineAnswer> {
  const careers = await catalog.careers();
  const codes = context.interests?.topCareerCodes ?? [];
  let picked = codes.flatMap((code) => careers.filter((career) => career.socCode === code)).slice(0, 5);
  let basis = T.fitBasisQuiz;
  if (!picked.length && context.interests?.profile) {
    picked = rankByInterest(context.interests.profile, careers, 5).map((match) => match.item);
    basis = T.fitBasisProfile(context.interests.hollandCode ?? null);
  }
  const strengths = topCognitiveTraits(context.cognitive);
  const strengthLine = strengths.length ? T.strengthLine(strengths.map((s) => `${s.trait} (${Math.round(s.score)})`).join(', ')) : '';
  if (!picked.length) {
    if (names.careers.length) return careerInfo(T, 'careers-fit', names.careers);
    return answer('careers-fit', [T.noQuiz, '', T.takeQuiz, strengthLine ? `\n${strengthLine}` : ''], []);
  }
  const described = describeCareers(picked);
  return answer(
    'careers-fit',
    [T.fitIntro(basis), '', ...described.data.map((career) => careerLine(T, career)), '', strengthLine, T.fitAskMore],
    described.sources,
  );
}

function careerInfo(T: OfflineTexts, intent: CounselorIntent, careers: readonly Career[]): OfflineAnswer {
  return describedInfo(T, intent, describeCareers(careers.slice(0, 3)), (career) => careerLine(T, career), T.payNote);
}

function majorInfo(T: OfflineTexts, intent: CounselorIntent, majors: readonly Major[]): OfflineAnswer {
  return describedInfo(T, intent, describeMajors(majors.slice(0, 3)), (major) => majorLine(T, major), T.majorNote);
}

/** A few named careers or majors, each on its line (with its description where the language shows them), then the note. */
function describedInfo<Facts extends { description: string }>(
  T: OfflineTexts,
  intent: CounselorIntent,
  described: Sourced<Facts[]>,
  line: (facts: Facts) => string,
  note: string,
): OfflineAnswer {
  return answer(
    intent,
    [...described.data.flatMap((facts) => [line(facts), ...(T.showDescriptions ? [`  ${facts.description}`] : [])]), '', note],
    described.sources,
  );
}

function collegeInfo(T: OfflineTexts, intent: CounselorIntent, colleges: readonly College[]): OfflineAnswer {
  const described = describeColleges(colleges.slice(0, 3));
  const estimated = colleges.some((college) => college.source.estimate);
  return answer(
    intent,
    [...described.data.map((college) => collegeLine(T, college)), '', T.collegeNetPriceNote, estimated ? T.collegeEstimateNote : ''],
    described.sources,
  );
}

/** Two rows side by side under the intro, then what tells them apart, with the rows' sources. */
function comparison<Facts>(
  described: Sourced<Facts[]>,
  intro: string,
  line: (facts: Facts) => string,
  differences: (a: Facts, b: Facts) => string[],
): OfflineAnswer {
  const [a, b] = described.data as [Facts, Facts];
  return answer('compare', [intro, '', line(a), line(b), '', ...differences(a, b)], described.sources);
}

/** Two compared rows ordered by a figure, with the gap between them; null when either lacks it or they are level. */
function byFigure<Row>(a: Row, b: Row, figure: (row: Row) => number | null): { higher: Row; lower: Row; gap: number } | null {
  const [x, y] = [figure(a), figure(b)];
  if (x === null || y === null || x === y) return null;
  return x > y ? { higher: a, lower: b, gap: x - y } : { higher: b, lower: a, gap: y - x };
}

function compareColleges(T: OfflineTexts, colleges: readonly College[]): OfflineAnswer {
  const [first, second] = colleges;
  return comparison(
    describeColleges([first!, second!]),
    T.compareIntro,
    (college) => collegeLine(T, college),
    (a, b) => {
      const lines: string[] = [];
      const price = byFigure(a, b, (college) => college.averageNetPrice);
      lines.push(price ? T.cheaperCollege(price.lower.name, wholeUsd(price.gap), wholeUsd(price.gap * 4)) : T.noPriceCompare);
      if (a.completionRate !== null && b.completionRate !== null) {
        const [higher] = a.completionRate >= b.completionRate ? [a] : [b];
        lines.push(T.higherCompletion(higher.name));
      }
      return lines;
    },
  );
}

function compareMajors(T: OfflineTexts, majors: readonly Major[]): OfflineAnswer {
  return comparison(
    describeMajors(majors.slice(0, 2)),
    T.compareMajorsIntro,
    (major) => majorLine(T, major),
    (a, b) => {
      const lines: string[] = [];
      const earnings = byFigure(a, b, (major) => major.medianEarnings);
      if (earnings) lines.push(T.majorEarnsMore(earnings.higher.name, wholeUsd(earnings.gap)));
      const debt = byFigure(a, b, (major) => major.medianDebt);
      if (debt) lines.push(T.majorOwesLess(debt.lower.name, wholeUsd(debt.gap)));
      if ([a, b].some((m) => m.medianEarnings === null || m.medianDebt === null)) lines.push(T.notReportedNote);
      return lines;
    },
  );
}

function compareCareers(T: OfflineTexts, careers: readonly Career[]): OfflineAnswer {
  return comparison(
    describeCareers(careers.slice(0, 2)),
    T.compareIntro,
    (career) => careerLine(T, career),
    (a, b) => {
      const pay = byFigure(a, b, (career) => career.medianPay);
      return pay ? [T.careerEarnsMore(pay.higher.title, wholeUsd(pay.gap))] : [];
    },
  );
}

async function compare(
  T: OfflineTexts,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
): Promise<OfflineAnswer> {
  if (names.colleges.length >= 2) return compareColleges(T, names.colleges);
  if (names.majors.length >= 2) return compareMajors(T, names.majors);
  if (names.careers.length >= 2) return compareCareers(T, names.careers);
  const q = question.toLowerCase();
  const byIds = async (ids: number[]) => {
    const colleges = await catalog.colleges();
    return ids.flatMap((id) => colleges.filter((college) => college.unitId === id));
  };
  if (/college|universit|school/.test(q) && (context.colleges?.length ?? 0) >= 2) {
    const mine = await byIds(context.colleges!.slice(0, 2).map((c) => c.unitId));
    if (mine.length === 2) return compareColleges(T, mine);
  }
  if ((context.interests?.topMajors.length ?? 0) >= 2 && !/college|universit|school|career|job/.test(q)) {
    const majors = await catalog.majors();
    const mine = context.interests!.topMajors.slice(0, 2).flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length === 2) return compareMajors(T, mine);
  }
  return answer('compare', [T.compareNotFound, '', T.compareTryNames, '', T.toolLinks], []);
}

/** The salary a money question is about: one it states, a career it names, the student's expectation, or their top career. */
async function expectedSalary(
  T: OfflineTexts,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
): Promise<{ salary: number; basis: string; sources: CounselorSource[] } | null> {
  const amounts = dollarAmounts(question);
  if (amounts.length && /\b(earn|make|salary|income|paid)\b/i.test(question))
    return { salary: amounts[0]!, basis: T.salaryGiven, sources: [] };
  // The path the question names, read whole-word: a major's early-career earnings before a career's median pay.
  const path = earningsBasis(facts);
  if (path && path.kind !== 'salary') {
    const named = path.kind === 'major' ? facts.major?.name : path.kind === 'career' ? facts.career?.title : facts.college?.name;
    const { label, horizon } = T.earningsBasis(path.kind, named ?? null, path);
    return {
      salary: path.annual,
      basis: `${label.charAt(0).toLowerCase()}${label.slice(1)} (${horizon})`,
      sources: path.source ? [path.source] : [],
    };
  }
  const withPay = names.careers.find((career) => career.medianPay !== null);
  if (withPay)
    return {
      salary: withPay.medianPay!,
      basis: T.medianPayOf(withPay.title),
      sources: describeCareers([withPay]).sources,
    };
  if (context.finances && context.finances.monthlyIncome > 0) {
    return {
      salary: context.finances.monthlyIncome * 12,
      basis: T.expectedIncomeBasis(wholeUsd(context.finances.monthlyIncome)),
      sources: [],
    };
  }
  const careers = await catalog.careers();
  const top = (context.interests?.topCareerCodes ?? []).flatMap((code) =>
    careers.filter((c) => c.socCode === code && c.medianPay !== null),
  )[0];
  if (top)
    return {
      salary: top.medianPay!,
      basis: T.topCareerBasis(top.title),
      sources: describeCareers([top]).sources,
    };
  return null;
}

async function borrowing(
  T: OfflineTexts,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
  today: Date,
): Promise<OfflineAnswer> {
  const years = studyYears(question) ?? 4;
  const salary = await expectedSalary(T, question, context, catalog, names, facts);
  const limitsOnly = borrowingFor({ annualSalary: 0, yearsOfStudy: years }, today);
  const limits = limitsOnly.data.federalLimits;
  const limitLines = [
    T.federalLimits(
      years,
      wholeUsd(limits.dependentUndergraduate),
      wholeUsd(limits.independentUndergraduate),
      wholeUsd(limits.parentPlus2026),
    ),
  ];
  if (!salary) {
    return answer('borrowing', [T.borrowUnknownSalary, '', ...limitLines, '', T.borrowTellMe], limitsOnly.sources);
  }
  const result = borrowingFor({ annualSalary: salary.salary, yearsOfStudy: years }, today);
  const [low, moderate] = result.data.ceilings;
  const line = (c: typeof low) =>
    c && c.maxDebt !== null
      ? T.borrowCeiling(
          c.grade,
          wholeUsd(Math.floor(c.maxDebt)),
          usd(c.monthlyPayment ?? 0),
          years,
          c.beyondFederal ? wholeUsd(c.beyondFederal) : null,
        )
      : '';
  return answer(
    'borrowing',
    [T.borrowBasis(salary.basis, wholeUsd(salary.salary)), '', line(low), line(moderate), '', ...limitLines, '', T.borrowLess],
    [...salary.sources, ...result.sources],
  );
}

function payment(T: OfflineTexts, question: string, context: CounselorContext, today: Date): OfflineAnswer {
  const amounts = dollarAmounts(question);
  const principal = amounts[0] ?? (context.finances && context.finances.plannedDebt > 0 ? context.finances.plannedDebt : null);
  if (principal === null || principal <= 0) {
    return answer('payment', [T.paymentAsk, '', T.toolLinks], []);
  }
  const result = loanPayment({ principal, years: termYears(question) }, today);
  const facts = result.data;
  const lines = [
    T.paymentIntro(wholeUsd(facts.principal), facts.ratePercent, facts.rateAwardYear, facts.years),
    '',
    T.paymentMonthly(usd(facts.monthlyPayment)),
    T.paymentTotal(usd(facts.totalPaid), usd(facts.totalInterest)),
  ];
  if (facts.termFromStandardPlan) lines.push('', T.paymentTerm(facts.years));
  const income = context.finances?.monthlyIncome;
  if (income && income > 0) lines.push('', T.paymentShare(pct(facts.monthlyPayment / income), wholeUsd(income)));
  else lines.push('', T.paymentWhetherSafe);
  lines.push('', T.paymentCalculator);
  return answer('payment', lines, result.sources);
}

function grade(T: OfflineTexts, context: CounselorContext): OfflineAnswer {
  if (!context.finances || context.finances.monthlyIncome <= 0) {
    return answer('grade', [T.gradeExplain, '', T.gradeNoFinances], gradeFor({ monthlyIncome: 0, plannedDebt: 0 }).sources);
  }
  const result = gradeFor({ monthlyIncome: context.finances.monthlyIncome, plannedDebt: context.finances.plannedDebt });
  const facts = result.data;
  const lines = [
    T.gradeYours(
      facts.grade,
      T.risk(facts.risk),
      wholeUsd(facts.plannedDebt),
      wholeUsd(facts.monthlyIncome),
      wholeUsd(facts.monthlyIncome * 12),
      facts.debtToIncome!.toFixed(2),
    ),
    '',
    facts.explanation ? T.gradeExplanation(facts.grade, facts.explanation) : '',
  ];
  const better = facts.grade === 'A+' ? null : maxDebtForGrade(facts.monthlyIncome, 'A-');
  if (better !== null && better < facts.plannedDebt) lines.push('', T.gradeBetter(wholeUsd(better)));
  return answer('grade', lines, result.sources);
}

function scholarships(T: OfflineTexts): OfflineAnswer {
  const guide = SCHOLARSHIP_GUIDE;
  return answer(
    'scholarships',
    [
      T.scholarshipsIntro,
      '',
      ...(T.scholarshipPlaces ??
        guide.whereToLook
          .slice(0, 5)
          .map((item) => `- **${item.title}**: ${item.body}${item.link ? ` ([${item.link.label}](${item.link.url}))` : ''}`)),
      '',
      `**${T.scholarshipScamRule(guide.scams.rule)}**`,
      '',
      T.scholarshipDirectory,
    ],
    [SCHOLARSHIP_PAGE, ...guide.scams.sources.slice(0, 2).map((citation) => citationSource('Scholarship scams', citation))],
  );
}

/** A name several colleges answer to ("University of California", "U of M"): which one? */
function whichCollege(T: OfflineTexts, intent: CounselorIntent, candidates: readonly College[]): OfflineAnswer {
  const listed = candidates.map((college) => `- **${college.name}** (${[college.city, college.state].filter(Boolean).join(', ')})`);
  return answer(intent, [T.whichCollege, '', ...listed, '', T.whichCollegeAsk(candidates[0]!.name)], []);
}

/** A debt, pay or college question never gets a bare "can't answer": it gets what to ask and the tool that answers it. */
function redirect(T: OfflineTexts, intent: CounselorIntent): OfflineAnswer {
  return answer(intent, [T.redirect, '', T.capabilities, '', T.toolsAnswer, '', T.toolLinks], []);
}

const MONEY_OR_COLLEGE =
  /\b(loans?|debt|borrow\w*|owe|pay|paid|payments?|repay\w*|salary|salaries|earn\w*|income|wages?|cost\w*|tuition|price|afford\w*|\w*financ\w*|fafsa|aid|grants?|interest|money|budget|college|university|school|campus|major|degree|program|career|job|apprentice\w*)\b|\$\s?\d/i;

/** The same topics in Spanish: a Spanish money or college question gets the redirect too. */
const MONEY_OR_COLLEGE_ES =
  /(^|[^\p{L}])(pr[eé]stamos?|deudas?|pagos?|pagar|salarios?|sueldos?|ganar|ingresos?|costos?|cuesta|matr[ií]cula|precio|becas?|ayuda financiera|inter[eé]s|dinero|universidad(es)?|colegio|escuela|especialidad(es)?|t[ií]tulo|carreras?|trabajos?|empleos?)($|[^\p{L}])/iu;

function cannotAnswer(T: OfflineTexts, intent: CounselorIntent, question: string): OfflineAnswer {
  if (MONEY_OR_COLLEGE.test(question) || MONEY_OR_COLLEGE_ES.test(question)) return redirect(T, intent);
  return answer(intent, [T.cannotAnswer, '', T.capabilities, '', T.askSchoolCounselor], []);
}

/** "Which of my saved colleges is cheapest?": the saved list, cheapest (or best paid) first, with its figures. */
function savedListAnswer(T: OfflineTexts, asked: SavedListAsked, saved: SavedLists | undefined): OfflineAnswer {
  const colleges = asked === 'careers' ? [] : cheapestFirst(saved?.colleges ?? []);
  const careers = asked === 'colleges' ? [] : bestPaidFirst(saved?.careers ?? []);
  const intent = asked === 'careers' ? 'career-info' : 'college-info';
  if (!saved) return answer(intent, [T.savedSignIn], []);
  if (!colleges.length && !careers.length) {
    return answer(intent, [T.savedNone(asked)], []);
  }
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  if (colleges.length) {
    const described = describeColleges(colleges);
    lines.push(T.savedCollegesIntro, '', ...described.data.map((college) => collegeLine(T, college)), '');
    const cheapest = colleges[0]!;
    if (cheapest.averageNetPrice !== null) lines.push(T.savedCheapest(cheapest.name, wholeUsd(cheapest.averageNetPrice)), '');
    sources.push(...described.sources);
  }
  if (careers.length) {
    const described = describeCareers(careers);
    lines.push(T.savedCareersIntro, '', ...described.data.map((career) => careerLine(T, career)), '');
    sources.push(...described.sources);
  }
  return answer(intent, lines, sources);
}

const CHOICE_INTENTS: Record<ChoiceAnswer['kind'], CounselorIntent> = {
  price: 'college-info',
  'program-earnings': 'pay',
  'program-loan': 'grade',
  'community-college-first': 'compare',
  'trade-vs-degree': 'compare',
  'worth-it': 'major-info',
};

export async function answerOffline(
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  saved?: SavedLists,
  language: Locale = 'en',
): Promise<OfflineAnswer> {
  const T = OFFLINE_TEXTS[language];
  const intent = detectIntent(question);
  if (intent === 'greeting') return answer('greeting', [T.greeting, '', T.capabilities], []);
  if (intent === 'scholarships') return scholarships(T);
  const asked = savedListAsked(question);
  if (asked) return savedListAnswer(T, asked, saved);
  const facts = await resolveQuestionFacts(question, catalog);
  // Prices, programs and real choices (community college first, a trade, "is it worth it") come first: they name a college or a choice.
  const choice = await answerChoice(
    question,
    facts,
    await resolveNames(question, catalog),
    context,
    catalog,
    today,
    language,
    (major) => (language === 'es' ? (MAJORS_ES[major.cip]?.name ?? major.name) : major.name),
    saved?.moneyPlan ? { plan: saved.moneyPlan, saved: saved.colleges } : null,
  );
  if (choice) return { intent: CHOICE_INTENTS[choice.kind], text: choice.text, sources: choice.sources };
  // An amount and a path in one question: grade that debt on that path's earnings, whatever the wording.
  const income = context.finances?.monthlyIncome;
  // Without a path, the student's own expected income grades the amount, as their financial grade does; a payment question keeps its own answer.
  const plan = planFor(facts, today, intent === 'payment' || !income ? null : income * 12);
  // "Psychology or nursing?" is a comparison; "Is $60k OK for psychology, or too much?" is not.
  const comparing = intent === 'compare' && Object.values(await resolveNames(question, catalog)).some((list) => list.length >= 2);
  if (plan && !comparing)
    return answer(intent === 'unknown' ? 'grade' : intent, planAnswerLines(plan.data, facts, plan.sources, language), plan.sources);
  if (!facts.college && facts.collegeCandidates.length > 1 && !facts.major && !facts.career && intent !== 'payment')
    return whichCollege(T, intent, facts.collegeCandidates);
  if (intent === 'grade') return grade(T, context);
  if (intent === 'payment' || (facts.debt && intent !== 'borrowing' && intent !== 'compare')) return payment(T, question, context, today);
  const names = await resolveNames(question, catalog);
  switch (intent) {
    case 'borrowing':
      return borrowing(T, question, context, catalog, names, facts, today);
    case 'compare':
      return compare(T, question, context, catalog, names);
    case 'careers-fit':
      return careersFit(T, context, catalog, names);
    default:
      break;
  }
  // Lookups: what the question names decides, in the order the intent suggests.
  const order: ('careers' | 'majors' | 'colleges')[] =
    intent === 'college-info'
      ? ['colleges', 'majors', 'careers']
      : intent === 'major-info'
        ? ['majors', 'colleges', 'careers']
        : ['careers', 'majors', 'colleges'];
  for (const kind of order) {
    if (kind === 'careers' && names.careers.length) return careerInfo(T, intent, names.careers);
    if (kind === 'majors' && names.majors.length) return majorInfo(T, intent, names.majors);
    if (kind === 'colleges' && names.colleges.length) return collegeInfo(T, intent, names.colleges);
  }
  if (intent === 'college-info' && context.colleges?.length) {
    const colleges = await catalog.colleges();
    const mine = context.colleges.flatMap((c) => colleges.filter((college) => college.unitId === c.unitId)).slice(0, 3);
    if (mine.length) return collegeInfo(T, intent, mine);
  }
  if (intent === 'major-info' && context.interests?.topMajors.length) {
    const majors = await catalog.majors();
    const mine = context.interests.topMajors.flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length) return majorInfo(T, intent, mine);
  }
  if (intent === 'pay' || intent === 'career-info' || intent === 'college-info' || intent === 'major-info') {
    return answer(intent, [T.lookupNotFound, '', T.capabilities, '', T.toolsAnswer, '', T.toolLinks], []);
  }
  return cannotAnswer(T, intent, question);
}
