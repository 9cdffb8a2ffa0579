import { describe, expect, it } from 'vitest';
import { OEWS_TOP_CODED_TEXT, annualOpeningsText, careerPayText } from '@domain/catalog/career-pay';
import { LIFESTYLE_DESCRIPTIONS, LIFESTYLE_LEVELS } from '@domain/finance/lifestyle';
import { messages as en } from '@locales/en';
import { messages as es } from '@locales/es';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters, SOURCE_YEAR_KEYS, sourceYearText } from './format';
import { BLS_SCHOOLING_LEVEL, BLS_TIME, trainingRoute } from '@domain/catalog/training-route';
import { routeTitleKey, TIME_KEYS } from './training-route';
import {
  ENTRY_EDUCATION_KEYS,
  LIFESTYLE_KEYS,
  OEWS_TOP_CODE,
  annualOpeningsLabel,
  careerPayLabel,
  entryEducationLabel,
} from './career-texts';

const tEn = translator(en);
const tEs = translator(es);
const usFormat = createFormatters('en-US');
const esFormat = createFormatters('es-US');

describe('career texts in the active language', () => {
  it('English pay text equals the domain careerPayText in every case', () => {
    const cases = [
      { medianPay: 58000, payKind: 'annual' as const, hourlyMedianPay: null },
      { medianPay: null, payKind: 'top-coded' as const, hourlyMedianPay: null },
      { medianPay: null, payKind: 'hourly only' as const, hourlyMedianPay: 21.5 },
      { medianPay: null, payKind: 'annual' as const, hourlyMedianPay: null },
    ];
    for (const pay of cases) expect(careerPayLabel(tEn, usFormat, pay)).toBe(careerPayText(pay));
    expect(OEWS_TOP_CODED_TEXT).toBe(`${usFormat.usd(OEWS_TOP_CODE)} or more`);
  });

  it('Spanish pay text is Spanish', () => {
    expect(careerPayLabel(tEs, esFormat, { medianPay: null, payKind: 'hourly only', hourlyMedianPay: 21.5 })).toMatch(/por hora/);
    expect(careerPayLabel(tEs, esFormat, { medianPay: null, payKind: 'annual', hourlyMedianPay: null })).toBe(es['common.notReported']);
  });

  it('English openings text equals the domain annualOpeningsText', () => {
    for (const n of [81000, 0, null, 1234567]) expect(annualOpeningsLabel(tEn, usFormat, n)).toBe(annualOpeningsText(n));
    expect(annualOpeningsLabel(tEs, esFormat, 81000)).toMatch(/al año$/);
  });

  it('each BLS entry education category maps to an English label equal to the category, and a Spanish one', () => {
    for (const [category, key] of Object.entries(ENTRY_EDUCATION_KEYS)) {
      expect(en[key]).toBe(category);
      expect(entryEducationLabel(tEn, category)).toBe(category);
      expect(entryEducationLabel(tEs, category)).not.toBe(category);
    }
    expect(entryEducationLabel(tEs, 'Something new')).toBe('Something new');
    expect(entryEducationLabel(tEs, null)).toBe(es['common.notReported']);
  });

  it('the lifestyle levels: English names equal the ids and English descriptions equal the domain texts', () => {
    for (const level of LIFESTYLE_LEVELS) {
      expect(en[LIFESTYLE_KEYS[level].name]).toBe(level);
      expect(en[LIFESTYLE_KEYS[level].description]).toBe(LIFESTYLE_DESCRIPTIONS[level]);
      expect(es[LIFESTYLE_KEYS[level].description]).not.toBe(LIFESTYLE_DESCRIPTIONS[level]);
    }
  });
});

describe('source years', () => {
  it('each known year text maps to a key whose English is that text', () => {
    for (const [year, key] of Object.entries(SOURCE_YEAR_KEYS)) {
      expect(en[key]).toBe(year);
      expect(sourceYearText(year, tEn)).toBe(year);
      expect(sourceYearText(year, tEs)).not.toBe(year);
    }
    expect(sourceYearText('2024', tEs)).toBe('2024');
  });
});

describe('training routes', () => {
  it('every title and time the domain can give is worded from its codes, in English exactly as the domain writes it', () => {
    const costs = { apprenticeship: null, 'on-the-job': null, certificate: null, associate: null, bachelor: null, graduate: null } as never;
    const trainings = [null, 'Apprenticeship', ...Object.keys(BLS_TIME), 'Unknown'];
    for (const entryEducation of Object.keys(BLS_SCHOOLING_LEVEL)) {
      for (const onTheJobTraining of trainings) {
        const route = trainingRoute({ entryEducation, onTheJobTraining }, costs);
        for (const [key, text] of [
          [routeTitleKey(route!), route!.title],
          [TIME_KEYS[route!.timeCode], route!.time],
        ] as const) {
          expect(en[key]).toBe(text);
          expect(es[key]).not.toBe(text);
        }
      }
    }
  });

  it('ENTRY_EDUCATION_KEYS covers exactly BLS’s eight categories', () => {
    expect(Object.keys(ENTRY_EDUCATION_KEYS).sort()).toEqual(Object.keys(BLS_SCHOOLING_LEVEL).sort());
  });
});
