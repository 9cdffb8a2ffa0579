import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from '@client/shared/routing';
import { toCounselorContext } from '@domain/counselor/context';
import { starterQuestions, type StarterPhrases } from '@domain/counselor/starters';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { queryKeys } from '@client/shared/lib/query-keys';
import { useConversation } from './api/use-conversations';
import { useCounselorStatus } from './api/use-counselor-status';
import { toChatMessages } from './chat-request';
import { ConversationList } from './conversation-list';
import { withLink } from './with-link';

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

const TRAIT_KEYS: Record<string, Parameters<Translate<'counselor'>>[0]> = {
  vocabulary: 'counselor.trait.vocabulary',
  'working memory': 'counselor.trait.workingMemory',
  'processing speed': 'counselor.trait.processingSpeed',
  'logical reasoning': 'counselor.trait.logicalReasoning',
  'pattern recognition': 'counselor.trait.patternRecognition',
  'problem solving': 'counselor.trait.problemSolving',
  attention: 'counselor.trait.attention',
  creativity: 'counselor.trait.creativity',
  'analytical thinking': 'counselor.trait.analyticalThinking',
};

/** The starter questions in the active language; the English catalog gives the same words as before. */
function starterPhrases(t: Translate<'counselor'>): StarterPhrases {
  return {
    fitStrengths: (first, second) => t('counselor.starterFitStrengths', { first, second }),
    fitProfile: t('counselor.starterFitProfile'),
    compare: (first, second) => t('counselor.starterCompare', { first, second }),
    majorEarnings: (major) => t('counselor.starterMajorEarnings', { major }),
    collegeCost: (college) => t('counselor.starterCollegeCost', { college }),
    gradeMeaning: t('counselor.starterGradeMeaning'),
    paymentOn: (amount) => t('counselor.starterPaymentOn', { amount }),
    generalFit: t('counselor.starterGeneralFit'),
    generalBorrow: t('counselor.starterGeneralBorrow'),
    generalPayment: t('counselor.starterGeneralPayment', { amount: '$30,000' }),
    generalScholarships: t('counselor.starterGeneralScholarships'),
    trait: (name) => (TRAIT_KEYS[name] ? t(TRAIT_KEYS[name]) : name),
  };
}

function ModeNotice() {
  const t = useT('counselor');
  const status = useCounselorStatus();
  if (status.isPending) return <p className="text-sm text-slate-600">{t('counselor.statusChecking')}</p>;
  if (status.isError) return <Alert>{t('counselor.statusError', { error: status.error.message })}</Alert>;
  return status.data.mode === 'ai' ? (
    <Alert tone="info">
      <strong>{t('counselor.aiTitle')}</strong> {t('counselor.aiBody')}
    </Alert>
  ) : (
    <Alert tone="info">
      <strong>{t('counselor.offlineTitle')}</strong> {t('counselor.offlineBody')}
    </Alert>
  );
}

function Counselor({ premium }: { premium: boolean }) {
  const t = useT('counselor');
  usePageTitle(premium ? t('counselor.pageTitlePremium') : t('counselor.pageTitle'));
  const session = useSession();
  // The saved conversation in the address can only be opened once we know who is here.
  if (session.status === 'loading') return <Spinner />;
  // Conversations are saved only with a complete profile (ADR 0004); until then the counselor works as for a visitor.
  const needsProfile = session.status === 'signed-in' && session.profile === null;
  return <CounselorBody premium={premium} signedIn={session.status === 'signed-in' && !needsProfile} needsProfile={needsProfile} />;
}

function CounselorBody({ premium, signedIn, needsProfile }: { premium: boolean; signedIn: boolean; needsProfile: boolean }) {
  const t = useT('counselor');
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
  const starters = useMemo(() => starterQuestions(context, 4, starterPhrases(t)), [context, t]);

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
  if (saved.isPending && saved.fetchStatus !== 'idle') chat = <Spinner label={t('counselor.loadingConversation')} />;
  else if (saved.isError)
    chat = (
      <Alert>
        <p>{t('counselor.openError', { error: saved.error.message })}</p>
        <Button variant="secondary" className="mt-2" onClick={() => openConversation(null)}>
          {t('counselor.startNew')}
        </Button>
      </Alert>
    );
  else
    chat = (
      <Suspense fallback={<Spinner label={t('counselor.loadingCounselor')} />}>
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
      <h1 className="text-3xl font-bold">{premium ? t('counselor.headingPremium') : t('counselor.heading')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('counselor.intro')}</p>
      <CounselorNotices premium={premium} signedIn={signedIn} needsProfile={needsProfile} withGames={Boolean(context.cognitive)} />
      {/* minmax(0, …) and min-w-0: a long word or a wide answer wraps instead of widening the page past a phone's screen. */}
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

/** Which mode answers, whether the conversation is saved (and how to have it saved), and, in premium, whether the games inform it. */
function CounselorNotices({
  premium,
  signedIn,
  needsProfile,
  withGames,
}: {
  premium: boolean;
  signedIn: boolean;
  needsProfile: boolean;
  withGames: boolean;
}) {
  const t = useT('counselor');
  return (
    <div className="mt-4 space-y-3">
      <ModeNotice />
      <p className="text-sm text-slate-700">
        {signedIn
          ? t('counselor.savedToAccount')
          : needsProfile
            ? withLink(
                t('counselor.notSavedYet'),
                <Link to="/signup" className="font-medium text-brand-700 underline">
                  {t('counselor.completeProfile')}
                </Link>,
              )
            : withLink(
                t('counselor.visitorNotSaved'),
                <Link to="/signin?returnTo=%2Fai-counselor" className="font-medium text-brand-700 underline">
                  {t('counselor.signIn')}
                </Link>,
              )}{' '}
        {t('counselor.privacy')}
      </p>
      {premium ? (
        <p className="text-sm text-slate-700">
          {withGames
            ? t('counselor.gamesIncluded')
            : withLink(
                t('counselor.playGames'),
                <Link to="/premium/games-assessment" className="font-medium text-brand-700 underline">
                  {t('counselor.thinkingGames')}
                </Link>,
              )}
        </p>
      ) : null}
    </div>
  );
}
