import { describe, expect, it } from 'vitest';
import { wordsAllRequired } from './search-words';

// The inputs are what `websearch_to_tsquery('english', …)::text` prints (checked against PostgreSQL 18).
describe('wordsAllRequired', () => {
  it('lists the words of a plain AND, a phrase, and both mixed, once each', () => {
    expect(wordsAllRequired("'scholarship' & 'essay'")).toEqual(['scholarship', 'essay']);
    expect(wordsAllRequired("'high' <-> 'school'")).toEqual(['high', 'school']);
    expect(wordsAllRequired("'part-tim' <-> 'part' <-> 'time' & 'job'")).toEqual(['part-tim', 'part', 'time', 'job']);
    expect(wordsAllRequired("'loan' <2> 'loan' & 'rate'")).toEqual(['loan', 'rate']);
    expect(wordsAllRequired("( 'fafsa' & 'deadlin' ) & 'state'")).toEqual(['fafsa', 'deadlin', 'state']);
  });

  it('reads a quote inside a word', () => {
    expect(wordsAllRequired("'o''brien' & 'grant'")).toEqual(["o'brien", 'grant']);
  });

  it('refuses what a post can match without every word', () => {
    expect(wordsAllRequired("'job' | 'essay'")).toBeNull();
    expect(wordsAllRequired("'essay' & !'loan'")).toBeNull();
    expect(wordsAllRequired("'colleg':* & 'aid'")).toBeNull();
    expect(wordsAllRequired("'colleg':A & 'aid'")).toBeNull();
  });

  it('refuses one word, nothing, a backslash and broken text', () => {
    expect(wordsAllRequired("'scholarship'")).toBeNull();
    expect(wordsAllRequired("'loan' & 'loan'")).toBeNull();
    expect(wordsAllRequired('')).toBeNull();
    expect(wordsAllRequired("'a\\b' & 'c'")).toBeNull();
    expect(wordsAllRequired("'unclosed & 'c'")).toBeNull();
    expect(wordsAllRequired("'' & 'c'")).toBeNull();
  });
});
