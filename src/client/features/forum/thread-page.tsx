import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HOLD_REASON_LABELS, type HoldReason } from '@domain/forum/content-checks';
import { categoryLabel } from '@domain/forum/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { useCreateReply, useDeletePost, useDeleteReply, useMarkHelpful, useUpdatePost, useUpdateReply } from './api/forum-mutations';
import { usePost, useReplies, type Post, type Reply } from './api/forum-queries';
import { AuthorLine } from './author-line';
import { ContentActions, smallActionClass } from './content-actions';
import { ForumProse } from './forum-prose';
import { plural, shownReplyCount } from './forum-format';
import { PostForm, type PostDraft } from './post-form';
import { ReplyForm } from './reply-form';
import { VoteButton } from './vote-button';
import { TagList } from './tag-list';

/** Shown to the author (and moderators) while their content is not public. */
function StatusNotice({ status, holdReason, what }: { status: string; holdReason: string | null; what: 'post' | 'reply' }) {
  if (status === 'held') {
    const why = holdReason && holdReason in HOLD_REASON_LABELS ? HOLD_REASON_LABELS[holdReason as HoldReason] : null;
    return (
      <Alert tone="info">
        This {what} is waiting for a moderator and only you can see it{why ? `. ${why}.` : '.'}
      </Alert>
    );
  }
  if (status === 'hidden') return <Alert>A moderator hid this {what}. Only you and the moderators can see it.</Alert>;
  return null;
}

