import { describe, expect, it } from 'vitest';
import { COUNSELOR_QUESTION_MAX, QUESTION_MESSAGES, type CounselorUIMessage } from '@domain/counselor/schemas';
import { counselor as en } from '@locales/en/counselor';
import { counselor as es } from '@locales/es/counselor';
import { errorKey } from '@locales/keys';
import { translator } from '@client/shared/i18n/messages';
import { buildChatRequest, chatErrorMessage, toChatMessages } from './chat-request';

const turn = (id: string, role: 'user' | 'assistant', text: string): CounselorUIMessage => ({ id, role, parts: [{ type: 'text', text }] });
const messages = [
  turn('1', 'user', 'Which careers fit me?'),
  turn('2', 'assistant', 'Take the quiz.'),
  turn('3', 'user', 'How much do nurses make?'),
];

describe('buildChatRequest', () => {
  it('sends a visitor’s earlier turns from the page', () => {
    expect(buildChatRequest(messages, { conversationId: null, signedIn: false, context: {} })).toEqual({
      message: 'How much do nurses make?',
      history: [
        { role: 'user', content: 'Which careers fit me?' },
        { role: 'assistant', content: 'Take the quiz.' },
      ],
      context: {},
    });
  });
  it('sends only the question and the conversation id when signed in (history is on the server)', () => {
    expect(buildChatRequest(messages, { conversationId: 'c-1', signedIn: true, context: {} })).toEqual({
      message: 'How much do nurses make?',
      history: [],
      context: {},
      conversationId: 'c-1',
    });
  });
});

describe("the question's codes", () => {
  it('are worded as before in English, and both languages name the schema’s limit', () => {
    const text = (catalog: Record<string, string>, code: string) => catalog[errorKey(code)];
    expect(text(en, QUESTION_MESSAGES.empty)).toBe('Type a question first.');
    expect(text(en, QUESTION_MESSAGES.tooLong)).toBe(
      `Keep your question under ${COUNSELOR_QUESTION_MAX.toLocaleString('en-US')} characters.`,
    );
    expect(text(es, QUESTION_MESSAGES.tooLong)).toContain(String(COUNSELOR_QUESTION_MAX));
  });
});

describe('chatErrorMessage', () => {
  it('reads the server’s error body, or keeps a stream message', () => {
    expect(chatErrorMessage(new Error('{"error":{"code":"daily_limit","message":"You have reached today’s limit."}}'))).toBe(
      'You have reached today’s limit.',
    );
    expect(chatErrorMessage(new Error('The AI service had a problem (error 500).'))).toBe('The AI service had a problem (error 500).');
    expect(chatErrorMessage(new TypeError('Failed to fetch'))).toMatch(/Could not reach Waypoint/);
  });

  it('words a refused request from its code in the active language', () => {
    const t = translator({ 'counselor.error.busy': 'Hiciste muchas preguntas en poco tiempo.' });
    const busy = new Error('{"error":{"code":"counselor.busy","message":"You have asked a lot of questions in a short time."}}');
    expect(chatErrorMessage(busy, t)).toBe('Hiciste muchas preguntas en poco tiempo.');
    const spanish = translator({
      'common.error.daily_limit': '{who, select, user {Llegaste al límite de hoy.} other {Esta red llegó al límite.}}',
    });
    const limit = new Error(
      '{"error":{"code":"daily_limit","message":"This network has reached today’s limit.","values":{"who":"visitor"}}}',
    );
    expect(chatErrorMessage(limit, spanish)).toBe('Esta red llegó al límite.');
  });
});

describe('toChatMessages', () => {
  it('keeps how a saved reply ended and its sources', () => {
    const [, reply] = toChatMessages([
      { id: 'a', role: 'user', text: 'hi', sources: [], status: 'complete', answeredBy: null, createdAt: '' },
      {
        id: 'b',
        role: 'assistant',
        text: 'Hello',
        sources: [{ label: 'L', name: 'N', year: null, url: '/x', estimate: false }],
        status: 'stopped',
        answeredBy: 'offline',
        createdAt: '',
      },
    ]);
    expect(reply?.metadata).toEqual({ answeredBy: 'offline', status: 'stopped' });
    expect(reply?.parts[1]).toEqual({ type: 'data-sources', data: [{ label: 'L', name: 'N', year: null, url: '/x', estimate: false }] });
  });
});
