import { describe, expect, it } from 'vitest';
import {
  BLS_SCHOOLING_LEVEL,
  BLS_TIME,
  SCHOOLING_LEVEL_LABELS,
  schoolingLevel,
  trainingRoute,
  type RouteCost,
  type TrainingCosts,
} from './training-route';

const source = { name: 'Test source', year: '2024', url: 'https://example.org/', estimate: false };
const cost = (note: string, perYear: number | null = null): RouteCost => ({ perYear, note, source });
const COSTS: TrainingCosts = {
  apprenticeship: cost('paid'),
  'on-the-job': cost('paid on the job'),
  certificate: cost('two-year', 7230),
  associate: cost('two-year', 7230),
  bachelor: cost('four-year', 16177),
  graduate: null,
};

describe('schoolingLevel', () => {
  it.each([
    ['No formal educational credential', 'no-degree'],
    ['High school diploma or equivalent', 'no-degree'],
    ['Postsecondary nondegree award', 'certificate-associate'],
    ['Some college, no degree', 'certificate-associate'],
    ["Associate's degree", 'certificate-associate'],
    ['Associate’s degree', 'certificate-associate'],
    ["Bachelor's degree", 'bachelor'],
    ["Master's degree", 'graduate'],
    ['Doctoral or professional degree', 'graduate'],
  ])('%s → %s', (education, level) => {
    expect(schoolingLevel(education)).toBe(level);
  });

  it('is null when not reported or not a BLS value', () => {
    expect(schoolingLevel(null)).toBeNull();
    expect(schoolingLevel('')).toBeNull();
    expect(schoolingLevel('PhD')).toBeNull();
  });

  it('covers all eight BLS values and labels the four levels as the issue does', () => {
    expect(Object.keys(BLS_SCHOOLING_LEVEL)).toHaveLength(8);
    expect(Object.values(SCHOOLING_LEVEL_LABELS)).toEqual([
      'No degree: on-the-job training or apprenticeship',
      'Certificate or associate',
      "Bachelor's",
      'Graduate',
    ]);
  });
});

describe('trainingRoute', () => {
  const route = (entryEducation: string | null, onTheJobTraining: string | null) =>
    trainingRoute({ entryEducation, onTheJobTraining }, COSTS);

  it('is an apprenticeship when BLS says so, whatever the schooling, paid', () => {
    expect(route('High school diploma or equivalent', 'Apprenticeship')).toMatchObject({
      kind: 'apprenticeship',
      level: 'no-degree',
      title: 'Apprenticeship after high school',
      cost: { note: 'paid', perYear: null },
    });
    expect(route('High school diploma or equivalent', 'Apprenticeship')?.time).toMatch(/^3 to 5 years/);
    expect(route('Postsecondary nondegree award', 'Apprenticeship')).toMatchObject({
      kind: 'apprenticeship',
      level: 'certificate-associate',
    });
  });

  it('takes on-the-job time from the BLS length category', () => {
    expect(route('No formal educational credential', 'Short-term on-the-job training')).toMatchObject({
      kind: 'on-the-job',
      title: 'On-the-job training after no formal credential',
      time: '1 month or less of training on the job',
    });
    expect(route('High school diploma or equivalent', 'Moderate-term on-the-job training')?.time).toBe(
      'More than 1 month and up to 12 months of training on the job',
    );
    expect(route('High school diploma or equivalent', 'Long-term on-the-job training')?.time).toBe(
      'More than 12 months of training on the job',
    );
    expect(route('High school diploma or equivalent', null)?.time).toBe(BLS_TIME.None);
  });

  it('gives certificate, associate, bachelor and graduate routes the degree length and cost', () => {
    expect(route('Postsecondary nondegree award', 'None')).toMatchObject({
      kind: 'certificate',
      time: 'A few weeks to 2 years',
      cost: { perYear: 7230 },
    });
    expect(route('Some college, no degree', 'None')).toMatchObject({ kind: 'certificate', level: 'certificate-associate' });
    expect(route("Associate's degree", 'None')).toMatchObject({ kind: 'associate', time: 'About 2 years of full-time study' });
    expect(route("Bachelor's degree", 'Moderate-term on-the-job training')).toMatchObject({ kind: 'bachelor', cost: { perYear: 16177 } });
    expect(route("Master's degree", 'None')).toMatchObject({ kind: 'graduate', level: 'graduate', cost: null });
    expect(route('Doctoral or professional degree', 'Internship/residency')?.time).toMatch(/^At least 3 years/);
  });

  it('is null when BLS reports no entry education', () => {
    expect(route(null, 'Apprenticeship')).toBeNull();
    expect(route('Unknown', null)).toBeNull();
  });
});
