import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { rankByInterest } from '@domain/career-quiz/riasec';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { topCognitiveTraits } from '@domain/counselor/context';
import { detectIntent, dollarAmounts, studyYears, termYears, type CounselorIntent } from '@domain/counselor/intents';
import { bestPaidFirst, cheapestFirst, savedListAsked, type SavedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import { COSTLY_RULE_TEXT } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { maxDebtForGrade } from '@domain/finance/grade';
import type { CounselorCatalog } from './counselor.catalog';
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
} from './counselor.tools';
import type { SavedLists } from './counselor.saved';
import { planAnswerLines } from './offline-plan';

/*
 * The offline counselor (issue 7): answers the common questions from the same
 * tools and data as the model, with no model at all. Deterministic: the same
 * question and results always give the same answer. Every figure comes from a
 * tool result; what it cannot answer, it says so and points to what it can.
 */

export type OfflineAnswer = { intent: CounselorIntent; text: string; sources: CounselorSource[] };

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const NOT_REPORTED = 'not reported';
// Every earnings figure names its horizon, in the site's own words (issue 17).
const EARLY_CAREER = EARNINGS_HORIZON_LABELS['early-career'].short;
const ALL_WORKERS = EARNINGS_HORIZON_LABELS['all-workers'].short;
const orNotReported = (value: number | null, format: (n: number) => string) => (value === null ? NOT_REPORTED : format(value));
const pct = (share: number) => `${Math.round(share * 100)}%`;

const CAPABILITIES = [
  '- **Which careers fit me** (from your career quiz, or a career you name)',
  '- **What a career pays**, or what a major’s graduates earn and owe',
  '- **Compare two majors or two colleges** by cost, debt and earnings',
  '- **How much can I borrow** for the salary you expect',
  '- **What payment would I have** on a loan amount',
  '- **What my financial grade means**',
  '- **How to find scholarships**',
].join('\n');

/** The tools that answer debt, pay and college questions (issue 17: a question the counselor can't place still gets these). */
const TOOL_LINKS = [
  '- The [loan calculator](/calculator): your monthly payment under each repayment plan, and the best plan in one sentence',
  '- The [debt calculator](/debt-calculator): how much you could borrow safely on a salary or career',
  '- [Financial expectations](/financial-expectations): your own financial grade',
  '- The [college quiz](/college-quiz): colleges that fit you, with their net price and graduates’ debt',
  '- [Career exploration](/premium/career-exploration): careers’ pay, training and outlook (sign in, free)',
  '- [Outcomes by major](/outcomes): every major’s early-career earnings, typical debt and debt grade',
].join('\n');

const SCHOLARSHIP_PAGE: CounselorSource = {
  label: 'Scholarship guide',
  name: 'Waypoint scholarship guide and directory',
  year: null,
  url: '/resources/scholarships',
  estimate: false,
};

type Resolved = { careers: Career[]; majors: Major[]; colleges: College[] };

/**
 * What the question names: whole-phrase names, careers' head names and aliases only (issue 17: "art" is the
 * fine-arts major, never "art directors"; "community college" names no college; "cost" is not "Cost estimators").
 */
const resolveNames = (question: string, catalog: CounselorCatalog): Promise<Resolved> => namedRows(question, catalog);

function careerLine(career: CareerFacts): string {
  const parts = [
    career.medianPay === null ? `median pay ${career.pay}` : `median pay ${wholeUsd(career.medianPay)} a year (${ALL_WORKERS})`,
  ];
  parts.push(`typical entry education: ${career.entryEducation ?? NOT_REPORTED}`);
  if (career.outlookPercent !== null) parts.push(`projected job growth ${career.outlookPercent > 0 ? '+' : ''}${career.outlookPercent}%`);
  return `- **${career.title}**: ${parts.join('; ')}.`;
}

