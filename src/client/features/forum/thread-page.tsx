import { useState } from 'react';
import { Link, useNavigate, useParams } from '@client/shared/routing';
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
import { shownReplyCount } from './forum-format';
import { PostForm, type PostDraft } from './post-form';
import { ReplyForm } from './reply-form';
import { VoteButton } from './vote-button';
import { TagList } from './tag-list';
import { categoryText, HOLD_REASON_KEYS } from './forum-messages';
import { useForumText } from './use-forum-text';

/** Shown to the author (and moderators) while their content is not public. */
function StatusNotice({ status, holdReason, what }: { status: string; holdReason: string | null; what: 'post' | 'reply' }) {
  const { t } = useForumText();
  if (status === 'held') {
    const whyKey = holdReason ? HOLD_REASON_KEYS[holdReason] : undefined;
    const text = whyKey
      ? t(what === 'post' ? 'forum.heldPostWhy' : 'forum.heldReplyWhy', { why: t(whyKey) })
      : t(what === 'post' ? 'forum.heldPost' : 'forum.heldReply');
    return <Alert tone="info">{text}</Alert>;
  }
  if (status === 'hidden') return <Alert>{t(what === 'post' ? 'forum.hiddenPost' : 'forum.hiddenReply')}</Alert>;
  return null;
}

function ReplyItem({ reply, postId, signedIn }: { reply: Reply; postId: string; signedIn: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateReply(postId, reply.id);
  const remove = useDeleteReply(postId, reply.id);
  const helpful = useMarkHelpful(postId, reply.id);
  const toast = useToast();
  const { t } = useForumText();
  return (
    <li
      id={`reply-${reply.id}`}
      className={`scroll-mt-20 rounded-xl border p-4 ${reply.helpful ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} language={reply.language} />
        {reply.helpful ? (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">{t('forum.markedHelpful')}</span>
        ) : null}
      </div>
      <div className="mt-2 space-y-2">
        <StatusNotice status={reply.status} holdReason={reply.holdReason} what="reply" />
        {editing ? (
          <ReplyForm
            initial={reply.body}
            label={t('forum.editReply')}
            submitLabel={t('forum.saveReply')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              const saved = await update.mutateAsync(input);
              setEditing(false);
              if (saved.status === 'held') toast({ tone: 'info', title: t('forum.replyHeld') });
            }}
          />
        ) : (
          <div lang={reply.language}>
            <ForumProse text={reply.body} />
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <VoteButton
          target={{ type: 'reply', id: reply.id, postId }}
          score={reply.score}
          voted={reply.viewer.voted}
          canVote={signedIn && !reply.viewer.isAuthor && reply.status === 'published'}
          label={t('forum.replyBy', { name: reply.author.displayName })}
        />
        {reply.viewer.canMarkHelpful ? (
          <button type="button" aria-pressed={reply.helpful} className={smallActionClass} onClick={() => helpful.mutate(!reply.helpful)}>
            {reply.helpful ? t('forum.helpfulOn') : t('forum.markHelpful')}
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
  return { title: post.title, category: post.category, tags: post.tags.join(', '), body: post.body, language: post.language };
}

function PostArticle({ post, signedIn }: { post: Post; signedIn: boolean }) {
  const [draft, setDraft] = useState<PostDraft | null>(null);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useForumText();
  return (
    <article aria-labelledby="post-title">
      <p className="text-sm font-medium text-brand-800">
        <Link to={`/forum?category=${post.category}`} className="hover:underline">
          {categoryText(t, post.category)}
        </Link>
      </p>
      <h1 id="post-title" lang={post.language} className="mt-1 text-3xl font-bold text-slate-900 break-words">
        {post.title}
      </h1>
      <div className="mt-2">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} language={post.language} />
      </div>
      <div className="mt-4 space-y-3">
        <StatusNotice status={post.status} holdReason={post.holdReason} what="post" />
        {draft ? (
          <PostForm
            draft={draft}
            onDraftChange={setDraft}
            submitLabel={t('forum.saveChanges')}
            onSubmit={async (input) => {
              const saved = await update.mutateAsync(input);
              setDraft(null);
              toast(
                saved.status === 'held' ? { tone: 'info', title: t('forum.postHeld') } : { tone: 'success', title: t('forum.postUpdated') },
              );
            }}
          />
        ) : (
          <div lang={post.language}>
            <ForumProse text={post.body} />
          </div>
        )}
      </div>
      <TagList tags={post.tags} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-1 border-t border-slate-200 pt-3">
        <VoteButton
          target={{ type: 'post', id: post.id, postId: post.id }}
          score={post.score}
          voted={post.viewer.voted}
          canVote={signedIn && !post.viewer.isAuthor && post.status === 'published'}
          label={t('forum.thisPost')}
        />
        {draft ? (
          <button type="button" className={smallActionClass} onClick={() => setDraft(null)}>
            {t('forum.cancelEditing')}
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
                toast({ tone: 'success', title: t('forum.postDeleted') });
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
  const blocked = error instanceof ApiError && error.code === 'forum.blocked';
  const { t } = useForumText();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{blocked ? t('forum.blockedTitle') : t('forum.unavailableTitle')}</h1>
      <p className="mt-3 text-slate-700">
        {blocked ? t('forum.blockedHint') : error instanceof ApiError && error.status === 404 ? t('forum.goneHint') : error.message}
      </p>
      <ButtonLink to="/forum" className="mt-6">
        {t('forum.backToForum')}
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
  const { t } = useForumText();
  usePageTitle(post.data ? post.data.title : t('forum.postFallbackTitle'));

  if (post.isPending || session.status === 'loading') return <Spinner />;
  if (post.isError) return <Unavailable error={post.error} />;

  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label={t('forum.breadcrumb')} className="mb-4 text-sm">
        <Link to="/forum" className="font-medium text-brand-800 underline underline-offset-2">
          {t('forum.backLink')}
        </Link>
      </nav>
      <PostArticle post={post.data} signedIn={signedIn} />

      <section aria-labelledby="replies-heading" className="mt-10">
        <h2 id="replies-heading" className="text-xl font-bold text-slate-900">
          {t('forum.replies', { count: shownReplyCount(post.data.replyCount, items) })}
        </h2>
        {replies.isPending ? (
          <Spinner label={t('forum.loadingReplies')} />
        ) : replies.isError ? (
          <Alert>{replies.error.message}</Alert>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('forum.noReplies')}</p>
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
              {replies.isFetchingNextPage ? t('forum.loading') : t('forum.loadMoreReplies')}
            </Button>
          </div>
        ) : null}

        <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
          {post.data.status !== 'published' ? (
            <p className="text-slate-700">{t('forum.repliesOpenLater')}</p>
          ) : signedIn ? (
            <ReplyForm
              label={t('forum.yourReply')}
              submitLabel={t('forum.reply')}
              onSubmit={async (input) => {
                const created = await createReply.mutateAsync(input);
                if (created.status === 'held')
                  toast({
                    tone: 'info',
                    title: t('forum.replyHeld'),
                    description: t('forum.replyHeldDescription'),
                  });
              }}
            />
          ) : (
            <p className="text-slate-700">
              {t.rich('forum.signInToReply', {
                link: (chunks) => (
                  <Link
                    to={`/signin?returnTo=${encodeURIComponent(`/forum/${postId}`)}`}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
