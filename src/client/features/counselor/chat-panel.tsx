import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatRequestSchema, type CounselorContext, type CounselorUIMessage } from '@domain/counselor/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { chatErrorMessage } from './chat-request';
import { MessageView } from './message-view';
import { QuestionForm } from './question-form';
import { StarterQuestions } from './starter-questions';
import { useCounselorChat } from './use-counselor-chat';

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
  const t = useT('counselor');
  const { messages, sendMessage, status, stop, error, regenerate } = useCounselorChat({
    initialMessages,
    initialConversationId,
    signedIn,
    context,
    onReplied,
  });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(new Set());
  const busy = status === 'submitted' || status === 'streaming';
  const endRef = useRef<HTMLDivElement>(null);

  const lastText = messages.at(-1)?.parts.length;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, lastText]);

  function ask(question: string) {
    const parsed = questionSchema.safeParse(question);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setDraftError(message ? fieldErrorText(t, message) : t('counselor.checkQuestion'));
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
          <StarterQuestions starters={starters} onAsk={ask} />
        ) : (
          <ol aria-label={t('counselor.conversation')} className="flex flex-col gap-3">
            {messages.map((message, index) => (
              <MessageView
                key={message.id}
                message={message}
                stopped={stoppedIds.has(message.id)}
                streaming={busy && index === messages.length - 1}
              />
            ))}
            {status === 'submitted' && messages.at(-1)?.role === 'user' ? (
              <li className="mr-auto rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-600">
                {t('counselor.thinking')}
              </li>
            ) : null}
          </ol>
        )}
        <div ref={endRef} />
        <p role="status" className="sr-only">
          {status === 'streaming' ? t('counselor.answering') : status === 'ready' && messages.length ? t('counselor.answerComplete') : ''}
        </p>
        {error ? (
          <div className="mt-4">
            <Alert>
              <p>{chatErrorMessage(error, t)}</p>
              <Button variant="secondary" className="mt-2" onClick={() => void regenerate()}>
                {t('counselor.tryAgain')}
              </Button>
            </Alert>
          </div>
        ) : null}
      </div>
      <QuestionForm
        draft={draft}
        draftError={draftError}
        busy={busy}
        onDraft={(text) => {
          setDraft(text);
          if (draftError) setDraftError(null);
        }}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        onStop={stopAnswer}
      />
    </div>
  );
}
