import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGES, feedbackInputSchema, hasRequiredFeedbackFields, MESSAGE_MAX_LENGTH } from './schemas';

const valid = {
  rating: 4,
  category: 'Career Quiz',
  message: 'The quiz was quick and the majors made sense.',
  usefulness: 8,
  currentTools: 'My school counselor and College Scorecard',
  featureRequests: 'Compare two colleges side by side',
  willingness_to_pay: 10,
};

function fieldErrors(input: unknown) {
  const result = feedbackInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('feedbackInputSchema', () => {
  it('accepts a complete feedback without e-mail', () => {
    expect(feedbackInputSchema.parse(valid)).toEqual({ ...valid, email: undefined });
  });

  it('lists the nine spec categories exactly', () => {
    expect(FEEDBACK_CATEGORIES).toEqual([
      'Overall Experience',
      'Premium Assessment',
      'Career Quiz',
      'Financial Analysis',
      'User Interface',
      'AI Counselor',
      'Bug Report',
      'Feature Request',
      'Other',
    ]);
    for (const category of FEEDBACK_CATEGORIES) expect(feedbackInputSchema.safeParse({ ...valid, category }).success).toBe(true);
    expect(fieldErrors({ ...valid, category: 'career quiz' })).toEqual({ category: FEEDBACK_MESSAGES.category });
  });

  it('trims the text answers', () => {
    const parsed = feedbackInputSchema.parse({ ...valid, message: '  Great  ', currentTools: ' none ', featureRequests: '\nmore\n' });
    expect(parsed).toMatchObject({ message: 'Great', currentTools: 'none', featureRequests: 'more' });
  });

  it.each([
    ['rating', 0],
    ['rating', 6],
    ['rating', 3.5],
    ['rating', '4'],
    ['usefulness', 0],
    ['usefulness', 11],
    ['usefulness', 7.5],
    ['willingness_to_pay', -1],
    ['willingness_to_pay', 51],
    ['willingness_to_pay', 10.5],
  ])('rejects %s = %j', (field, value) => {
    expect(Object.keys(fieldErrors({ ...valid, [field]: value }))).toEqual([field]);
  });

  it.each([
    ['rating', 1],
    ['rating', 5],
    ['usefulness', 1],
    ['usefulness', 10],
    ['willingness_to_pay', 0],
    ['willingness_to_pay', 50],
  ])('accepts %s = %i', (field, value) => {
    expect(feedbackInputSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it.each(['message', 'currentTools', 'featureRequests'] as const)('requires %s, blank or missing', (field) => {
    expect(fieldErrors({ ...valid, [field]: '   ' })).toEqual({ [field]: FEEDBACK_MESSAGES[field] });
    const { [field]: _omitted, ...rest } = valid;
    expect(fieldErrors(rest)).toEqual({ [field]: FEEDBACK_MESSAGES[field] });
  });

  it('caps the length of the message', () => {
    expect(feedbackInputSchema.safeParse({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(fieldErrors({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ message: FEEDBACK_MESSAGES.messageTooLong });
  });

  it('treats an empty or blank e-mail as not given', () => {
    expect(feedbackInputSchema.parse({ ...valid, email: '' }).email).toBeUndefined();
    expect(feedbackInputSchema.parse({ ...valid, email: '   ' }).email).toBeUndefined();
  });

  it('keeps a valid e-mail, trimmed and lower-cased', () => {
    expect(feedbackInputSchema.parse({ ...valid, email: ' Sam@Example.org ' }).email).toBe('sam@example.org');
  });

  it.each(['sam', 'sam@', 'sam@example', 'two words@example.org'])('rejects the e-mail %j', (email) => {
    expect(fieldErrors({ ...valid, email })).toEqual({ email: FEEDBACK_MESSAGES.email });
  });
});

describe('hasRequiredFeedbackFields', () => {
  const draft = { rating: 3, usefulness: 5, category: 'Other', message: 'Hi', currentTools: 'None', featureRequests: 'None' };

  it('is true once every required field is set (e-mail and willingness to pay are not required)', () => {
    expect(hasRequiredFeedbackFields(draft)).toBe(true);
  });

  it.each(['rating', 'usefulness', 'category', 'message', 'currentTools', 'featureRequests'] as const)('is false without %s', (field) => {
    expect(hasRequiredFeedbackFields({ ...draft, [field]: undefined })).toBe(false);
    expect(hasRequiredFeedbackFields({ ...draft, [field]: null })).toBe(false);
  });

  it('does not count blank text as set', () => {
    expect(hasRequiredFeedbackFields({ ...draft, message: '   ' })).toBe(false);
    expect(hasRequiredFeedbackFields({ ...draft, category: '' })).toBe(false);
  });
});
