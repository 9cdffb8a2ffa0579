import { describe, expect, it } from 'vitest';
import { expectCitation } from './expect-citation';
import {
  DEBT_FACTS,
  describeDebtSeries,
  OMITTED_DEBT_CLAIMS,
  STUDENT_DEBT_BY_YEAR,
  STUDENT_DEBT_SERIES_SOURCE,
} from './debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE, FSA_PORTFOLIO } from './facts';
import { AVERAGE_CLAIM_OMITTED, MILESTONES_CLAIM_OMITTED } from './omitted-facts';

/** Hosts of reposts the fact-check found (blogs, news, aggregators): no figure may cite them. */
const PRIMARY_PUBLISHERS = ['newyorkfed.org', 'studentaid.gov', 'luminafoundation.org'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('DEBT_FACTS', () => {
  it('has unique ids and a source, period and date beside every figure', () => {
    expect(new Set(DEBT_FACTS.map((f) => f.id)).size).toBe(DEBT_FACTS.length);
    for (const fact of DEBT_FACTS) {
      expect(fact.sources.length, fact.id).toBeGreaterThan(0);
      fact.sources.forEach(expectCitation);
      expect(fact.period.length).toBeGreaterThan(3);
      expect(fact.periodEnd).toMatch(ISO_DATE);
      expect(Number.isFinite(fact.value) && fact.value > 0).toBe(true);
      expect(fact.label.length).toBeGreaterThan(5);
    }
  });

  it('shows each value as displayed', () => {
    const display = (id: string) => DEBT_FACTS.find((f) => f.id === id)?.display;
    expect(display('federal-portfolio-total')).toBe('$1.67 trillion');
    expect(display('federal-borrowers')).toBe('42.3 million');
    expect(display('total-student-debt')).toBe('$1.66 trillion');
    expect(display('average-federal-loan-balance')).toBe('about $39,500');
    for (const fact of DEBT_FACTS) {
      const shown = fact.display.replace(/[$,%]/g, '');
      expect(shown, fact.id).toContain(fact.value.toLocaleString('en-US').replace(/,/g, ''));
    }
  });

  it('lists the headline average from facts.ts, the one place it is defined', () => {
    expect(DEBT_FACTS[0]).toBe(AVERAGE_FEDERAL_LOAN_BALANCE);
  });

  it('includes the average, federal totals and total incl. private; the unconfirmed delinquency share is left out', () => {
    const ids = DEBT_FACTS.map((f) => f.id);
    for (const id of ['average-federal-loan-balance', 'federal-portfolio-total', 'federal-borrowers', 'total-student-debt']) {
      expect(ids).toContain(id);
    }
    expect(ids).not.toContain('seriously-delinquent-share');
    expect(OMITTED_DEBT_CLAIMS.some((c) => c.claim.includes('9.4%'))).toBe(true);
  });

  it('cites only primary publishers, never a blog or news repost', () => {
    const citations = [...DEBT_FACTS.flatMap((f) => f.sources), ...STUDENT_DEBT_BY_YEAR.flatMap((p) => p.sources)];
    for (const citation of citations) {
      const host = new URL(citation.url).hostname;
      expect(PRIMARY_PUBLISHERS.some((primary) => host === primary || host.endsWith(`.${primary}`)), citation.url).toBe(true);
    }
  });

  it('uses one FSA pair, with its date, for every federal count and balance', () => {
    const federal = DEBT_FACTS.filter((f) => ['federal-portfolio-total', 'federal-borrowers', 'average-federal-loan-balance'].includes(f.id));
    expect(federal).toHaveLength(3);
    for (const fact of federal) {
      expect(fact.periodEnd).toBe(FSA_PORTFOLIO.periodEnd);
      expect(fact.sources[0]!.confirms).toContain(`${FSA_PORTFOLIO.borrowersMillions} million`);
      expect(fact.sources[0]!.confirms).toContain(`$${FSA_PORTFOLIO.balanceTrillions} trillion`);
    }
    // No other borrower count anywhere in the displayed figures.
    const shown = DEBT_FACTS.map((f) => `${f.display} ${f.period} ${f.note ?? ''}`).join(' ');
    expect(shown).not.toContain('42.7');
    expect(OMITTED_DEBT_CLAIMS).toContain(AVERAGE_CLAIM_OMITTED);
  });
});

describe('STUDENT_DEBT_BY_YEAR', () => {
  it('runs forward in time, one point a year, with a New York Fed figure and a New York Fed source for each point', () => {
    const years = STUDENT_DEBT_BY_YEAR.map((p) => p.year);
    years.forEach((year, index) => {
      if (index > 0) expect(year).toBeGreaterThan(years[index - 1]!);
    });
    for (const point of STUDENT_DEBT_BY_YEAR) {
      expect(point.sources.length).toBeGreaterThan(0);
      point.sources.forEach(expectCitation);
      expect(point.periodEnd.startsWith(String(point.year))).toBe(true);
      expect(point.quarter).toContain(String(point.year));
      expect(point.sources.some((s) => s.confirms.includes(`$${(point.balanceBillions / 1000).toFixed(2)} trillion`) || s.confirms.includes(`$${(point.balanceBillions / 1000).toFixed(1)} trillion`)), point.quarter).toBe(true);
    }
  });

  it('never falls by more than the pandemic-era dip and ends at the latest total', () => {
    STUDENT_DEBT_BY_YEAR.forEach((point, index) => {
      if (index > 0) expect(point.balanceBillions).toBeGreaterThanOrEqual(STUDENT_DEBT_BY_YEAR[index - 1]!.balanceBillions - 20);
    });
    const latest = DEBT_FACTS.find((f) => f.id === 'total-student-debt')!;
    expect(STUDENT_DEBT_BY_YEAR.at(-1)!.balanceBillions / 1000).toBeCloseTo(latest.value, 6);
    expect(STUDENT_DEBT_BY_YEAR.at(-1)!.periodEnd).toBe(latest.periodEnd);
    expect(STUDENT_DEBT_SERIES_SOURCE.url).toContain('newyorkfed.org');
  });

  it('has a text alternative naming the first and last points', () => {
    const text = describeDebtSeries();
    expect(text).toContain('$1.16 trillion in Q4 2014');
    expect(text).toContain('$1.66 trillion in Q4 2025 (latest)');
    expect(describeDebtSeries([])).toBe('No data.');
  });
});

describe('OMITTED_DEBT_CLAIMS', () => {
  it('records the unsourced "44%" claim instead of inventing a source', () => {
    const claim = OMITTED_DEBT_CLAIMS.find((c) => c.claim.includes('44%'));
    expect(claim).toBe(MILESTONES_CLAIM_OMITTED);
    expect(claim?.reason).toMatch(/no source/i);
    expect(DEBT_FACTS.some((f) => f.value === 44)).toBe(false);
    for (const omitted of OMITTED_DEBT_CLAIMS) expect(omitted.reason.length).toBeGreaterThan(10);
  });
});
