import { describe, expect, it } from 'vitest';
import type { RiasecProfile } from '@domain/catalog/schemas';
import { refineCareers, type RefinableCareer } from '@domain/career-quiz/career-quiz';
import type { CareerPreferences } from '@domain/career-quiz/career-quiz-result';
import { messages as core } from '@locales/en';
import { careerQuiz } from '@locales/en/career-quiz';
import { careers } from '@locales/en/careers';
import { careerQuiz as careerQuizEs } from '@locales/es/career-quiz';
import { careers as careersEs } from '@locales/es/careers';
import { messages as coreEs } from '@locales/es';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { keptReasons, setAsideReasons } from './refine-reasons';

/*
 * The refined lists show the domain's English reasons in English and these rebuilt ones in other
 * languages: built with the English catalog, they must be the domain's sentences exactly, so the
 * two stay the same checks.
 */
const english = translator({ ...core, ...careerQuiz, ...careers });
const spanish = translator({ ...coreEs, ...careerQuizEs, ...careersEs });
const usd = createFormatters('en-US').usd;

const profile = (values: Partial<RiasecProfile>): RiasecProfile => ({ R: 1, I: 1, A: 1, S: 1, E: 1, C: 1, ...values });
const career = (overrides: Partial<RefinableCareer>): RefinableCareer => ({
  socCode: '15-1252.00',
  title: 'Software developers',
  medianPay: 133_080,
  outlookPercent: 15.8,
  entryEducation: "Bachelor's degree",
  jobZone: 4,
  interests: profile({ I: 6.2, C: 5.1, R: 3 }),
  ...overrides,
});

const CAREERS: RefinableCareer[] = [
  career({}),
  career({ medianPay: null }),
  career({ medianPay: 41_000, outlookPercent: 0, entryEducation: 'High school diploma or equivalent', interests: profile({ R: 6, S: 5 }) }),
  career({ outlookPercent: -3.2, entryEducation: null, jobZone: 3 }),
  career({ outlookPercent: null, entryEducation: null, jobZone: null }),
  career({ entryEducation: 'Doctoral or professional degree' }),
  career({ entryEducation: null, jobZone: 5 }),
];
const PREFERENCES: CareerPreferences[] = [
  { minimumPay: null, education: 'doctoral', interestAreas: [], outlook: 'not-important' },
  { minimumPay: 60_000, education: 'bachelor', interestAreas: ['I', 'S'], outlook: 'important' },
  { minimumPay: 150_000, education: 'high-school', interestAreas: ['A'], outlook: 'important' },
  { minimumPay: 41_000, education: 'associate', interestAreas: ['R', 'E'], outlook: 'not-important' },
];

describe('the refined-list reasons rebuilt in the active language', () => {
  it("are the domain's English sentences exactly with the English catalog", () => {
    for (const preferences of PREFERENCES) {
      const refined = refineCareers(CAREERS, preferences);
      for (const kept of refined.careers) expect(keptReasons(english, usd, kept.career, preferences)).toEqual(kept.reasons);
      for (const aside of refined.setAside) expect(setAsideReasons(english, usd, aside.career, preferences)).toEqual(aside.reasons);
    }
  });

  it('leave no placeholder and no English sentence in Spanish', () => {
    for (const preferences of PREFERENCES) {
      const refined = refineCareers(CAREERS, preferences);
      const texts = [
        ...refined.careers.flatMap((kept) => keptReasons(spanish, usd, kept.career, preferences)),
        ...refined.setAside.flatMap((aside) => setAsideReasons(spanish, usd, aside.career, preferences)),
      ];
      for (const text of texts) {
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).not.toMatch(/\b(the|and|your|with|than)\b/);
      }
    }
  });
});
