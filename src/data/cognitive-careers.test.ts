import { describe, expect, it } from 'vitest';
import { CAREER_CATEGORIES } from '../domain/cognitive/recommendations';
import { CAREERS } from './careers';

describe('career categories of the cognitive recommendations', () => {
  it('name only careers in the curated catalog, each once per category', () => {
    const codes = new Set(CAREERS.map((career) => career.socCode));
    for (const category of CAREER_CATEGORIES) {
      expect(category.careerCodes.filter((code) => !codes.has(code)), category.name).toEqual([]);
      expect(new Set(category.careerCodes).size).toBe(category.careerCodes.length);
    }
  });
});
