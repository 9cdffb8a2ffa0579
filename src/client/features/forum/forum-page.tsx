import { useState, type FormEvent } from 'react';
import { listPostsQuerySchema } from '@domain/forum/schemas';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { BlockedUsers } from './blocked-users';
import { usePostList, type PostFilters } from './api/forum-queries';
import { ForumFilters, type FilterChanges } from './forum-filters';
import { PostList } from './post-list';
import { useForumText } from './use-forum-text';

/** Reads the filters from the address; anything invalid is dropped rather than failing the page. */
function filtersFrom(params: URLSearchParams): PostFilters {
  const raw = Object.fromEntries(['category', 'tag', 'q', 'sort', 'language'].map((key) => [key, params.get(key) || undefined]));
  const parsed = listPostsQuerySchema.safeParse(raw);
  if (parsed.success)
    return {
      category: parsed.data.category,
      tag: parsed.data.tag,
      q: parsed.data.q || undefined,
      language: parsed.data.language,
      sort: parsed.data.sort,
    };
  return { sort: 'new' };
}

/** /forum: everyone can read; filters, sort and search live in the address so a view can be shared. */
export function ForumPage() {
  const { t } = useForumText();
  usePageTitle(t('forum.title'));
  const url = useUrlState(filtersFrom);
  const filters = url.value;
  const posts = usePostList(filters);
  const [search, setSearch] = useState(filters.q ?? '');
  const session = useSession();

  const update = (changes: FilterChanges) => {
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

  const filtered = Boolean(filters.category || filters.tag || filters.q || filters.language);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('forum.title')}</h1>
          <p className="mt-2 text-lg text-slate-700">{t('forum.intro')}</p>
          <p className="mt-2 max-w-2xl text-slate-700">{t('forum.howItWorks')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {session.status === 'signed-in' && session.user.role === 'admin' ? (
            <ButtonLink to="/admin/moderation" variant="secondary">
              {t('forum.moderationQueue')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/add-post">{t('forum.newPost')}</ButtonLink>
        </div>
      </div>

      <ForumFilters filters={filters} search={search} setSearch={setSearch} submitSearch={submitSearch} update={update} />

      {filters.tag || filters.q ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-slate-700">
          {filters.q ? <span>{t('forum.resultsFor', { q: filters.q })}</span> : null}
          {filters.tag ? <span>{t('forum.taggedWith', { tag: filters.tag })}</span> : null}
          <button
            type="button"
            onClick={() => {
              setSearch('');
              update({ q: undefined, tag: undefined });
            }}
            className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline underline-offset-2"
          >
            {t('forum.clearSearch')}
          </button>
        </p>
      ) : null}

      <PostList posts={posts} filtered={filtered} />
      {session.status === 'signed-in' ? <BlockedUsers /> : null}
    </div>
  );
}
