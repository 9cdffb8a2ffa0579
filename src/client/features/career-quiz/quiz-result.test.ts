import { describe, expect, it } from 'vitest';
import { quizResultSchema } from '@domain/progress/local-state';
import type { InterestMatch } from '@domain/career-quiz/riasec';
import type { Career, Major, RiasecProfile } from '@domain/catalog/schemas';
import { buildQuizResult, resultMatchesProfile, TOP_MAJOR_COUNT } from './quiz-result';

const source = { name: 'Test source', year: '2024', url: 'https://example.org/', estimate: false };
const interests: RiasecProfile = { R: 1, I: 7, A: 2, S: 3, E: 2, C: 5 };
const major = (n: number): InterestMatch<Major> => ({
  item: {
    cip: `11.07${String(n).padStart(2, '0')}`,
    name: `Major ${n}`,
    description: 'A test major description.',
    interests,
    careerCodes: ['15-1252.00'],
    medianEarnings: null,
    medianDebt: null,
    source,
  },
  similarity: 90 - n,
  why: { code: 'shared', strength: 'strong', areas: ['I'] },
});
const career = (n: number): InterestMatch<Career> => ({
  item: {
    socCode: `15-12${String(n).padStart(2, '0')}.00`,
    title: `Career ${n}`,
    description: 'A test career description.',
    interests,
    jobZone: 4,
    medianPay: null,
    outlookPercent: null,
    entryEducation: null,
    workExperience: null,
    onTheJobTraining: null,
    workValues: null,
    trainingSource: null,
    source,
  },
  similarity: 90 - n,
  why: { code: 'shared', strength: 'strong', areas: ['I'] },
});

describe('buildQuizResult', () => {
  const profile: RiasecProfile = { R: 2.5, I: 6.25, A: 4, S: 3.25, E: 1, C: 5.5 };
  const result = buildQuizResult(
    profile,
    { majors: [1, 2, 3, 4, 5, 6, 7].map(major), careers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(career) },
    new Date('2026-03-01T12:00:00Z'),
  );

  it('keeps the spec field (major names) and what later steps read, in a shape the local key accepts', () => {
    expect(result.topMajors).toEqual(['Major 1', 'Major 2', 'Major 3', 'Major 4', 'Major 5']);
    expect(result.topMajors).toHaveLength(TOP_MAJOR_COUNT);
    expect(result.topMajorCips).toEqual(['11.0701', '11.0702', '11.0703', '11.0704', '11.0705']);
    expect(result.hollandCode).toBe('ICA');
    expect(result.careers).toHaveLength(10);
    expect((result.careers as { socCode: string; title: string }[])[0]).toEqual({ socCode: '15-1201.00', title: 'Career 1' });
    expect(result.topCareerCodes?.[9]).toBe('15-1210.00');
    expect(result.completedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(quizResultSchema.safeParse(JSON.parse(JSON.stringify(result))).success).toBe(true);
  });

  it('knows whether a stored result came from a profile', () => {
    expect(resultMatchesProfile(result, { ...profile })).toBe(true);
    expect(resultMatchesProfile(result, { ...profile, R: 2.6875 })).toBe(false);
    expect(resultMatchesProfile({ topMajors: ['Nursing'] }, profile)).toBe(false);
    expect(resultMatchesProfile(undefined, profile)).toBe(false);
  });
});
