import { describe, expect, it } from 'vitest';
import { RIASEC_AREAS, type RiasecArea, type RiasecProfile } from '../catalog/schemas';
import {
  answeredCount,
  explainMatch,
  matchStrength,
  hollandCode,
  interestSimilarity,
  isFlatProfile,
  isQuizComplete,
  ITEMS_PER_AREA,
  LIKERT,
  likertToOi,
  NEUTRAL_OI,
  QUIZ_ITEMS,
  rankByInterest,
  scoreInterests,
} from './riasec';

const profile = (R: number, I: number, A: number, S: number, E: number, C: number): RiasecProfile => ({ R, I, A, S, E, C });

/** Every item answered with `value`, except the areas given in `byArea`. */
function answersWith(value: number, byArea: Partial<Record<RiasecArea, number>> = {}): Record<string, number> {
  return Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, byArea[item.area] ?? value]));
}

describe('QUIZ_ITEMS', () => {
  it('has at least eight items per area with unique, stable ids', () => {
    expect(QUIZ_ITEMS.length).toBeGreaterThanOrEqual(48);
    for (const area of RIASEC_AREAS) {
      expect(QUIZ_ITEMS.filter((item) => item.area === area)).toHaveLength(ITEMS_PER_AREA);
    }
    expect(new Set(QUIZ_ITEMS.map((item) => item.id)).size).toBe(QUIZ_ITEMS.length);
    for (const item of QUIZ_ITEMS) expect(item.id).toMatch(new RegExp(`^${item.area}[1-9]\\d*$`));
    expect(QUIZ_ITEMS.slice(0, 7).map((item) => item.id)).toEqual(['R1', 'I1', 'A1', 'S1', 'E1', 'C1', 'R2']);
  });

  it('interleaves the areas so no two neighbours share one', () => {
    for (let index = 1; index < QUIZ_ITEMS.length; index += 1) {
      expect(QUIZ_ITEMS[index]?.area).not.toBe(QUIZ_ITEMS[index - 1]?.area);
    }
  });

  it('keeps every item short and distinct', () => {
    const texts = QUIZ_ITEMS.map((item) => item.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.split(' ').length).toBeLessThanOrEqual(12);
  });
});

