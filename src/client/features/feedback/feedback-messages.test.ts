import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES } from '@domain/feedback/schemas';
import { RATING_LABELS, USEFULNESS_BANDS } from '@domain/feedback/labels';
import { feedback as en } from '@locales/en/feedback';
import { FEEDBACK_KNOWN_MESSAGES } from './feedback-messages';
import { CATEGORY_KEYS, RATING_KEYS, USEFULNESS_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';

// Spec 4, 5, 8: the feedback form's literal English stays exact; each key's English is the domain text it translates.
describe('the feedback texts', () => {
  it('map every schema message and the failure alert to a key whose English is that exact text', () => {
    for (const [text, key] of Object.entries(FEEDBACK_KNOWN_MESSAGES)) expect(en[key as keyof typeof en]).toBe(text);
  });

  it('show the categories, star labels, usefulness bands and pay bands exactly as the spec writes them in English', () => {
    expect(FEEDBACK_CATEGORIES.map((category) => en[CATEGORY_KEYS[category] as keyof typeof en])).toEqual([...FEEDBACK_CATEGORIES]);
    expect(RATING_KEYS.map((key) => en[key as keyof typeof en])).toEqual([...RATING_LABELS]);
    expect(USEFULNESS_KEYS.map((key) => en[key as keyof typeof en])).toEqual([...USEFULNESS_BANDS]);
    for (const [label, key] of Object.entries(WILLINGNESS_KEYS)) expect(en[key as keyof typeof en]).toBe(label);
  });
});
