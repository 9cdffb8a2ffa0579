import { Link } from 'react-router';

/** A post's tags, each linking to the forum filtered by it. */
export function TagList({ tags, className }: { tags: readonly string[]; className: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-1 ${className}`}>
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
