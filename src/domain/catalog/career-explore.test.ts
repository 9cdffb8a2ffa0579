import { describe, expect, it } from 'vitest';
import type { CombinedScores } from '../cognitive/assessment';
import { CAREER_CATEGORIES } from '../cognitive/recommendations';
import { TRAITS } from '../cognitive/traits';
import {
  careerMatches,
  categoriesOfCareer,
  categoryById,
  categoryFit,
  compareCareers,
  matchesOutlook,
  primaryArea,
  recommendedCareerCodes,
  recommendedFamilies,
  titleWordStartsWith,
} from './career-explore';
import { SOFTWARE_DEVELOPERS } from '@domain/testing/careers';
import { careerQuerySchema, EXPLORE_CATEGORY_IDS, type Career } from './schemas';

const base: Career = SOFTWARE_DEVELOPERS;
const career = (overrides: Partial<Career>): Career => ({ ...base, ...overrides });

describe('the filter vocabulary', () => {
  it('names the six families of the spec, in their order', () => {
    expect(EXPLORE_CATEGORY_IDS).toEqual(CAREER_CATEGORIES.map((category) => category.id));
  });
});

describe('careerQuerySchema', () => {
  it('defaults to title order, page 1 of 20', () => {
    expect(careerQuerySchema.parse({})).toEqual({ sort: 'title', page: 1, pageSize: 20 });
  });

  it('reads numbers from query strings and accepts an equal pay range', () => {
    expect(careerQuerySchema.parse({ minPay: '50000', maxPay: '50000', jobZone: '3' })).toMatchObject({
      minPay: 50000,
      maxPay: 50000,
      jobZone: 3,
    });
  });

  it('refuses a maximum below the minimum on the maximum field', () => {
    const result = careerQuerySchema.safeParse({ minPay: '60000', maxPay: '59999' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maxPay', 'Maximum pay must be at least the minimum pay'],
    ]);
  });

  it.each([
    ['minPay', '-1'],
    ['maxPay', '1000001'],
    ['minPay', '12.5'],
    ['jobZone', '0'],
    ['jobZone', '6'],
    ['education', 'phd'],
    ['outlook', 'booming'],
    ['category', 'general'],
    ['sort', 'random'],
  ])('refuses %s=%s', (key, value) => {
    const result = careerQuerySchema.safeParse({ [key]: value });
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });
});

describe('primaryArea', () => {
  it('is the highest area, the first in RIASEC order on a tie', () => {
    expect(primaryArea({ R: 1, I: 5, A: 5, S: 2, E: 2, C: 2 })).toBe('I');
    expect(primaryArea({ R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 })).toBe('R');
    expect(primaryArea({ R: 1, I: 1, A: 1, S: 1, E: 1, C: 1.01 })).toBe('C');
  });
});

describe('matchesOutlook', () => {
  it('keeps not-reported careers only for "not-reported"', () => {
    expect(['reported', 'growing', 'declining'].map((f) => matchesOutlook(null, f as 'reported'))).toEqual([false, false, false]);
    expect(matchesOutlook(null, 'not-reported')).toBe(true);
    expect(matchesOutlook(0, 'not-reported')).toBe(false);
  });

  it('counts 0 % as reported but neither growing nor shrinking', () => {
    expect([matchesOutlook(0, 'reported'), matchesOutlook(0, 'growing'), matchesOutlook(0, 'declining')]).toEqual([true, false, false]);
    expect([matchesOutlook(0.1, 'growing'), matchesOutlook(-0.1, 'declining')]).toEqual([true, true]);
  });
});

