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

// The sentences are written from refineCareers' facts; these are the English the lists have always shown.
const english = translator({ ...core, ...careerQuiz, ...careers });
const spanish = translator({ ...coreEs, ...careerQuizEs, ...careersEs });
const usd = createFormatters('en-US').usd;

const flat: RiasecProfile = { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 };
const profile = (values: Partial<RiasecProfile>): RiasecProfile => ({ ...flat, ...values });
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
const anything: CareerPreferences = { minimumPay: null, education: 'doctoral', interestAreas: [], outlook: 'not-important' };

/** The English reasons under each kept career and beside each set-aside one, as the lists show them. */
function inEnglish(rows: RefinableCareer[], preferences: CareerPreferences) {
  const refined = refineCareers(rows, preferences);
  return {
    kept: refined.careers.map((item) => keptReasons(english, usd, item, preferences)),
    setAside: refined.setAside.map((item) => setAsideReasons(english, usd, item, preferences)),
  };
}

describe('the refined-list reasons in English', () => {
  const atMinimum = { ...anything, minimumPay: 60_000 };

  it('name the pay and its source against the minimum, and say when the pay could not be checked', () => {
    const { kept, setAside } = inEnglish(
      [career({ medianPay: 60_000 }), career({ medianPay: 59_999 }), career({ medianPay: null })],
      atMinimum,
    );
    expect(kept[0]?.[0]).toBe('Pays $60,000 a year (median, BLS OEWS May 2024), at or above your $60,000 minimum.');
    expect(setAside).toEqual([['Pays $59,999 a year (median, BLS OEWS May 2024), below your $60,000 minimum.']]);
    expect(kept[1]?.[0]).toBe('Pay is not reported by BLS as a yearly median, so we could not check it against your $60,000 minimum.');
  });

  it('without a minimum, state the pay only', () => {
    expect(inEnglish([career({ medianPay: 41_000 })], anything).kept[0]?.[0]).toBe('Pays $41,000 a year (median, BLS OEWS May 2024).');
    expect(inEnglish([career({ medianPay: null })], anything).kept[0]?.[0]).toBe('Pay is not reported by BLS as a yearly median.');
  });

  it("compare BLS's entry-level education with the plan", () => {
    const rows = [career({ entryEducation: "Associate's degree" }), career({ entryEducation: "Bachelor's degree" })];
    const { kept, setAside } = inEnglish(rows, { ...anything, education: 'associate' });
    expect(kept[0]?.[1]).toBe("Typical entry-level education: associate's degree (BLS), within the schooling you plan.");
    expect(setAside).toEqual([["Typical entry-level education: bachelor's degree (BLS), more schooling than you plan."]]);
  });

  it('label a Job Zone reading as an estimate and say when the schooling is not reported', () => {
    const rows = [career({ entryEducation: null, jobZone: 5 }), career({ entryEducation: null, jobZone: null })];
    const { kept, setAside } = inEnglish(rows, { ...anything, education: 'bachelor' });
    expect(setAside).toEqual([["O*NET Job Zone 5 suggests about a master's degree (an estimate), more schooling than you plan."]]);
    expect(kept[0]?.[1]).toBe('The schooling it needs is not reported: check it before you plan.');
    expect(inEnglish([career({ entryEducation: null, jobZone: 3 })], anything).kept[0]?.[1]).toBe(
      'O*NET Job Zone 3 suggests about a certificate (an estimate), within the schooling you plan.',
    );
  });

  it('give both reasons, pay first, when pay and schooling both miss', () => {
    const { setAside } = inEnglish([career({ medianPay: 20_000, entryEducation: "Master's degree" })], {
      ...anything,
      minimumPay: 30_000,
      education: 'bachelor',
    });
    expect(setAside).toEqual([
      [
        'Pays $20,000 a year (median, BLS OEWS May 2024), below your $30,000 minimum.',
        "Typical entry-level education: master's degree (BLS), more schooling than you plan.",
      ],
    ]);
  });

  it('name the strongest interest areas and the chosen ones among them, only when areas were chosen', () => {
    const rows = [career({ interests: profile({ I: 7, R: 5 }) }), career({ interests: profile({ S: 7, E: 6 }) })];
    const { kept } = inEnglish(rows, { ...anything, interestAreas: ['R'] });
    expect(kept[0]?.[2]).toBe('Its O*NET interest profile is strongest in Investigative and Realistic: you chose Realistic.');
    expect(kept[1]?.[2]).toBe('Its O*NET interest profile is strongest in Social and Enterprising, not areas you chose.');
    expect(inEnglish(rows, anything).kept[0]).toHaveLength(2);
  });

  it('say the outlook with its source when it matters, and nothing about it otherwise', () => {
    const rows = [-3, null, 0, 2, 15].map((outlookPercent) => career({ outlookPercent }));
    expect(inEnglish(rows, { ...anything, outlook: 'important' }).kept.map((reasons) => reasons.at(-1))).toEqual([
      'Jobs are projected to grow 15% over ten years (BLS Employment Projections).',
      'Jobs are projected to grow 2% over ten years (BLS Employment Projections).',
      'Job outlook is not reported in our data: ask people in the field how hiring looks.',
      'Jobs are projected to stay about the same over ten years (BLS Employment Projections).',
      'Jobs are projected to shrink 3% over ten years (BLS Employment Projections).',
    ]);
    expect(inEnglish(rows, anything).kept.flat().join(' ')).not.toContain('projected');
  });
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

describe('the refined-list reasons in Spanish', () => {
  it('leave no placeholder and no English sentence', () => {
    for (const preferences of PREFERENCES) {
      const refined = refineCareers(CAREERS, preferences);
      const texts = [
        ...refined.careers.flatMap((kept) => keptReasons(spanish, usd, kept, preferences)),
        ...refined.setAside.flatMap((aside) => setAsideReasons(spanish, usd, aside, preferences)),
      ];
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toMatch(/\b(the|and|your|with|than|schooling|estimate)\b/);
      }
    }
  });
});
