import { describe, expect, it } from 'vitest';
import { expectCitation } from './expect-citation';
import { federalLimitsForStudy, safeBorrowing } from '../domain/finance/borrowing';
import { RAP_INCOME_BANDS } from '../domain/finance/repayment';
import { trueCostTermsFor } from '../domain/money-plan/planned-debt';
import { TRUE_COST_DATASETS } from './true-cost-datasets';
import {
  DIRECT_LOAN_ORIGINATION_FEES,
  DIRECT_LOAN_RATE_ADD_ONS,
  DIRECT_LOAN_RATES,
  FEDERAL_LOAN_LIMITS,
  OMITTED_FIGURES,
  REPAYMENT_RULES,
} from './federal-loans';



describe('DIRECT_LOAN_RATES', () => {
  // The figures as published, typed in by hand (the Federal Register notice 2024-19309).
  const published: Array<[string, number, number, number]> = [
    ['2019-20', 4.53, 6.08, 7.08],
    ['2020-21', 2.75, 4.3, 5.3],
    ['2021-22', 3.73, 5.28, 6.28],
    ['2022-23', 4.99, 6.54, 7.54],
    ['2023-24', 5.5, 7.05, 8.05],
    ['2024-25', 6.53, 8.08, 9.08],
    ['2025-26', 6.39, 7.94, 8.94],
  ];

  it('holds every award year from 2019-20 to 2025-26 with the published rates', () => {
    expect(DIRECT_LOAN_RATES.map((r) => [r.awardYear, r.undergraduatePercent, r.graduateUnsubsidizedPercent, r.plusPercent])).toEqual(
      published,
    );
  });

  it('keeps the statutory spread: graduate is undergraduate + 1.55, PLUS is undergraduate + 2.55', () => {
    const gradSpread = DIRECT_LOAN_RATE_ADD_ONS.graduateUnsubsidized - DIRECT_LOAN_RATE_ADD_ONS.undergraduate;
    const plusSpread = DIRECT_LOAN_RATE_ADD_ONS.plus - DIRECT_LOAN_RATE_ADD_ONS.undergraduate;
    for (const year of DIRECT_LOAN_RATES) {
      expect(year.graduateUnsubsidizedPercent - year.undergraduatePercent).toBeCloseTo(gradSpread, 9);
      expect(year.plusPercent - year.undergraduatePercent).toBeCloseTo(plusSpread, 9);
    }
  });

  it('covers July 1 to July 1 with no gaps', () => {
    DIRECT_LOAN_RATES.forEach((year, index) => {
      const startYear = Number(year.awardYear.slice(0, 4));
      expect(year.firstDisbursedFrom).toBe(`${startYear}-07-01`);
      expect(year.firstDisbursedBefore).toBe(`${startYear + 1}-07-01`);
      const next = DIRECT_LOAN_RATES[index + 1];
      if (next) {
        expect(next.firstDisbursedFrom).toBe(year.firstDisbursedBefore);
      }
    });
  });

  it('names a source and date for every year', () => {
    for (const year of DIRECT_LOAN_RATES) {
      expect(year.sources.length).toBeGreaterThan(0);
      year.sources.forEach(expectCitation);
    }
    expect(DIRECT_LOAN_RATES.at(-1)?.sources.map((s) => s.title)).toContain('Interest Rates and Fees for Federal Student Loans');
  });
});

describe('DIRECT_LOAN_ORIGINATION_FEES', () => {
  it('holds the fees from October 2019 to October 2026 without gaps', () => {
    expect(DIRECT_LOAN_ORIGINATION_FEES.map((f) => [f.firstDisbursedFrom, f.firstDisbursedBefore, f.subsidizedUnsubsidizedPercent, f.plusPercent])).toEqual([
      ['2019-10-01', '2020-10-01', 1.059, 4.236],
      ['2020-10-01', '2026-10-01', 1.057, 4.228],
    ]);
    DIRECT_LOAN_ORIGINATION_FEES.forEach((f) => f.sources.forEach(expectCitation));
  });

  it('charges PLUS four times the Stafford fee, as the sequester-adjusted 1% / 4% fees do', () => {
    for (const f of DIRECT_LOAN_ORIGINATION_FEES) {
      expect(f.plusPercent).toBeCloseTo(4 * f.subsidizedUnsubsidizedPercent, 9);
    }
  });
});