describe('careerMatches', () => {
  it('matches search words in the title or description, any case, or a code prefix', () => {
    expect(careerMatches(base, { q: 'SOFTWARE' })).toBe(true);
    expect(careerMatches(base, { q: 'apps and' })).toBe(true);
    expect(careerMatches(base, { q: '15-12' })).toBe(true);
    expect(careerMatches(base, { q: 'nurse' })).toBe(false);
  });

  it('matches O*NET alternate titles by words or word prefixes, all words in one title', () => {
    const titles = ['Coder', 'Programmer Analyst', 'Web Developer'];
    expect(careerMatches(base, { q: 'coder' }, titles)).toBe(true);
    expect(careerMatches(base, { q: 'PROG anal' }, titles)).toBe(true);
    expect(careerMatches(base, { q: 'oder' }, titles)).toBe(false);
    expect(careerMatches(base, { q: 'coder web' }, titles)).toBe(false);
    expect(careerMatches(base, { q: 'coder' })).toBe(false);
  });

  it('applies pay bounds inclusively and drops unreported pay', () => {
    expect(careerMatches(base, { minPay: 132270, maxPay: 132270 })).toBe(true);
    expect(careerMatches(base, { minPay: 132271 })).toBe(false);
    expect(careerMatches(base, { maxPay: 132269 })).toBe(false);
    expect(careerMatches(career({ medianPay: null }), { minPay: 0 })).toBe(false);
    expect(careerMatches(career({ medianPay: null }), {})).toBe(true);
  });

  it('filters by strongest area, family, education and job zone; unreported values do not pass', () => {
    expect(careerMatches(base, { area: 'I' })).toBe(true);
    expect(careerMatches(base, { area: 'C' })).toBe(false);
    expect(careerMatches(base, { category: 'technology' })).toBe(true);
    expect(careerMatches(base, { category: 'healthcare' })).toBe(false);
    expect(careerMatches(base, { education: 'bachelor' })).toBe(true);
    expect(careerMatches(base, { education: 'master' })).toBe(false);
    expect(careerMatches(career({ entryEducation: null }), { education: 'bachelor' })).toBe(false);
    expect(careerMatches(base, { jobZone: 4 })).toBe(true);
    expect(careerMatches(career({ jobZone: null }), { jobZone: 4 })).toBe(false);
  });

  it('needs every filter to pass', () => {
    expect(
      careerMatches(base, { area: 'I', minPay: 100000, outlook: 'growing', education: 'bachelor', jobZone: 4, category: 'technology' }),
    ).toBe(true);
    expect(careerMatches(base, { area: 'I', minPay: 100000, outlook: 'declining' })).toBe(false);
  });
});

describe('compareCareers', () => {
  const a = career({ socCode: '11-0000.00', title: 'actuaries', medianPay: 100, outlookPercent: null });
  const b = career({ socCode: '11-0000.01', title: 'Bakers', medianPay: null, outlookPercent: 3, description: 'Bake for actuaries.' });
  const c = career({ socCode: '11-0000.02', title: 'Chefs', medianPay: 200, outlookPercent: -2 });

  it('sorts titles case-insensitively', () => {
    expect([c, b, a].sort(compareCareers('title')).map((x) => x.title)).toEqual(['actuaries', 'Bakers', 'Chefs']);
  });

  it('puts title matches before description matches when searching', () => {
    expect([b, a].sort(compareCareers('title', 'actuar')).map((x) => x.title)).toEqual(['actuaries', 'Bakers']);
    expect([a, b].sort(compareCareers('title', 'bak')).map((x) => x.title)).toEqual(['Bakers', 'actuaries']);
  });

  it('ranks a title word start, then an alternate title, then a title containing the query, then the rest', () => {
    const nurses = career({ socCode: '29-1141.00', title: 'Registered nurses', description: 'Care for patients.' });
    const reporters = career({ socCode: '27-3023.00', title: 'Reporters and journalists', description: 'Write news.' });
    const rangers = career({ socCode: '33-0000.00', title: 'Rangers', description: 'Guard parks.' });
    const other = career({ socCode: '11-0000.09', title: 'Actors', description: 'Act in RN dramas.' });
    const alternates = (socCode: string) => (socCode === '29-1141.00' ? ['RN'] : []);
    const order = [other, reporters, nurses, rangers].sort(compareCareers('title', 'rn', alternates)).map((x) => x.title);
    expect(order).toEqual(['Registered nurses', 'Reporters and journalists', 'Actors', 'Rangers']);
    expect([reporters, nurses].sort(compareCareers('title', 'rep', alternates)).map((x) => x.title)).toEqual([
      'Reporters and journalists',
      'Registered nurses',
    ]);
  });

  it("finds the start of a title word like PostgreSQL's \\m", () => {
    expect(titleWordStartsWith('Reporters and journalists', 'JOURN')).toBe(true);
    expect(titleWordStartsWith('Reporters and journalists', 'ournal')).toBe(false);
    expect(titleWordStartsWith('Electrical power-line installers', 'line inst')).toBe(true);
    expect(titleWordStartsWith('C++ developers (web)', '(web')).toBe(false);
    expect(titleWordStartsWith('Actors', 'a.')).toBe(false);
  });

  it('sorts pay and outlook highest first with not-reported last', () => {
    expect([a, b, c].sort(compareCareers('pay')).map((x) => x.title)).toEqual(['Chefs', 'actuaries', 'Bakers']);
    expect([a, b, c].sort(compareCareers('outlook')).map((x) => x.title)).toEqual(['Bakers', 'Chefs', 'actuaries']);
  });

  it('breaks ties by title', () => {
    const twin = career({ socCode: '11-0000.03', title: 'Aardvark keepers', medianPay: 200 });
    expect([c, twin].sort(compareCareers('pay')).map((x) => x.title)).toEqual(['Aardvark keepers', 'Chefs']);
  });
});