function majorLine(major: MajorFacts): string {
  const grade =
    major.debtGrade.grade === 'N/A'
      ? ''
      : `; debt grade ${major.debtGrade.grade} (${major.debtGrade.risk} risk)${major.costly ? ', costly' : ''}`;
  return `- **${major.name}**: graduates’ median earnings ${major.medianEarnings === null ? NOT_REPORTED : `${wholeUsd(major.medianEarnings)} a year (${EARLY_CAREER})`}, median federal debt ${orNotReported(major.medianDebt, wholeUsd)}${grade}.`;
}

function collegeLine(college: CollegeFacts): string {
  const where = [college.city, college.state].filter(Boolean).join(', ');
  const parts = [
    `average net price ${orNotReported(college.averageNetPrice, wholeUsd)} a year`,
    `completion rate ${orNotReported(college.completionRate, pct)}`,
    `median debt ${orNotReported(college.medianDebt, wholeUsd)}`,
    `median earnings ${college.medianEarnings === null ? NOT_REPORTED : `${wholeUsd(college.medianEarnings)} a year (${EARLY_CAREER})`}`,
  ];
  if (college.admissionRate !== null) parts.push(`admission rate ${pct(college.admissionRate)}`);
  return `- **${college.name}** (${where}, ${college.control.replace(/-/g, ' ')}): ${parts.join('; ')}.`;
}

const answer = (intent: CounselorIntent, lines: string[], sources: CounselorSource[]): OfflineAnswer => ({
  intent,
  text: lines.join('\n').trim(),
  sources: uniqueSources(sources),
});

/* ---------- intents ---------- */

async function careersFit(question: string, context: CounselorContext, catalog: CounselorCatalog, names: Resolved): Promise<OfflineAnswer> {
  const careers = await catalog.careers();
  const codes = context.interests?.topCareerCodes ?? [];
  let picked = codes.flatMap((code) => careers.filter((career) => career.socCode === code)).slice(0, 5);
  let basis = 'These are the best matches from your career quiz';
  if (!picked.length && context.interests?.profile) {
    picked = rankByInterest(context.interests.profile, careers, 5).map((match) => match.item);
    basis = `These careers are closest to your interest profile${context.interests.hollandCode ? ` (${context.interests.hollandCode})` : ''}`;
  }
  const strengths = topCognitiveTraits(context.cognitive);
  const strengthLine = strengths.length
    ? `Your strongest areas in the thinking games were ${strengths.map((s) => `${s.trait} (${Math.round(s.score)})`).join(', ')}. Careers that use them are worth a close look.`
    : '';
  if (!picked.length) {
    if (names.careers.length) return careerInfo('careers-fit', names.careers);
    return answer(
      'careers-fit',
      [
        'I don’t have your career quiz results yet, so I can’t say which careers fit you.',
        '',
        'Take the [career quiz](/career-quiz) (about 10 minutes): it measures your interests in six areas and matches them with 200+ careers. Then ask me again, and I’ll compare their pay, training and debt with you.',
        strengthLine ? `\n${strengthLine}` : '',
      ],
      [],
    );
  }
  const described = describeCareers(picked);
  return answer(
    'careers-fit',
    [
      `${basis}, with what each pays:`,
      '',
      ...described.data.map(careerLine),
      '',
      strengthLine,
      'Ask me about any of them (“How much do registered nurses make?”), or what you could borrow on one of these salaries.',
    ],
    described.sources,
  );
}

function careerInfo(intent: CounselorIntent, careers: readonly Career[]): OfflineAnswer {
  const described = describeCareers(careers.slice(0, 3));
  return answer(
    intent,
    [
      ...described.data.flatMap((career) => [careerLine(career), `  ${career.description}`]),
      '',
      'Pay is the national median: half of workers earn more, half less, and pay varies by state and experience.',
    ],
    described.sources,
  );
}

function majorInfo(intent: CounselorIntent, majors: readonly Major[]): OfflineAnswer {
  const described = describeMajors(majors.slice(0, 3));
  return answer(
    intent,
    [
      ...described.data.flatMap((major) => [majorLine(major), `  ${major.description}`]),
      '',
      'Earnings are typical first-years-after-graduation figures for bachelor’s graduates; debt is the median federal loan debt at graduation. The debt grade uses the same table as your financial grade, with earnings as a year of income. ' +
        `${COSTLY_RULE_TEXT} ${ADDED_FAMILY_DEBT.parentPlus.note} ${ADDED_FAMILY_DEBT.private.note}`,
    ],
    described.sources,
  );
}

