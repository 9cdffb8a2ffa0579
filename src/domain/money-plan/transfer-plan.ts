import { fromCents, toCents } from '@domain/finance/loans';
import {
  borrowingOutcome,
  type BorrowingOutcome,
  type CollegeMoneyPlan,
  type GapFunding,
  type MoneyPlanInputs,
  type MoneyPlanTerms,
} from './money-plan';
import { trueCostOfYearlyBorrowing } from './true-cost';

/*
 * The transfer route (2 + 2): two years at a two-year college for its price, then two years at a four-year college
 * for its price, to the same bachelor's degree as four years at the four-year college. Pure, on the same terms and
 * the same family figures as the one-college plan, so the two sit side by side.
 *
 * - Each year costs its college's yearly net price for the family (the bracket price, or the average the caller
 *   picked with comparablePrice); a negative price counts as 0.
 * - The family's money: the yearly contribution each year, and the savings and extra grants spread evenly over the
 *   four years. What a cheap year leaves over is kept for the next year (a family does not borrow in a year its own
 *   money covers). With the same price every year this is exactly the one-college plan's even spread.
 * - Each year's shortfall is borrowed within the limits of that year in school (years 3 and 4 at the four-year
 *   college borrow within the third-year limit), then Parent PLUS, then privately (true-cost.ts).
 */

export const TRANSFER_FIRST_YEARS = 2;
export const TRANSFER_SECOND_YEARS = 2;
const TRANSFER_YEARS = TRANSFER_FIRST_YEARS + TRANSFER_SECOND_YEARS;

export type TransferSide = 'first' | 'second';

export type TransferYearPrice = {
  /** 1-based year in school. */
  readonly year: number;
  readonly at: TransferSide;
  readonly netPrice: number;
};

export type TransferMoneyPlan =
  | { readonly status: 'no-net-price'; readonly missing: readonly TransferSide[] }
  | ({
      readonly status: 'planned';
      readonly firstPricePerYear: number;
      readonly secondPricePerYear: number;
      readonly prices: readonly TransferYearPrice[];
      readonly totalNetPrice: number;
      readonly familyContribution: number;
      readonly savings: number;
      readonly extraGrants: number;
      /** What the family's money covers beyond the prices (0 when there is a gap). */
      readonly surplus: number;
      readonly gap: number;
    } & BorrowingOutcome);

const usable = (price: number | null): price is number => price !== null && Number.isFinite(price);

/**
 * The transfer plan: `firstPrice` a year at the two-year college, `secondPrice` a year at the four-year college
 * (null: not reported, and the plan says which is missing).
 *
 * Hand-checked ($4,000 a year at the two-year college, $20,000 at the four-year one; $3,000 a year from the family,
 * $2,000 of savings, 2025-26 rates, subsidized "not sure"): each year the family has $3,000 + $500 = $3,500, so
 * it borrows $500, $500, $16,500 and $16,500 ($34,000 = $48,000 of prices − $14,000). Direct Loans 500 + 500 +
 * 7,500 + 7,500 = $16,000 (the third-year limit in years 3 and 4); Parent PLUS 0 + 0 + 9,000 + 9,000 = $18,000.
 * Interest to repayment (month 51) at 6.39%: $129.13 + $97.18 + $978.47 + $499.22 = $1,704.00, so the student owes
 * $17,704.00: $200.04 a month for 10 years (1,770,400¢ × 0.005325 ÷ (1 − 1.005325^−120) = 20,003.59¢). PLUS at 8.94%:
 * $1,642.72 + $838.12 = $2,480.84 (each half's interest rounds to the cent: 4,500 × 0.00745 × 27 = $905.17), so
 * $20,480.84: $258.78 a month for 10 years. $458.82 a month in all. Four years at the four-year college borrow
 * $66,000 ($16,500 a year: Direct Loans $27,000, Parent PLUS $39,000).
 */
