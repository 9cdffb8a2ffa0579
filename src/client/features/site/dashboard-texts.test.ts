import { describe, expect, it } from 'vitest';
import { AVERAGE_FEDERAL_LOAN_DEBT, citationDate } from '@data/facts';
import { site as englishSite } from '@locales/en/site';
import { site as spanishSite } from '@locales/es/site';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { ASSESSMENT_LINK_KEYS, averageDebtTexts } from './dashboard-texts';

const tEn: Translate<'site'> = translator(englishSite);
const tEs: Translate<'site'> = translator(spanishSite);
const fact = AVERAGE_FEDERAL_LOAN_DEBT;

describe('dashboard texts', () => {
  it("word each assessment button with the spec's English, and in Spanish", () => {
    expect(Object.fromEntries(Object.entries(ASSESSMENT_LINK_KEYS).map(([action, key]) => [action, tEn(key)]))).toEqual({
      'start-free': 'Start Free Assessment',
      'view-free': 'View Free Assessment Results',
      'try-premium': 'Try Premium Assessment',
      'view-premium': 'View Premium Assessment',
    });
    for (const key of Object.values(ASSESSMENT_LINK_KEYS)) expect(tEs(key)).not.toBe(tEn(key));
  });

  it('the average-debt figure, basis and date in English equal the data texts exactly', () => {
    const english = averageDebtTexts(tEn, createFormatters('en-US'), 'en-US', fact.source.published);
    expect(english).toEqual({ value: fact.value, basis: fact.source.basis, date: citationDate(fact.source.published) });
  });

  it('in Spanish they read as Spanish, with the same figures', () => {
    const spanish = averageDebtTexts(tEs, createFormatters('es-US'), 'es-US', fact.source.published);
    expect(spanish.value).toMatch(/^unos \$39,500$/);
    expect(spanish.basis).toContain('1.67');
    expect(spanish.basis).toContain('42.3');
    expect(spanish.date).toBe('jun 2025');
  });
});
