import { describe, expect, it } from 'vitest';
import { EDUCATION_LABELS } from '../domain/catalog/career-explore';
import { EDUCATION_LEVELS } from '../domain/catalog/schemas';
import { CAREERS } from './careers';

describe('career exploration education filter', () => {
  it('has a level for every entry-education wording of the curated careers, in order', () => {
    expect(Object.keys(EDUCATION_LABELS)).toEqual([...EDUCATION_LEVELS]);
    const labels = new Set(Object.values(EDUCATION_LABELS));
    for (const career of CAREERS) if (career.entryEducation !== null) expect(labels, career.socCode).toContain(career.entryEducation);
  });
});
