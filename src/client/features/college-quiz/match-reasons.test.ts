import { describe, expect, it } from 'vitest';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import { collegePreferencesSchema, matchCollege, selectivityOf } from '@domain/catalog/college-match';
import { COLLEGE_CONTROLS, COLLEGE_LOCALES, COLLEGE_SIZES } from '@domain/catalog/schemas';
import { collegeQuiz as english } from '@locales/en/college-quiz';
import { collegeQuiz as spanish } from '@locales/es/college-quiz';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { reasonText } from './match-reasons';

/** Every kind of reason the domain writes: all filters on, with and without a budget, over a spread of real colleges. */
function allReasons(): string[] {
  const reasons = new Set<string>();
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
      for (const reason of matchCollege(college, preferences, MAJORS.slice(0, 2)).reasons) reasons.add(reason);
    }
  }
  return [...reasons];
}

describe('the college match reasons in another language', () => {
  const reasons = allReasons();

  it('are read back exactly: said again from the English catalog they are the API sentence', () => {
    expect(reasons.length).toBeGreaterThan(50);
    const t = translator(english);
    const format = createFormatters('en-US');
    expect(reasons.filter((reason) => reasonText(t, format, reason, false) !== reason)).toEqual([]);
  });

  it('are all said in Spanish (none left in English)', () => {
    const t = translator(spanish);
    const format = createFormatters('es-US');
    expect(reasons.filter((reason) => reasonText(t, format, reason, false) === reason)).toEqual([]);
  });
});