describe('FEDERAL_LOAN_LIMITS', () => {
  it('holds the FSA undergraduate limits', () => {
    expect(FEDERAL_LOAN_LIMITS.dependentUndergraduate).toMatchObject({
      annualByYear: [5_500, 6_500, 7_500],
      subsidizedAnnualByYear: [3_500, 4_500, 5_500],
      aggregate: 31_000,
      subsidizedAggregate: 23_000,
    });
    expect(FEDERAL_LOAN_LIMITS.independentUndergraduate).toMatchObject({
      annualByYear: [9_500, 10_500, 12_500],
      subsidizedAnnualByYear: [3_500, 4_500, 5_500],
      aggregate: 57_500,
      subsidizedAggregate: 23_000,
    });
  });

  it('keeps subsidized amounts within the totals', () => {
    for (const limits of [FEDERAL_LOAN_LIMITS.dependentUndergraduate, FEDERAL_LOAN_LIMITS.independentUndergraduate]) {
      limits.subsidizedAnnualByYear.forEach((sub, i) => expect(sub).toBeLessThanOrEqual(limits.annualByYear[i] ?? 0));
      expect(limits.subsidizedAggregate).toBeLessThanOrEqual(limits.aggregate);
    }
  });

  it('holds the July 1, 2026 caps from Public Law 119-21', () => {
    expect(FEDERAL_LOAN_LIMITS.from2026).toMatchObject({
      effective: '2026-07-01',
      parentPlusAnnualPerStudent: 20_000,
      parentPlusAggregatePerStudent: 65_000,
      graduateAnnual: 20_500,
      graduateAggregate: 100_000,
      professionalAnnual: 50_000,
      professionalAggregate: 200_000,
      lifetimeAggregate: 257_500,
      gradPlusEndsForNewBorrowers: true,
    });
    expect(FEDERAL_LOAN_LIMITS.from2026.sources.map((s) => s.url)).toContain('https://www.congress.gov/119/plaws/publ21/PLAW-119publ21.htm');
  });

  it('names a source and date for every limit', () => {
    const { dependentUndergraduate, independentUndergraduate, from2026 } = FEDERAL_LOAN_LIMITS;
    for (const entry of [dependentUndergraduate, independentUndergraduate, from2026]) {
      expect(entry.sources.length).toBeGreaterThan(0);
      entry.sources.forEach(expectCitation);
    }
  });

  it('plugs into the borrowing calculator', () => {
    expect(federalLimitsForStudy(FEDERAL_LOAN_LIMITS, 4)).toMatchObject({
      dependentUndergraduate: 27_000,
      independentUndergraduate: 45_000,
      parentPlus2026: 65_000,
    });
    const { terms } = trueCostTermsFor('2026-12-06', TRUE_COST_DATASETS);
    const result = safeBorrowing({ annualSalary: 45_000, yearsOfStudy: 4, targetGrade: 'B+', terms }, FEDERAL_LOAN_LIMITS);
    expect(result.maxDebt).toBe(47_250); // 1.05 × 45,000
  });
});

describe('REPAYMENT_RULES', () => {
  it('cites every rule and states the numbers the calculations use', () => {
    for (const rule of REPAYMENT_RULES) {
      expect(rule.sources.length).toBeGreaterThan(0);
      rule.sources.forEach(expectCitation);
    }
    const text = REPAYMENT_RULES.map((r) => r.summary).join(' ');
    expect(text).toContain('10 years (total federal balance under $25,000)');
    expect(text).toContain('25 years (total federal balance $100,000 or more)');
    expect(text).toContain('$120 a year');
    expect(text).toContain(`${RAP_INCOME_BANDS.at(-1)?.percent}%`);
    expect(text).toContain('$50 a month per dependent');
    expect(text).toContain('$10 a month');
    expect(text).toContain('360 qualifying payments');
    expect(text).toContain('more than $30,000');
  });
});

describe('OMITTED_FIGURES', () => {
  it('says what was left out and why', () => {
    expect(OMITTED_FIGURES.length).toBeGreaterThan(0);
    OMITTED_FIGURES.forEach((o) => {
      expect(o.figure.length).toBeGreaterThan(10);
      expect(o.reason.length).toBeGreaterThan(10);
    });
  });
});