export function transferMoneyPlan(
  firstPrice: number | null,
  secondPrice: number | null,
  inputs: MoneyPlanInputs,
  careerAnnualPay: number | null,
  terms: MoneyPlanTerms,
): TransferMoneyPlan {
  const missing: TransferSide[] = [];
  if (!usable(firstPrice)) missing.push('first');
  if (!usable(secondPrice)) missing.push('second');
  if (!usable(firstPrice) || !usable(secondPrice)) return { status: 'no-net-price', missing };
  const first = Math.max(0, firstPrice);
  const second = Math.max(0, secondPrice);
  const prices: TransferYearPrice[] = Array.from({ length: TRANSFER_YEARS }, (_, index) =>
    index < TRANSFER_FIRST_YEARS ? { year: index + 1, at: 'first', netPrice: first } : { year: index + 1, at: 'second', netPrice: second },
  );

  // In cents: the savings and grants spread evenly (a leftover cent in the first years), a year's leftover carried on.
  const pooled = toCents(inputs.savings) + toCents(inputs.extraGrants);
  const share = Math.floor(pooled / TRANSFER_YEARS);
  const extraCents = pooled - share * TRANSFER_YEARS;
  let carry = 0;
  const needs = prices.map((row, index) => {
    const available = toCents(inputs.contributionPerYear) + share + (index < extraCents ? 1 : 0) + carry;
    const price = toCents(row.netPrice);
    carry = Math.max(0, available - price);
    return Math.max(0, price - available);
  });
  const gapCents = needs.reduce((sum, need) => sum + need, 0);
  const totalNetPrice = fromCents(toCents(first) * TRANSFER_FIRST_YEARS + toCents(second) * TRANSFER_SECOND_YEARS);
  const cost = trueCostOfYearlyBorrowing(needs.map(fromCents), inputs.subsidizedEligibility, terms);
  const split = cost.split;
  const funding: GapFunding = {
    years: split.years.map((row, index) => ({
      year: row.year,
      need: fromCents(needs[index]!),
      directLoan: fromCents(toCents(row.subsidized) + toCents(row.unsubsidized)),
      parentPlus: row.parentPlus,
      unfunded: row.private,
    })),
    directLoans: split.directLoans,
    parentPlus: split.parentPlus,
    unfunded: split.private,
  };
  return {
    status: 'planned',
    firstPricePerYear: first,
    secondPricePerYear: second,
    prices,
    totalNetPrice,
    familyContribution: inputs.contributionPerYear * TRANSFER_YEARS,
    savings: inputs.savings,
    extraGrants: inputs.extraGrants,
    surplus: fromCents(carry),
    gap: fromCents(gapCents),
    ...borrowingOutcome(cost, funding, inputs, careerAnnualPay),
  };
}

export type TransferSavings = {
  /** Four years at the four-year college minus the transfer route: positive when the route costs less. */
  readonly netPrice: number;
  readonly borrowed: number;
  readonly allDebtAtRepayment: number;
  readonly monthlyPayment: number;
  /** The route costs less in net price. */
  readonly saves: boolean;
};

type Planned<T> = Extract<T, { status: 'planned' }>;

/** What the transfer route saves against four years at the four-year college (each figure: four-year − route). */
export function transferSavings(route: Planned<TransferMoneyPlan>, fourYear: Planned<CollegeMoneyPlan>): TransferSavings {
  const minus = (a: number, b: number) => fromCents(toCents(a) - toCents(b));
  const borrowed = (plan: { funding: GapFunding }) =>
    fromCents(toCents(plan.funding.directLoans) + toCents(plan.funding.parentPlus) + toCents(plan.funding.unfunded));
  const netPrice = minus(fourYear.totalNetPrice, route.totalNetPrice);
  return {
    netPrice,
    borrowed: minus(borrowed(fourYear), borrowed(route)),
    allDebtAtRepayment: minus(fourYear.allDebtAtRepayment, route.allDebtAtRepayment),
    monthlyPayment: minus(fourYear.monthlyPaymentAll, route.monthlyPaymentAll),
    saves: netPrice > 0,
  };
}

/**
 * What starting at the two-year college saves in net price alone, by the family's yearly prices: two years of the
 * difference (null without both prices; 0 or less: no saving). The money plan adds the loans and their interest.
 */
export function transferPriceSaving(firstPrice: number | null, secondPrice: number | null): number | null {
  if (!usable(firstPrice) || !usable(secondPrice)) return null;
  return TRANSFER_FIRST_YEARS * (Math.max(0, secondPrice) - Math.max(0, firstPrice));
}
