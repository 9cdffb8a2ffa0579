import { describe, expect, it } from 'vitest';
import { OMITTED_DEBT_CLAIMS } from './debt-facts';
import { expectCitation } from './expect-citation';
import { AVERAGE_FEDERAL_LOAN_BALANCE, AVERAGE_FEDERAL_LOAN_DEBT, citationDate, FSA_PORTFOLIO, FSA_PORTFOLIO_CITATION } from './facts';
import { AVERAGE_CLAIM_OMITTED, OMITTED_FACTS } from './omitted-facts';

describe('AVERAGE_FEDERAL_LOAN_BALANCE', () => {
  it("is FSA's June 30, 2025 balance divided by FSA's borrowers, to the nearest $100, citing FSA", () => {
    expect(FSA_PORTFOLIO).toMatchObject({ borrowersMillions: 42.3, balanceTrillions: 1.67, periodEnd: '2025-06-30' });
    // 1.67 trillion / 42.3 million = 39,479.9
    expect(AVERAGE_FEDERAL_LOAN_BALANCE).toMatchObject({ value: 39_500, unit: 'usd', display: 'about $39,500', periodEnd: '2025-06-30' });
    expect(AVERAGE_FEDERAL_LOAN_BALANCE.sources).toEqual([FSA_PORTFOLIO_CITATION]);
    expect(FSA_PORTFOLIO_CITATION.url).toBe('https://studentaid.gov/data-center/student/portfolio');
    expect(FSA_PORTFOLIO_CITATION.confirms).toContain('42.3 million');
    expect(FSA_PORTFOLIO_CITATION.confirms).toContain('$1.67 trillion');
    AVERAGE_FEDERAL_LOAN_BALANCE.sources.forEach(expectCitation);
  });

  it('leaves the $38,375 repost figure out, with the reason', () => {
    expect(OMITTED_FACTS).toContain(AVERAGE_CLAIM_OMITTED);
    expect(AVERAGE_CLAIM_OMITTED.reason).toContain('42.7 million');
  });
});

describe('AVERAGE_FEDERAL_LOAN_DEBT', () => {
  it("is the same figure and FSA citation, in the dashboard hero's short shape", () => {
    expect(AVERAGE_FEDERAL_LOAN_DEBT).toEqual({
      value: 'about $39,500',
      label: AVERAGE_FEDERAL_LOAN_BALANCE.label,
      source: {
        citation: 'Federal Student Aid, "FSA Data Center: Federal Student Loan Portfolio"',
        basis: 'FSA’s totals of $1.67 trillion and 42.3 million borrowers',
        url: 'https://studentaid.gov/data-center/student/portfolio',
        published: '2025-06-30',
      },
    });
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
