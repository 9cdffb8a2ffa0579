import {
  amortizationSchedule,
  amortizeWithPayments,
  assertAmount,
  assertRatePercent,
  ceilToCents,
  fromCents,
  monthlyRateOf,
  payoffDate,
  scheduleTotals,
  toCents,
  weightedAverageRate,
  type AmortizationRow,
} from './loans';
import { RAP_FORGIVENESS_PAYMENTS, rapSchedule, type RepaymentRow } from './repayment-rap';

// The plans' one entry point: callers import RAP's rules and payment from here too.
export {
  RAP_DEPENDENT_REDUCTION,
  RAP_FORGIVENESS_PAYMENTS,
  RAP_INCOME_BANDS,
  RAP_LOW_INCOME_ANNUAL_BASE,
  RAP_LOW_INCOME_LIMIT,
  RAP_MINIMUM_MONTHLY_PAYMENT,
  RAP_PRINCIPAL_MATCH_CAP,
  rapAnnualBasePayment,
  rapMonthlyPayment,
  rapSchedule,
  type RapSchedule,
  type RapScheduleParams,
  type RepaymentRow,
} from './repayment-rap';

/*
 * Federal repayment plans after Public Law 119-21 (signed 4 July 2025), as implemented by the
 * Department of Education's final rule "Reimagining and Improving Student Education—Federal
 * Student Loan Program Final Regulations", 91 FR 23768 (1 May 2026, effective 1 July 2026),
 * which amends 34 CFR 685.208 (fixed plans) and 685.209 (RAP). Paragraph numbers below refer
 * to those sections as revised. The statute behind RAP is HEA section 455(q), 20 U.S.C. 1087e(q), added by
 * Public Law 119-21: the AGI bands and the $120 floor, ÷ 12 less $50 per dependent, the $10 minimum, the
 * interest waiver and the matching principal payment. The match in repayment-rap.ts (principal falls by at least the lesser of
 * $50 and the payment) follows the rule as 34 CFR 685.209 implements it; the statute's own wording of the match
 * was not re-read against this code when the citation was added (leaves that check open). The rules live here (RAP's in repayment-rap.ts) as constants because they are law, not
 * data that changes yearly; src/data/federal-loans.ts carries their citations for display.
 */

export const STANDARD_TERM_MONTHS = 120;
/** 685.208(c)(1)(iii): "less than $25,000" → 10 years; "equal to or greater than $25,000 but less than $50,000" → 15; … */
export const TIERED_STANDARD_TERMS: readonly { readonly balanceBelow: number; readonly months: number }[] = [
  { balanceBelow: 25_000, months: 120 },
  { balanceBelow: 50_000, months: 180 },
  { balanceBelow: 100_000, months: 240 },
  { balanceBelow: Number.POSITIVE_INFINITY, months: 300 },
];
/** 685.208(b)(4)(i): extended repayment (up to 25 years) needs MORE than $30,000 of Direct Loans. */
export const EXTENDED_MINIMUM_BALANCE = 30_000;
export const EXTENDED_TERM_MONTHS = 300;
/** 685.208(b)(6): graduated repayment within 10 years; no payment more than 3 times any other. */
export const GRADUATED_TERM_MONTHS = 120;
export const GRADUATED_STEP_MONTHS = 24;
export const GRADUATED_MAX_PAYMENT_RATIO = 3;
/** Private lenders set their own terms; we assume a 10-year level schedule and say so in the UI. */
export const PRIVATE_TERM_MONTHS = 120;

