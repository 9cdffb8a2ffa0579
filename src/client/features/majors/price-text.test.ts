import { describe, expect, it } from 'vitest';
import { familyPrice } from '@domain/prices/brackets';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { formattersFor } from '@client/ui/format';
import { majors as english } from '@locales/en/majors';
import { majors as spanish } from '@locales/es/majors';
import { familyPriceText } from './price-text';

const source = { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/data/', estimate: false };
const en = translator(english) as Translate<'majors'>;
const es = translator(spanish, 'es-US') as Translate<'majors'>;
const format = formattersFor('en-US');
const prices = [-1200, 8000, null, 21000, 35154] as const;

describe('familyPriceText', () => {
  it("names the family's bracket and the source", () => {
    expect(familyPriceText(en, format, familyPrice(prices, 14979, 120_000), source)).toBe(
      '$35,154: average net price for families earning $110,001 or more (College Scorecard, 2023-24)',
    );
  });

  it('reads a negative price as $0 and says why', () => {
    expect(familyPriceText(en, format, familyPrice(prices, 14979, 30_000), source)).toBe(
      '$0: average net price for families earning $0 to $30,000 (College Scorecard, 2023-24); grants and scholarships exceed the cost',
    );
  });

  it('says a suppressed bracket is not reported instead of showing another figure', () => {
    expect(familyPriceText(en, format, familyPrice(prices, 14979, 50_000), source)).toBe(
      'not reported for families earning $48,001 to $75,000',
    );
  });

  it('without an income shows the range across brackets with the average, never the average alone', () => {
    expect(familyPriceText(en, format, familyPrice(prices, 14979, null), source)).toBe(
      '$0 to $35,154 across family incomes (average $14,979; College Scorecard, 2023-24); grants and scholarships exceed the cost',
    );
    expect(familyPriceText(en, format, familyPrice([null, null, null, null, null], 9000, null), source)).toBe(
      'no income bracket reported (average for all incomes: $9,000)',
    );
  });

  it('words the same facts in Spanish', () => {
    expect(familyPriceText(es, format, familyPrice(prices, 14979, 120_000), source)).toBe(
      '$35,154: precio neto promedio para familias con ingresos de $110,001 o más (College Scorecard, 2023-24)',
    );
  });
});
