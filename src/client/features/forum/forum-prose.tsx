import { lazy, Suspense } from 'react';
import { FORUM_PROSE } from './forum-prose-class';

// react-markdown and its parsers are most of the thread and moderation pages' code: they load beside the page, not in it.
const ForumMarkdown = lazy(() => import('./forum-markdown').then((module) => ({ default: module.ForumMarkdown })));

/**
 * A post's Markdown; until the renderer has loaded, its text as written (a
 * React text node, so still inert), in the same box so the page does not jump.
 */
export function ForumProse({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <div className={FORUM_PROSE}>
          <p className="whitespace-pre-wrap">{text}</p>
        </div>
      }
    >
      <ForumMarkdown text={text} />
    </Suspense>
  );
}
