import type { UndergraduateLimits } from '@domain/finance/loan-limits';
import { financialGrade, GRADE_TABLE, type FinancialGradeResult } from '@domain/finance/grade';
import { assertAmount, assertRatePercent, fromCents, toCents } from '@domain/finance/loans';
import { federalRepayment, privateRepayment, type RepaymentBasis } from '@domain/finance/repayment-basis';

export { federalRepayment, privateRepayment, type RepaymentBasis, type RepaymentRule } from '@domain/finance/repayment-basis';

/*
 * Debt at its true cost, for every page that shows a planned debt (grade page, calculators, money
 * plan, family view, counselor). Pure: callers pass the limits, rates and fees from
 * src/data/federal-loans.ts and the private-loan assumption from src/data/private-loans.ts.
 * Everything returned is a code or a number; each language writes its own sentence.
 *
 * Timing model (one convention everywhere, so the same debt always gives the same figure):
 * - each school year's loan is paid out in two equal halves, at the start of the fall term (month
 *   0 of that year) and of the spring term (month 5); the last school year ends at month 9;
 * - repayment starts after the 6-month grace period, so month R = 12 × (years − 1) + 9 + 6;
 * - interest is simple (federal loans accrue simple daily interest, not compounded before
 *   repayment) at the loan's fixed rate, counted in whole months from each half to R, and is
 *   added to the balance (capitalized) when repayment starts;
 * - subsidized Direct Loans accrue nothing before R (the Department pays that interest in school
 *   and in the grace period); unsubsidized Direct Loans, Parent PLUS (with the parents' in-school
 *   deferment, which runs to six months after the student leaves school) and private loans (with
 *   the usual in-school deferment) all accrue from each half to R.
 */

/** Months from the start of a school year to the spring half of its loan. */
export const SPRING_DISBURSEMENT_MONTH = 5;
/** Months from the start of the last school year to the end of classes. */
export const SCHOOL_YEAR_MONTHS = 9;
/** Direct Loan grace period after leaving school. */
export const GRACE_MONTHS = 6;

export const SUBSIDIZED_ELIGIBILITY = ['yes', 'no', 'not-sure'] as const;
export type SubsidizedEligibility = (typeof SUBSIDIZED_ELIGIBILITY)[number];

/** What the split assumed about subsidized loans: "not sure" counts every Direct Loan as unsubsidized. */
export type SubsidizedAssumption = 'subsidized-within-limits' | 'all-unsubsidized';

export type PlusCaps = { readonly annual: number; readonly aggregate: number };

export type TrueCostTerms = {
  readonly directLimits: UndergraduateLimits;
  readonly plusCaps: PlusCaps;
  readonly undergraduateRatePercent: number;
  readonly plusRatePercent: number;
  readonly directFeePercent: number;
  readonly plusFeePercent: number;
  /** The stated, sourced private-loan rate assumption. */
  readonly privateRatePercent: number;
};

export type YearBorrowing = {
  /** 1-based year in school. */
  readonly year: number;
  readonly subsidized: number;
  readonly unsubsidized: number;
  readonly parentPlus: number;
  readonly private: number;
};

export type BorrowingSplit = {
  readonly years: readonly YearBorrowing[];
  readonly subsidized: number;
  readonly unsubsidized: number;
  /** subsidized + unsubsidized: the student's Direct Loans. */
  readonly directLoans: number;
  readonly parentPlus: number;
  readonly private: number;
  readonly subsidizedAssumption: SubsidizedAssumption;
};

function assertYears(years: number): void {
  if (!Number.isInteger(years) || years < 1 || years > 10) {
    throw new RangeError(`years must be a whole number from 1 to 10, got ${years}`);
  }
}

/**
 * Splits a total to borrow, spread evenly over `years` (leftover cents in the first years), into
 * the student's Direct Loans within the dependent-undergraduate annual limit for each year in
 * school and what is left of the aggregate (the subsidized part within its own limits when the
 * student is eligible), then Parent PLUS within its July 2026 caps, then private loans.
 *
 * Hand-checked: $45,000 over 4 years is $11,250 a year. Direct Loans 5,500 + 6,500 + 7,500 +
 * 7,500 = $27,000; Parent PLUS 5,750 + 4,750 + 3,750 + 3,750 = $18,000; nothing private. Eligible
 * for subsidized loans: 3,500 + 4,500 + 5,500 + 5,500 = $19,000 subsidized, $8,000 unsubsidized.
 */
