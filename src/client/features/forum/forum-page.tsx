import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  categoryLabel,
  FORUM_CATEGORIES,
  FORUM_SORTS,
  listPostsQuerySchema,
  type ForumCategory,
  type ForumSort,
} from '@domain/forum/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { BlockedUsers } from './blocked-users';
import { usePostList, type PostFilters, type PostSummary } from './api/forum-queries';
import { AuthorLine } from './author-line';
import { plural } from './forum-format';
import { TagList } from './tag-list';

const selectClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base';

/** Reads the filters from the address; anything invalid is dropped rather than failing the page. */
function filtersFrom(params: URLSearchParams): PostFilters {
  const raw = Object.fromEntries(['category', 'tag', 'q', 'sort'].map((key) => [key, params.get(key) || undefined]));
  const parsed = listPostsQuerySchema.safeParse(raw);
  if (parsed.success)
    return { category: parsed.data.category, tag: parsed.data.tag, q: parsed.data.q || undefined, sort: parsed.data.sort };
  return { sort: 'new' };
}

function PostCard({ post }: { post: PostSummary }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-brand-800">{categoryLabel(post.category)}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">
        <Link to={`/forum/${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <div className="mt-1">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={null} />
      </div>
      <TagList tags={post.tags} className="mt-2" />
      <p className="mt-2 text-sm text-slate-700">
        {plural(post.score, 'upvote', 'upvotes')} · {plural(post.replyCount, 'reply', 'replies')}
      </p>
    </li>
  );
}

/** /forum: everyone can read; filters, sort and search live in the address so a view can be shared. */
export function ForumPage() {
  usePageTitle('Forum');
  const url = useUrlState(filtersFrom);
  const filters = url.value;
  const posts = usePostList(filters);
  const ids = useId();
  const [search, setSearch] = useState(filters.q ?? '');
  const session = useSession();

  const update = (changes: Partial<Record<'category' | 'tag' | 'q' | 'sort', string | undefined>>) => {
    const next = new URLSearchParams(url.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    url.write(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.category || filters.tag || filters.q);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Forum</h1>
          <p className="mt-2 text-lg text-slate-700">Questions and answers from students, parents and educators.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {session.status === 'signed-in' && session.user.role === 'admin' ? (
            <ButtonLink to="/admin/moderation" variant="secondary">
              Moderation queue
            </ButtonLink>
          ) : null}
          <ButtonLink to="/add-post">New post</ButtonLink>
        </div>
      </div>

      <div className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <form role="search" onSubmit={submitSearch} className="sm:col-span-2">
          <label htmlFor={`${ids}-q`} className="font-semibold text-slate-900">
            Search posts
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${ids}-q`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
            <Button type="submit">Search</Button>
          </div>
        </form>
        <div>
          <label htmlFor={`${ids}-category`} className="font-semibold text-slate-900">
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={filters.category ?? ''}
            onChange={(event) => update({ category: (event.target.value as ForumCategory) || undefined })}
            className={selectClass}
          >
            <option value="">All categories</option>
            {FORUM_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-sort`} className="font-semibold text-slate-900">
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as ForumSort })}
            className={selectClass}
          >
            {FORUM_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filters.tag || filters.q ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-slate-700">
          {filters.q ? <span>Results for “{filters.q}”</span> : null}
          {filters.tag ? <span>Tagged #{filters.tag}</span> : null}
          <button
            type="button"
            onClick={() => {
              setSearch('');
              update({ q: undefined, tag: undefined });
            }}
            className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline underline-offset-2"
          >
            Clear search and tag
          </button>
        </p>
      ) : null}

      <section aria-label="Posts" aria-busy={posts.isFetching} className="mt-6">
        {posts.isPending ? (
          <Spinner label="Loading posts…" />
        ) : posts.isError ? (
          <Alert>
            {posts.error.message}{' '}
            <button type="button" onClick={() => void posts.refetch()} className="font-semibold underline">
              Try again
            </button>
          </Alert>
        ) : items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">{filtered ? 'No posts match.' : 'No posts yet.'}</p>
            <p className="mt-1 text-slate-700">{filtered ? 'Try other words or another category.' : 'Be the first to ask a question.'}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
            {posts.hasNextPage ? (
              <div className="mt-6 text-center">
                <Button variant="secondary" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
                  {posts.isFetchingNextPage ? 'Loading…' : 'Load more posts'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
      {session.status === 'signed-in' ? <BlockedUsers /> : null}
    </div>
  );
}