const scores = (score: number): CombinedScores => Object.fromEntries(TRAITS.map((trait) => [trait, score]));

describe('categories and fit', () => {
  it('lists the families that name a career', () => {
    expect(categoriesOfCareer('15-1252.00').map((category) => category.id)).toEqual(['technology']);
    expect(categoriesOfCareer('47-2111.00')).toEqual([]);
  });

  it('compares each minimum with the score, met at exactly the minimum', () => {
    const technology = categoryById('technology');
    const fit = categoryFit(technology, { ...scores(0), pattern_recognition: 84.99, logical_reasoning: 70, problem_solving: 64.99 });
    expect(fit.alignment.map((item) => [item.trait, item.minimum, item.met])).toEqual([
      ['pattern_recognition', 70, true],
      ['logical_reasoning', 70, true],
      ['problem_solving', 65, false],
    ]);
    expect([fit.meetsAll, fit.strong]).toEqual([false, false]);
    const met = categoryFit(technology, { ...scores(0), pattern_recognition: 84.99, logical_reasoning: 70, problem_solving: 65 });
    expect([met.meetsAll, met.strong]).toEqual([true, false]);
    const strong = categoryFit(technology, { ...scores(0), pattern_recognition: 85, logical_reasoning: 70, problem_solving: 65 });
    expect([strong.meetsAll, strong.strong, strong.highTrigger.atLeast]).toEqual([true, true, 85]);
  });

  it('counts a missing score as 0', () => {
    expect(categoryFit(categoryById('healthcare'), {}).alignment.every((item) => item.score === 0 && !item.met)).toBe(true);
  });

  it('recommends the careers of matched families, keeping the strongest match per career', () => {
    const recommended = recommendedCareerCodes({ ...scores(0), pattern_recognition: 90, logical_reasoning: 80, problem_solving: 70 });
    expect(recommended.get('15-1252.00')).toEqual({ category: 'Technology', strength: 'high' });
    expect(recommended.has('29-1141.00')).toBe(false);
    // No family matched: the General fallback still names careers, as "low".
    const general = recommendedCareerCodes(scores(10));
    expect(general.size).toBeGreaterThan(0);
    expect([...general.values()].every((item) => item.category === 'General' && item.strength === 'low')).toBe(true);
  });

  it('names the matched families, strongest first, and none for the General fallback', () => {
    const both = {
      ...scores(0),
      pattern_recognition: 85,
      logical_reasoning: 70,
      problem_solving: 65,
      working_memory: 70,
      attention_span: 70,
    };
    expect(recommendedFamilies(both)).toEqual([
      { id: 'technology', name: 'Technology', strength: 'high' },
      { id: 'healthcare', name: 'Healthcare', strength: 'medium' },
    ]);
    expect(recommendedFamilies(scores(10))).toEqual([]);
  });
});