function collegeInfo(intent: CounselorIntent, colleges: readonly College[]): OfflineAnswer {
  const described = describeColleges(colleges.slice(0, 3));
  const estimated = colleges.some((college) => college.source.estimate);
  return answer(
    intent,
    [
      ...described.data.map(collegeLine),
      '',
      'Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.',
      estimated ? 'Debt and earnings marked as estimates in the sources were computed by Waypoint from field-of-study data.' : '',
    ],
    described.sources,
  );
}

function compareColleges(colleges: readonly College[]): OfflineAnswer {
  const [first, second] = colleges;
  const described = describeColleges([first!, second!]);
  const [a, b] = described.data as [CollegeFacts, CollegeFacts];
  const lines = ['Here is how they compare:', '', collegeLine(a), collegeLine(b), ''];
  if (a.averageNetPrice !== null && b.averageNetPrice !== null && a.averageNetPrice !== b.averageNetPrice) {
    const [cheaper, dearer] = a.averageNetPrice < b.averageNetPrice ? [a, b] : [b, a];
    const gap = dearer.averageNetPrice! - cheaper.averageNetPrice!;
    lines.push(`${cheaper.name} costs ${wholeUsd(gap)} less a year on average, about ${wholeUsd(gap * 4)} over four years.`);
  } else {
    lines.push('One of the net prices is not reported, so I can’t say which costs less.');
  }
  if (a.completionRate !== null && b.completionRate !== null) {
    const [higher] = a.completionRate >= b.completionRate ? [a] : [b];
    lines.push(
      `${higher.name} has the higher completion rate; finishing on time matters, because extra years cost more and borrowing without a degree is the riskiest debt.`,
    );
  }
  return answer('compare', lines, described.sources);
}

function compareMajors(majors: readonly Major[]): OfflineAnswer {
  const described = describeMajors(majors.slice(0, 2));
  const [a, b] = described.data as [MajorFacts, MajorFacts];
  const lines = ['Here is how they compare for graduates with a bachelor’s degree:', '', majorLine(a), majorLine(b), ''];
  if (a.medianEarnings !== null && b.medianEarnings !== null && a.medianEarnings !== b.medianEarnings) {
    const [higher, lower] = a.medianEarnings > b.medianEarnings ? [a, b] : [b, a];
    lines.push(`${higher.name} graduates earn ${wholeUsd(higher.medianEarnings! - lower.medianEarnings!)} more a year at the median.`);
  }
  if (a.medianDebt !== null && b.medianDebt !== null && a.medianDebt !== b.medianDebt) {
    const [less, more] = a.medianDebt < b.medianDebt ? [a, b] : [b, a];
    lines.push(`${less.name} graduates owe ${wholeUsd(more.medianDebt! - less.medianDebt!)} less at the median.`);
  }
  if ([a, b].some((m) => m.medianEarnings === null || m.medianDebt === null))
    lines.push('Where a figure is not reported, too few colleges published it to give a fair median.');
  return answer('compare', lines, described.sources);
}

function compareCareers(careers: readonly Career[]): OfflineAnswer {
  const described = describeCareers(careers.slice(0, 2));
  const [a, b] = described.data as [CareerFacts, CareerFacts];
  const lines = ['Here is how they compare:', '', careerLine(a), careerLine(b), ''];
  if (a.medianPay !== null && b.medianPay !== null && a.medianPay !== b.medianPay) {
    const [higher, lower] = a.medianPay > b.medianPay ? [a, b] : [b, a];
    lines.push(
      `${higher.title} earn ${wholeUsd(higher.medianPay! - lower.medianPay!)} more a year at the median. Weigh that against the training each needs.`,
    );
  }
  return answer('compare', lines, described.sources);
}

