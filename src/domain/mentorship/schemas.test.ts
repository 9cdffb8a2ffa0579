import { describe, expect, it } from 'vitest';
import { meetingActionSchema, meetingRequestSchema, PRIVATE_CHANNEL_MESSAGE } from './schemas';

const request = { professionalId: '3f0b8c4e-2a8d-4c55-9f0e-6c1a2b3d4e5f', startsAt: '2026-12-01T15:00:00.000Z', topic: 'Choosing a major' };

describe('meeting texts the other side reads at once', () => {
  it('refuse a private channel in the questions, reasons and feedback', () => {
    const questions = meetingRequestSchema.safeParse({ ...request, questions: 'add me on snapchat: sam_codes2010' });
    expect(questions.success ? null : questions.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['questions', PRIVATE_CHANNEL_MESSAGE],
    ]);
    for (const action of [
      { action: 'decline', reason: 'Busy, text me: five five five one two three four' },
      { action: 'cancel', reason: 'Join my discord instead: discord.gg/abc123' },
      { action: 'complete', feedback: 'Follow me @sam_codes' },
    ]) {
      const parsed = meetingActionSchema.safeParse(action);
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(PRIVATE_CHANNEL_MESSAGE);
    }
  });

  it('accept ordinary text and no text', () => {
    expect(meetingRequestSchema.parse({ ...request, questions: 'I have two questions about one of the three majors.' }).questions).toBe(
      'I have two questions about one of the three majors.',
    );
    expect(meetingRequestSchema.parse(request).questions).toBe('');
    expect(meetingActionSchema.parse({ action: 'decline' })).toEqual({ action: 'decline', reason: '' });
    expect(meetingActionSchema.parse({ action: 'cancel', reason: 'My exam moved to 5 pm.' })).toEqual({
      action: 'cancel',
      reason: 'My exam moved to 5 pm.',
    });
  });
});
