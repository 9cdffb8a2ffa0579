import { Link } from '@client/shared/routing';
import type { PostSummary } from './api/forum-queries';
import { AuthorLine } from './author-line';
import { categoryText } from './forum-messages';
import { TagList } from './tag-list';
import { useForumText } from './use-forum-text';

export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useForumText();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-brand-800">{categoryText(t, post.category)}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-900" lang={post.language}>
        <Link to={`/forum/${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <div className="mt-1">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={null} language={post.language} />
      </div>
      <TagList tags={post.tags} className="mt-2" />
      <p className="mt-2 text-sm text-slate-700">
        {t('forum.upvotes', { count: post.score })} · {t('forum.replies', { count: post.replyCount })}
      </p>
    </li>
  );
}
