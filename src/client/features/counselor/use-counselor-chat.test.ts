import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CounselorSource, CounselorUIMessage } from '@domain/counselor/schemas';
import { applyChunk, useCounselorChat } from './use-counselor-chat';

/*
 * The counselor's own stream reader (ADR 0035) against the AI SDK's UI message stream protocol, written here as
 * server-sent events exactly as createUIMessageStreamResponse sends them: `data: <json>` per chunk, then `[DONE]`.
 */
const sse = (...chunks: unknown[]) => [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`), 'data: [DONE]\n\n'];

/** A streamed response whose parts arrive one by one; `hold` keeps it open after them until released. */
function streamed(parts: string[], hold?: Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (hold) await hold;
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const source: CounselorSource = {
  label: 'Career: Electricians',
  name: 'BLS OEWS, May 2024',
  year: '2024',
  url: 'https://www.bls.gov/oes/',
  estimate: false,
};

const answer = sse(
  { type: 'start', messageId: 'reply-1', messageMetadata: { answeredBy: 'offline', conversationId: 'conv-1' } },
  { type: 'text-start', id: 't1' },
  { type: 'text-delta', id: 't1', delta: 'Electricians earn ' },
  { type: 'text-delta', id: 't1', delta: '$61,590.' },
  { type: 'text-end', id: 't1' },
  { type: 'data-sources', data: [source] },
  { type: 'finish' },
);

const fetchMock = vi.fn<typeof fetch>();
const textOf = (message: CounselorUIMessage | undefined) =>
  message?.parts.map((part) => (part.type === 'text' ? part.text : '')).join('') ?? '';
const requestBody = (call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

function renderChat(onReplied = vi.fn()) {
  const hook = renderHook(() =>
    useCounselorChat({ initialMessages: [], initialConversationId: null, signedIn: true, context: {}, onReplied }),
  );
  return { ...hook, onReplied };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('useCounselorChat', () => {
  it('shows the answer as it streams, with its sources, and sends the saved conversation id with the next question', async () => {
    fetchMock.mockResolvedValueOnce(streamed(answer));
    const { result, onReplied } = renderChat();
    await act(() => result.current.sendMessage({ text: 'What do electricians earn?' }));

    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeUndefined();
    const [question, reply] = result.current.messages;
    expect(question).toMatchObject({ role: 'user', parts: [{ type: 'text', text: 'What do electricians earn?' }] });
    expect(reply).toMatchObject({ id: 'reply-1', role: 'assistant', metadata: { answeredBy: 'offline', conversationId: 'conv-1' } });
    expect(textOf(reply)).toBe('Electricians earn $61,590.');
    expect(reply?.parts).toContainEqual({ type: 'text', text: 'Electricians earn $61,590.', state: 'done' });
    expect(reply?.parts).toContainEqual({ type: 'data-sources', data: [source] });
    expect(onReplied).toHaveBeenCalledWith('conv-1');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/counselor\/chat$/);
    expect(new Headers((init as RequestInit).headers).get('Accept-Language')).toBe('en');
    expect(requestBody(0)).toMatchObject({ message: 'What do electricians earn?', history: [] });
    expect(requestBody(0)).not.toHaveProperty('conversationId');

    fetchMock.mockResolvedValueOnce(streamed(answer));
    await act(() => result.current.sendMessage({ text: 'And plumbers?' }));
    expect(requestBody(1)).toMatchObject({ message: 'And plumbers?', conversationId: 'conv-1' });
  });

  it('keeps what arrived before an error chunk, reports the error, and "try again" asks the same question anew', async () => {
    fetchMock.mockResolvedValueOnce(
      streamed(
        sse(
          { type: 'start', messageMetadata: { answeredBy: 'ai' } },
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: 'Partly ' },
          { type: 'error', errorText: 'The AI service took too long.' },
          { type: 'finish' },
        ),
      ),
    );
    const { result } = renderChat();
    await act(() => result.current.sendMessage({ text: 'Tell me about nursing' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('The AI service took too long.');
    expect(result.current.messages).toHaveLength(2);
    expect(textOf(result.current.messages[1])).toBe('Partly ');

    fetchMock.mockResolvedValueOnce(streamed(answer));
    await act(() => result.current.regenerate());
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeUndefined();
    expect(result.current.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(textOf(result.current.messages[1])).toBe('Electricians earn $61,590.');
    expect(requestBody(1)).toMatchObject({ message: 'Tell me about nursing' });
  });

  it('reports a refused request with its body, so the page can word it (e.g. the rate limit)', async () => {
    const body = JSON.stringify({
      error: { message: 'You have asked a lot of questions in a short time. Please wait a few minutes and try again.' },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 429, headers: { 'Content-Type': 'application/json' } }));
    const { result, onReplied } = renderChat();
    await act(() => result.current.sendMessage({ text: 'Hi' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe(body);
    expect(result.current.messages).toHaveLength(1);
    expect(onReplied).toHaveBeenCalledWith(null);
  });

  it('stops an answer: the words so far stay, and the chat is ready for the next question', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce((_url, init) => {
      (init as RequestInit).signal?.addEventListener('abort', release);
      return Promise.resolve(
        streamed(
          [
            `data: ${JSON.stringify({ type: 'start' })}\n\n`,
            `data: ${JSON.stringify({ type: 'text-start', id: 't1' })}\n\n`,
            `data: ${JSON.stringify({ type: 'text-delta', id: 't1', delta: 'First words' })}\n\n`,
          ],
          hold,
        ),
      );
    });
    const { result } = renderChat();
    let asking: Promise<void> = Promise.resolve();
    act(() => {
      asking = result.current.sendMessage({ text: 'A long question' });
    });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.stop());
    await act(() => asking);
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeUndefined();
    expect(textOf(result.current.messages[1])).toBe('First words');
  });

  it('skips a chunk of a type it does not know, but treats a malformed known chunk as a broken stream', async () => {
    fetchMock.mockResolvedValueOnce(
      streamed(
        sse(
          { type: 'start' },
          { type: 'reasoning-start', id: 'r1' },
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: 'Fine' },
          { type: 'text-end', id: 't1' },
          { type: 'finish' },
        ),
      ),
    );
    const { result } = renderChat();
    await act(() => result.current.sendMessage({ text: 'Q' }));
    expect(result.current.status).toBe('ready');
    expect(textOf(result.current.messages[1])).toBe('Fine');

    fetchMock.mockResolvedValueOnce(streamed(sse({ type: 'start' }, { type: 'text-delta', id: 't1' })));
    await act(() => result.current.sendMessage({ text: 'Q2' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('');
  });
});

describe('applyChunk', () => {
  it('refuses text for a part that never started', () => {
    expect(() => applyChunk(null, { type: 'text-delta', id: 'x', delta: 'a' }, () => 'id')).toThrow();
  });

  it('returns a new message each time, leaving the one React holds as it was', () => {
    const first = applyChunk(null, { type: 'text-start', id: 't' }, () => 'id');
    const second = applyChunk(first, { type: 'text-delta', id: 't', delta: 'Hi' }, () => 'id');
    expect(first.message.parts).toEqual([{ type: 'text', text: '', state: 'streaming' }]);
    expect(second.message.parts).toEqual([{ type: 'text', text: 'Hi', state: 'streaming' }]);
    expect(second.message.id).toBe('id');
  });
});
