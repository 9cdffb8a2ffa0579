import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAREERS } from './careers';

/**
 * data/i18n/onet-descriptions.es.ndjson (issue 22): the Spanish O*NET 29.3 description of every occupation of the
 * default dataset that is not curated (curated careers carry their own copy), one line each, never English.
 */
const readNdjson = <T>(path: string): T[] =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

type Line = { socCode: string; description: string };
const spanish = readNdjson<Line>('data/i18n/onet-descriptions.es.ndjson');
const snapshot = readNdjson<{ socCode: string; description: string }>('data/snapshot/careers.ndjson');
const curated = new Set(CAREERS.map((c) => c.socCode));
const english = new Map(snapshot.map((c) => [c.socCode, c.description]));

// Whole English words that should never appear in a Spanish sentence (acronyms are upper case and not listed).
const ENGLISH_WORDS = /\b(the|and|of|with|or|for)\b/i;

describe('the Spanish O*NET descriptions', () => {
  it('has exactly one line per non-curated snapshot career, and no other', () => {
    const codes = spanish.map((l) => l.socCode);
    expect(new Set(codes).size).toBe(codes.length);
    const expected = snapshot.filter((c) => !curated.has(c.socCode)).map((c) => c.socCode);
    expect([...codes].sort()).toEqual([...expected].sort());
    for (const code of codes) {
      expect(curated.has(code), code).toBe(false);
      expect(english.has(code), code).toBe(true);
    }
  });

  it('is sorted by socCode and has only socCode and description', () => {
    const codes = spanish.map((l) => l.socCode);
    expect(codes).toEqual([...codes].sort());
    for (const line of spanish) expect(Object.keys(line).sort()).toEqual(['description', 'socCode']);
  });

  it.each(spanish.map((l) => [l.socCode, l.description] as const))('%s is a Spanish description', (code, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).toBe(text.trim());
    expect(text).not.toBe(english.get(code));
    expect(text).not.toMatch(ENGLISH_WORDS);
  });
});
