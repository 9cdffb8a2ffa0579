import { describe, expect, it } from 'vitest';
import { maxDebtForGrade } from './grade';
import { afterTaxShare, budgetTotals, MAX_MONTHLY_LINE, monthlyStartingValue, parseBudgetLine } from './budget';
import { careerBudgetFit, careerBudgetFits, SAFE_DEBT_GRADE } from './budget-fit';
import { readStoredBudget } from './stored-budget';
import { budgetFormSchema } from './budget-form';
import { TEST_LIMITS } from './test-limits';
import { plannedDebtCost } from '@domain/money-plan/planned-debt';
import { TEST_TERMS } from '@domain/money-plan/test-terms';

const lines = (amount: string) => ({
  housing: amount,
  transportation: amount,
  food: amount,
  healthcare: amount,
  entertainment: amount,
  apparel: amount,
  personalCare: amount,
  educationOther: amount,
});

describe('budgetFormSchema', () => {
  it('reads dollars the way people type them', () => {
    const parsed = budgetFormSchema.parse({ region: 'West', level: 'Modest', lines: { ...lines('0'), housing: '$1,250.50' } });
    expect(parsed.lines.housing).toBe(1250.5);
    expect(parsed.lines.food).toBe(0);
  });

  it('takes the largest line and refuses a cent more, negatives, words and blanks', () => {
    expect(parseBudgetLine(String(MAX_MONTHLY_LINE))).toBe(MAX_MONTHLY_LINE);
    expect(parseBudgetLine(`${MAX_MONTHLY_LINE}.01`)).toBeNull();
    const result = budgetFormSchema.safeParse({
      region: 'Mars',
      level: 'Lavish',
      lines: { ...lines('10'), food: '-5', housing: 'lots', apparel: ' ' },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      region: 'premium-budget.chooseRegion',
      level: 'premium-budget.chooseLevel',
      'lines.food': 'premium-budget.lineNegative',
      'lines.housing': 'premium-budget.lineNotANumber',
      'lines.apparel': 'premium-budget.lineMissing',
    });
  });
});

describe('budgetTotals', () => {
  it('needs no income for an empty budget, as a plain 0 (not -0)', () => {
    const totals = budgetTotals({}, 0.885);
    expect(Object.is(totals.incomeNeededYearly, 0)).toBe(true);
    expect(Object.is(totals.incomeNeededMonthly, 0)).toBe(true);
  });

  it('adds the lines, makes a year, and grosses up for taxes (rounded up to the dollar)', () => {
    const totals = budgetTotals(
      {
        housing: 1000,
        transportation: 500.25,
        food: 400,
        healthcare: 0,
        entertainment: 100,
        apparel: 50,
        personalCare: 25,
        educationOther: 0,
      },
      0.8,
    );
    expect(totals.monthly).toBe(2075.25);
    expect(totals.yearly).toBe(24903);
    expect(totals.incomeNeededYearly).toBe(31129); // 24903 / 0.8 = 31128.75
    expect(totals.incomeNeededMonthly).toBe(2595); // 31129 / 12 = 2594.08
    expect(totals.missing).toEqual([]);
  });

  it('does not round an exact amount up', () => {
    const totals = budgetTotals(
      { housing: 1000, transportation: 0, food: 0, healthcare: 0, entertainment: 0, apparel: 0, personalCare: 0, educationOther: 0 },
      0.5,
    );
    expect(totals.incomeNeededYearly).toBe(24000);
    expect(totals.incomeNeededMonthly).toBe(2000);
  });

  it('lists empty lines as missing instead of counting them as 0 silently', () => {
    const totals = budgetTotals({ housing: 900, food: null }, 1);
    expect(totals.monthly).toBe(900);
    expect(totals.missing).toEqual(['transportation', 'food', 'healthcare', 'entertainment', 'apparel', 'personalCare', 'educationOther']);
  });

  it('refuses a tax share outside (0, 1]', () => {
    expect(() => budgetTotals({}, 0)).toThrow(RangeError);
    expect(() => budgetTotals({}, 1.01)).toThrow(RangeError);
    expect(afterTaxShare(94_003, 83_195)).toBeCloseTo(0.885, 3);
    expect(() => afterTaxShare(100, 101)).toThrow(RangeError);
    expect(() => afterTaxShare(0, 0)).toThrow(RangeError);
  });
});

