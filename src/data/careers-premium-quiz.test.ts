import { describe, expect, it } from 'vitest';
import { careerEducationLevel, refineCareers } from '../domain/career-quiz/career-quiz';
import { CAREERS } from './careers';

// The premium career quiz's reasons name their sources; these keep them true for the curated rows.
describe('careers data as the premium career quiz reads it', () => {
  it('every career has a BLS entry-level education the quiz knows (no Job Zone estimate needed)', () => {
    for (const row of CAREERS) expect(careerEducationLevel(row), row.socCode).toMatchObject({ basis: 'bls' });
  });

  it('every career with a pay is from the OEWS May 2024 file the reasons cite', () => {
    for (const row of CAREERS) expect(row.source.name, row.socCode).toContain('Occupational Employment and Wage Statistics, May 2024');
  });

  it('with no limits, no career is set aside', () => {
    const { careers, setAside } = refineCareers(CAREERS, { minimumPay: null, education: 'doctoral', interestAreas: [], outlook: 'important' });
    expect(setAside).toEqual([]);
    expect(careers).toHaveLength(CAREERS.length);
  });
});
