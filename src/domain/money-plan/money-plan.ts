import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { CREDENTIAL_YEARS, type PlanCredential } from './credentials';
import type { UndergraduateLimits } from '@domain/finance/loan-limits';
import { financialGrade, type FinancialGradeResult } from '@domain/finance/grade';
import { fromCents, toCents } from '@domain/finance/loans';
import { rapMonthlyPayment } from '@domain/finance/repayment';
import {
  familyGrade,
  SUBSIDIZED_ELIGIBILITY,
  trueCostOfBorrowing,
  type BeyondFederal,
  type FamilyGrade,
  type RepaymentRule,
  type SubsidizedAssumption,
  type TrueCost,
  type TrueCostTerms,
} from './true-cost';

/*
 * The family money plan (ADR 0025): for one college on the student's list, what the
 * family pays, what federal loans can cover and what is left. Pure: the caller passes the loan
 * limits, rates and fees from src/data/federal-loans.ts and the college's Scorecard figures.
 *
 * - Years follow the credential the family plans for at that college (credentials.ts: a bachelor's 4, an
 *   associate's 2, a certificate 1, an assumption); without one, the college's predominant degree decides (an
 *   unknown one falls back to 4 and says so).
 * - Net price is the Scorecard net price for the family's income bracket when the family gives an
 *   income and the college reports that bracket, else the all-income average (the caller picks it
 *   with comparablePrice); it is the cost of attendance after grants and scholarships from the
 *   government and the college, so the "extra grants" line is only what the family adds.
 * - Gap = net price × years − contribution × years − savings − extra grants, spread evenly over the
 *   years. Each year the student's Direct Loans cover the year's share first, up to the
 *   dependent-undergraduate annual limit for that year in school and the aggregate limit; then
 *   Parent PLUS, up to its July 2026 caps (per year and in total per student); the rest would be a
 *   private loan at the stated private-rate assumption.
 * - Debt at repayment adds the interest accrued from each disbursement to the end of the grace
 *   period (true-cost.ts); payments and grades use it, and the principal is shown beside it.
 */

export const MONEY_PLAN_MAX_AMOUNT = 10_000_000;

/** An amount's error codes name its field; each language's catalog words them (`money-plan.error.savings.whole`). */
const amount = (field: 'contribution' | 'savings' | 'extraGrants' | 'familyIncome') => {
  const code = (problem: 'number' | 'whole' | 'min' | 'max'): ErrorCode => `money-plan.${field}.${problem}`;
  return z
    .number({ error: code('number') })
    .check(z.int(code('whole')), z.minimum(0, code('min')), z.maximum(MONEY_PLAN_MAX_AMOUNT, code('max')));
};

/** The figures the family enters: what they pay each year, savings, outside grants, and (optionally) their income. */
export const moneyPlanInputsSchema = z.object({
  contributionPerYear: amount('contribution'),
  savings: amount('savings'),
  extraGrants: amount('extraGrants'),
  familyIncome: z.nullable(amount('familyIncome')),
  /** Whether the student qualifies for subsidized Direct Loans; "not sure" counts them all as unsubsidized. */
  subsidizedEligibility: z.enum(SUBSIDIZED_ELIGIBILITY, 'money-plan.subsidized'),
});
export type MoneyPlanInputs = z.infer<typeof moneyPlanInputsSchema>;

/** PUT body: the inputs and the version the editor started from (0 before anyone saved). */
export const moneyPlanUpdateSchema = z.strictObject({
  ...moneyPlanInputsSchema.shape,
  version: z
    .number({ error: 'money-plan.version' satisfies ErrorCode })
    .check(z.int('money-plan.versionWhole' satisfies ErrorCode), z.minimum(0), z.maximum(1_000_000_000)),
});
export type MoneyPlanUpdate = z.infer<typeof moneyPlanUpdateSchema>;

