import { describe, expect, it } from 'vitest';
import { careers as english } from '@locales/en/careers';
import { careers as spanish } from '@locales/es/careers';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { pageRange, resultsSummary, type SummaryKeys } from './paged-results';

const page = (total: number, pageNumber: number, pageSize: number, shown: number) => ({
  total,
  page: pageNumber,
  pageSize,
  items: Array.from({ length: shown }),
});
const keys: SummaryKeys<'careers'> = { none: 'careers.matchNone', all: 'careers.matches', paged: 'careers.matchesPaged' };
const t: Translate<'careers'> = translator(english);

describe('pageRange', () => {
  it('counts pages and the results this page shows', () => {
    expect(pageRange(page(45, 3, 20, 5))).toEqual({ pageCount: 3, first: 41, last: 45 });
    expect(pageRange(page(20, 1, 20, 20))).toEqual({ pageCount: 1, first: 1, last: 20 });
  });

  it('has one page and nothing shown when there are no results or no data yet', () => {
    expect(pageRange(page(0, 1, 20, 0))).toEqual({ pageCount: 1, first: 0, last: -1 });
    expect(pageRange(undefined)).toEqual({ pageCount: 1, first: 0, last: 0 });
  });
});

describe('resultsSummary', () => {
  it('says how many match, and which are shown when there are several pages', () => {
    expect(resultsSummary(t, page(0, 1, 20, 0), keys)).toBe('No careers match.');
    expect(resultsSummary(t, page(1, 1, 20, 1), keys)).toBe('1 career matches.');
    expect(resultsSummary(t, page(20, 1, 20, 20), keys)).toBe('20 careers match.');
    expect(resultsSummary(t, page(216, 2, 20, 20), keys)).toBe('216 careers match; showing 21 to 40.');
  });

  it('picks the plural form of the active language', () => {
    const tEs: Translate<'careers'> = translator(spanish, 'es-US');
    expect(resultsSummary(tEs, page(1, 1, 20, 1), keys)).toBe('1 carrera coincide.');
    expect(resultsSummary(tEs, page(216, 2, 20, 20), keys)).toBe('216 carreras coinciden; se muestran del 21 al 40.');
  });
});
