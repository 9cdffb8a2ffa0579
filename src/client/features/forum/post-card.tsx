import { Link } from 'react-router';
import { categoryLabel } from '@domain/forum/schemas';
import type { PostSummary } from './api/forum-queries';
import { AuthorLine } from './author-line';
import { plural } from './forum-format';
import { TagList } from './tag-list';

export function PostCard({ post }: { post: PostSummary }) {
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