async function compare(question: string, context: CounselorContext, catalog: CounselorCatalog, names: Resolved): Promise<OfflineAnswer> {
  if (names.colleges.length >= 2) return compareColleges(names.colleges);
  if (names.majors.length >= 2) return compareMajors(names.majors);
  if (names.careers.length >= 2) return compareCareers(names.careers);
  const q = question.toLowerCase();
  const byIds = async (ids: number[]) => {
    const colleges = await catalog.colleges();
    return ids.flatMap((id) => colleges.filter((college) => college.unitId === id));
  };
  if (/college|universit|school/.test(q) && (context.colleges?.length ?? 0) >= 2) {
    const mine = await byIds(context.colleges!.slice(0, 2).map((c) => c.unitId));
    if (mine.length === 2) return compareColleges(mine);
  }
  if ((context.interests?.topMajors.length ?? 0) >= 2 && !/college|universit|school|career|job/.test(q)) {
    const majors = await catalog.majors();
    const mine = context.interests!.topMajors.slice(0, 2).flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length === 2) return compareMajors(mine);
  }
  return answer(
    'compare',
    [
      'I can compare two majors, two colleges or two careers, but I couldn’t find two of the same kind in your question.',
      '',
      'Try naming them the way Waypoint lists them, for example “Compare Nursing and Psychology” or “Compare Auburn University and University of Alabama”. These tools compare them too:',
      '',
      TOOL_LINKS,
    ],
    [],
  );
}