describe('careerBudgetFit', () => {
  const totals = budgetTotals(
    { housing: 2000, transportation: 0, food: 0, healthcare: 0, entertainment: 0, apparel: 0, personalCare: 0, educationOther: 0 },
    0.8,
  );
  const options = { keptAfterTax: 0.8, terms: TEST_TERMS, limits: TEST_LIMITS };

  it('covers the budget at exactly the income needed, not a dollar below', () => {
    expect(totals.incomeNeededYearly).toBe(30000);
    expect(careerBudgetFit({ socCode: 'a', title: 'A', medianPay: 30000 }, totals, options).coversBudget).toBe(true);
    expect(careerBudgetFit({ socCode: 'b', title: 'B', medianPay: 29999 }, totals, options).coversBudget).toBe(false);
  });

  it('carries the debt the grade table allows at the safe grade, with its payment', () => {
    const fit = careerBudgetFit({ socCode: 'a', title: 'A', medianPay: 60000 }, totals, options);
    expect(SAFE_DEBT_GRADE).toBe('A');
    expect(fit.maxSafeDebt).toBe(maxDebtForGrade(5000, 'A'));
    expect(fit.maxSafeDebt).toBe(35400);
    expect(fit.monthlyLeftAfterBudget).toBe(2000); // 60000 × 0.8 / 12 − 2000
    // $35,400 over four years at its true cost: $27,000 of Direct Loans and $8,400 of Parent PLUS, interest to repayment.
    expect(fit.safeDebtMonthlyPayment).toBe(plannedDebtCost(35_400, TEST_TERMS).monthlyPayment);
    expect(fit.paymentFitsBudget).toBe(true);
  });

  it('says nothing it cannot know when the pay is not reported', () => {
    expect(careerBudgetFit({ socCode: 'x', title: 'X', medianPay: null }, totals, options)).toEqual({
      socCode: 'x',
      title: 'X',
      medianPay: null,
      coversBudget: null,
      monthlyLeftAfterBudget: null,
      maxSafeDebt: null,
      safeDebtMonthlyPayment: null,
      paymentFitsBudget: null,
    });
  });

  it('lists each career once, in the order given', () => {
    const fits = careerBudgetFits(
      [
        { socCode: 'b', title: 'B', medianPay: 40000 },
        { socCode: 'a', title: 'A', medianPay: 50000 },
        { socCode: 'b', title: 'B again', medianPay: 40000 },
      ],
      totals,
      options,
    );
    expect(fits.map((fit) => fit.title)).toEqual(['B', 'A']);
  });
});

describe('monthlyStartingValue and readStoredBudget', () => {
  it('turns a yearly figure into a monthly one and keeps "no figure" as null', () => {
    expect(monthlyStartingValue(25_425)).toBe(2119);
    expect(monthlyStartingValue(null)).toBeNull();
  });

  it('reads a saved budget and treats an older loose value as not saved', () => {
    const saved = {
      region: 'South',
      level: 'Frugal',
      monthly: {
        housing: 900,
        transportation: 300,
        food: 350,
        healthcare: 150,
        entertainment: 50,
        apparel: 40,
        personalCare: 30,
        educationOther: 0,
      },
      monthlyBudget: 1820,
      yearlyBudget: 21840,
      incomeNeededBeforeTax: 24677,
      savedAt: '2026-11-23T18:00:00.000Z',
    };
    expect(readStoredBudget(saved)).toEqual(saved);
    expect(readStoredBudget({ monthlyIncome: 3000 })).toBeNull();
    expect(readStoredBudget(undefined)).toBeNull();
    expect(readStoredBudget({ ...saved, monthly: { ...saved.monthly, food: -1 } })).toBeNull();
  });
});
