import { describe, expect, it } from 'vitest';
import { ACADEMIC_STANDING_LABELS, collegePreferencesSchema, PREFERENCE_MESSAGES, SELECTIVITY_LABELS } from '@domain/catalog/college-match';
import { collegeEarningsBasis } from '@domain/catalog/college-earnings';
import { collegeQuiz as english } from '@locales/en/college-quiz';
import { profile as englishProfile } from '@locales/en/profile';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { translator } from '@client/shared/i18n/messages';
import { earningsHorizonText, earningsLabelText } from './match-labels';
import { SELECTIVITY_KEYS, STANDING_KEYS } from './preference-messages';

const t = translator(english);

describe('the college quiz texts in English', () => {
  it("word the schema's codes as the form always showed them", () => {
    expect(Object.fromEntries(Object.entries(PREFERENCE_MESSAGES).map(([name, code]) => [name, fieldErrorText(t, code)]))).toEqual({
      pickState: 'Choose a state from the list',
      pickSize: 'Choose a size from the list',
      pickSetting: 'Choose a setting from the list',
      pickKind: 'Choose a kind of college from the list',
      pickSelectivity: 'Choose a selectivity from the list',
      yearlyAmount: 'Enter a yearly amount in dollars, or leave it empty',
      wholeDollars: 'Enter a whole number of dollars',
      negative: 'The amount cannot be negative',
      maxAmount: 'Enter an amount up to $200,000 a year',
      gpa: 'Choose your GPA range, or "I\'m not sure"',
      majors: 'Choose up to 5 majors',
      years: 'Enter the number of years',
      wholeYears: 'Enter a whole number of years',
      minYears: 'Enter at least 1 year',
      maxYears: 'Enter at most 8 years',
    });
  });

  it('have a text for every code the schema really gives', () => {
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
      for (const issue of result.error?.issues ?? []) expect(Object.values<string>(PREFERENCE_MESSAGES)).toContain(issue.message);
    }
  });

  it('label selectivity and grades exactly as the domain does, and earnings by their horizon', () => {
    for (const [option, key] of Object.entries(SELECTIVITY_KEYS))
      expect(t(key)).toBe(SELECTIVITY_LABELS[option as keyof typeof SELECTIVITY_LABELS]);
    for (const [option, key] of Object.entries(STANDING_KEYS))
      expect(t(key)).toBe(ACADEMIC_STANDING_LABELS[option as keyof typeof ACADEMIC_STANDING_LABELS]);
    expect(earningsHorizonText(t, { estimate: true })).toBe('first year after graduation, Waypoint estimate');
    expect(earningsHorizonText(t, { estimate: false })).toBe('10 years after entering college');
    expect(earningsLabelText(t, { estimate: true }, 49_500)).toBe('Median earnings, first year after graduation (Waypoint estimate)');
    expect(earningsLabelText(t, { estimate: false }, 61_000)).toBe('Median earnings 10 years after entering college');
    expect(earningsLabelText(t, { estimate: false }, null)).toBe('Median earnings of graduates');
    // The saved colleges on the profile label the figure with the same words.
    const profileT = translator(englishProfile);
    for (const [estimate, earnings] of [
      [true, 49_500],
      [false, 61_000],
      [false, null],
    ] as const)
      expect(profileT('profile.saved.earningsLabel', { basis: collegeEarningsBasis({ estimate }, earnings) })).toBe(
        earningsLabelText(t, { estimate }, earnings),
      );
  });
});
