import { describe, expect, it } from 'vitest';
import { ACADEMIC_STANDING_LABELS, collegePreferencesSchema, SELECTIVITY_LABELS } from '@domain/catalog/college-match';
import { collegeEarningsHorizon, collegeEarningsLabel } from '@domain/catalog/college-earnings';
import { collegeQuiz as english } from '@locales/en/college-quiz';
import { translateKnown } from '@client/shared/i18n/known-messages';
import { translator } from '@client/shared/i18n/messages';
import { earningsHorizonText, earningsLabelText } from './match-labels';
import { PREFERENCE_MESSAGES, SELECTIVITY_KEYS, STANDING_KEYS } from './preference-messages';

const t = translator(english);

describe('the college quiz texts in English', () => {
  it('translate every schema message to the same English text', () => {
    for (const [text, key] of Object.entries(PREFERENCE_MESSAGES)) expect(t(key)).toBe(text);
  });

  it('know the messages the schema really gives', () => {
    const bad = [
      { states: ['XX'] },
      { maxNetPrice: -1 },
      { maxNetPrice: 1.5 },
      { maxNetPrice: 300_000 },
      { yearsOfStudy: 0 },
      { yearsOfStudy: 9 },
      { selectivity: 'x' },
      { academicStanding: 'x' },
      { majors: ['11.0701', '11.0702', '11.0703', '11.0704', '11.0705', '11.0706'] },
    ];
    for (const input of bad) {
      const result = collegePreferencesSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(Object.keys(PREFERENCE_MESSAGES)).toContain(issue.message);
      expect(translateKnown(t, PREFERENCE_MESSAGES, result.error?.issues[0]?.message)).toBe(result.error?.issues[0]?.message);
    }
  });

  it('label selectivity, grades and earnings exactly as the domain does', () => {
    for (const [option, key] of Object.entries(SELECTIVITY_KEYS))
      expect(t(key)).toBe(SELECTIVITY_LABELS[option as keyof typeof SELECTIVITY_LABELS]);
    for (const [option, key] of Object.entries(STANDING_KEYS))
      expect(t(key)).toBe(ACADEMIC_STANDING_LABELS[option as keyof typeof ACADEMIC_STANDING_LABELS]);
    for (const estimate of [true, false]) {
      expect(earningsHorizonText(t, { estimate })).toBe(collegeEarningsHorizon({ estimate }));
      for (const earnings of [null, 50_000])
        expect(earningsLabelText(t, { estimate }, earnings)).toBe(collegeEarningsLabel({ estimate }, earnings));
    }
  });
});
