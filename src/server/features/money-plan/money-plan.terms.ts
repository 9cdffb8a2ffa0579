import { DIRECT_LOAN_ORIGINATION_FEES, DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS, REPAYMENT_RULES } from '@data/federal-loans';
import type { RowSource } from '@domain/catalog/schemas';
import { PRIVATE_LOAN_ASSUMPTION } from '@data/private-loans';
import type { MoneyPlanTerms } from '@domain/money-plan/money-plan';
import type { Citation } from '@domain/finance/loans';
import { rateForDate } from '@domain/finance/payment-share';

/*
 * The federal figures the money plan runs on, each with its sources as the UI's source lines
 * (name, year, link, estimate). Rates and fees are the ones for loans first disbursed today;
 * when our data has no entry for today yet (a new award year, a new fee period), the latest earlier
 * one stands in and the figure is marked an estimate.
 */

/** `figure` names what the source gives us (e.g. "2025-26 rates"), so a stand-in's source line says which year's figure stands in. */
function sourceOf(citation: Citation, estimate = false, figure?: string): RowSource {
  const dated = citation.published ?? `checked ${citation.checked}`;
  return {
    name: `${citation.publisher}: ${citation.title}`,
    year: figure ? `${figure}; ${dated}` : dated,
    url: citation.url,
    estimate,
  };
}

const usDate = (iso: string, daysBack = 0) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - daysBack * 86_400_000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const rule = (id: string) => REPAYMENT_RULES.find((entry) => entry.rule === id);

export function moneyPlanTerms(today: Date) {
  const day = today.toISOString().slice(0, 10);
  const rateChoice = rateForDate(DIRECT_LOAN_RATES, day) ?? { rate: DIRECT_LOAN_RATES.at(-1)!, coversToday: false };
  const feeChoice = rateForDate(DIRECT_LOAN_ORIGINATION_FEES, day) ?? { rate: DIRECT_LOAN_ORIGINATION_FEES.at(-1)!, coversToday: false };
  const { dependentUndergraduate, from2026 } = FEDERAL_LOAN_LIMITS;
  const terms: MoneyPlanTerms = {
    directLimits: dependentUndergraduate,
    plusCaps: { annual: from2026.parentPlusAnnualPerStudent, aggregate: from2026.parentPlusAggregatePerStudent },
    undergraduateRatePercent: rateChoice.rate.undergraduatePercent,
    plusRatePercent: rateChoice.rate.plusPercent,
    directFeePercent: feeChoice.rate.subsidizedUnsubsidizedPercent,
    plusFeePercent: feeChoice.rate.plusPercent,
    privateRatePercent: PRIVATE_LOAN_ASSUMPTION.ratePercent,
  };
  const tiered = rule('tiered-standard');
  const rap = rule('rap-payment');
  return {
    terms,
    shown: {
      directAnnualByYear: [...dependentUndergraduate.annualByYear],
      directAggregate: dependentUndergraduate.aggregate,
      plusAnnual: terms.plusCaps.annual,
      plusAggregate: terms.plusCaps.aggregate,
      plusEffective: from2026.effective,
      rateAwardYear: rateChoice.rate.awardYear,
      undergraduateRatePercent: terms.undergraduateRatePercent,
      plusRatePercent: terms.plusRatePercent,
      /** False: today's award year is not in our data, so the latest rates stand in (an estimate). */
      ratesCoverToday: rateChoice.coversToday,
      directFeePercent: terms.directFeePercent,
      plusFeePercent: terms.plusFeePercent,
      feesCoverToday: feeChoice.coversToday,
      feesFrom: feeChoice.rate.firstDisbursedFrom,
      feesBefore: feeChoice.rate.firstDisbursedBefore,
      /** A stated assumption, not an offer: private lenders price each borrower. */
      privateRatePercent: PRIVATE_LOAN_ASSUMPTION.ratePercent,
      privateTermMonths: PRIVATE_LOAN_ASSUMPTION.termMonths,
      privateRateYear: PRIVATE_LOAN_ASSUMPTION.year,
    },
    sources: {
      directLimits: dependentUndergraduate.sources.map((c) => sourceOf(c)),
      plusCaps: from2026.sources.map((c) => sourceOf(c)),
      rates: rateChoice.rate.sources.map((c) => sourceOf(c, !rateChoice.coversToday, `${rateChoice.rate.awardYear} rates`)),
      fees: feeChoice.rate.sources.map((c) =>
        sourceOf(
          c,
          !feeChoice.coversToday,
          `fees for loans first disbursed ${usDate(feeChoice.rate.firstDisbursedFrom)} to ${usDate(feeChoice.rate.firstDisbursedBefore, 1)}`,
        ),
      ),
      tieredStandard: (tiered?.sources ?? []).map((c) => sourceOf(c)),
      rap: (rap?.sources ?? []).map((c) => sourceOf(c)),
      privateRate: PRIVATE_LOAN_ASSUMPTION.sources.map((c) => sourceOf(c, true, `${PRIVATE_LOAN_ASSUMPTION.year} rates, an assumption`)),
    },
    rules: { tieredStandard: tiered?.summary ?? '', rap: rap?.summary ?? '' },
  };
}