/** The salary a money question is about: one it states, a career it names, the student's expectation, or their top career. */
async function expectedSalary(
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
): Promise<{ salary: number; basis: string; sources: CounselorSource[] } | null> {
  const amounts = dollarAmounts(question);
  if (amounts.length && /\b(earn|make|salary|income|paid)\b/i.test(question))
    return { salary: amounts[0]!, basis: 'the salary you gave', sources: [] };
  // The path the question names, read whole-word (issue 17): a major's early-career earnings before a career's median pay.
  const path = earningsBasis(facts);
  if (path && path.kind !== 'salary')
    return {
      salary: path.annual,
      basis: `${path.label.charAt(0).toLowerCase()}${path.label.slice(1)} (${path.horizon})`,
      sources: path.source ? [path.source] : [],
    };
  const withPay = names.careers.find((career) => career.medianPay !== null);
  if (withPay)
    return {
      salary: withPay.medianPay!,
      basis: `the median pay of ${withPay.title.toLowerCase()}`,
      sources: describeCareers([withPay]).sources,
    };
  if (context.finances && context.finances.monthlyIncome > 0) {
    return {
      salary: context.finances.monthlyIncome * 12,
      basis: `your expected income of ${wholeUsd(context.finances.monthlyIncome)} a month`,
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
      basis: `the median pay of ${top.title.toLowerCase()}, your top career match`,
      sources: describeCareers([top]).sources,
    };
  return null;
}

async function borrowing(
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
  today: Date,
): Promise<OfflineAnswer> {
  const years = studyYears(question) ?? 4;
  const salary = await expectedSalary(question, context, catalog, names, facts);
  const limitsOnly = borrowingFor({ annualSalary: 0, yearsOfStudy: years }, today);
  const limits = limitsOnly.data.federalLimits;
  const limitLines = [
    `Federal limits for ${years} year${years === 1 ? '' : 's'} of undergraduate study: ${wholeUsd(limits.dependentUndergraduate)} for a dependent student, ${wholeUsd(limits.independentUndergraduate)} for an independent student; parents can add up to ${wholeUsd(limits.parentPlus2026)} in Parent PLUS loans for loans made from July 1, 2026.`,
  ];
  if (!salary) {
    return answer(
      'borrowing',
      [
        'How much is safe depends on what you expect to earn after college, and I don’t know that yet.',
        '',
        ...limitLines,
        '',
        'Tell me a career (“How much can I borrow to become an electrician?”) or a salary (“…if I earn $50,000?”), or fill in your [financial expectations](/financial-expectations), and I’ll work out a safe amount.',
      ],
      limitsOnly.sources,
    );
  }
  const result = borrowingFor({ annualSalary: salary.salary, yearsOfStudy: years }, today);
  const [low, moderate] = result.data.ceilings;
  const line = (c: typeof low) =>
    c && c.maxDebt !== null
      ? `- To keep a grade of **${c.grade}**, borrow at most **${wholeUsd(Math.floor(c.maxDebt))}** in total: about ${usd(c.standardMonthlyPayment ?? 0)} a month over 10 years at ${result.data.ratePercent}%.`
      : '';
  return answer(
    'borrowing',
    [
      `Based on ${salary.basis} (${wholeUsd(salary.salary)} a year):`,
      '',
      line(low),
      line(moderate),
      '',
      ...limitLines,
      '',
      'Borrowing less than the federal limit is often the smarter plan: grants, scholarships and a lower-cost college all shrink the loan.',
    ],
    [...salary.sources, ...result.sources],
  );
}

function payment(question: string, context: CounselorContext, today: Date): OfflineAnswer {
  const amounts = dollarAmounts(question);
  const principal = amounts[0] ?? (context.finances && context.finances.plannedDebt > 0 ? context.finances.plannedDebt : null);
  if (principal === null || principal <= 0) {
    return answer(
      'payment',
      [
        'Tell me how much you plan to borrow, for example “What would my payment be on $30,000?”, and I’ll work out the monthly payment at the current federal rate.',
        '',
        TOOL_LINKS,
      ],
      [],
    );
  }
  const result = loanPayment({ principal, years: termYears(question) }, today);
  const facts = result.data;
  const lines = [
    `On **${wholeUsd(facts.principal)}** of federal undergraduate loans at ${facts.ratePercent}% (the ${facts.rateAwardYear} rate), repaid over ${facts.years} years:`,
    '',
    `- Monthly payment: **${usd(facts.monthlyPayment)}**`,
    `- Total paid: ${usd(facts.totalPaid)}, of which ${usd(facts.totalInterest)} is interest`,
  ];
  if (facts.termFromStandardPlan)
    lines.push('', `${facts.years} years is the standard plan’s term for that balance on loans made from July 1, 2026.`);
  const income = context.finances?.monthlyIncome;
  if (income && income > 0)
    lines.push('', `That is ${pct(facts.monthlyPayment / income)} of the ${wholeUsd(income)} a month you expect to earn.`);
  else
    lines.push(
      '',
      'Whether that is safe depends on what you will earn: name the major, career or salary (“Is $35,000 OK for nursing?”) and I’ll grade it.',
    );
  lines.push('', 'The [debt calculator](/calculator) shows the full schedule and other repayment plans.');
  return answer('payment', lines, result.sources);
}

function grade(context: CounselorContext): OfflineAnswer {
  if (!context.finances || context.finances.monthlyIncome <= 0) {
    return answer(
      'grade',
      [
        'Your financial grade compares the debt you plan to take on with a year of the income you expect: debt ÷ (monthly income × 12). Up to 0.39 is an **A+**; above 3.14 is an **F**.',
        '',
        'I don’t have your financial expectations yet. [Fill them in](/financial-expectations) and ask again to see your own grade.',
      ],
      gradeFor({ monthlyIncome: 0, plannedDebt: 0 }).sources,
    );
  }
  const result = gradeFor({ monthlyIncome: context.finances.monthlyIncome, plannedDebt: context.finances.plannedDebt });
  const facts = result.data;
  const lines = [
    `Your grade is **${facts.grade}** (${facts.risk} risk): you plan to borrow ${wholeUsd(facts.plannedDebt)} and expect ${wholeUsd(facts.monthlyIncome)} a month, ${wholeUsd(facts.monthlyIncome * 12)} a year, so your debt is ${facts.debtToIncome!.toFixed(2)} times a year of income.`,
    '',
    facts.explanation ?? '',
  ];
  const better = facts.grade === 'A+' ? null : maxDebtForGrade(facts.monthlyIncome, 'A-');
  if (better !== null && better < facts.plannedDebt)
    lines.push('', `Borrowing ${wholeUsd(better)} or less would bring you to an **A-** (low risk).`);
  return answer('grade', lines, result.sources);
}

function scholarships(): OfflineAnswer {
  const guide = SCHOLARSHIP_GUIDE;
  return answer(
    'scholarships',
    [
      'Here is where to look:',
      '',
      ...guide.whereToLook
        .slice(0, 5)
        .map((item) => `- **${item.title}**: ${item.body}${item.link ? ` ([${item.link.label}](${item.link.url}))` : ''}`),
      '',
      `**${guide.scams.rule}**`,
      '',
      'Waypoint’s [scholarship directory](/resources/scholarships) lists national scholarships that recur every year, with their deadlines.',
    ],
    [SCHOLARSHIP_PAGE, ...guide.scams.sources.slice(0, 2).map((citation) => citationSource('Scholarship scams', citation))],
  );
}

/** A name several colleges answer to ("University of California", "U of M"): which one? */
function whichCollege(intent: CounselorIntent, candidates: readonly College[]): OfflineAnswer {
  const listed = candidates.map((college) => `- **${college.name}** (${[college.city, college.state].filter(Boolean).join(', ')})`);
  return answer(
    intent,
    [
      'Several colleges go by that name. Which one do you mean?',
      '',
      ...listed,
      '',
      'Ask again with its full name, for example “Is $30,000 ok for ' +
        candidates[0]!.name +
        '?”. The [college quiz](/college-quiz) compares colleges by net price and graduates’ debt.',
    ],
    [],
  );
}

/** A debt, pay or college question never gets a bare "can't answer" (issue 17): it gets what to ask and the tool that answers it. */
function redirect(intent: CounselorIntent): OfflineAnswer {
  return answer(
    intent,
    [
      'I couldn’t find the figures for that in Waypoint’s data. Name the amount and a major, career or college, for example “Is $40,000 of loans OK for nursing?” or “How much do electricians make?”, and I’ll answer with our figures. I can also answer:',
      '',
      CAPABILITIES,
      '',
      'These Waypoint tools answer it directly:',
      '',
      TOOL_LINKS,
    ],
    [],
  );
}

const MONEY_OR_COLLEGE =
  /\b(loans?|debt|borrow\w*|owe|pay|paid|payments?|repay\w*|salary|salaries|earn\w*|income|wages?|cost\w*|tuition|price|afford\w*|\w*financ\w*|fafsa|aid|grants?|interest|money|budget|college|university|school|campus|major|degree|program|career|job|apprentice\w*)\b|\$\s?\d/i;

function cannotAnswer(intent: CounselorIntent, question: string): OfflineAnswer {
  if (MONEY_OR_COLLEGE.test(question)) return redirect(intent);
  return answer(
    intent,
    [
      'I can’t answer that one. I’m Waypoint’s offline counselor: I answer from Waypoint’s own career, college and loan data, and only questions like these:',
      '',
      CAPABILITIES,
      '',
      'For anything else, your school counselor is a great person to ask.',
    ],
    [],
  );
}

/** "Which of my saved colleges is cheapest?" (issue 17): the saved list, cheapest (or best paid) first, with its figures. */
function savedListAnswer(asked: SavedListAsked, saved: SavedLists | undefined): OfflineAnswer {
  const colleges = asked === 'careers' ? [] : cheapestFirst(saved?.colleges ?? []);
  const careers = asked === 'colleges' ? [] : bestPaidFirst(saved?.careers ?? []);
  const intent = asked === 'careers' ? 'career-info' : 'college-info';
  if (!saved) return answer(intent, ['Sign in and save careers and colleges, and I can compare the ones you saved.'], []);
  if (!colleges.length && !careers.length) {
    const what = asked === 'both' ? 'careers or colleges' : asked;
    return answer(
      intent,
      [
        `You haven’t saved any ${what} yet. Use **Save career** on a career’s page or **Save college** on your college matches, and they will show on your [profile](/profile).`,
      ],
      [],
    );
  }
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  if (colleges.length) {
    const described = describeColleges(colleges);
    lines.push('Your saved colleges, lowest average net price first:', '', ...described.data.map(collegeLine), '');
    const cheapest = colleges[0]!;
    if (cheapest.averageNetPrice !== null)
      lines.push(
        `**${cheapest.name}** has the lowest average net price of your saved colleges: ${wholeUsd(cheapest.averageNetPrice)} a year. Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.`,
        '',
      );
    sources.push(...described.sources);
  }
  if (careers.length) {
    const described = describeCareers(careers);
    lines.push('Your saved careers, highest median pay first (all workers, not starting pay):', '', ...described.data.map(careerLine), '');
    sources.push(...described.sources);
  }
  return answer(intent, lines, sources);
}

export async function answerOffline(
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  saved?: SavedLists,
): Promise<OfflineAnswer> {
  const intent = detectIntent(question);
  if (intent === 'greeting') {
    return answer(
      'greeting',
      ['Hi! I’m Waypoint’s counselor. Ask me about careers, majors, colleges, costs and debt. For example:', '', CAPABILITIES],
      [],
    );
  }
  if (intent === 'scholarships') return scholarships();
  const asked = savedListAsked(question);
  if (asked) return savedListAnswer(asked, saved);
  const facts = await resolveQuestionFacts(question, catalog);
  // An amount and a path in one question (issue 17): grade that debt on that path's earnings, whatever the wording.
  const income = context.finances?.monthlyIncome;
  // Without a path, the student's own expected income grades the amount, as their financial grade does; a payment question keeps its own answer.
  const plan = planFor(facts, today, intent === 'payment' || !income ? null : income * 12);
  // "Psychology or nursing?" is a comparison; "Is $60k OK for psychology, or too much?" is not.
  const comparing = intent === 'compare' && Object.values(await resolveNames(question, catalog)).some((list) => list.length >= 2);
  if (plan && !comparing)
    return answer(intent === 'unknown' ? 'grade' : intent, planAnswerLines(plan.data, facts, plan.sources), plan.sources);
  if (!facts.college && facts.collegeCandidates.length > 1 && !facts.major && !facts.career && intent !== 'payment')
    return whichCollege(intent, facts.collegeCandidates);
  if (intent === 'grade') return grade(context);
  if (intent === 'payment' || (facts.debt && intent !== 'borrowing' && intent !== 'compare')) return payment(question, context, today);
  const names = await resolveNames(question, catalog);
  switch (intent) {
    case 'borrowing':
      return borrowing(question, context, catalog, names, facts, today);
    case 'compare':
      return compare(question, context, catalog, names);
    case 'careers-fit':
      return careersFit(question, context, catalog, names);
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
    if (kind === 'careers' && names.careers.length) return careerInfo(intent, names.careers);
    if (kind === 'majors' && names.majors.length) return majorInfo(intent, names.majors);
    if (kind === 'colleges' && names.colleges.length) return collegeInfo(intent, names.colleges);
  }
  if (intent === 'college-info' && context.colleges?.length) {
    const colleges = await catalog.colleges();
    const mine = context.colleges.flatMap((c) => colleges.filter((college) => college.unitId === c.unitId)).slice(0, 3);
    if (mine.length) return collegeInfo(intent, mine);
  }
  if (intent === 'major-info' && context.interests?.topMajors.length) {
    const majors = await catalog.majors();
    const mine = context.interests.topMajors.flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length) return majorInfo(intent, mine);
  }
  if (intent === 'pay' || intent === 'career-info' || intent === 'college-info' || intent === 'major-info') {
    return answer(
      intent,
      [
        'I couldn’t find that in Waypoint’s data. Try the name as Waypoint lists it, for example “How much do electricians make?”, “Tell me about the nursing major” or “How much does Auburn University cost?”. I can answer:',
        '',
        CAPABILITIES,
        '',
        'These Waypoint tools answer it directly:',
        '',
        TOOL_LINKS,
      ],
      [],
    );
  }
  return cannotAnswer(intent, question);
}
