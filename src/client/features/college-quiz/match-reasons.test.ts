import { describe, expect, it } from 'vitest';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import { collegePreferencesSchema, matchCollege, selectivityOf, type MatchReason } from '@domain/catalog/college-match';
import { COLLEGE_CONTROLS, COLLEGE_LOCALES, COLLEGE_SIZES } from '@domain/catalog/schemas';
import { collegeQuiz as english } from '@locales/en/college-quiz';
import { collegeQuiz as spanish } from '@locales/es/college-quiz';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { reasonText } from './match-reasons';

/** Every kind of reason the domain gives: all filters on, with and without a budget, over a spread of real colleges. */
function allReasons(): MatchReason[] {
  const reasons = new Map<string, MatchReason>();
  const colleges = COLLEGES.filter((_, index) => index % 7 === 0).slice(0, 600);
  for (const college of colleges) {
    for (const maxNetPrice of [null, 200_000]) {
      const preferences = collegePreferencesSchema.parse({
        states: [college.state],
        sizes: [...COLLEGE_SIZES],
        locales: [...COLLEGE_LOCALES],
        controls: [...COLLEGE_CONTROLS],
        selectivity: selectivityOf(college.admissionRate),
        maxNetPrice,
      });
      for (const reason of matchCollege(college, preferences, MAJORS.slice(0, 2)).reasons) reasons.set(JSON.stringify(reason), reason);
    }
  }
  return [...reasons.values()];
}

const inEnglish = (reason: MatchReason) => reasonText(translator(english), createFormatters('en-US'), reason);
const inSpanish = (reason: MatchReason) => reasonText(translator(spanish), createFormatters('es-US'), reason);

describe('the college match reasons, worded from their facts', () => {
  // Every sampled college reports its completion rate, so that one kind is added by hand.
  const reasons = [...allReasons(), { code: 'no-completion' } as const];

  it('cover every kind of reason over real colleges', () => {
    const codes = new Set(reasons.map((reason) => reason.code));
    expect([...codes].sort()).toEqual(
      [
        'admits',
        'completion',
        'control',
        'grade',
        'no-completion',
        'no-grade',
        'no-price',
        'open-admission',
        'price',
        'setting',
        'size',
        'state',
      ].sort(),
    );
  });

  it('read in English as the quiz has always said them', () => {
    expect(inEnglish({ code: 'grade', grade: 'A', risk: 'Low', limitedData: false })).toBe('Debt-to-income grade A (Low risk)');
    expect(inEnglish({ code: 'grade', grade: 'B+', risk: 'Moderate', limitedData: true })).toBe(
      'Debt-to-income grade B+ (Moderate risk) — rests on limited data (few programs, or one program dominates)',
    );
    expect(inEnglish({ code: 'price', yearlyNetPrice: 18_000, budget: 20_000 })).toBe(
      'Net price $18,000 a year, within your $20,000 budget',
    );
    expect(inEnglish({ code: 'price', yearlyNetPrice: 5_895, budget: null })).toBe('Net price $5,895 a year');
    expect(inEnglish({ code: 'completion', rate: 0.904 })).toBe('90% of students finish their program');
    expect(inEnglish({ code: 'state', state: 'IL' })).toBe('In IL, one of your chosen states');
    expect(inEnglish({ code: 'size', size: 'large', undergraduates: 45_728 })).toBe('Large size (45,728 undergraduates)');
    expect(inEnglish({ code: 'setting', setting: 'town' })).toBe('Small-town setting');
    expect(inEnglish({ code: 'control', control: 'private-nonprofit' })).toBe('Private nonprofit college');
    expect(inEnglish({ code: 'admits', rate: 0.115 })).toBe('Admits 12% of applicants');
    expect(inEnglish({ code: 'open-admission' })).toBe('Open admission or no admission rate reported');
  });

  it('are all said in Spanish, none left in English and no placeholder left unfilled', () => {
    const untranslated = reasons.filter((reason) => inSpanish(reason) === inEnglish(reason) || /[{}]/.test(inSpanish(reason)));
    expect(untranslated).toEqual([]);
    expect(inSpanish({ code: 'price', yearlyNetPrice: 5_895, budget: null })).toMatch(/^Precio neto de .*5.*895.* al año$/);
  });
});
