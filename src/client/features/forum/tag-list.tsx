import { Link } from '@client/shared/routing';
import { useForumText } from './use-forum-text';

/** A post's tags, each linking to the forum filtered by it. */
export function TagList({ tags, className }: { tags: readonly string[]; className: string }) {
  const { t } = useForumText();
  if (!tags.length) return null;
  return (
    <ul aria-label={t('forum.tags')} className={`flex flex-wrap gap-1 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/forum?tag=${encodeURIComponent(tag)}`}
            className="inline-flex min-h-8 items-center rounded-full bg-slate-100 px-2 text-sm text-slate-800 hover:bg-slate-200"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
