import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toCounselorContext } from '@domain/counselor/context';
import { starterQuestions } from '@domain/counselor/starters';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { queryKeys } from '@client/shared/lib/query-keys';
import { useConversation } from './api/use-conversations';
import { useCounselorStatus } from './api/use-counselor-status';
import { toChatMessages } from './chat-request';
import { ConversationList } from './conversation-list';

// The chat (the AI SDK's streaming client and its zod schemas) is its own chunk, fetched while the page's text and status render.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** /ai-counselor: open to everyone. */
export function CounselorPage() {
  return <Counselor premium={false} />;
}

/** /premium/ai-counselor: signed in (the route's guard), and the thinking-game results join the student's results. */
export function PremiumCounselorPage() {
  return <Counselor premium />;
}

function ModeNotice() {
  const status = useCounselorStatus();
  if (status.isPending) return <p className="text-sm text-slate-600">Checking which counselor is available…</p>;
  if (status.isError) return <Alert>Could not check the counselor’s status. {status.error.message}</Alert>;
  return status.data.mode === 'ai' ? (
    <Alert tone="info">
      <strong>AI counselor.</strong> An AI model writes the answers and looks up every figure in Waypoint’s data; the sources are listed
      under each answer. AI can still make mistakes, so check big decisions with your school counselor.
    </Alert>
  ) : (
    <Alert tone="info">
      <strong>Offline counselor.</strong> No AI model is connected, so Waypoint’s built-in counselor answers common questions (careers that
      fit you, pay, comparing majors or colleges, borrowing, payments, your grade, scholarships) straight from Waypoint’s data, with
      sources. It says so when it can’t answer.
    </Alert>
  );
}

function Counselor({ premium }: { premium: boolean }) {
  usePageTitle(premium ? 'AI counselor (premium)' : 'AI counselor');
  const session = useSession();
  // The saved conversation in the address can only be opened once we know who is here.
  if (session.status === 'loading') return <Spinner />;
  // Conversations are saved only with a complete profile (ADR 0004); until then the counselor works as for a visitor.
  const needsProfile = session.status === 'signed-in' && session.profile === null;
  return <CounselorBody premium={premium} signedIn={session.status === 'signed-in' && !needsProfile} needsProfile={needsProfile} />;
}

function CounselorBody({ premium, signedIn, needsProfile }: { premium: boolean; signedIn: boolean; needsProfile: boolean }) {
  const queryClient = useQueryClient();
  // ?c=<id> reopens a saved conversation; it replaces the entry, so Back leaves the counselor.
  const url = useUrlState((params) => params.get('c'), { replace: true });
  const openId = signedIn ? url.value : null;
  // Which chat is on screen. It changes when the student opens or starts a conversation, not when a new one is saved.
  const [panel, setPanel] = useState<{ key: string; conversationId: string | null }>(() => ({
    key: openId ?? 'new-0',
    conversationId: openId,
  }));
  const saved = useConversation(panel.conversationId !== null && panel.key === panel.conversationId ? panel.conversationId : null);
  const local = useLocalSnapshot();
  const context = useMemo(() => toCounselorContext(local, { includeCognitive: premium }), [local, premium]);
  const starters = useMemo(() => starterQuestions(context), [context]);

  function openConversation(id: string | null) {
    setPanel({ key: id ?? `new-${Date.now()}`, conversationId: id });
    url.write(new URLSearchParams(id ? { c: id } : {}));
  }

  function onReplied(conversationId: string | null) {
    if (!conversationId) return;
    // Reloading the page continues this conversation.
    if (url.value !== conversationId) url.write(new URLSearchParams({ c: conversationId }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.counselor.conversations.list });
    void queryClient.invalidateQueries({ queryKey: queryKeys.counselor.conversations.detail(conversationId) });
  }

  let chat;
  if (saved.isPending && saved.fetchStatus !== 'idle') chat = <Spinner label="Loading the conversation…" />;
  else if (saved.isError)
    chat = (
      <Alert>
        <p>This conversation could not be opened. {saved.error.message}</p>
        <Button variant="secondary" className="mt-2" onClick={() => openConversation(null)}>
          Start a new conversation
        </Button>
      </Alert>
    );
  else
    chat = (
      <Suspense fallback={<Spinner label="Loading the counselor…" />}>
        <ChatPanel
          key={panel.key}
          initialMessages={saved.data ? toChatMessages(saved.data.messages) : []}
          initialConversationId={panel.conversationId}
          signedIn={signedIn}
          context={context}
          starters={starters}
          onReplied={onReplied}
        />
      </Suspense>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{premium ? 'Your AI counselor' : 'AI counselor'}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Ask about careers, majors, colleges, what they cost and how much debt is safe. Answers use your own quiz results and Waypoint’s
        data, and show where each figure comes from.
      </p>
      <div className="mt-4 space-y-3">
        <ModeNotice />
        <p className="text-sm text-slate-700">
          {signedIn ? (
            'Your conversations are saved to your account so you can continue them later; you can delete them at any time.'
          ) : needsProfile ? (
            <>
              This conversation is not saved yet.{' '}
              <Link to="/signup" className="font-medium text-brand-700 underline">
                Complete your profile
              </Link>{' '}
              to save your conversations.
            </>
          ) : (
            <>
              You are not signed in, so this conversation stays in this page only: it is not saved, and it is gone when you leave or reload
              the page.{' '}
              <Link to="/signin?returnTo=%2Fai-counselor" className="font-medium text-brand-700 underline">
                Sign in
              </Link>{' '}
              to save your conversations.
            </>
          )}{' '}
          Your quiz results are sent with each question so the answers fit you; your name and e-mail are never sent. Please don’t type
          personal details.
        </p>
        {premium ? (
          <p className="text-sm text-slate-700">
            {context.cognitive ? (
              'Your thinking-game results are included.'
            ) : (
              <>
                Play the{' '}
                <Link to="/premium/games-assessment" className="font-medium text-brand-700 underline">
                  thinking games
                </Link>{' '}
                to add your cognitive strengths to the answers.
              </>
            )}
          </p>
        ) : null}
      </div>
      {/* minmax(0, …) and min-w-0: a long word or a wide answer wraps instead of widening the page past a phone's screen (issue 17). */}
      <div className={`mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 ${signedIn ? 'lg:grid-cols-[18rem_minmax(0,1fr)]' : ''}`}>
        {signedIn ? (
          <aside>
            <ConversationList
              openId={url.value}
              onOpen={(id) => openConversation(id)}
              onNew={() => openConversation(null)}
              onDeleted={(id) => {
                if (url.value === id) openConversation(null);
              }}
            />
          </aside>
        ) : null}
        <div className="min-w-0">{chat}</div>
      </div>
    </div>
  );
}
