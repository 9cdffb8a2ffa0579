import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import type { MessageKey } from '@locales/keys';
import { dollarAmounts, studyYears, termYears } from '@domain/counselor/intents';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import { maxDebtForGrade } from '@domain/finance/grade';
import type { CounselorCatalog } from './counselor.catalog';
import { earningsBasis, type ResolvedFacts } from './counselor.facts';
import { borrowingFor, citationSource, describeCareers, gradeFor, labelledSource, loanPayment } from './counselor.tools';
import {
  answer,
  careerInSentence,
  earningsBasisWords,
  gradeExplanationWords,
  pct,
  riskWords,
  toolLinks,
  usd,
  wholeUsd,
  type OfflineAnswer,
  type OfflineWords,
  type Resolved,
} from './offline-lines';

/*
 * The offline counselor's money answers: how much to borrow on the salary the question is about, a loan's monthly
 * payment, the student's financial grade, and where to look for scholarships.
 */

const SCHOLARSHIP_PAGE: CounselorSource = labelledSource(
  { key: 'counselor-replies.source.scholarshipGuide' },
  { name: 'Waypoint scholarship guide and directory', year: null, url: '/resources/scholarships', estimate: false },
);
/** The salary a money question is about: one it states, a career it names, the student's expectation, or their top career. */
async function expectedSalary(
  w: OfflineWords,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
): Promise<{ salary: number; basis: string; sources: CounselorSource[] } | null> {
  const { t } = w;
  const amounts = dollarAmounts(question);
  if (amounts.length && /\b(earn|make|salary|income|paid)\b/i.test(question))
    return { salary: amounts[0]!, basis: t('counselor-replies.offline.salaryGiven'), sources: [] };
  // The path the question names, read whole-word: a major's early-career earnings before a career's median pay.
  const path = earningsBasis(facts);
  if (path && path.kind !== 'salary') {
    const named =
      path.kind === 'major' && facts.major
        ? w.majorName(facts.major)
        : path.kind === 'career' && facts.career
          ? w.careerTitle(facts.career)
          : facts.college?.name;
    const { label, horizon } = earningsBasisWords(w, path.kind, named ?? null);
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
      basis: t('counselor-replies.offline.medianPayOf', { title: careerInSentence(w, w.careerTitle(withPay)) }),
      sources: describeCareers([withPay]).sources,
    };
  if (context.finances && context.finances.monthlyIncome > 0) {
    return {
      salary: context.finances.monthlyIncome * 12,
      basis: t('counselor-replies.offline.expectedIncomeBasis', { monthly: wholeUsd(context.finances.monthlyIncome) }),
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
      basis: t('counselor-replies.offline.topCareerBasis', { title: careerInSentence(w, w.careerTitle(top)) }),
      sources: describeCareers([top]).sources,
    };
  return null;
}

export async function borrowing(
  w: OfflineWords,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
  facts: ResolvedFacts,
  today: Date,
): Promise<OfflineAnswer> {
  const { t } = w;
  const years = studyYears(question) ?? 4;
  const salary = await expectedSalary(w, question, context, catalog, names, facts);
  const limitsOnly = borrowingFor({ annualSalary: 0, yearsOfStudy: years }, today);
  const limits = limitsOnly.data.federalLimits;
  const limitLines = [
    t('counselor-replies.offline.federalLimits', {
      years,
      dependent: wholeUsd(limits.dependentUndergraduate),
      independent: wholeUsd(limits.independentUndergraduate),
      parentPlus: wholeUsd(limits.parentPlus2026),
    }),
  ];
  if (!salary) {
    return answer(
      'borrowing',
      [t('counselor-replies.offline.borrowUnknownSalary'), '', ...limitLines, '', t('counselor-replies.offline.borrowTellMe')],
      limitsOnly.sources,
    );
  }
  const result = borrowingFor({ annualSalary: salary.salary, yearsOfStudy: years }, today);
  const [low, moderate] = result.data.ceilings;
  const line = (c: typeof low) =>
    c && c.maxDebt !== null
      ? [
          t('counselor-replies.offline.borrowCeiling', {
            grade: c.grade,
            max: wholeUsd(Math.floor(c.maxDebt)),
            monthly: usd(c.monthlyPayment ?? 0),
            years,
          }),
          ...(c.beyondFederal ? [t('counselor-replies.offline.borrowBeyondFederal', { amount: wholeUsd(c.beyondFederal) })] : []),
        ].join(' ')
      : '';
  return answer(
    'borrowing',
    [
      t('counselor-replies.offline.borrowBasis', { basis: salary.basis, salary: wholeUsd(salary.salary) }),
      '',
      line(low),
      line(moderate),
      '',
      ...limitLines,
      '',
      t('counselor-replies.offline.borrowLess'),
    ],
    [...salary.sources, ...result.sources],
  );
}

export function payment(w: OfflineWords, question: string, context: CounselorContext, today: Date): OfflineAnswer {
  const { t } = w;
  const amounts = dollarAmounts(question);
  const principal = amounts[0] ?? (context.finances && context.finances.plannedDebt > 0 ? context.finances.plannedDebt : null);
  if (principal === null || principal <= 0) {
    return answer('payment', [t('counselor-replies.offline.paymentAsk'), '', toolLinks(w)], []);
  }
  const result = loanPayment({ principal, years: termYears(question) }, today);
  const facts = result.data;
  const lines = [
    t('counselor-replies.offline.paymentIntro', {
      principal: wholeUsd(facts.principal),
      rate: facts.ratePercent,
      awardYear: facts.rateAwardYear,
      years: facts.years,
    }),
    '',
    t('counselor-replies.offline.paymentMonthly', { amount: usd(facts.monthlyPayment) }),
    t('counselor-replies.offline.paymentTotal', { total: usd(facts.totalPaid), interest: usd(facts.totalInterest) }),
  ];
  if (facts.termFromStandardPlan) lines.push('', t('counselor-replies.offline.paymentTerm', { years: facts.years }));
  const income = context.finances?.monthlyIncome;
  if (income && income > 0)
    lines.push('', t('counselor-replies.offline.paymentShare', { share: pct(facts.monthlyPayment / income), income: wholeUsd(income) }));
  else lines.push('', t('counselor-replies.offline.paymentWhetherSafe'));
  lines.push('', t('counselor-replies.offline.paymentCalculator'));
  return answer('payment', lines, result.sources);
}

export function grade(w: OfflineWords, context: CounselorContext): OfflineAnswer {
  const { t } = w;
  if (!context.finances || context.finances.monthlyIncome <= 0) {
    return answer(
      'grade',
      [t('counselor-replies.offline.gradeExplain'), '', t('counselor-replies.offline.gradeNoFinances')],
      gradeFor({ monthlyIncome: 0, plannedDebt: 0 }).sources,
    );
  }
  const result = gradeFor({ monthlyIncome: context.finances.monthlyIncome, plannedDebt: context.finances.plannedDebt });
  const facts = result.data;
  const lines = [
    t('counselor-replies.offline.gradeYours', {
      grade: facts.grade,
      risk: riskWords(w, facts.risk),
      debt: wholeUsd(facts.plannedDebt),
      monthly: wholeUsd(facts.monthlyIncome),
      yearly: wholeUsd(facts.monthlyIncome * 12),
      ratio: facts.debtToIncome!.toFixed(2),
    }),
    '',
    facts.explanation ? gradeExplanationWords(w, facts.grade, facts.explanation) : '',
  ];
  const better = facts.grade === 'A+' ? null : maxDebtForGrade(facts.monthlyIncome, 'A-');
  if (better !== null && better < facts.plannedDebt)
    lines.push('', t('counselor-replies.offline.gradeBetter', { amount: wholeUsd(better) }));
  return answer('grade', lines, result.sources);
}

/** The scholarship guide's first five places to look, one list item each (the test beside keeps English equal to the guide). */
export const SCHOLARSHIP_PLACE_KEYS: readonly MessageKey[] = [
  'counselor-replies.offline.scholarship.counselor',
  'counselor-replies.offline.scholarship.colleges',
  'counselor-replies.offline.scholarship.searchTools',
  'counselor-replies.offline.scholarship.closeToHome',
  'counselor-replies.offline.scholarship.fafsa',
];

export function scholarships({ t }: OfflineWords): OfflineAnswer {
  const guide = SCHOLARSHIP_GUIDE;
  return answer(
    'scholarships',
    [
      t('counselor-replies.offline.scholarshipsIntro'),
      '',
      ...SCHOLARSHIP_PLACE_KEYS.map((key) => t(key)),
      '',
      `**${t('counselor-replies.offline.scholarshipScamRule')}**`,
      '',
      t('counselor-replies.offline.scholarshipDirectory'),
    ],
    [
      SCHOLARSHIP_PAGE,
      ...guide.scams.sources.slice(0, 2).map((citation) => citationSource({ key: 'counselor-replies.source.scholarshipScams' }, citation)),
    ],
  );
}