export const EMPTY_MONEY_PLAN_INPUTS: MoneyPlanInputs = {
  contributionPerYear: 0,
  savings: 0,
  extraGrants: 0,
  familyIncome: null,
  subsidizedEligibility: 'not-sure',
};

export type PredominantDegree = 'certificate' | 'associate' | 'bachelor' | 'graduate';

/** Why the plan counts these years: the college's predominant degree, and whether the count is an assumption. */
export type YearsBasis = 'bachelor' | 'associate' | 'certificate' | 'graduate' | 'unknown';
export type ProgramYears = { readonly years: number; readonly basis: YearsBasis; readonly assumption: boolean };

/**
 * Years the plan covers, from the college's predominant degree (College Scorecard PREDDEG). A certificate is
 * planned as 1 year, an assumption (credentials.ts says why).
 */
export function programYears(degree: PredominantDegree | null): ProgramYears {
  switch (degree) {
    case 'bachelor':
    case 'graduate':
      return { years: 4, basis: degree, assumption: false };
    case 'associate':
      return { years: 2, basis: 'associate', assumption: false };
    case 'certificate':
      return { years: CREDENTIAL_YEARS.certificate, basis: 'certificate', assumption: true };
    default:
      return { years: 4, basis: 'unknown', assumption: true };
  }
}

/** Years for the credential the family chose: its own length (a certificate's is an assumption). */
export function credentialYears(credential: PlanCredential): ProgramYears {
  return { years: CREDENTIAL_YEARS[credential], basis: credential, assumption: credential === 'certificate' };
}

export type PlusCaps = { readonly annual: number; readonly aggregate: number };

export type YearFunding = {
  /** 1-based year in school. */
  readonly year: number;
  readonly need: number;
  readonly directLoan: number;
  readonly parentPlus: number;
  readonly unfunded: number;
};

export type GapFunding = {
  readonly years: readonly YearFunding[];
  readonly directLoans: number;
  readonly parentPlus: number;
  readonly unfunded: number;
};

/**
 * Fills `gap` (dollars, ≥ 0) spread evenly over `years` years: Direct Loans within the year's
 * annual limit (1st, 2nd, 3rd and later) and what is left of the aggregate, then Parent PLUS
 * within its annual and aggregate caps; the remainder is unfunded. Works in cents; the even
 * split puts any leftover cent in the first years.
 */
export function fillGap(gap: number, years: number, direct: UndergraduateLimits, plus: PlusCaps): GapFunding {
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`years must be a whole number of at least 1, got ${years}`);
  if (!Number.isFinite(gap) || gap < 0) throw new RangeError(`gap must be a finite amount of 0 or more, got ${gap}`);
  const gapCents = toCents(gap);
  const base = Math.floor(gapCents / years);
  const extra = gapCents - base * years;
  let directLeft = toCents(direct.aggregate);
  let plusLeft = toCents(plus.aggregate);
  const rows: YearFunding[] = [];
  const totals = { direct: 0, plus: 0, unfunded: 0 };
  for (let year = 1; year <= years; year += 1) {
    const need = base + (year <= extra ? 1 : 0);
    const annual = direct.annualByYear[Math.min(year, 3) - 1] ?? 0;
    const directLoan = Math.min(need, toCents(annual), directLeft);
    directLeft -= directLoan;
    const parentPlus = Math.min(need - directLoan, toCents(plus.annual), plusLeft);
    plusLeft -= parentPlus;
    const unfunded = need - directLoan - parentPlus;
    totals.direct += directLoan;
    totals.plus += parentPlus;
    totals.unfunded += unfunded;
    rows.push({
      year,
      need: fromCents(need),
      directLoan: fromCents(directLoan),
      parentPlus: fromCents(parentPlus),
      unfunded: fromCents(unfunded),
    });
  }
  return { years: rows, directLoans: fromCents(totals.direct), parentPlus: fromCents(totals.plus), unfunded: fromCents(totals.unfunded) };
}

