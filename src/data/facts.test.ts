import { describe, expect, it } from 'vitest';
import { OMITTED_DEBT_CLAIMS } from './debt-facts';
import { expectCitation } from './expect-citation';
import { AVERAGE_FEDERAL_LOAN_BALANCE, AVERAGE_FEDERAL_LOAN_DEBT, citationDate, OMITTED_FACTS } from './facts';

describe('AVERAGE_FEDERAL_LOAN_BALANCE', () => {
  it("is the spec's $38,375 from BestColleges, February 2025, based on FSA data", () => {
    expect(AVERAGE_FEDERAL_LOAN_BALANCE).toMatchObject({ value: 38_375, unit: 'usd', display: '$38,375' });
    const [source] = AVERAGE_FEDERAL_LOAN_BALANCE.sources;
    expect(source).toMatchObject({ publisher: 'BestColleges', title: 'Average Student Loan Debt in 2025', published: '2025-02-11' });
    expect(source!.confirms).toContain('42.7 million');
    expect(source!.confirms).toContain('$1.64 trillion');
    expect(AVERAGE_FEDERAL_LOAN_BALANCE.basis).toBe('Federal Student Aid portfolio data');
    AVERAGE_FEDERAL_LOAN_BALANCE.sources.forEach(expectCitation);
  });
});

describe('AVERAGE_FEDERAL_LOAN_DEBT', () => {
  it('is the same figure and citation, in the dashboard hero\'s short shape', () => {
    expect(AVERAGE_FEDERAL_LOAN_DEBT).toEqual({
      value: '$38,375',
      label: AVERAGE_FEDERAL_LOAN_BALANCE.label,
      source: {
        citation: 'BestColleges, "Average Student Loan Debt in 2025"',
        basis: 'Federal Student Aid portfolio data',
        url: 'https://www.bestcolleges.com/research/average-student-loan-debt/',
        published: '2025-02-11',
      },
    });
    expect(AVERAGE_FEDERAL_LOAN_DEBT.source.url).toBe(AVERAGE_FEDERAL_LOAN_BALANCE.sources[0]!.url);
  });
});

describe('OMITTED_FACTS', () => {
  it('reuses the debt-facts reason for the unsourced 44% claim', () => {
    expect(OMITTED_FACTS[0]).toBe(OMITTED_DEBT_CLAIMS.find((c) => c.claim.includes('44%')));
  });
});

describe('citationDate', () => {
  it('shows month and year', () => {
    expect(citationDate('2025-02-11')).toBe('Feb 2025');
    expect(citationDate('2026-12-01')).toBe('Dec 2026');
  });
});
