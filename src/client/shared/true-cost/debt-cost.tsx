import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS, REPAYMENT_RULES } from '@data/federal-loans';
import { PRIVATE_LOAN_ASSUMPTION } from '@data/private-loans';
import type { Citation } from '@domain/finance/loans';
import { gradeAtRepayment, paymentShareOf, type PlannedDebtCost } from '@domain/money-plan/planned-debt';
import { RISK_LABEL_KEYS } from '@client/shared/financial-expectations/grade-texts';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { currentTrueCostTerms } from '@client/shared/lib/true-cost-terms';
import { formatRatio, formatShare } from '@client/ui/format';

/**
 * A planned debt at its true cost, the same block on every page that takes a debt: the payment for
 * all the loans together, the sentence naming what lies beyond the federal limits, each loan's
 * balance at repayment and payment, the plan the payment assumes, and the sources. `compact` (the one-page student
 * report) keeps every figure and source but says what the figures assume in one sentence instead of three.
 */
export function DebtCost({
  cost,
  monthlyIncome = null,
  today = new Date(),
  headingLevel = 3,
  compact = false,
}: {
  cost: PlannedDebtCost;
  /** The income the page graded against; adds the payment's share and the grade at repayment. */
  monthlyIncome?: number | null;
  today?: Date;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const t = useT('true-cost', 'grades');
  const format = useFormatters();
  const dated = currentTrueCostTerms(today);
  const { terms } = dated;
  if (cost.allDebtAtRepayment <= 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  const share = paymentShareOf(cost, monthlyIncome);
  const grade = gradeAtRepayment(cost, monthlyIncome);
  const rateEntry = DIRECT_LOAN_RATES.find((r) => r.awardYear === dated.rateAwardYear);
  const tiered = REPAYMENT_RULES.find((r) => r.rule === 'tiered-standard');
  const cited: Citation[] = [
    ...(rateEntry?.sources.slice(0, 1) ?? []),
    ...FEDERAL_LOAN_LIMITS.dependentUndergraduate.sources.slice(0, 1),
    ...FEDERAL_LOAN_LIMITS.from2026.sources.slice(0, 1),
    ...(tiered?.sources.slice(0, 1) ?? []),
    ...(cost.private.repayment ? PRIVATE_LOAN_ASSUMPTION.sources : []),
  ];
  const sources = cited.filter((source, index) => cited.findIndex((other) => other.url === source.url) === index);

  return (
    <section className={compact ? 'space-y-1 text-sm' : 'space-y-2 rounded-xl bg-slate-50 p-4 text-sm'} data-testid="debt-cost">
      <Heading className="text-base font-semibold">{t('true-cost.heading')}</Heading>
      <p>
        <strong className="text-lg" data-testid="debt-cost-monthly">
          {t('true-cost.monthly', { payment: format.usdCents(cost.monthlyPayment) })}
        </strong>
        {share !== null ? <span className="block">{t('true-cost.share', { share: formatShare(share) })}</span> : null}
      </p>
      <p data-testid="beyond-federal" className={cost.beyondFederal ? 'font-semibold text-amber-900' : undefined}>
        {cost.beyondFederal
          ? t('true-cost.beyondFederal', {
              amount: format.usd(cost.beyondFederal.amount),
              limit: format.usd(cost.beyondFederal.federalLimit),
              years: cost.years,
            })
          : t('true-cost.withinFederal', { years: cost.years })}
      </p>
      <LoanLines cost={cost} plusFeePercent={terms.plusFeePercent} />
      {grade.risk && grade.debtToIncome !== null ? (
        <p>
          {t('true-cost.gradeAtRepayment', {
            debt: format.usdCents(cost.allDebtAtRepayment),
            ratio: formatRatio(grade.debtToIncome),
            grade: grade.grade,
            risk: t(RISK_LABEL_KEYS[grade.risk]),
          })}
        </p>
      ) : null}
      {compact ? (
        <p className="text-slate-700">
          {t('true-cost.basisShort', { years: cost.years, assumed: cost.yearsAssumed ? 'yes' : 'no' })}{' '}
          {t(dated.ratesCoverToday ? 'true-cost.rates' : 'true-cost.ratesLatest', { awardYear: dated.rateAwardYear })}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('true-cost.plan')}</p>
          <p className="text-slate-700">
            {t(cost.yearsAssumed ? 'true-cost.yearsAssumed' : 'true-cost.yearsGiven', { years: cost.years })}{' '}
            {t(dated.ratesCoverToday ? 'true-cost.rates' : 'true-cost.ratesLatest', { awardYear: dated.rateAwardYear })}
          </p>
        </>
      )}
      <p className="text-slate-700">
        {t('true-cost.sources')}{' '}
        {sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? '; ' : ''}
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {source.publisher}
              <span className="sr-only"> {t('true-cost.newTab')}</span>
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}

/** Each kind of loan (the student's federal loans, the parent's PLUS loans, private loans): its balance at repayment and payment. */
function LoanLines({ cost, plusFeePercent }: { cost: PlannedDebtCost; plusFeePercent: number }) {
  const t = useT('true-cost');
  const format = useFormatters();
  const years = (months: number) => months / 12;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {cost.student.repayment ? (
        <li>
          {t('true-cost.student', {
            debt: format.usd(cost.student.debt.principal),
            atRepayment: format.usdCents(cost.student.debt.atRepayment),
            payment: format.usdCents(cost.student.repayment.monthlyPayment),
            years: years(cost.student.repayment.months),
            rate: cost.student.debt.ratePercent,
          })}
        </li>
      ) : null}
      {cost.parent.repayment ? (
        <li>
          {t('true-cost.parent', {
            debt: format.usd(cost.parent.debt.principal),
            atRepayment: format.usdCents(cost.parent.debt.atRepayment),
            payment: format.usdCents(cost.parent.repayment.monthlyPayment),
            years: years(cost.parent.repayment.months),
            rate: cost.parent.debt.ratePercent,
            fee: plusFeePercent,
          })}
        </li>
      ) : null}
      {cost.private.repayment ? (
        <li>
          {t('true-cost.private', {
            debt: format.usd(cost.private.debt.principal),
            atRepayment: format.usdCents(cost.private.debt.atRepayment),
            payment: format.usdCents(cost.private.repayment.monthlyPayment),
            years: years(cost.private.repayment.months),
            rate: cost.private.debt.ratePercent,
            year: PRIVATE_LOAN_ASSUMPTION.year,
          })}
        </li>
      ) : null}
    </ul>
  );
}
