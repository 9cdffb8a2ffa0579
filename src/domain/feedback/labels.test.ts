import { describe, expect, it } from 'vitest';
import { ratingLabel, usefulnessLabel, willingnessToPayLabel } from './labels';
import { FEEDBACK_POPUP_DELAY_MS, FEEDBACK_THANK_YOU_MS } from './timers';

describe('ratingLabel', () => {
  it.each([
    [1, 'Poor'],
    [2, 'Needs Work'],
    [3, 'Okay'],
    [4, 'Good'],
    [5, 'Excellent!'],
  ])('%i stars read "%s"', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });

  it.each([0, 6, -1, 2.5, Number.NaN])('has no label for %s', (rating) => {
    expect(ratingLabel(rating)).toBeUndefined();
  });
});

describe('usefulnessLabel', () => {
  it.each([
    [1, 'Not useful'],
    [2, 'Not useful'],
    [3, 'Slightly useful'],
    [4, 'Slightly useful'],
    [5, 'Moderately useful'],
    [6, 'Moderately useful'],
    [7, 'Very useful'],
    [8, 'Very useful'],
    [9, 'Extremely useful'],
    [10, 'Extremely useful'],
  ])('%i is "%s"', (usefulness, label) => {
    expect(usefulnessLabel(usefulness)).toBe(label);
  });

  it.each([0, 11, 4.5, Number.NaN])('has no band for %s', (usefulness) => {
    expect(usefulnessLabel(usefulness)).toBeUndefined();
  });
});

describe('willingnessToPayLabel (whole dollars a month)', () => {
  it.each([
    [0, 'Free only'],
    [1, 'Budget-friendly'],
    [10, 'Budget-friendly'],
    [11, 'Reasonable value'],
    [25, 'Reasonable value'],
    [26, 'Premium service'],
    [50, 'Premium service'],
  ])('$%i is "%s"', (dollars, label) => {
    expect(willingnessToPayLabel(dollars)).toBe(label);
  });

  it('follows the spec\'s "up to" wording for amounts between whole dollars', () => {
    expect(willingnessToPayLabel(0.01)).toBe('Budget-friendly');
    expect(willingnessToPayLabel(10.01)).toBe('Reasonable value');
    expect(willingnessToPayLabel(25.01)).toBe('Premium service');
  });

  it.each([-1, -0.01, 50.01, 51, Number.NaN, Number.POSITIVE_INFINITY])('has no label outside 0-50: %s', (dollars) => {
    expect(willingnessToPayLabel(dollars)).toBeUndefined();
  });
});

describe('timers', () => {
  it("uses the spec's durations", () => {
    expect(FEEDBACK_POPUP_DELAY_MS).toBe(600_000);
    expect(FEEDBACK_THANK_YOU_MS).toBe(3000);
  });
});
