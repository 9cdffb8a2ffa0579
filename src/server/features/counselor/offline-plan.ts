import type { CounselorSource } from '@domain/counselor/schemas';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import type { PlanFacts, ResolvedFacts } from './counselor.facts';

/*
 * The offline counselor's answer to "is this debt OK for this path?" (issue
 * 17): the grade, the tiered Standard and RAP payments and the safe amount,
 * each figure named with where it comes from and, for earnings, its horizon.
 */

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "for **Psychology**", "for **Electricians**": what the debt is for, as the catalog names it. */
function pathName(plan: PlanFacts): string {
  const name = plan.majorName ?? plan.careerTitle ?? plan.collegeName;
  return name ? `for **${name}**` : 'on your expected income';
}

function debtLine(plan: PlanFacts): string {
  if (plan.perYear === null) return `**${wholeUsd(plan.debt)}**`;
  return `**${wholeUsd(plan.debt)}** (${wholeUsd(plan.perYear)} a year for ${plan.years} years)`;
}

function safeLine(plan: PlanFacts): string {
  const [low, moderate] = plan.safe;
  const parts = [
    low?.maxDebt != null ? `at most **${wholeUsd(Math.floor(low.maxDebt))}** to keep an **A-** (low risk)` : null,
    moderate?.maxDebt != null ? `**${wholeUsd(Math.floor(moderate.maxDebt))}** to stay at **B+** (moderate risk)` : null,
  ].filter(Boolean);
  return `- **Safe amount for this path:** ${parts.join(', ')}.`;
}

function extraLines(plan: PlanFacts, facts: ResolvedFacts): string[] {
  const lines: string[] = [];
  if (plan.typicalDebt !== null && plan.majorName)
    lines.push(`- The typical ${plan.majorName} graduate leaves with ${wholeUsd(plan.typicalDebt)} of federal debt (median).`);
  const career = facts.career;
  if (career && plan.earnings.kind !== 'career' && career.medianPay !== null)
    lines.push(
      `- **${career.title}** earn a median of ${wholeUsd(career.medianPay)} a year (${EARNINGS_HORIZON_LABELS['all-workers'].short}, not starting pay); typical entry education: ${career.entryEducation ?? 'not reported'}.`,
    );
  const college = facts.college;
  if (college) {
    const price = college.averageNetPrice === null ? 'not reported' : `${wholeUsd(college.averageNetPrice)} a year`;
    const debt = college.medianDebt === null ? 'not reported' : wholeUsd(college.medianDebt);
    lines.push(`- **${college.name}**: average net price ${price}; its graduates’ median federal debt ${debt}.`);
  } else if (facts.collegeCandidates.length > 1) {
    const names = facts.collegeCandidates.map((candidate) => candidate.name).join(', ');
    lines.push(`- Several colleges go by the name you used (${names}): name the one you mean to see its price and its graduates’ debt.`);
  }
  return lines;
}

function sourceLines(sources: readonly CounselorSource[]): string[] {
  return sources.map(
    (source) => `- ${source.label}: ${source.name}${source.year ? ` (${source.year})` : ''}${source.estimate ? ', estimate' : ''}`,
  );
}

/** The answer's lines; the caller adds the sources list. */
export function planAnswerLines(plan: PlanFacts, facts: ResolvedFacts, sources: readonly CounselorSource[]): string[] {
  const ratio = plan.grade.debtToIncome ?? 0;
  return [
    `${debtLine(plan)} ${pathName(plan)} gets a financial grade of **${plan.grade.grade}** (${plan.grade.risk} risk).`,
    '',
    `- **Earnings used:** ${plan.earnings.label}, **${wholeUsd(plan.earnings.annual)}** a year (${plan.earnings.horizon}). The debt is **${ratio.toFixed(2)} times** that.`,
    `- **Monthly payment, tiered Standard plan:** **${money(plan.standard.monthlyPayment)}** over ${plan.standard.years} years at ${plan.standard.ratePercent}% (the ${plan.standard.rateAwardYear} undergraduate rate), ${usd(plan.standard.totalPaid)} in all.`,
    `- **Repayment Assistance Plan (RAP):** **${money(plan.rapMonthlyPayment)}** a month in the first year on ${wholeUsd(plan.earnings.annual)} of income with no dependents. RAP follows income, not the debt, so a bigger loan takes longer to repay.`,
    safeLine(plan),
    ...extraLines(plan, facts),
    '',
    plan.gradeExplanation ?? '',
    '',
    'The grade is debt ÷ a year of income: up to 0.79 is an A-, up to 1.05 a B+, above 2.1 a D and above 3.14 an F.',
    '',
    'Where the figures come from:',
    ...sourceLines(sources),
    '',
    'Try other amounts in the [debt calculator](/debt-calculator), or compare majors on the [outcomes page](/outcomes).',
  ];
}