export const LOAN_KINDS = ['federal', 'private'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const DISBURSEMENT_PERIODS = ['before-2026-07-01', 'on-or-after-2026-07-01'] as const;
export type DisbursementPeriod = (typeof DISBURSEMENT_PERIODS)[number];

export type BorrowerLoan = {
  readonly amount: number;
  readonly ratePercent: number;
  readonly kind: LoanKind;
  readonly disbursed: DisbursementPeriod;
};

export type RepaymentInput = {
  readonly loans: readonly BorrowerLoan[];
  /** Treated as the first year's AGI; RAP recalculates from AGI every year. */
  readonly startingSalary: number;
  readonly salaryGrowthPercent: number;
  /** Household including the borrower; RAP dependents = familySize − 1. */
  readonly familySize: number;
  /** The day repayment begins; the first payment is due a month later and payoff dates count from here. */
  readonly startDate: Date;
};

export const PLAN_IDS = ['standard-10', 'tiered-standard', 'graduated', 'extended', 'rap'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_LABELS: Readonly<Record<PlanId, string>> = {
  'standard-10': 'Standard (10 years)',
  'tiered-standard': 'Tiered Standard',
  graduated: 'Graduated (10 years)',
  extended: 'Extended (25 years)',
  rap: 'Repayment Assistance Plan (RAP)',
};

/**
 * Why a plan is or is not open to the borrower, as facts each language words (amounts in dollars):
 * `no-federal` (only private loans), `new-menu-only` (a federal loan from July 1, 2026 closes the legacy plans),
 * `tiered` (the term the balance gets), `tiered-not-yours` (older loans keep the 10-year Standard plan),
 * `legacy` and `graduated` (open to loans from before July 1, 2026), `extended` (the balance against the
 * minimum; `eligible` says which side), `rap` (open to every Direct Loan borrower).
 */
export type EligibilityReason =
  | { readonly code: 'no-federal' | 'new-menu-only' | 'tiered-not-yours' | 'legacy' | 'graduated' | 'rap' }
  | { readonly code: 'tiered'; readonly balance: number; readonly years: number }
  | { readonly code: 'extended'; readonly balance: number; readonly minimum: number };

export type PlanEligibility = { readonly plan: PlanId; readonly eligible: boolean; readonly reason: EligibilityReason };

export type BalancePoint = { readonly month: number; readonly year: number; readonly balance: number };

export type PlanResult = {
  readonly plan: PlanId;
  readonly label: string;
  readonly reason: EligibilityReason;
  /** Scheduled length of the federal plan (RAP: the 360-payment forgiveness horizon). */
  readonly termMonths: number;
  /** Months with a payment, federal and private together. */
  readonly months: number;
  /** Everything due in month 1, federal plus private. */
  readonly firstMonthlyPayment: number;
  /** Everything paid in the final month, federal plus private. */
  readonly lastMonthlyPayment: number;
  /** Date of the final payment (or of forgiveness), counted from the start date. */
  readonly payoffDate: Date;
  readonly totalPaid: number;
  /** Interest actually paid; RAP's waived interest is reported separately. */
  readonly totalInterest: number;
  readonly interestWaived: number;
  readonly principalMatched: number;
  readonly forgiven: number;
  /** First monthly payment as a percentage of the first year's monthly gross income; null without income. */
  readonly paymentPercentOfIncome: number | null;
  /**
   * Balance owed (federal + private) at the start, after every 12 payments and after the last
   * payment; the last point of a forgiven plan shows the amount forgiven.
   */
  readonly yearlyBalances: readonly BalancePoint[];
  readonly federalSchedule: readonly RepaymentRow[];
};

export type PrivateLoansResult = {
  readonly balance: number;
  readonly termMonths: number;
  readonly months: number;
  readonly firstMonthlyPayment: number;
  readonly totalPaid: number;
  readonly totalInterest: number;
  readonly schedules: readonly (readonly AmortizationRow[])[];
};

export type RepaymentComparison = {
  readonly federalBalance: number;
  readonly federalRatePercent: number;
  readonly dependents: number;
  readonly eligibility: readonly PlanEligibility[];
  /** Eligible plans only, in PLAN_IDS order. */
  readonly plans: readonly PlanResult[];
  /** Private loans on their own 10-year schedule (already added into every plan); null if there are none. */
  readonly privateLoans: PrivateLoansResult | null;
};

/** Term of the tiered Standard plan for a total federal balance (boundaries go to the longer term). */
export function tieredStandardTermMonths(federalBalance: number): number {
  assertAmount('federalBalance', federalBalance);
  const balanceCents = toCents(federalBalance);
  const tier = TIERED_STANDARD_TERMS.find((t) => balanceCents < toCents(t.balanceBelow));
  // The last tier is unbounded, so find always succeeds for a finite balance.
  return tier?.months ?? EXTENDED_TERM_MONTHS;
}

export type GraduatedSteps = {
  /** One payment per 24-month step, rising; the last is at most 3 times the first. */
  readonly stepPayments: readonly number[];
  /** The factor between consecutive steps (exact, before rounding each step up to a cent). */
  readonly growthFactor: number;
  /** True when the first step had to be raised to cover a month's interest. */
  readonly interestFloorApplied: boolean;
};

/**
 * Graduated payments: 5 steps of 24 months, each step `g` times the one before, so that the
 * steps repay the loan exactly in 120 months. The regulation fixes only the bounds (at least the
 * monthly interest, no payment over 3 times another), so we start as low as those bounds allow:
 * - first try g = 3^(1/4), so the last step is exactly 3 times the first; the first step is then
 *   P0 = principal / (a24 · Σₖ (g·v²⁴)ᵏ), with a24 the 24-month annuity factor and v = 1/(1+i);
 * - if that P0 is below the first month's interest, P0 becomes that interest (rounded up to the
 *   cent) and g is solved by bisection, so payments rise more gently but still amortize exactly.
 * Each step is then rounded up to the cent; the final month absorbs the difference. Because the
 * first payment covers the interest on the starting balance, the balance never grows and every
 * later (larger) payment covers its interest too.
 */
export function graduatedStepPayments(principal: number, annualRatePercent: number): GraduatedSteps {
  assertAmount('principal', principal);
  assertRatePercent(annualRatePercent);
  const steps = GRADUATED_TERM_MONTHS / GRADUATED_STEP_MONTHS;
  const maxFactor = GRADUATED_MAX_PAYMENT_RATIO ** (1 / (steps - 1));
  if (toCents(principal) === 0) {
    return { stepPayments: Array.from({ length: steps }, () => 0), growthFactor: maxFactor, interestFloorApplied: false };
  }
  const i = monthlyRateOf(annualRatePercent);
  const stepAnnuity = i === 0 ? GRADUATED_STEP_MONTHS : (1 - (1 + i) ** -GRADUATED_STEP_MONTHS) / i;
  const stepDiscount = (1 + i) ** -GRADUATED_STEP_MONTHS;
  const presentValuePerFirstDollar = (g: number) => {
    let sum = 0;
    for (let k = 0; k < steps; k += 1) {
      sum += (g * stepDiscount) ** k;
    }
    return stepAnnuity * sum;
  };
  const stepsFrom = (first: number, g: number) => Array.from({ length: steps }, (_, k) => fromCents(ceilToCents(first * g ** k)));

  const lowestFirst = principal / presentValuePerFirstDollar(maxFactor);
  const interestFloor = fromCents(ceilToCents(principal * i));
  if (ceilToCents(lowestFirst) >= toCents(interestFloor)) {
    return { stepPayments: stepsFrom(lowestFirst, maxFactor), growthFactor: maxFactor, interestFloorApplied: false };
  }
  if (interestFloor * presentValuePerFirstDollar(1) >= principal) {
    // Only for balances of a few dollars, where a cent of interest already repays the loan at level payments.
    const level = Math.max(fromCents(ceilToCents(principal / presentValuePerFirstDollar(1))), interestFloor);
    return { stepPayments: Array.from({ length: steps }, () => level), growthFactor: 1, interestFloorApplied: true };
  }
  let low = 1;
  let high = maxFactor;
  for (let n = 0; n < 200; n += 1) {
    const mid = (low + high) / 2;
    if (interestFloor * presentValuePerFirstDollar(mid) < principal) {
      low = mid;
    } else {
      high = mid;
    }
  }
  return { stepPayments: stepsFrom(interestFloor, high), growthFactor: high, interestFloorApplied: true };
}

function assertInput(input: RepaymentInput): void {
  input.loans.forEach((loan, index) => {
    assertAmount(`loans[${index}].amount`, loan.amount);
    assertRatePercent(loan.ratePercent);
    if (!LOAN_KINDS.includes(loan.kind) || !DISBURSEMENT_PERIODS.includes(loan.disbursed)) {
      throw new RangeError(`loans[${index}] has an unknown kind or disbursement period`);
    }
  });
  assertAmount('startingSalary', input.startingSalary);
  if (!Number.isFinite(input.salaryGrowthPercent) || input.salaryGrowthPercent <= -100) {
    throw new RangeError(`salaryGrowthPercent must be a finite percentage above -100, got ${input.salaryGrowthPercent}`);
  }
  if (!Number.isInteger(input.familySize) || input.familySize < 1) {
    throw new RangeError(`familySize must be a whole number of at least 1, got ${input.familySize}`);
  }
  if (!(input.startDate instanceof Date) || Number.isNaN(input.startDate.getTime())) {
    throw new RangeError('startDate must be a valid Date');
  }
}

const owed = (loans: readonly BorrowerLoan[], kind: LoanKind) => loans.filter((l) => l.kind === kind && toCents(l.amount) > 0);

const sumDollars = (amounts: readonly number[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0));

/**
 * Which federal plans the borrower may use, with the facts of why for each (in PLAN_IDS
 * order). One federal loan disbursed on or after 1 July 2026 moves ALL of the borrower's federal
 * loans to the new menu (tiered Standard or RAP): the legacy plans in 685.208(b) are only for
 * borrowers who have "not received a Direct Loan on or after July 1, 2026". Private loans never
 * qualify. Parent PLUS loans (not modelled here) cannot use RAP.
 */
export function eligiblePlans(loans: readonly BorrowerLoan[]): PlanEligibility[] {
  const federal = owed(loans, 'federal');
  if (federal.length === 0) return PLAN_IDS.map((plan) => ({ plan, eligible: false, reason: { code: 'no-federal' } }));
  const balance = sumDollars(federal.map((l) => l.amount));
  const hasNewLoan = federal.some((l) => l.disbursed === 'on-or-after-2026-07-01');
  const rap: PlanEligibility = { plan: 'rap', eligible: true, reason: { code: 'rap' } };
  if (hasNewLoan) {
    const newMenuOnly = { code: 'new-menu-only' } as const;
    return [
      { plan: 'standard-10', eligible: false, reason: newMenuOnly },
      { plan: 'tiered-standard', eligible: true, reason: { code: 'tiered', balance, years: tieredStandardTermMonths(balance) / 12 } },
      { plan: 'graduated', eligible: false, reason: newMenuOnly },
      { plan: 'extended', eligible: false, reason: newMenuOnly },
      rap,
    ];
  }
  return [
    { plan: 'standard-10', eligible: true, reason: { code: 'legacy' } },
    { plan: 'tiered-standard', eligible: false, reason: { code: 'tiered-not-yours' } },
    { plan: 'graduated', eligible: true, reason: { code: 'graduated' } },
    {
      plan: 'extended',
      eligible: balance > EXTENDED_MINIMUM_BALANCE,
      reason: { code: 'extended', balance, minimum: EXTENDED_MINIMUM_BALANCE },
    },
    rap,
  ];
}

const noRapExtras = (rows: readonly AmortizationRow[]): RepaymentRow[] =>
  rows.map((row) => ({ ...row, interestWaived: 0, principalMatched: 0 }));

function privateLoansResult(loans: readonly BorrowerLoan[]): PrivateLoansResult | null {
  const privateLoans = owed(loans, 'private');
  if (privateLoans.length === 0) {
    return null;
  }
  const schedules = privateLoans.map((l) => amortizationSchedule(l.amount, l.ratePercent, PRIVATE_TERM_MONTHS));
  const totals = schedules.map(scheduleTotals);
  return {
    balance: sumDollars(privateLoans.map((l) => l.amount)),
    termMonths: PRIVATE_TERM_MONTHS,
    months: Math.max(...totals.map((t) => t.months)),
    firstMonthlyPayment: sumDollars(schedules.map((s) => s[0]?.payment ?? 0)),
    totalPaid: sumDollars(totals.map((t) => t.totalPaid)),
    totalInterest: sumDollars(totals.map((t) => t.totalInterest)),
    schedules,
  };
}

const paymentIn = (rows: readonly AmortizationRow[], month: number) => rows[month - 1]?.payment ?? 0;

/** Balance after `month` payments; 0 once the schedule has ended (paid or forgiven). */
const balanceAfter = (rows: readonly AmortizationRow[], principal: number, month: number) =>
  month === 0 ? principal : (rows[month - 1]?.balance ?? 0);

type FederalPlanRun = { termMonths: number; rows: RepaymentRow[]; forgiven: number };

function runFederalPlan(plan: PlanId, input: RepaymentInput, balance: number, rate: number, dependents: number): FederalPlanRun {
  const level = (termMonths: number): FederalPlanRun => ({
    termMonths,
    rows: noRapExtras(amortizationSchedule(balance, rate, termMonths)),
    forgiven: 0,
  });
  switch (plan) {
    case 'standard-10':
      return level(STANDARD_TERM_MONTHS);
    case 'tiered-standard':
      return level(tieredStandardTermMonths(balance));
    case 'extended':
      return level(EXTENDED_TERM_MONTHS);
    case 'graduated': {
      const { stepPayments } = graduatedStepPayments(balance, rate);
      const payments = stepPayments.flatMap((p) => Array.from({ length: GRADUATED_STEP_MONTHS }, () => p));
      return { termMonths: GRADUATED_TERM_MONTHS, rows: noRapExtras(amortizeWithPayments(balance, rate, payments)), forgiven: 0 };
    }
    case 'rap': {
      const { rows, forgiven } = rapSchedule({
        principal: balance,
        annualRatePercent: rate,
        startingAgi: input.startingSalary,
        agiGrowthPercent: input.salaryGrowthPercent,
        dependents,
      });
      return { termMonths: RAP_FORGIVENESS_PAYMENTS, rows: [...rows], forgiven };
    }
  }
}

/**
 * Compares every federal plan the borrower is eligible for. Federal loans are pooled into one
 * balance at their balance-weighted average rate (as a consolidation would, without rounding the
 * rate); private loans each run on their own 10-year schedule and are added into every plan's
 * payments, totals and balances. Salary is used as AGI and grows once a year.
 */
export function compareRepaymentPlans(input: RepaymentInput): RepaymentComparison {
  assertInput(input);
  const federal = owed(input.loans, 'federal');
  const federalBalance = sumDollars(federal.map((l) => l.amount));
  const federalRatePercent = weightedAverageRate(federal);
  const dependents = input.familySize - 1;
  const eligibility = eligiblePlans(input.loans);
  const privateLoans = privateLoansResult(input.loans);
  const privateSchedules = privateLoans?.schedules ?? [];
  const privatePrincipals = owed(input.loans, 'private').map((l) => l.amount);
  const monthlyIncome = input.startingSalary / 12;

  const plans = eligibility
    .filter((e) => e.eligible)
    .map((e): PlanResult => {
      const run = runFederalPlan(e.plan, input, federalBalance, federalRatePercent, dependents);
      const months = Math.max(run.rows.length, privateLoans?.months ?? 0);
      const paidIn = (month: number) => sumDollars([paymentIn(run.rows, month), ...privateSchedules.map((s) => paymentIn(s, month))]);
      const owedAfter = (month: number) =>
        sumDollars([
          balanceAfter(run.rows, federalBalance, month),
          ...privateSchedules.map((s, i) => balanceAfter(s, privatePrincipals[i] ?? 0, month)),
        ]);
      const checkpoints = Array.from({ length: Math.floor(months / 12) + 1 }, (_, y) => y * 12);
      if (months % 12 !== 0) {
        checkpoints.push(months);
      }
      const federalTotals = scheduleTotals(run.rows);
      const interestWaived = sumDollars(run.rows.map((r) => r.interestWaived));
      const federalInterestPaid = fromCents(toCents(federalTotals.totalInterest) - toCents(interestWaived));
      const firstMonthlyPayment = paidIn(1);
      return {
        plan: e.plan,
        label: PLAN_LABELS[e.plan],
        reason: e.reason,
        termMonths: run.termMonths,
        months,
        firstMonthlyPayment,
        lastMonthlyPayment: paidIn(months),
        payoffDate: payoffDate(input.startDate, months),
        totalPaid: sumDollars([federalTotals.totalPaid, privateLoans?.totalPaid ?? 0]),
        totalInterest: sumDollars([federalInterestPaid, privateLoans?.totalInterest ?? 0]),
        interestWaived,
        principalMatched: sumDollars(run.rows.map((r) => r.principalMatched)),
        forgiven: run.forgiven,
        paymentPercentOfIncome: monthlyIncome > 0 ? (firstMonthlyPayment / monthlyIncome) * 100 : null,
        yearlyBalances: checkpoints.map((month) => ({ month, year: month / 12, balance: owedAfter(month) })),
        federalSchedule: run.rows,
      };
    });

  return { federalBalance, federalRatePercent, dependents, eligibility, plans, privateLoans };
}
