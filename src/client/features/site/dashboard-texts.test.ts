import { describe, expect, it } from 'vitest';
import { AVERAGE_FEDERAL_LOAN_DEBT, citationDate } from '@data/facts';
import { site as englishSite } from '@locales/en/site';
import { site as spanishSite } from '@locales/es/site';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { freeAssessmentLink, premiumAssessmentLink } from '@client/shared/progress/assessment-status';
import { createFormatters } from '@client/ui/format';
import { ASSESSMENT_LINK_TEXTS, averageDebtTexts } from './dashboard-texts';

const tEn: Translate<'site'> = translator(englishSite);
const tEs: Translate<'site'> = translator(spanishSite);
const fact = AVERAGE_FEDERAL_LOAN_DEBT;
const englishText: Record<string, string> = englishSite;
const spanishText: Record<string, string> = spanishSite;

describe('dashboard texts', () => {
  it('each assessment button label maps to a key whose English is the label', () => {
    const labels = [
      freeAssessmentLink({}, false).label,
      premiumAssessmentLink({}, false).label,
      freeAssessmentLink({ journeyStarted: true, quizResult: { topMajors: [] }, financialExpectations: {} } as never, true).label,
      premiumAssessmentLink({ premiumFeedbackCompleted: true }, true).label,
    ];
    expect(new Set(labels).size).toBe(4);
    for (const label of labels) expect(englishText[ASSESSMENT_LINK_TEXTS[label]!]).toBe(label);
    for (const [label, key] of Object.entries(ASSESSMENT_LINK_TEXTS)) expect(spanishText[key]).not.toBe(label);
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