export function splitBorrowing(total: number, years: number, eligibility: SubsidizedEligibility, terms: TrueCostTerms): BorrowingSplit {
  assertAmount('total', total);
  assertYears(years);
  const totalCents = toCents(total);
  const base = Math.floor(totalCents / years);
  const extra = totalCents - base * years;
  const needs = Array.from({ length: years }, (_, index) => fromCents(base + (index < extra ? 1 : 0)));
  return splitYearlyBorrowing(needs, eligibility, terms);
}

/**
 * The same split when each year needs its own amount (`needs[0]` is year 1 in school): a plan whose years cost
 * different prices, such as two years at a community college and then two at a four-year college. The limits
 * follow the year in school, not the college: the transfer years borrow within the third-year limits.
 */
export function splitYearlyBorrowing(needs: readonly number[], eligibility: SubsidizedEligibility, terms: TrueCostTerms): BorrowingSplit {
  assertYears(needs.length);
  for (const need of needs) assertAmount('a year’s need', need);
  const direct = terms.directLimits;
  let directLeft = toCents(direct.aggregate);
  let subsidizedLeft = eligibility === 'yes' ? toCents(direct.subsidizedAggregate) : 0;
  let plusLeft = toCents(terms.plusCaps.aggregate);
  const sums = { subsidized: 0, unsubsidized: 0, plus: 0, private: 0 };
  const rows: YearBorrowing[] = [];
  needs.forEach((amount, index) => {
    const year = index + 1;
    const need = toCents(amount);
    const limitIndex = Math.min(year, 3) - 1;
    const directLoan = Math.min(need, toCents(direct.annualByYear[limitIndex] ?? 0), directLeft);
    directLeft -= directLoan;
    const subsidized = Math.min(directLoan, toCents(direct.subsidizedAnnualByYear[limitIndex] ?? 0), subsidizedLeft);
    subsidizedLeft -= subsidized;
    const parentPlus = Math.min(need - directLoan, toCents(terms.plusCaps.annual), plusLeft);
    plusLeft -= parentPlus;
    const privateLoan = need - directLoan - parentPlus;
    sums.subsidized += subsidized;
    sums.unsubsidized += directLoan - subsidized;
    sums.plus += parentPlus;
    sums.private += privateLoan;
    rows.push({
      year,
      subsidized: fromCents(subsidized),
      unsubsidized: fromCents(directLoan - subsidized),
      parentPlus: fromCents(parentPlus),
      private: fromCents(privateLoan),
    });
  });
  return {
    years: rows,
    subsidized: fromCents(sums.subsidized),
    unsubsidized: fromCents(sums.unsubsidized),
    directLoans: fromCents(sums.subsidized + sums.unsubsidized),
    parentPlus: fromCents(sums.plus),
    private: fromCents(sums.private),
    subsidizedAssumption: eligibility === 'yes' ? 'subsidized-within-limits' : 'all-unsubsidized',
  };
}

/** Month repayment starts, counted from the first fall disbursement. */
export function repaymentStartMonth(years: number): number {
  assertYears(years);
  return 12 * (years - 1) + SCHOOL_YEAR_MONTHS + GRACE_MONTHS;
}

/**
 * Interest accrued (simple, in cents) on one year's loan from its two halves to repayment.
 * Hand-checked: $5,500 in year 1 of 4 at 6.39%: R = 51; 2,750 × 0.0639 × 51/12 = $746.83 and
 * 2,750 × 0.0639 × 46/12 = $673.61, so $1,420.44.
 */
export function interestToRepayment(amount: number, ratePercent: number, year: number, years: number): number {
  assertAmount('amount', amount);
  assertRatePercent(ratePercent);
  assertYears(years);
  if (!Number.isInteger(year) || year < 1 || year > years) throw new RangeError(`year must be 1 to ${years}, got ${year}`);
  const cents = toCents(amount);
  const fall = Math.ceil(cents / 2);
  const spring = cents - fall;
  const start = repaymentStartMonth(years);
  const fallMonths = start - 12 * (year - 1);
  const springMonths = fallMonths - SPRING_DISBURSEMENT_MONTH;
  const monthly = ratePercent / 100 / 12;
  return fromCents(Math.round(fall * monthly * fallMonths) + Math.round(spring * monthly * springMonths));
}