/** Limits, fixed rates and fees (percent) for Direct Loans and PLUS, and the private-rate assumption. */
export type MoneyPlanTerms = TrueCostTerms;

export type MoneyPlanCollege = {
  readonly averageNetPrice: number | null;
  readonly predominantDegree: PredominantDegree | null;
  /** The credential planned at this college (credentials.ts plannedCredential); absent or null: the predominant degree decides. */
  readonly credential?: PlanCredential | null;
};

export type BorrowerOutlook = {
  /** Principal borrowed. */
  readonly debt: number;
  /** Principal plus the interest capitalized when repayment starts: what the payment is figured on. */
  readonly debtAtRepayment: number;
  /** Loan fees taken from the disbursements. */
  readonly fees: number;
  /** The one repayment basis (true-cost.ts): rule, months and the level monthly payment; null without debt. */
  readonly standard: { readonly rule: RepaymentRule; readonly months: number; readonly monthlyPayment: number } | null;
};

export type MoneyPlanWarning = 'private-loans-needed';

export type CollegeMoneyPlan =
  | { readonly status: 'no-net-price'; readonly years: ProgramYears }
  | {
      readonly status: 'planned';
      readonly years: ProgramYears;
      readonly netPricePerYear: number;
      readonly totalNetPrice: number;
      readonly familyContribution: number;
      readonly savings: number;
      readonly extraGrants: number;
      /** What the family's money covers beyond the price (0 when there is a gap). */
      readonly surplus: number;
      readonly gap: number;
      readonly funding: GapFunding;
      readonly subsidized: { readonly amount: number; readonly assumption: SubsidizedAssumption };
      readonly student: BorrowerOutlook & {
        /** RAP in the first year of repayment with the career pay as AGI and no dependents; null without pay or debt. */
        readonly rapMonthlyPayment: number | null;
        /** The spec's grade of the student's Direct Loans at repayment against the career pay. */
        readonly grade: FinancialGradeResult;
        /** The same grade if the student also borrowed the unfunded part privately; null when nothing is unfunded. */
        readonly gradeWithUnfunded: FinancialGradeResult | null;
      };
      readonly parent: BorrowerOutlook & {
        /** The Standard payment as a share of the family's monthly income (0.1 = 10%); null without income or debt. */
        readonly shareOfIncome: number | null;
      };
      /** What federal loans leave uncovered, as a private loan at the stated assumption. */
      readonly private: BorrowerOutlook;
      /** The facts for "$X of this would have to be Parent PLUS or private loans"; null within the student's limits. */
      readonly beyondFederal: BeyondFederal | null;
      /** All the debt for this degree at repayment, and everything due a month in the first month of repayment. */
      readonly allDebtAtRepayment: number;
      readonly monthlyPaymentAll: number;
      readonly familyGrade: FamilyGrade;
      readonly warnings: readonly MoneyPlanWarning[];
    };

/**
 * The plan for one college. `careerAnnualPay` is the pay the student plans on (their chosen
 * career, on their horizon); null when they have not set one (the grade is then N/A).
 * `college.netPricePerYear` is the family's comparable price (bracket or average).
 */
export function collegeMoneyPlan(
  college: MoneyPlanCollege,
  inputs: MoneyPlanInputs,
  careerAnnualPay: number | null,
  terms: MoneyPlanTerms,
): CollegeMoneyPlan {
  const years = college.credential ? credentialYears(college.credential) : programYears(college.predominantDegree);
  if (college.averageNetPrice === null || !Number.isFinite(college.averageNetPrice)) return { status: 'no-net-price', years };
  // A negative Scorecard net price (aid above cost) counts as 0: the family owes nothing, and no loan is needed.
  const netPricePerYear = Math.max(0, college.averageNetPrice);
  const totalNetPrice = netPricePerYear * years.years;
  const familyContribution = inputs.contributionPerYear * years.years;
  const covered = familyContribution + inputs.savings + inputs.extraGrants;
  const gap = Math.max(0, totalNetPrice - covered);
  const surplus = Math.max(0, covered - totalNetPrice);
  const funding = fillGap(gap, years.years, terms.directLimits, terms.plusCaps);
  const cost = trueCostOfBorrowing(gap, years.years, inputs.subsidizedEligibility, terms);
  return {
    status: 'planned',
    years,
    netPricePerYear,
    totalNetPrice,
    familyContribution,
    savings: inputs.savings,
    extraGrants: inputs.extraGrants,
    surplus,
    gap,
    ...borrowingOutcome(cost, funding, inputs, careerAnnualPay),
  };
}

