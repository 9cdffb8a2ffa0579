import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { PRIVATE_LOAN_ASSUMPTION } from '@data/private-loans';

/*
 * A planned debt's monthly payment at its true cost, worked out here from the published rules (not from Waypoint's
 * code), for the golden questions: the same amount borrowed each of 4 years of school; each year the student's
 * Direct Loans up to that year's dependent-undergraduate limit ($5,500, $6,500, then $7,500; $31,000 in all), then
 * Parent PLUS up to its July 2026 caps, then a private loan; each year's loan paid out in two halves (months 0 and 5
 * of the year), simple interest to the start of repayment six months after school (month 51), added to the balance;
 * federal loans repaid on the tiered Standard plan by their own balance (34 CFR 685.208), private ones over 10 years.
 */

const rate = DIRECT_LOAN_RATES.at(-1)!;
const { dependentUndergraduate: direct, from2026 } = FEDERAL_LOAN_LIMITS;

const tieredMonths = (balance: number) => 12 * (balance < 25_000 ? 10 : balance < 50_000 ? 15 : balance < 100_000 ? 20 : 25);

function level(principalCents: number, ratePercent: number, months: number): number {
  if (principalCents === 0) return 0;
  const r = ratePercent / 100 / 12;
  return Math.max(Math.round((principalCents * r) / (1 - (1 + r) ** -months)), Math.round(principalCents * r) + 1);
}

/** Interest in cents on one year's loan (cents) from its two halves to month 51, at `ratePercent`. */
function interest(cents: number, ratePercent: number, year: number): number {
  const fall = Math.ceil(cents / 2);
  const spring = cents - fall;
  const fallMonths = 51 - 12 * (year - 1);
  const r = ratePercent / 100 / 12;
  return Math.round(fall * r * fallMonths) + Math.round(spring * r * (fallMonths - 5));
}

/** Everything due a month when repayment starts, for `debt` dollars borrowed evenly over 4 years (every Direct Loan unsubsidized). */
export function blendedMonthlyPayment(debt: number): number {
  const total = Math.round(debt * 100);
  const base = Math.floor(total / 4);
  return yearlyBorrowing([1, 2, 3, 4].map((year) => (base + (year <= total - base * 4 ? 1 : 0)) / 100)).monthly;
}

/** Four years of borrowing, `needs[0]` in year 1: each loan's principal, all the debt at repayment and the monthly payment. */
export function yearlyBorrowing(needs: readonly number[]) {
  let directLeft = direct.aggregate * 100;
  let plusLeft = from2026.parentPlusAggregatePerStudent * 100;
  const parts = { direct: [0, 0], plus: [0, 0], private: [0, 0] }; // [principal, interest] in cents
  needs.forEach((amount, index) => {
    const year = index + 1;
    const need = Math.round(amount * 100);
    const d = Math.min(need, direct.annualByYear[Math.min(year, 3) - 1]! * 100, directLeft);
    directLeft -= d;
    const p = Math.min(need - d, from2026.parentPlusAnnualPerStudent * 100, plusLeft);
    plusLeft -= p;
    const v = need - d - p;
    parts.direct[0]! += d;
    parts.direct[1]! += interest(d, rate.undergraduatePercent, year);
    parts.plus[0]! += p;
    parts.plus[1]! += interest(p, rate.plusPercent, year);
    parts.private[0]! += v;
    parts.private[1]! += interest(v, PRIVATE_LOAN_ASSUMPTION.ratePercent, year);
  });
  const owed = (part: number[]) => part[0]! + part[1]!;
  const cents =
    level(owed(parts.direct), rate.undergraduatePercent, tieredMonths(owed(parts.direct) / 100)) +
    level(owed(parts.plus), rate.plusPercent, tieredMonths(owed(parts.plus) / 100)) +
    level(owed(parts.private), PRIVATE_LOAN_ASSUMPTION.ratePercent, 120);
  return {
    direct: parts.direct[0]! / 100,
    plus: parts.plus[0]! / 100,
    private: parts.private[0]! / 100,
    atRepayment: (owed(parts.direct) + owed(parts.plus) + owed(parts.private)) / 100,
    monthly: cents / 100,
  };
}
