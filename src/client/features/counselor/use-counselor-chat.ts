import { createParser } from 'eventsource-parser';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CounselorContext, CounselorUIMessage } from '@domain/counselor/schemas';
import { COUNSELOR_CHUNK_TYPES, counselorStreamChunkSchema, type CounselorStreamChunk } from '@domain/counselor/stream';
import { postChat } from './api/post-chat';
import { buildChatRequest } from './chat-request';

export type CounselorChatOptions = {
  initialMessages: CounselorUIMessage[];
  initialConversationId: string | null;
  signedIn: boolean;
  context: CounselorContext;
  /** A reply finished (or was stopped, or failed); `conversationId` is set once the server saved the conversation. */
  onReplied: (conversationId: string | null) => void;
};

/** submitted: asked, nothing back yet; streaming: the answer is arriving; error: it failed (see `error`). */
export type ChatStatus = 'ready' | 'submitted' | 'streaming' | 'error';

/** A chunk that should not be there (a broken stream): shown as the generic error. */
class BrokenStreamError extends Error {
  constructor() {
    super('');
  }
}

/** One event's data as a chunk: null for a chunk of a type this page does not know (skipped). */
function toChunk(data: string): CounselorStreamChunk | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new BrokenStreamError();
  }
  const parsed = counselorStreamChunkSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  if (COUNSELOR_CHUNK_TYPES.has(String(type))) throw new BrokenStreamError();
  return null;
}

/** The answer's chunks, in order, from the response body (server-sent events; `[DONE]` ends them). */
async function* readChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<CounselorStreamChunk> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      for (const data of events.splice(0)) {
        if (data === '[DONE]') return;
        const chunk = toChunk(data);
        if (chunk) yield chunk;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

type Reply = { message: CounselorUIMessage; textParts: Map<string, number> };

/** The reply with one more chunk applied: a new message object each time, so React sees the change. */
export function applyChunk(reply: Reply | null, chunk: CounselorStreamChunk, newId: () => string): Reply {
  const current = reply ?? { message: { id: newId(), role: 'assistant', metadata: {}, parts: [] }, textParts: new Map() };
  const message: CounselorUIMessage = { ...current.message, parts: [...current.message.parts] };
  const textParts = new Map(current.textParts);
  switch (chunk.type) {
    case 'start':
      if (chunk.messageId) message.id = chunk.messageId;
      message.metadata = { ...message.metadata, ...chunk.messageMetadata };
      break;
    case 'finish':
      message.metadata = { ...message.metadata, ...chunk.messageMetadata };
      break;
    case 'text-start':
      textParts.set(chunk.id, message.parts.length);
      message.parts.push({ type: 'text', text: '', state: 'streaming' });
      break;
    case 'text-delta':
    case 'text-end': {
      const index = textParts.get(chunk.id);
      const part = index === undefined ? undefined : message.parts[index];
      if (index === undefined || part?.type !== 'text') throw new BrokenStreamError();
      message.parts[index] = chunk.type === 'text-delta' ? { ...part, text: part.text + chunk.delta } : { ...part, state: 'done' as const };
      break;
    }
    case 'data-sources':
    case 'data-unverified':
      message.parts.push({ type: chunk.type, data: chunk.data } as CounselorUIMessage['parts'][number]);
      break;
    case 'error':
      throw new Error(chunk.errorText);
  }
  return { message, textParts };
}

/** A refused request's body as the error's text (chatErrorMessage reads `{ error: { message } }` from it). */
async function refusal(response: { status: number; text: () => Promise<string> }): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(text || `The counselor answered ${response.status}.`);
}

const newId = () => crypto.randomUUID();

/**
 * The streaming chat with the counselor API (ADR 0035): the question goes out with the student's results, the
 * answer arrives as the AI SDK's UI message stream and is shown as it comes. The conversation id the server
 * assigns is sent with every later question.
 */
export function useCounselorChat({ initialMessages, initialConversationId, signedIn, context, onReplied }: CounselorChatOptions) {
  const [messages, setMessagesState] = useState(initialMessages);
  const [status, setStatus] = useState<ChatStatus>('ready');
  const [error, setError] = useState<Error | undefined>();
  // The latest messages and options, for a request started from an event handler.
  const messagesRef = useRef(initialMessages);
  const conversationId = useRef(initialConversationId);
  const latest = useRef({ signedIn, context, onReplied });
  useEffect(() => {
    latest.current = { signedIn, context, onReplied };
  });
  const active = useRef<AbortController | null>(null);
  // A page that goes away stops its answer; the server still saves what was said (it reads on after a disconnect).
  useEffect(() => () => active.current?.abort(), []);

  const setMessages = useCallback((next: CounselorUIMessage[]) => {
    messagesRef.current = next;
    setMessagesState(next);
  }, []);

  const ask = useCallback(
    async (history: CounselorUIMessage[]) => {
      active.current?.abort();
      const controller = new AbortController();
      active.current = controller;
      setMessages(history);
      setError(undefined);
      setStatus('submitted');
      let reply: Reply | null = null;
      try {
        const request = buildChatRequest(history, {
          conversationId: conversationId.current,
          signedIn: latest.current.signedIn,
          context: latest.current.context,
        });
        const response = await postChat(request, controller.signal);
        if (!response.ok || !response.body) throw await refusal(response);
        for await (const chunk of readChunks(response.body)) {
          try {
            reply = applyChunk(reply, chunk, newId);
          } finally {
            // What arrived before an error chunk stays on the page (its sources included).
            if (reply && !controller.signal.aborted) {
              setMessages([...history, reply.message]);
              setStatus('streaming');
            }
          }
        }
        if (!controller.signal.aborted) setStatus('ready');
      } catch (caught) {
        if (controller.signal.aborted) {
          if (active.current === controller || active.current === null) setStatus('ready');
        } else {
          setError(caught instanceof Error ? caught : new Error(String(caught)));
          setStatus('error');
        }
      } finally {
        if (active.current === controller) active.current = null;
        const saved = reply?.message.metadata?.conversationId;
        if (saved) conversationId.current = saved;
        latest.current.onReplied(conversationId.current);
      }
    },
    [setMessages],
  );

  const sendMessage = useCallback(
    ({ text }: { text: string }) =>
      ask([...messagesRef.current, { id: newId(), role: 'user', metadata: {}, parts: [{ type: 'text', text }] }]),
    [ask],
  );

  /** Asks the last question again: the failed or stopped answer to it is replaced. */
  const regenerate = useCallback(() => {
    const current = messagesRef.current;
    return ask(current.at(-1)?.role === 'assistant' ? current.slice(0, -1) : current);
  }, [ask]);

  const stop = useCallback(() => {
    active.current?.abort();
    setStatus('ready');
  }, []);

  return { messages, sendMessage, status, stop, error, regenerate };
}
