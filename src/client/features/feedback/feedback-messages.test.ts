import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGES } from '@domain/feedback/schemas';
import { errorKey } from '@locales/keys';
import { RATING_LABELS, USEFULNESS_BANDS } from '@domain/feedback/labels';
import { feedback as en } from '@locales/en/feedback';
import { CATEGORY_KEYS, RATING_KEYS, USEFULNESS_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';

// The feedback form's literal English stays exact; each key's English is the domain text it translates.
describe('the feedback texts', () => {
  it("word the schema's codes and the failure alert in the spec's exact English", () => {
    expect(en['feedback.errorAlert']).toBe('Error submitting feedback. Please try again.');
    expect(
      Object.fromEntries(Object.entries(FEEDBACK_MESSAGES).map(([field, code]) => [field, en[errorKey(code) as keyof typeof en]])),
    ).toEqual({
      rating: 'Please choose an overall rating from 1 to 5 stars',
      usefulness: 'Please choose how useful Waypoint is, from 1 to 10',
      category: 'Please choose a category',
      message: 'Please write your feedback',
      currentTools: 'Please tell us which tools you use now',
      featureRequests: 'Please tell us which features you would like',
      willingnessToPay: 'Choose an amount from $0 to $50 a month',
      email: 'Please enter a valid email address',
      messageTooLong: 'Please keep your feedback under 5000 characters',
      answerTooLong: 'Please keep this answer under 2000 characters',
      emailTooLong: 'An email address has at most 254 characters',
    });
  });

  it('show the categories, star labels, usefulness bands and pay bands exactly as the spec writes them in English', () => {
    expect(FEEDBACK_CATEGORIES.map((category) => en[CATEGORY_KEYS[category] as keyof typeof en])).toEqual([...FEEDBACK_CATEGORIES]);
    expect(RATING_KEYS.map((key) => en[key as keyof typeof en])).toEqual([...RATING_LABELS]);
    expect(USEFULNESS_KEYS.map((key) => en[key as keyof typeof en])).toEqual([...USEFULNESS_BANDS]);
    for (const [label, key] of Object.entries(WILLINGNESS_KEYS)) expect(en[key as keyof typeof en]).toBe(label);
  });
});
