import { useEffect, useState } from 'react';
import { useNavigate } from '@client/shared/routing';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { useCreatePost } from './api/forum-mutations';
import { useForumMe } from './api/forum-queries';
import { EMPTY_DRAFT, PostForm, type PostDraft } from './post-form';
import { useForumText } from './use-forum-text';

// sessionStorage: the draft survives the sign-in round trip and a reload, and is gone when the tab closes.
const DRAFT_KEY = 'waypoint.forum.draft';

function readDraft(): PostDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const value = stored as Partial<Record<keyof PostDraft, unknown>>;
      const text = (field: unknown) => (typeof field === 'string' ? field : '');
      return {
        title: text(value.title),
        category: text(value.category),
        tags: text(value.tags),
        body: text(value.body),
        language: text(value.language),
      };
    }
  } catch {
    // A corrupt or blocked storage just means no saved draft.
  }
  return EMPTY_DRAFT;
}

function writeDraft(draft: PostDraft | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked: the draft still lives in the page.
  }
}

/** /add-post: open to everyone; posting needs sign-in, and the draft is kept through it. */
export function AddPostPage() {
  const { t } = useForumText();
  usePageTitle(t('forum.newPostTitle'));
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const me = useForumMe(signedIn);
  const [draft, setDraft] = useState<PostDraft>(readDraft);
  const createPost = useCreatePost();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => writeDraft(draft), [draft]);

  if (session.status === 'loading') return <Spinner />;

  const signInArea = (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="font-semibold text-slate-900">{t('forum.signInToPost')}</p>
      <p className="mt-1 text-slate-700">{t('forum.signInToPostHint')}</p>
      <ButtonLink to={`/signin?returnTo=${encodeURIComponent('/add-post')}`} className="mt-3">
        {t('forum.signInToPost')}
      </ButtonLink>
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('forum.newPostTitle')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('forum.addIntro')}</p>
      {me.data?.banned ? (
        <div className="mt-6">
          <Alert>{t('forum.banned')}</Alert>
        </div>
      ) : (
        <div className="mt-8">
          <PostForm
            draft={draft}
            onDraftChange={setDraft}
            submitLabel={t('forum.post')}
            submitArea={signedIn ? undefined : signInArea}
            onSubmit={async (post) => {
              const created = await createPost.mutateAsync(post);
              writeDraft(null);
              setDraft(EMPTY_DRAFT);
              if (created.status === 'held') {
                toast({
                  tone: 'info',
                  title: t('forum.postHeld'),
                  description: t('forum.postHeldDescription'),
                });
              } else {
                toast({ tone: 'success', title: t('forum.postLive') });
              }
              await navigate(`/forum/${created.id}`);
            }}
          />
        </div>
      )}
    </div>
  );
}
