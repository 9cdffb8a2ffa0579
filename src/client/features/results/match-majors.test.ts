import { describe, expect, it } from 'vitest';
import type { Major } from '@domain/catalog/schemas';
import { matchMajors } from './match-majors';

const major = (name: string): Major => ({
  cip: '51.38',
  name,
  description: 'A test major for matching.',
  interests: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 },
  careerCodes: ['29-1141.00'],
  medianEarnings: 60000,
  medianDebt: 25000,
  source: { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/data', estimate: true },
});

describe('matchMajors', () => {
  it('matches names case-insensitively and ignoring outer spaces, in the selected order', () => {
    const nursing = major('Registered Nursing');
    const accounting = major('Accounting');
    expect(matchMajors([' registered NURSING', 'Accounting'], [accounting, nursing])).toEqual([
      { name: ' registered NURSING', major: nursing },
      { name: 'Accounting', major: accounting },
    ]);
  });

  it('keeps unknown names with no major', () => {
    expect(matchMajors(['Underwater Basket Weaving'], [major('Accounting')])).toEqual([{ name: 'Underwater Basket Weaving', major: null }]);
    expect(matchMajors([], [major('Accounting')])).toEqual([]);
  });
});
