import type { CounselorSource } from '@domain/counselor/schemas';
import type { PlanFacts, ResolvedFacts } from './counselor.facts';
import { earningsBasisWords, educationWords, gradeExplanationWords, offlineWords, riskWords, type OfflineWords } from './offline-lines';

/*
 * The offline counselor's answer to "is this debt OK for this path?": the
 * grade, the one monthly payment for the planned debt at its true cost (the
 * pages' figure), RAP and the safe amount, each figure named with where it
 * comes from and, for earnings, its horizon.
 */

const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "for **Psychology**", "for **Electricians**": what the debt is for, as the catalog names it. */
function pathName({ t }: OfflineWords, plan: PlanFacts): string {
  const name = plan.majorName ?? plan.careerTitle ?? plan.collegeName;
  return name ? t('counselor-replies.plan.pathFor', { name }) : t('counselor-replies.plan.pathExpectedIncome');
}

function debtLine({ t }: OfflineWords, plan: PlanFacts): string {
  // A yearly amount always comes with its years (the question's "a year" over its study years).
  if (plan.perYear === null || plan.years === null) return `**${wholeUsd(plan.debt)}**`;
  return t('counselor-replies.plan.debtPerYear', { debt: wholeUsd(plan.debt), perYear: wholeUsd(plan.perYear), years: plan.years });
}

function safeLine({ t }: OfflineWords, plan: PlanFacts): string {
  const [low, moderate] = plan.safe;
  const parts = [
    low?.maxDebt != null ? t('counselor-replies.plan.keepAMinus', { amount: wholeUsd(Math.floor(low.maxDebt)) }) : null,
    moderate?.maxDebt != null ? t('counselor-replies.plan.stayBPlus', { amount: wholeUsd(Math.floor(moderate.maxDebt)) }) : null,
  ].filter(Boolean);
  return t('counselor-replies.plan.safe', { parts: parts.join(', ') });
}

function extraLines(w: OfflineWords, plan: PlanFacts, facts: ResolvedFacts): string[] {
  const { t } = w;
  const lines: string[] = [];
  if (plan.typicalDebt !== null && plan.majorName)
    lines.push(t('counselor-replies.plan.typicalDebt', { major: plan.majorName, debt: wholeUsd(plan.typicalDebt) }));
  const career = facts.career;
  if (career && plan.earnings.kind !== 'career' && career.medianPay !== null)
    lines.push(
      t('counselor-replies.plan.careerPay', {
        title: w.careerTitle(career),
        pay: wholeUsd(career.medianPay),
        horizon: t('counselor-replies.offline.horizon.allWorkers'),
        education: educationWords(w, career.entryEducation),
      }),
    );
  const college = facts.college;
  if (college) {
    const price =
      college.averageNetPrice === null
        ? t('counselor-replies.offline.notReported')
        : t('counselor-replies.plan.perYear', { amount: wholeUsd(college.averageNetPrice) });
    const debt = college.medianDebt === null ? t('counselor-replies.offline.notReported') : wholeUsd(college.medianDebt);
    lines.push(t('counselor-replies.plan.college', { name: college.name, price, debt }));
  } else if (facts.collegeCandidates.length > 1) {
    lines.push(
      t('counselor-replies.plan.severalColleges', { names: facts.collegeCandidates.map((candidate) => candidate.name).join(', ') }),
    );
  }
  return lines;
}

function sourceLines({ t }: OfflineWords, sources: readonly CounselorSource[]): string[] {
  return sources.map(
    (source) =>
      `- ${source.label}: ${source.name}${source.year ? ` (${source.year})` : ''}${source.estimate ? t('counselor-replies.plan.estimate') : ''}`,
  );
}

/** The answer's lines; the caller adds the sources list. */
export function planAnswerLines(
  plan: PlanFacts,
  facts: ResolvedFacts,
  sources: readonly CounselorSource[],
  w: OfflineWords = offlineWords('en'),
): string[] {
  const { t } = w;
  const ratio = plan.grade.debtToIncome ?? 0;
  const name = plan.earnings.kind === 'major' ? plan.majorName : plan.earnings.kind === 'career' ? plan.careerTitle : plan.collegeName;
  const earnings = earningsBasisWords(w, plan.earnings.kind, name);
  const { trueCost } = plan;
  return [
    t('counselor-replies.plan.headline', {
      debt: debtLine(w, plan),
      path: pathName(w, plan),
      grade: plan.grade.grade,
      risk: riskWords(w, plan.grade.risk) || String(plan.grade.risk),
    }),
    '',
    t('counselor-replies.plan.earnings', {
      label: earnings.label,
      annual: wholeUsd(plan.earnings.annual),
      horizon: earnings.horizon,
      ratio: ratio.toFixed(2),
    }),
    t('counselor-replies.plan.payment', {
      monthly: money(trueCost.monthlyPayment),
      atRepayment: money(trueCost.allDebtAtRepayment),
      years: trueCost.schoolYears,
      awardYear: trueCost.rateAwardYear,
    }),
    ...(trueCost.parts.length > 1
      ? trueCost.parts.map((part) =>
          t('counselor-replies.plan.part', {
            kind: part.kind,
            principal: wholeUsd(part.principal),
            rate: part.ratePercent,
            monthly: money(part.monthlyPayment),
            years: part.months / 12,
          }),
        )
      : []),
    ...(trueCost.beyondFederal
      ? [
          t('counselor-replies.plan.beyond', {
            amount: wholeUsd(trueCost.beyondFederal.amount),
            limit: wholeUsd(trueCost.beyondFederal.federalLimit),
            years: trueCost.schoolYears,
          }),
        ]
      : []),
    t('counselor-replies.plan.rap', { monthly: money(plan.rapMonthlyPayment), annual: wholeUsd(plan.earnings.annual) }),
    safeLine(w, plan),
    ...extraLines(w, plan, facts),
    '',
    plan.gradeExplanation ? gradeExplanationWords(w, plan.grade.grade, plan.gradeExplanation) : '',
    '',
    t('counselor-replies.plan.gradeRule'),
    '',
    t('counselor-replies.plan.whereFrom'),
    ...sourceLines(w, sources),
    '',
    t('counselor-replies.plan.tryOther'),
  ];
}
