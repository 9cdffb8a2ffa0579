import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { MAJORS } from '@data/majors';
import { MAJORS_ES } from './majors-es';

/*
 * The Spanish career and major texts: every occupation of the default dataset has a Spanish title, every
 * curated career and every major a Spanish description, and none is the English left as it was, except the words
 * that are genuinely the same in both languages (listed here).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

function ndjson(file: string): Record<string, unknown>[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

type SpanishLine = { socCode: string; title: string; description?: string };

const snapshot = ndjson('data/snapshot/careers.ndjson') as { socCode: string; title: string; description: string }[];
const spanish = ndjson('data/i18n/careers.es.ndjson') as SpanishLine[];
const spanishBySoc = new Map(spanish.map((line) => [line.socCode, line]));

/** Titles that are the same word in Spanish (loanwords Mi Próximo Paso also uses). */
const SAME_TITLE = new Set(['Baristas', 'Bartenders']);

describe('data/i18n/careers.es.ndjson', () => {
  it('has one line per occupation of the default dataset, each with a Spanish title, and no other line', () => {
    expect(spanish).toHaveLength(snapshot.length);
    expect(spanishBySoc.size).toBe(spanish.length);
    for (const career of snapshot) {
      const line = spanishBySoc.get(career.socCode);
      expect(line?.title.trim(), career.socCode).toBeTruthy();
      if (!SAME_TITLE.has(career.title)) expect(line?.title, `${career.socCode} title still English`).not.toBe(career.title);
    }
  });

  it('only knows the fields socCode, title and description', () => {
    for (const line of spanish) expect(Object.keys(line).every((key) => ['socCode', 'title', 'description'].includes(key))).toBe(true);
  });

  it('has a Spanish description for every curated career, none the English one', () => {
    for (const career of CAREERS) {
      const line = spanishBySoc.get(career.socCode);
      expect(line?.description?.trim(), `${career.socCode} has no Spanish description`).toBeTruthy();
      expect(line?.description).not.toBe(career.description);
    }
  });

  it("has a Spanish description for every other occupation too (O*NET 29.3's, translated), none English", () => {
    // Whole words that are English and never Spanish; acronyms (SQL, OSHA) are upper case and pass.
    const englishWord = /\b(the|and|of|with|or|for)\b/i;
    const untranslated = snapshot.filter((career) => {
      const text = spanishBySoc.get(career.socCode)?.description ?? '';
      return text.trim() === '' || text !== text.trim() || text === career.description || englishWord.test(text);
    });
    expect(untranslated.map((career) => career.socCode)).toEqual([]);
  });

  it("keeps the corrections of a Spanish-speaking counselor's review", () => {
    // A colegio is a school, not a college; a PA is not a medical assistant; a file clerk is not an archivist.
    const texts = [...spanish.flatMap((line) => [line.title, line.description ?? '']), ...Object.values(MAJORS_ES).flatMap((major) => [major.name, major.description])];
    expect(texts.filter((text) => /colegios? comunitari/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /\babanderad/i.test(text))).toEqual([]);
    expect(spanishBySoc.get('29-1071.00')?.title).toMatch(/^Asociados médicos \(PA\)/);
    expect(spanishBySoc.get('31-9092.00')?.title).toMatch(/^Asistentes médicos/);
    expect(spanishBySoc.get('43-4071.00')?.title).toBe('Auxiliares de archivo');
    expect(spanishBySoc.get('25-4011.00')?.title).toMatch(/^Archivistas/);
    expect(spanishBySoc.get('33-9091.00')?.title).toContain('banderilleros');
  });

  it('keeps descriptions as plain sentences (no English left in a curated one)', () => {
    const english = /\b(the|and|with|their|people)\b/;
    for (const career of CAREERS) expect(spanishBySoc.get(career.socCode)?.description ?? '', career.socCode).not.toMatch(english);
  });
});

describe('src/data/i18n/majors-es.ts', () => {
  it('names and describes every major in Spanish, none the English text, and no major that is gone', () => {
    expect(Object.keys(MAJORS_ES).sort()).toEqual(MAJORS.map((major) => major.cip).sort());
    for (const major of MAJORS) {
      const es = MAJORS_ES[major.cip];
      expect(es?.name.trim(), major.cip).toBeTruthy();
      expect(es?.description.trim(), major.cip).toBeTruthy();
      expect(es?.name).not.toBe(major.name);
      expect(es?.description).not.toBe(major.description);
    }
  });
});