function ReplyItem({ reply, postId, signedIn }: { reply: Reply; postId: string; signedIn: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateReply(postId, reply.id);
  const remove = useDeleteReply(postId, reply.id);
  const helpful = useMarkHelpful(postId, reply.id);
  const toast = useToast();
  return (
    <li
      id={`reply-${reply.id}`}
      className={`scroll-mt-20 rounded-xl border p-4 ${reply.helpful ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        {reply.helpful ? (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">Marked helpful by the author</span>
        ) : null}
      </div>
      <div className="mt-2 space-y-2">
        <StatusNotice status={reply.status} holdReason={reply.holdReason} what="reply" />
        {editing ? (
          <ReplyForm
            initial={reply.body}
            label="Edit your reply"
            submitLabel="Save reply"
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              const saved = await update.mutateAsync(input);
              setEditing(false);
              if (saved.status === 'held') toast({ tone: 'info', title: 'Your reply is waiting for a moderator' });
            }}
          />
        ) : (
          <ForumProse text={reply.body} />
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <VoteButton
          target={{ type: 'reply', id: reply.id, postId }}
          score={reply.score}
          voted={reply.viewer.voted}
          canVote={signedIn && !reply.viewer.isAuthor && reply.status === 'published'}
          label={`reply by ${reply.author.displayName}`}
        />
        {reply.viewer.canMarkHelpful ? (
          <button type="button" aria-pressed={reply.helpful} className={smallActionClass} onClick={() => helpful.mutate(!reply.helpful)}>
            {reply.helpful ? 'Helpful ✓' : 'Mark as helpful'}
          </button>
        ) : null}
        <ContentActions
          what="reply"
          targetId={reply.id}
          author={reply.author}
          signedIn={signedIn}
          viewer={reply.viewer}
          onEdit={() => setEditing(true)}
          onDelete={() => remove.mutate()}
        />
      </div>
    </li>
  );
}

function toDraft(post: Post): PostDraft {
  return { title: post.title, category: post.category, tags: post.tags.join(', '), body: post.body };
}

function PostArticle({ post, signedIn }: { post: Post; signedIn: boolean }) {
  const [draft, setDraft] = useState<PostDraft | null>(null);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <article aria-labelledby="post-title">
      <p className="text-sm font-medium text-brand-800">
        <Link to={`/forum?category=${post.category}`} className="hover:underline">
          {categoryLabel(post.category)}
        </Link>
      </p>
      <h1 id="post-title" className="mt-1 text-3xl font-bold text-slate-900 break-words">
        {post.title}
      </h1>
      <div className="mt-2">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
      </div>
      <div className="mt-4 space-y-3">
        <StatusNotice status={post.status} holdReason={post.holdReason} what="post" />
        {draft ? (
          <PostForm
            draft={draft}
            onDraftChange={setDraft}
            submitLabel="Save changes"
            onSubmit={async (input) => {
              const saved = await update.mutateAsync(input);
              setDraft(null);
              toast(
                saved.status === 'held'
                  ? { tone: 'info', title: 'Your post is waiting for a moderator' }
                  : { tone: 'success', title: 'Post updated' },
              );
            }}
          />
        ) : (
          <ForumProse text={post.body} />
        )}
      </div>
      <TagList tags={post.tags} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-1 border-t border-slate-200 pt-3">
        <VoteButton
          target={{ type: 'post', id: post.id, postId: post.id }}
          score={post.score}
          voted={post.viewer.voted}
          canVote={signedIn && !post.viewer.isAuthor && post.status === 'published'}
          label="this post"
        />
        {draft ? (
          <button type="button" className={smallActionClass} onClick={() => setDraft(null)}>
            Cancel editing
          </button>
        ) : null}
        <ContentActions
          what="post"
          targetId={post.id}
          author={post.author}
          signedIn={signedIn}
          viewer={{ ...post.viewer, canEdit: post.viewer.canEdit && !draft }}
          onEdit={() => setDraft(toDraft(post))}
          onDelete={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast({ tone: 'success', title: 'Post deleted' });
                void navigate('/forum');
              },
            })
          }
        />
      </div>
    </article>
  );
}

function Unavailable({ error }: { error: Error }) {
  const blocked = error instanceof ApiError && error.code === 'blocked';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{blocked ? 'You blocked this author' : 'This post is not available'}</h1>
      <p className="mt-3 text-slate-700">
        {blocked
          ? 'Their posts are hidden for you. You can unblock them from the forum page.'
          : error instanceof ApiError && error.status === 404
            ? 'It may have been deleted or removed by a moderator.'
            : error.message}
      </p>
      <ButtonLink to="/forum" className="mt-6">
        Back to the forum
      </ButtonLink>
    </div>
  );
}

/** /forum/:postId: the post, its replies (oldest first, "Load more"), and the reply form. */
export function ThreadPage() {
  const { postId = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const post = usePost(postId);
  const replies = useReplies(postId, post.isSuccess);
  const createReply = useCreateReply(postId);
  const toast = useToast();
  usePageTitle(post.data ? post.data.title : 'Forum post');

  if (post.isPending || session.status === 'loading') return <Spinner />;
  if (post.isError) return <Unavailable error={post.error} />;

  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/forum" className="font-medium text-brand-800 underline underline-offset-2">
          ← Forum
        </Link>
      </nav>
      <PostArticle post={post.data} signedIn={signedIn} />

      <section aria-labelledby="replies-heading" className="mt-10">
        <h2 id="replies-heading" className="text-xl font-bold text-slate-900">
          {plural(shownReplyCount(post.data.replyCount, items), 'reply', 'replies')}
        </h2>
        {replies.isPending ? (
          <Spinner label="Loading replies…" />
        ) : replies.isError ? (
          <Alert>{replies.error.message}</Alert>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">No replies yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {items.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} postId={postId} signedIn={signedIn} />
            ))}
          </ul>
        )}
        {replies.hasNextPage ? (
          <div className="mt-4 text-center">
            <Button variant="secondary" onClick={() => void replies.fetchNextPage()} disabled={replies.isFetchingNextPage}>
              {replies.isFetchingNextPage ? 'Loading…' : 'Load more replies'}
            </Button>
          </div>
        ) : null}

        <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
          {post.data.status !== 'published' ? (
            <p className="text-slate-700">Replies open once the post is published.</p>
          ) : signedIn ? (
            <ReplyForm
              label="Your reply"
              submitLabel="Reply"
              onSubmit={async (input) => {
                const created = await createReply.mutateAsync(input);
                if (created.status === 'held')
                  toast({
                    tone: 'info',
                    title: 'Your reply is waiting for a moderator',
                    description: 'It looks like it has contact details or a link.',
                  });
              }}
            />
          ) : (
            <p className="text-slate-700">
              <Link
                to={`/signin?returnTo=${encodeURIComponent(`/forum/${postId}`)}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Sign in to reply
              </Link>{' '}
              — anyone can read, posting needs a free account.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