describe('LIKERT', () => {
  it('is the five-point scale from Strongly dislike to Strongly like', () => {
    expect(LIKERT.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(LIKERT[0]?.label).toBe('Strongly dislike');
    expect(LIKERT[2]?.label).toBe('Not sure');
    expect(LIKERT[4]?.label).toBe('Strongly like');
  });
});

describe('scoreInterests', () => {
  it('maps the 1-5 answers linearly onto the 1-7 scale', () => {
    expect(likertToOi(1)).toBe(1);
    expect(likertToOi(3)).toBe(4);
    expect(likertToOi(5)).toBe(7);
    expect(likertToOi(2)).toBe(2.5);
  });

  it('gives every area the same score when every answer is the same', () => {
    for (const value of [1, 3, 5]) {
      const scores = scoreInterests(answersWith(value));
      for (const area of RIASEC_AREAS) expect(scores[area]).toBe(likertToOi(value));
    }
  });

  it('scores one maxed area at 7 and the rest at 1', () => {
    expect(scoreInterests(answersWith(1, { I: 5 }))).toEqual(profile(1, 7, 1, 1, 1, 1));
  });

  it('averages within an area', () => {
    const answers = answersWith(3);
    answers.R1 = 5; // R: seven 3s and one 5 → mean 3.25 → 4.375
    expect(scoreInterests(answers).R).toBeCloseTo(4.375, 10);
  });

  it('ignores unanswered items and unknown ids, and scores an area with no answers as neutral', () => {
    expect(scoreInterests({ R1: 5, X9: 1, I1: 0 as number })).toEqual(
      profile(7, NEUTRAL_OI, NEUTRAL_OI, NEUTRAL_OI, NEUTRAL_OI, NEUTRAL_OI),
    );
    expect(scoreInterests({})).toEqual(profile(4, 4, 4, 4, 4, 4));
    // Only R1 answered in R: its mean is that one answer.
    expect(scoreInterests({ R1: 2, I1: 4, I2: 5 })).toMatchObject({ R: 2.5, I: 6.25 });
  });
});

describe('isQuizComplete', () => {
  it('is true only when every item has a valid answer', () => {
    const all = answersWith(4);
    expect(isQuizComplete(all)).toBe(true);
    expect(answeredCount(all)).toBe(QUIZ_ITEMS.length);
    const { C8: _dropped, ...missingOne } = all;
    expect(isQuizComplete(missingOne)).toBe(false);
    expect(answeredCount(missingOne)).toBe(QUIZ_ITEMS.length - 1);
    expect(isQuizComplete({ ...all, C8: 7 })).toBe(false);
    expect(isQuizComplete({})).toBe(false);
  });
});

describe('hollandCode', () => {
  it('lists the three highest areas, highest first', () => {
    expect(hollandCode(profile(5, 7, 1, 2, 3, 6))).toBe('ICR');
    expect(hollandCode(profile(1, 2, 3, 4, 5, 6))).toBe('CES');
  });

  it('breaks ties in RIASEC order', () => {
    expect(hollandCode(profile(4, 4, 4, 4, 4, 4))).toBe('RIA');
    expect(hollandCode(profile(1, 1, 6, 1, 6, 6))).toBe('AEC');
    expect(hollandCode(profile(2, 5, 5, 7, 1, 1))).toBe('SIA');
  });
});

describe('interestSimilarity', () => {
  const shaped = profile(7, 5, 1, 2, 3, 6);

  it('is 100 for identical profiles and for the same shape at another level', () => {
    expect(interestSimilarity(shaped, shaped)).toBeCloseTo(100, 10);
    const shifted = profile(6, 4, 0, 1, 2, 5);
    expect(interestSimilarity(shaped, shifted)).toBeCloseTo(100, 10);
  });

  it('is 0 for opposite profiles and symmetric', () => {
    const opposite = profile(1, 3, 7, 6, 5, 2);
    expect(interestSimilarity(shaped, opposite)).toBeCloseTo(0, 10);
    const other = profile(3, 6, 2, 5, 1, 4);
    expect(interestSimilarity(shaped, other)).toBeCloseTo(interestSimilarity(other, shaped), 10);
  });

  it('is 50 for unrelated shapes', () => {
    // Deviations (1,-1,0,0,0,0) and (0,0,1,-1,0,0) are orthogonal: correlation 0.
    expect(interestSimilarity(profile(5, 3, 4, 4, 4, 4), profile(4, 4, 5, 3, 4, 4))).toBeCloseTo(50, 10);
  });

  it('compares levels when a profile is flat (its correlation is undefined)', () => {
    const flat = profile(4, 4, 4, 4, 4, 4);
    expect(isFlatProfile(flat)).toBe(true);
    expect(isFlatProfile(shaped)).toBe(false);
    expect(interestSimilarity(flat, flat)).toBe(100);
    expect(interestSimilarity(profile(1, 1, 1, 1, 1, 1), profile(7, 7, 7, 7, 7, 7))).toBe(0);
    // Mean absolute difference from 4: (3+1+3+2+1+2)/6 = 2 → 100 × (1 - 2/6).
    expect(interestSimilarity(flat, shaped)).toBeCloseTo(100 * (2 / 3), 10);
    expect(interestSimilarity(shaped, flat)).toBeCloseTo(100 * (2 / 3), 10);
  });

  it('always stays within 0-100 and is a number', () => {
    const samples = [profile(1, 7, 1, 7, 1, 7), profile(7, 1, 7, 1, 7, 1), profile(2, 2, 2, 2, 2, 3), shaped];
    for (const a of samples) {
      for (const b of samples) {
        const value = interestSimilarity(a, b);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('rankByInterest', () => {
  const student = profile(6, 7, 1, 2, 2, 3); // I, R, C
  const items = [
    { name: 'art', interests: profile(1, 2, 7, 5, 3, 1) },
    { name: 'engineering', interests: profile(6.5, 7, 1.5, 2, 2.5, 3.5) },
    { name: 'nursing', interests: profile(3, 6, 1, 7, 2, 3) },
    { name: 'engineering twin', interests: profile(6.5, 7, 1.5, 2, 2.5, 3.5) },
  ];

  it('ranks by similarity, best first, rounding similarity to whole numbers', () => {
    const ranked = rankByInterest(student, items, 10);
    expect(ranked.map((match) => match.item.name)).toEqual(['engineering', 'engineering twin', 'nursing', 'art']);
    for (const match of ranked) expect(Number.isInteger(match.similarity)).toBe(true);
    expect(ranked[0]?.similarity).toBeGreaterThan(95);
  });

  it('breaks exact ties by closeness in level, then by input order', () => {
    // The same shape one point lower: the same similarity (100), but farther in level.
    const far = { name: 'far', interests: profile(5, 6, 0, 1, 1, 2) };
    const near = { name: 'near', interests: student };
    expect(interestSimilarity(student, far.interests)).toBeCloseTo(interestSimilarity(student, near.interests), 10);
    expect(rankByInterest(student, [far, near], 2).map((match) => match.item.name)).toEqual(['near', 'far']);
    // Identical items keep their input order.
    expect(rankByInterest(student, [items[3]!, items[1]!], 2).map((match) => match.item.name)).toEqual(['engineering twin', 'engineering']);
    expect(rankByInterest(student, [items[1]!, items[3]!], 2).map((match) => match.item.name)).toEqual(['engineering', 'engineering twin']);
  });

  it('respects the limit and returns nothing for a zero limit or no items', () => {
    expect(rankByInterest(student, items, 2)).toHaveLength(2);
    expect(rankByInterest(student, items, 0)).toEqual([]);
    expect(rankByInterest(student, [], 5)).toEqual([]);
  });

  it('explains a match by the areas both profiles rate high', () => {
    const [best] = rankByInterest(student, items, 1);
    expect(best?.why).toEqual({ code: 'shared', strength: 'strong', areas: ['I', 'R'] });
  });

  it('explains a weak match by what the item leans on', () => {
    const art = rankByInterest(student, items, 10).find((match) => match.item.name === 'art');
    expect(art?.why).toEqual({ code: 'leans', strength: 'partial', lead: 'A', yourTop: ['I', 'R'] });
  });

  it('explains matches for a student who rated every area the same', () => {
    const flat = profile(4, 4, 4, 4, 4, 4);
    expect(explainMatch(flat, items[2]!.interests, 70)).toEqual({ code: 'flat', lead: 'S' });
  });

  it('grades the strength by similarity: strong from 80, good from 60, partial below', () => {
    expect([80, 79.9, 60, 59.9].map(matchStrength)).toEqual(['strong', 'good', 'good', 'partial']);
  });
});
