export type FinancialGrade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'D' | 'F' | 'N/A';

export type FinancialRisk = 'Very Low' | 'Low' | 'Moderate' | 'Higher' | 'High' | 'Very High' | 'Extreme';

export type FinancialGradeResult = {
  grade: FinancialGrade;
  risk: FinancialRisk | null;
  debtToIncome: number | null;
};

export type GradeTableRow = {
  /** Largest debt-to-income ratio (inclusive) that still earns this grade. */
  readonly maxRatio: number;
  readonly grade: Exclude<FinancialGrade, 'N/A'>;
  readonly risk: FinancialRisk;
  readonly explanation: string;
};

export const GRADE_TABLE: readonly GradeTableRow[] = [
  {
    maxRatio: 0.39,
    grade: 'A+',
    risk: 'Very Low',
    explanation: "Your planned debt is less than 40% of a year's income: very manageable.",
  },
  {
    maxRatio: 0.59,
    grade: 'A',
    risk: 'Low',
    explanation: "Your planned debt is less than 60% of a year's income: you can pay it off comfortably.",
  },
  {
    maxRatio: 0.79,
    grade: 'A-',
    risk: 'Low',
    explanation: "Your planned debt is less than 80% of a year's income: manageable with a steady budget.",
  },
  {
    maxRatio: 1.05,
    grade: 'B+',
    risk: 'Moderate',
    explanation: "Your planned debt is about one year's income: doable, but it takes a plan.",
  },
  {
    maxRatio: 1.31,
    grade: 'B',
    risk: 'Moderate',
    explanation: 'Your planned debt is up to about 1.3 years of income: expect to budget carefully for several years.',
  },
  {
    maxRatio: 1.57,
    grade: 'B-',
    risk: 'Higher',
    explanation: 'Your planned debt is up to about 1.6 years of income: loan payments will squeeze your budget.',
  },
  {
    maxRatio: 1.83,
    grade: 'C+',
    risk: 'High',
    explanation: 'Your planned debt is up to about 1.8 years of income: paying it back will be hard, so look for ways to borrow less.',
  },
  {
    maxRatio: 2.1,
    grade: 'C',
    risk: 'High',
    explanation: 'Your planned debt is up to about 2 years of income: a heavy load, so consider scholarships or a cheaper school.',
  },
  {
    maxRatio: 3.14,
    grade: 'D',
    risk: 'Very High',
    explanation: 'Your planned debt is up to about 3 years of income: it could take decades to repay, so rethink the plan.',
  },
  {
    maxRatio: Number.POSITIVE_INFINITY,
    grade: 'F',
    risk: 'Extreme',
    explanation: "Your planned debt is more than 3 times a year's income: very likely more than you can afford to repay.",
  },
];

// Division can land a hair above a boundary (e.g. 0.39000000000000001), which must still count as "up to".
const RATIO_EPSILON = 1e-9;

const NOT_AVAILABLE: FinancialGradeResult = { grade: 'N/A', risk: null, debtToIncome: null };

function isUsableAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function financialGrade(monthlyIncome: number | null | undefined, plannedDebt: number | null | undefined): FinancialGradeResult {
  if (!isUsableAmount(monthlyIncome) || monthlyIncome <= 0 || !isUsableAmount(plannedDebt)) {
    return NOT_AVAILABLE;
  }
  const debtToIncome = plannedDebt / (monthlyIncome * 12);
  if (!Number.isFinite(debtToIncome)) {
    return NOT_AVAILABLE;
  }
  const row = GRADE_TABLE.find((r) => debtToIncome <= r.maxRatio + RATIO_EPSILON);
  if (!row) {
    return NOT_AVAILABLE;
  }
  return { grade: row.grade, risk: row.risk, debtToIncome };
}

/** The largest planned debt that still earns `grade`; null when there is no upper bound or no usable income. */
export function maxDebtForGrade(monthlyIncome: number | null | undefined, grade: FinancialGrade): number | null {
  if (!isUsableAmount(monthlyIncome) || monthlyIncome <= 0) {
    return null;
  }
  const row = GRADE_TABLE.find((r) => r.grade === grade);
  if (!row || !Number.isFinite(row.maxRatio)) {
    return null;
  }
  // Multiplying by whole percents keeps round incomes exact (1000 × 12 × 1.05 would give 12600.000000000002).
  return (monthlyIncome * 12 * Math.round(row.maxRatio * 100)) / 100;
}