export type DebtAtRepayment = {
  readonly principal: number;
  /** Interest added to the balance when repayment starts. */
  readonly capitalizedInterest: number;
  /** principal + capitalizedInterest: what the payment is figured on. */
  readonly atRepayment: number;
  readonly ratePercent: number;
  /** Loan fees taken from the disbursements (owed in the principal, never received). */
  readonly fees: number;
};

const sumCents = (values: readonly number[]) => fromCents(values.reduce((s, v) => s + toCents(v), 0));

function debtPart(
  rows: readonly YearBorrowing[],
  pick: (row: YearBorrowing) => number,
  ratePercent: number,
  feePercent: number,
  accrues: boolean,
): DebtAtRepayment {
  const years = rows.length;
  const principal = sumCents(rows.map(pick));
  const capitalizedInterest = accrues ? sumCents(rows.map((r) => interestToRepayment(pick(r), ratePercent, r.year, years))) : 0;
  return {
    principal,
    capitalizedInterest,
    atRepayment: sumCents([principal, capitalizedInterest]),
    ratePercent,
    fees: fromCents(Math.round(toCents(principal) * (feePercent / 100))),
  };
}

/** "$18,000 of this would have to be Parent PLUS or private loans": the facts for that sentence. */
export type BeyondFederal = {
  readonly code: 'beyond-federal';
  readonly amount: number;
  readonly parentPlus: number;
  readonly private: number;
  /** Most the student can borrow in Direct Loans over these years. */
  readonly federalLimit: number;
};

export type BorrowerCost = {
  readonly debt: DebtAtRepayment;
  readonly repayment: RepaymentBasis | null;
};

export type TrueCost = {
  readonly split: BorrowingSplit;
  readonly student: BorrowerCost;
  readonly parent: BorrowerCost;
  readonly private: BorrowerCost;
  /** All the debt for this degree at repayment (student + Parent PLUS + private). */
  readonly allDebtAtRepayment: number;
  /** Everything due each month in the first month of repayment, all three together. */
  readonly monthlyPayment: number;
  readonly beyondFederal: BeyondFederal | null;
};

const withPayment = (debt: DebtAtRepayment, pay: (b: number, r: number) => RepaymentBasis): BorrowerCost => ({
  debt,
  repayment: toCents(debt.atRepayment) === 0 ? null : pay(debt.atRepayment, debt.ratePercent),
});

/**
 * A planned debt at its true cost: split within the federal limits, interest to repayment on
 * each part, each part's payment under its one rule, and the beyond-federal facts.
 *
 * Hand-checked: $45,000 over 4 years, subsidized "not sure": Direct Loans $27,000 all
 * unsubsidized at 6.39%, Parent PLUS $18,000 at 8.94%; see the test for the interest and payments.
 */
export function trueCostOfBorrowing(total: number, years: number, eligibility: SubsidizedEligibility, terms: TrueCostTerms): TrueCost {
  return trueCostOfSplit(splitBorrowing(total, years, eligibility, terms), terms);
}

/** The true cost of borrowing a different amount each year in school (`needs[0]` is year 1): see splitYearlyBorrowing. */
export function trueCostOfYearlyBorrowing(needs: readonly number[], eligibility: SubsidizedEligibility, terms: TrueCostTerms): TrueCost {
  return trueCostOfSplit(splitYearlyBorrowing(needs, eligibility, terms), terms);
}

