import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { useCreatePost } from './api/forum-mutations';
import { useForumMe } from './api/forum-queries';
import { EMPTY_DRAFT, PostForm, type PostDraft } from './post-form';

// sessionStorage: the draft survives the sign-in round trip and a reload, and is gone when the tab closes.
const DRAFT_KEY = 'waypoint.forum.draft';

function readDraft(): PostDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const value = stored as Partial<Record<keyof PostDraft, unknown>>;
      const text = (field: unknown) => (typeof field === 'string' ? field : '');
      return { title: text(value.title), category: text(value.category), tags: text(value.tags), body: text(value.body) };
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
  usePageTitle('New forum post');
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
      <p className="font-semibold text-slate-900">Sign in to post</p>
      <p className="mt-1 text-slate-700">
        Anyone can read the forum; posting needs a free account so moderators can keep it safe. Your draft stays here while you sign in.
      </p>
      <ButtonLink to={`/signin?returnTo=${encodeURIComponent('/add-post')}`} className="mt-3">
        Sign in to post
      </ButtonLink>
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">New forum post</h1>
      <p className="mt-3 text-lg text-slate-700">
        Ask about careers, majors, colleges or paying for school. Be kind: students, parents and educators read this forum.
      </p>
      {me.data?.banned ? (
        <div className="mt-6">
          <Alert>A moderator has banned your account from posting in the forum. You can still read it and use the rest of Waypoint.</Alert>
        </div>
      ) : (
        <div className="mt-8">
          <PostForm
            draft={draft}
            onDraftChange={setDraft}
            submitLabel="Post"
            submitArea={signedIn ? undefined : signInArea}
            onSubmit={async (post) => {
              const created = await createPost.mutateAsync(post);
              writeDraft(null);
              setDraft(EMPTY_DRAFT);
              if (created.status === 'held') {
                toast({
                  tone: 'info',
                  title: 'Your post is waiting for a moderator',
                  description: 'It looks like it has contact details or a link. Only you can see it until a moderator approves it.',
                });
              } else {
                toast({ tone: 'success', title: 'Your post is live' });
              }
              await navigate(`/forum/${created.id}`);
            }}
          />
        </div>
      )}
    </div>
  );
}
