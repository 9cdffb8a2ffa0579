import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatRequestSchema, COUNSELOR_QUESTION_MAX, type CounselorContext, type CounselorUIMessage } from '@domain/counselor/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { buildChatRequest, chatErrorMessage } from './chat-request';
import { MessageView } from './message-view';
import { formatCount } from '@client/ui/format';

const questionSchema = chatRequestSchema.shape.message;

export interface ChatPanelProps {
  initialMessages: CounselorUIMessage[];
  initialConversationId: string | null;
  signedIn: boolean;
  context: CounselorContext;
  starters: readonly string[];
  /** A reply finished; `conversationId` is set once the server saved the conversation. */
  onReplied: (conversationId: string | null) => void;
}

export function ChatPanel({ initialMessages, initialConversationId, signedIn, context, starters, onReplied }: ChatPanelProps) {
  const conversationId = useRef(initialConversationId);
  // What the next request sends; kept in refs so the transport, made once, always reads the latest.
  const latest = useRef({ signedIn, context, onReplied });
  useEffect(() => {
    latest.current = { signedIn, context, onReplied };
  });
  const [transport] = useState(
    () =>
      new DefaultChatTransport<CounselorUIMessage>({
        api: '/api/counselor/chat',
        credentials: 'same-origin',
        prepareSendMessagesRequest: ({ messages }) => ({
          body: buildChatRequest(messages, {
            conversationId: conversationId.current,
            signedIn: latest.current.signedIn,
            context: latest.current.context,
          }),
        }),
      }),
  );
  const { messages, sendMessage, status, stop, error, regenerate } = useChat<CounselorUIMessage>({
    transport,
    messages: initialMessages,
    onFinish: ({ message }) => {
      const saved = message.metadata?.conversationId;
      if (saved) conversationId.current = saved;
      latest.current.onReplied(conversationId.current);
    },
  });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(new Set());
  const busy = status === 'submitted' || status === 'streaming';
  const endRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();

  const lastText = messages.at(-1)?.parts.length;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, lastText]);

  function ask(question: string) {
    const parsed = questionSchema.safeParse(question);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? 'Check your question.');
      return false;
    }
    setDraftError(null);
    void sendMessage({ text: parsed.data });
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (ask(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!busy && ask(draft)) setDraft('');
    }
  }

  function stopAnswer() {
    const last = messages.at(-1);
    if (last?.role === 'assistant') setStoppedIds((ids) => new Set(ids).add(last.id));
    void stop();
  }

  return (
    <div className="flex min-h-[28rem] flex-col rounded-xl border border-slate-200 bg-white">
      <div className="flex-1 p-4">
        {messages.length === 0 ? (
          <section aria-labelledby="starter-heading">
            <h2 id="starter-heading" className="text-lg font-bold">
              Ask about careers, majors, colleges, costs or debt
            </h2>
            <p className="mt-1 text-slate-700">Try one of these, built from your results:</p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {starters.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => ask(question)}
                    className="min-h-11 w-full rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-left font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <ol aria-label="Conversation" className="flex flex-col gap-3">
            {messages.map((message, index) => (
              <MessageView
                key={message.id}
                message={message}
                stopped={stoppedIds.has(message.id)}
                streaming={busy && index === messages.length - 1}
              />
            ))}
            {status === 'submitted' && messages.at(-1)?.role === 'user' ? (
              <li className="mr-auto rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-600">Thinking…</li>
            ) : null}
          </ol>
        )}
        <div ref={endRef} />
        <p role="status" className="sr-only">
          {status === 'streaming' ? 'The counselor is answering.' : status === 'ready' && messages.length ? 'The answer is complete.' : ''}
        </p>
        {error ? (
          <div className="mt-4">
            <Alert>
              <p>{chatErrorMessage(error)}</p>
              <Button variant="secondary" className="mt-2" onClick={() => void regenerate()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : null}
      </div>
      <form onSubmit={submit} className="border-t border-slate-200 p-4" noValidate>
        <label htmlFor={inputId} className="font-semibold">
          Your question
        </label>
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (draftError) setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={COUNSELOR_QUESTION_MAX}
          aria-describedby={hintId}
          aria-invalid={draftError ? true : undefined}
          placeholder="e.g. How much can I borrow to become a nurse?"
          className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2"
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p id={hintId} className={`text-sm ${draftError ? 'font-medium text-red-800' : 'text-slate-600'}`}>
            {draftError ?? `Enter to send, Shift+Enter for a new line. ${draft.length}/${formatCount(COUNSELOR_QUESTION_MAX)}`}
          </p>
          {busy ? (
            <Button variant="secondary" onClick={stopAnswer}>
              Stop
            </Button>
          ) : (
            <Button type="submit">Send</Button>
          )}
        </div>
      </form>
    </div>
  );
}