function trueCostOfSplit(split: BorrowingSplit, terms: TrueCostTerms): TrueCost {
  const years = split.years.length;
  const rate = terms.undergraduateRatePercent;
  const subsidized = debtPart(split.years, (r) => r.subsidized, rate, terms.directFeePercent, false);
  const unsubsidized = debtPart(split.years, (r) => r.unsubsidized, rate, terms.directFeePercent, true);
  const studentDebt: DebtAtRepayment = {
    principal: sumCents([subsidized.principal, unsubsidized.principal]),
    capitalizedInterest: unsubsidized.capitalizedInterest,
    atRepayment: sumCents([subsidized.atRepayment, unsubsidized.atRepayment]),
    ratePercent: rate,
    fees: sumCents([subsidized.fees, unsubsidized.fees]),
  };
  const student = withPayment(studentDebt, federalRepayment);
  const parent = withPayment(
    debtPart(split.years, (r) => r.parentPlus, terms.plusRatePercent, terms.plusFeePercent, true),
    federalRepayment,
  );
  const privateCost = withPayment(
    debtPart(split.years, (r) => r.private, terms.privateRatePercent, 0, true),
    privateRepayment,
  );
  const beyond = sumCents([split.parentPlus, split.private]);
  let federalLimit = 0;
  for (let year = 1; year <= years; year += 1) federalLimit += terms.directLimits.annualByYear[Math.min(year, 3) - 1] ?? 0;
  return {
    split,
    student,
    parent,
    private: privateCost,
    allDebtAtRepayment: sumCents([student.debt.atRepayment, parent.debt.atRepayment, privateCost.debt.atRepayment]),
    monthlyPayment: sumCents([student, parent, privateCost].map((b) => b.repayment?.monthlyPayment ?? 0)),
    beyondFederal:
      toCents(beyond) > 0
        ? {
            code: 'beyond-federal',
            amount: beyond,
            parentPlus: split.parentPlus,
            private: split.private,
            federalLimit: Math.min(federalLimit, terms.directLimits.aggregate),
          }
        : null,
  };
}

export type FamilyGradeInput = {
  /** All the debt for this degree at repayment (student + Parent PLUS + private). */
  readonly allDebt: number;
  /** The student's first-year earnings for the chosen path; null when not known. */
  readonly studentAnnualPay: number | null;
  /** The parents' Parent PLUS at repayment. */
  readonly parentDebt: number;
  readonly parentMonthlyPayment: number;
  readonly familyAnnualIncome: number | null;
};

export type FamilyGrade = {
  /** "All the debt for this degree" against the student's first-year earnings. */
  readonly allDebt: FinancialGradeResult;
  /** The parents' Parent PLUS against their own yearly income, on the same table; N/A without income or PLUS. */
  readonly parents: FinancialGradeResult;
  /** The parents' monthly payment ÷ their monthly income (0.1 = 10%); null without income or payment. */
  readonly parentPaymentShare: number | null;
  /** The worse of the two grades; N/A only when both are. */
  readonly headline: FinancialGradeResult;
  readonly headlineFrom: 'all-debt' | 'parents' | 'none';
};

const gradeRank = (g: FinancialGradeResult) => (g.grade === 'N/A' ? -1 : GRADE_TABLE.findIndex((row) => row.grade === g.grade));

/**
 * The family grade. Both halves use the spec's debt-to-income table (the only graded scale the
 * product has): all the debt for the degree against the student's first-year pay, and the parents'
 * PLUS against the family income; the parents' monthly payment share is reported beside it.
 * Hand-checked: $45,000 of all debt on $40,000 pay is 1.125 → B; $18,000 of PLUS on $60,000
 * income is 0.3 → A+; the headline is B (the worse).
 */
export function familyGrade(input: FamilyGradeInput): FamilyGrade {
  const pay = input.studentAnnualPay;
  const allDebt = financialGrade(pay !== null && pay > 0 ? pay / 12 : null, input.allDebt);
  const income = input.familyAnnualIncome;
  const hasPlus = toCents(input.parentDebt) > 0;
  const parents = hasPlus && income !== null && income > 0 ? financialGrade(income / 12, input.parentDebt) : financialGrade(null, null);
  const parentPaymentShare =
    income !== null && income > 0 && toCents(input.parentMonthlyPayment) > 0 ? input.parentMonthlyPayment / (income / 12) : null;
  const a = gradeRank(allDebt);
  const p = gradeRank(parents);
  if (a < 0 && p < 0) return { allDebt, parents, parentPaymentShare, headline: allDebt, headlineFrom: 'none' };
  const fromParents = p > a;
  return {
    allDebt,
    parents,
    parentPaymentShare,
    headline: fromParents ? parents : allDebt,
    headlineFrom: fromParents ? 'parents' : 'all-debt',
  };
}