/** What borrowing leads to, for any plan: the debts and payments of each borrower, the grades and the warnings. */
export type BorrowingOutcome = Pick<
  Extract<CollegeMoneyPlan, { status: 'planned' }>,
  | 'funding'
  | 'subsidized'
  | 'student'
  | 'parent'
  | 'private'
  | 'beyondFederal'
  | 'allDebtAtRepayment'
  | 'monthlyPaymentAll'
  | 'familyGrade'
  | 'warnings'
>;

/**
 * The borrowers' side of a plan from its true cost (true-cost.ts) and the year-by-year funding: each borrower's
 * debt at repayment and payment on the one basis, the student's grade against the career pay (null: N/A), the
 * parents' payment as a share of the family income and the family grade. Shared by the one-college plan and the
 * transfer plan, so the same borrowing always reads the same.
 */
export function borrowingOutcome(
  cost: TrueCost,
  funding: GapFunding,
  inputs: MoneyPlanInputs,
  careerAnnualPay: number | null,
): BorrowingOutcome {
  const pay = careerAnnualPay !== null && Number.isFinite(careerAnnualPay) && careerAnnualPay > 0 ? careerAnnualPay : null;
  const monthlyPay = pay === null ? null : pay / 12;
  const familyMonthly = inputs.familyIncome !== null && inputs.familyIncome > 0 ? inputs.familyIncome / 12 : null;
  const outlook = (part: typeof cost.student): BorrowerOutlook => ({
    debt: part.debt.principal,
    debtAtRepayment: part.debt.atRepayment,
    fees: part.debt.fees,
    standard: part.repayment,
  });
  const studentBase = outlook(cost.student);
  const parentBase = outlook(cost.parent);
  const privateBase = outlook(cost.private);
  const unfundedAtRepayment = privateBase.debtAtRepayment;
  return {
    funding,
    subsidized: { amount: cost.split.subsidized, assumption: cost.split.subsidizedAssumption },
    student: {
      ...studentBase,
      rapMonthlyPayment: pay === null || studentBase.standard === null ? null : rapMonthlyPayment(pay, 0),
      grade: financialGrade(monthlyPay, studentBase.debtAtRepayment),
      gradeWithUnfunded:
        funding.unfunded > 0
          ? financialGrade(monthlyPay, fromCents(toCents(studentBase.debtAtRepayment) + toCents(unfundedAtRepayment)))
          : null,
    },
    parent: {
      ...parentBase,
      shareOfIncome: parentBase.standard && familyMonthly !== null ? parentBase.standard.monthlyPayment / familyMonthly : null,
    },
    private: privateBase,
    beyondFederal: cost.beyondFederal,
    allDebtAtRepayment: cost.allDebtAtRepayment,
    monthlyPaymentAll: cost.monthlyPayment,
    familyGrade: familyGrade({
      allDebt: cost.allDebtAtRepayment,
      studentAnnualPay: pay,
      parentDebt: parentBase.debtAtRepayment,
      parentMonthlyPayment: parentBase.standard?.monthlyPayment ?? 0,
      familyAnnualIncome: inputs.familyIncome,
    }),
    warnings: funding.unfunded > 0 ? ['private-loans-needed'] : [],
  };
}
