import { describe, expect, it } from 'vitest';
import type { Major } from '@domain/catalog/schemas';
import { outcomeRows, sortOutcomeRows } from './outcome-rows';

const major = (name: string, medianEarnings: number | null, medianDebt: number | null): Major => ({
  cip: '11.07',
  name,
  description: 'A major used by the sorting tests.',
  interests: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 },
  careerCodes: ['15-1252.00'],
  medianEarnings,
  medianDebt,
  source: { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/data', estimate: false },
});

const MAJORS = [
  major('Biology', 40_000, 24_000), // 0.6 → A-
  major('Art', 30_000, 33_000), // 1.1 → B, costly
  major('Computer Science', 80_000, null),
  major('Accounting', 60_000, 24_000), // 0.4 → A
  major('Dance', null, 20_000),
];

const names = (rows: ReturnType<typeof outcomeRows>) => rows.map((row) => row.major.name);

describe('outcomeRows', () => {
  it("grades each major on the spec table, flags costly ones and marks the student's majors case-insensitively", () => {
    const rows = outcomeRows(MAJORS, ['art', ' Accounting ']);
    const art = rows.find((row) => row.major.name === 'Art');
    expect(art).toMatchObject({ costly: true, mine: true, grade: { grade: 'B' } });
    expect(art?.ratio).toBeCloseTo(1.1, 10);
    expect(rows.find((row) => row.major.name === 'Accounting')).toMatchObject({ costly: false, mine: true, grade: { grade: 'A' } });
    expect(rows.find((row) => row.major.name === 'Biology')).toMatchObject({ mine: false, grade: { grade: 'A-' } });
    expect(rows.find((row) => row.major.name === 'Dance')).toMatchObject({
      ratio: null,
      debt: null,
      costly: false,
      grade: { grade: 'N/A' },
    });
  });

  it('marks a B+ major costly (the line is the top of A-, 0.79) and keeps exactly 0.79 as not costly', () => {
    const rows = outcomeRows([major('Music', 40_000, 32_000), major('History', 40_000, 31_600)], []);
    expect(rows[0]).toMatchObject({ costly: true, grade: { grade: 'B+' } });
    expect(rows[1]).toMatchObject({ costly: false, grade: { grade: 'A-' } });
  });

  it('grades the total family debt, shows each part, and keeps parts not in the data as null', () => {
    const [withoutAdded] = outcomeRows([major('Biology', 40_000, 24_000)], []);
    expect(withoutAdded?.debt).toEqual({ federal: 24_000, parentPlus: null, private: null, total: 24_000 });
    const added = { parentPlus: { amount: 10_000, note: 'test' }, private: { amount: null, note: 'not in the data' } };
    const [withAdded] = outcomeRows([major('Biology', 40_000, 24_000)], [], added);
    expect(withAdded).toMatchObject({ costly: true, debt: { federal: 24_000, parentPlus: 10_000, private: null, total: 34_000 } });
    expect(withAdded?.ratio).toBeCloseTo(0.85, 10);
  });
});

describe('sortOutcomeRows', () => {
  const rows = outcomeRows(MAJORS, []);

  it('sorts by name both ways', () => {
    expect(names(sortOutcomeRows(rows, 'name', 'ascending'))).toEqual(['Accounting', 'Art', 'Biology', 'Computer Science', 'Dance']);
    expect(names(sortOutcomeRows(rows, 'name', 'descending'))).toEqual(['Dance', 'Computer Science', 'Biology', 'Art', 'Accounting']);
  });

  it('keeps not-reported figures last in either direction', () => {
    expect(names(sortOutcomeRows(rows, 'medianEarnings', 'descending'))).toEqual([
      'Computer Science',
      'Accounting',
      'Biology',
      'Art',
      'Dance',
    ]);
    expect(names(sortOutcomeRows(rows, 'medianEarnings', 'ascending'))).toEqual([
      'Art',
      'Biology',
      'Accounting',
      'Computer Science',
      'Dance',
    ]);
    expect(names(sortOutcomeRows(rows, 'ratio', 'ascending'))).toEqual(['Accounting', 'Biology', 'Art', 'Computer Science', 'Dance']);
  });

  it('breaks ties by name', () => {
    expect(names(sortOutcomeRows(rows, 'medianDebt', 'ascending'))).toEqual(['Dance', 'Accounting', 'Biology', 'Art', 'Computer Science']);
    expect(names(sortOutcomeRows(rows, 'medianDebt', 'descending'))).toEqual(['Art', 'Accounting', 'Biology', 'Dance', 'Computer Science']);
  });

  it('does not change the rows it is given', () => {
    const before = names(rows);
    sortOutcomeRows(rows, 'name', 'descending');
    expect(names(rows)).toEqual(before);
  });
});
