import { describe, expect, it } from 'vitest';
import { chatRequestSchema, COUNSELOR_QUESTION_MAX, counselorContextSchema, QUESTION_MESSAGES, VISITOR_HISTORY_MAX } from './schemas';

/* The chat request's defaults, trims and messages (kept exact when the schemas moved to zod/mini). */

const messagesOf = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('chatRequestSchema', () => {
  it('trims the question and fills in the history and context', () => {
    expect(chatRequestSchema.parse({ message: '  What pays?  ' })).toEqual({ message: 'What pays?', history: [], context: {} });
  });

  it('says what is wrong with the question, the conversation id and the history', () => {
    expect(messagesOf(chatRequestSchema.safeParse({ message: '   ' }))).toEqual([['message', QUESTION_MESSAGES.empty]]);
    expect(messagesOf(chatRequestSchema.safeParse({ message: 'x'.repeat(COUNSELOR_QUESTION_MAX + 1) }))).toEqual([
      ['message', QUESTION_MESSAGES.tooLong],
    ]);
    expect(messagesOf(chatRequestSchema.safeParse({ message: 'q', conversationId: 'abc' }))).toEqual([
      ['conversationId', 'That conversation id is not valid.'],
    ]);
    const history = Array.from({ length: VISITOR_HISTORY_MAX + 1 }, () => ({ role: 'user', content: 'x' }));
    expect(messagesOf(chatRequestSchema.safeParse({ message: 'q', history }))).toEqual([['history', 'Send at most 20 earlier messages.']]);
  });
});

describe('counselorContextSchema', () => {
  it('fills in the interest lists and trims names', () => {
    expect(counselorContextSchema.parse({ interests: {}, colleges: [{ unitId: 1, name: ' State ' }] })).toEqual({
      interests: { topMajors: [], topCareerCodes: [] },
      colleges: [{ unitId: 1, name: 'State' }],
    });
  });

  it.each([
    [{ colleges: [{ unitId: 1.5, name: 'A' }] }, 'colleges.0.unitId', 'Invalid input: expected int, received number'],
    [{ colleges: [{ unitId: 0, name: 'A' }] }, 'colleges.0.unitId', 'Too small: expected number to be >0'],
    [{ cognitive: { vocabulary: 101 } }, 'cognitive.vocabulary', 'Too big: expected number to be <=100'],
    [{ interests: { hollandCode: 'XYZ' } }, 'interests.hollandCode', 'Invalid string: must match pattern /^[RIASEC]{1,6}$/'],
    [{ finances: { monthlyIncome: -1, plannedDebt: 0 } }, 'finances.monthlyIncome', 'Too small: expected number to be >=0'],
  ])('refuses %j with zod’s own message', (context, path, message) => {
    expect(messagesOf(counselorContextSchema.safeParse(context))).toEqual([[path, message]]);
  });
});
