import { describe, expect, it } from 'vitest';
import type { Career, RiasecProfile } from '@domain/catalog/schemas';
import type { TrainingCosts } from '@domain/catalog/training-route';
import { bestMatchesByLevel, levelMatchesSchema } from './level-matches';

const source = { name: 'Test source', year: '2024', url: 'https://example.org/', estimate: false };
const COSTS: TrainingCosts = {
  apprenticeship: { perYear: null, note: 'paid', source },
  'on-the-job': { perYear: null, note: 'paid', source },
  certificate: { perYear: 7230, note: 'two-year', source },
  associate: { perYear: 7230, note: 'two-year', source },
  bachelor: { perYear: 16177, note: 'four-year', source },
  graduate: null,
};

let n = 0;
function career(title: string, entryEducation: string | null, interests: RiasecProfile, onTheJobTraining: string | null = 'None'): Career {
  n += 1;
  return {
    socCode: `47-${String(2000 + n)}.00`,
    title,
    description: 'A test career description.',
    interests,
    jobZone: 3,
    medianPay: null,
    outlookPercent: null,
    entryEducation,
    workExperience: 'None',
    onTheJobTraining,
    workValues: null,
    trainingSource: source,
    source,
  };
}

const HANDS_ON: RiasecProfile = { R: 7, I: 6, A: 2, S: 2, E: 2, C: 2 };
const CAREERS = [
  career('Engineer', "Bachelor's degree", { R: 6, I: 7, A: 2, S: 2, E: 2, C: 3 }),
  career('Electrician', 'High school diploma or equivalent', { R: 7, I: 5, A: 2, S: 2, E: 2, C: 3 }, 'Apprenticeship'),
  career('Counselor', "Master's degree", { R: 1, I: 3, A: 3, S: 7, E: 3, C: 2 }),
  career('Mechanic', 'Postsecondary nondegree award', { R: 7, I: 4, A: 1, S: 2, E: 2, C: 3 }),
  career('Laborer', 'No formal educational credential', { R: 6, I: 2, A: 1, S: 2, E: 2, C: 3 }, 'Short-term on-the-job training'),
  career('Unknown', null, { R: 7, I: 6, A: 2, S: 2, E: 2, C: 2 }),
];

describe('bestMatchesByLevel', () => {
  it('gives the best matches at each of the four levels, each with its route', () => {
    const levels = bestMatchesByLevel(HANDS_ON, CAREERS, COSTS, 3);
    expect(levels.map((l) => l.label)).toEqual([
      'No degree: on-the-job training or apprenticeship',
      'Certificate or associate',
      "Bachelor's",
      'Graduate',
    ]);
    expect(levels[0]!.matches.map((m) => m.item.title)).toEqual(['Electrician', 'Laborer']);
    expect(levels[0]!.matches[0]!.route).toMatchObject({ kind: 'apprenticeship' });
    expect(levels[1]!.matches.map((m) => m.item.title)).toEqual(['Mechanic']);
    expect(levels[2]!.matches[0]).toMatchObject({ item: { title: 'Engineer' }, route: { kind: 'bachelor', cost: { perYear: 16177 } } });
    for (const level of levels) expect(levelMatchesSchema.parse(level)).toEqual(level);
  });

  it('keeps the limit per level, leaves unreported careers out, and leaves an empty level empty', () => {
    const levels = bestMatchesByLevel(HANDS_ON, CAREERS.slice(0, 2), COSTS, 1);
    expect(levels.map((l) => l.matches.length)).toEqual([1, 0, 1, 0]);
    expect(levels.flatMap((l) => l.matches).some((m) => m.item.title === 'Unknown')).toBe(false);
    expect(bestMatchesByLevel(HANDS_ON, [], COSTS).every((l) => l.matches.length === 0)).toBe(true);
  });
});
