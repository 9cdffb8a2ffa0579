import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import type { usePostList } from './api/forum-queries';
import { PostCard } from './post-card';
import { useForumText } from './use-forum-text';

/** The posts, a page at a time, with loading, error and empty states. */
export function PostList({ posts, filtered }: { posts: ReturnType<typeof usePostList>; filtered: boolean }) {
  const { t } = useForumText();
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label={t('forum.posts')} aria-busy={posts.isFetching} className="mt-6">
      {posts.isPending ? (
        <Spinner label={t('forum.loadingPosts')} />
      ) : posts.isError ? (
        <Alert>
          {posts.error.message}{' '}
          <button type="button" onClick={() => void posts.refetch()} className="font-semibold underline">
            {t('forum.tryAgain')}
          </button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{filtered ? t('forum.noMatch') : t('forum.noPosts')}</p>
          <p className="mt-1 text-slate-700">{filtered ? t('forum.noMatchHint') : t('forum.noPostsHint')}</p>
        </div>
      ) : (
        <>
          {/* The previous results stay while a new filter's load, dimmed as the other result lists are. */}
          <ul className={posts.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
            {items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
          {posts.hasNextPage ? (
            <div className="mt-6 text-center">
              <Button variant="secondary" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
                {posts.isFetchingNextPage ? t('forum.loading') : t('forum.loadMorePosts')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
