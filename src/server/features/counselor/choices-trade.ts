import type { Career } from '@domain/catalog/schemas';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import type { ServerTranslate } from '@server/shared/messages';
import { planFor, type ResolvedFacts } from './counselor.facts';
import { done, money, riskText, wholeUsd, type ChoiceAnswer } from './choices-shared';
import { careerLabel, rowSource, type ShownNames } from './counselor.tools';
import { educationWords, trainingWords } from './offline-lines';

/* ---------- a trade vs the planned degree ---------- */

export function tradeAnswer(
  t: ServerTranslate,
  trade: Career | null,
  facts: ResolvedFacts,
  context: CounselorContext,
  majorName: string | null,
  shown: ShownNames,
  today: Date,
): ChoiceAnswer {
  if (!trade) return done('trade-vs-degree', [t('counselor-replies.answer.tradeNeedTrade')], []);
  const title = shown.careerTitle(trade);
  const sources: CounselorSource[] = [rowSource({ ...careerLabel(trade), values: { name: title } }, trade.source)];
  if (trade.trainingSource)
    sources.push(rowSource({ key: 'counselor-replies.source.training', values: { name: title }, career: trade }, trade.trainingSource));
  const lines = [
    t('counselor-replies.answer.tradeLine', {
      career: title,
      pay: trade.medianPay === null ? t('counselor-replies.answer.notReported') : wholeUsd(trade.medianPay),
      education: educationWords({ t }, trade.entryEducation),
      training: trainingWords({ t }, trade.onTheJobTraining),
    }),
  ];
  if (/apprentice/i.test(trade.onTheJobTraining ?? '')) lines.push(t('counselor-replies.answer.tradePaysWhileTraining'));
  const income = context.finances?.monthlyIncome ?? 0;
  const plannedDebt = facts.debt?.total ?? (context.finances && context.finances.plannedDebt > 0 ? context.finances.plannedDebt : null);
  if (plannedDebt === null) {
    lines.push('', t('counselor-replies.answer.tradeNeedPlan'));
    return done('trade-vs-degree', lines, sources);
  }
  // The planned degree is graded on its own earnings (the major named, else the student's expected income), never the trade's pay.
  const plan = planFor(
    {
      ...facts,
      career: null,
      salary: null,
      debt: facts.debt ?? { total: plannedDebt, text: wholeUsd(plannedDebt), perYear: null, years: null },
    },
    today,
    income > 0 ? income * 12 : null,
  );
  if (!plan) {
    lines.push('', t('counselor-replies.answer.tradeNeedEarnings', { debt: wholeUsd(plannedDebt) }));
    return done('trade-vs-degree', lines, sources);
  }
  lines.push(
    '',
    t('counselor-replies.answer.tradePlan', {
      debt: wholeUsd(plan.data.debt),
      major: majorName ?? '',
      hasMajor: majorName && plan.data.earnings.kind === 'major' ? 'yes' : 'no',
      grade: plan.data.grade.grade,
      risk: riskText(t, plan.data.grade.risk),
      monthly: money(plan.data.trueCost.monthlyPayment),
      earnings: wholeUsd(plan.data.earnings.annual),
      basis: plan.data.earnings.kind === 'major' ? 'major' : 'expected',
    }),
  );
  if (trade.medianPay !== null && plan.data.earnings.kind === 'major') lines.push(t('counselor-replies.answer.tradeHorizons'));
  lines.push('', t('counselor-replies.answer.tradeYourCall'));
  return done('trade-vs-degree', lines, [...sources, ...plan.sources]);
}
