import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { dollarAmounts, studyYears, termYears } from '@domain/counselor/intents';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import { maxDebtForGrade } from '@domain/finance/grade';
import type { CounselorCatalog } from './counselor.catalog';
import { earningsBasis, type ResolvedFacts } from './counselor.facts';
import { borrowingFor, citationSource, describeCareers, gradeFor, loanPayment } from './counselor.tools';
import type { OfflineTexts } from './offline-counselor.texts';
import { answer, pct, usd, wholeUsd, type OfflineAnswer, type Resolved } from './offline-lines';

/*
 * The offline counselor's money answers: how much to borrow on the salary the question is about, a loan's monthly
 * payment, the student's financial grade, and where to look for scholarships.
 */

const SCHOLARSHIP_PAGE: CounselorSource = {
  label: 'Scholarship guide',
  name: 'Waypoint scholarship guide and directory',
  year: null,
  url: '/resources/scholarships',
  estimate: false,
};
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

export async function borrowing(
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

export function payment(T: OfflineTexts, question: string, context: CounselorContext, today: Date): OfflineAnswer {
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

export function grade(T: OfflineTexts, context: CounselorContext): OfflineAnswer {
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

export function scholarships(T: OfflineTexts): OfflineAnswer {
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
