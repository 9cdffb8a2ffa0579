import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { ReportDialog } from './report-dialog';
import { useBlock } from './api/forum-mutations';
import type { Author } from './api/forum-queries';
import { useForumText } from './use-forum-text';

export const smallActionClass = 'min-h-11 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** Edit, Delete (asks first), Report and Block for one post or reply, as the viewer may use them. */
export function ContentActions({
  what,
  targetId,
  author,
  signedIn,
  viewer,
  onEdit,
  onDelete,
}: {
  what: 'post' | 'reply';
  targetId: string;
  author: Author;
  signedIn: boolean;
  viewer: { canEdit: boolean; canDelete: boolean; isAuthor: boolean };
  onEdit: () => void;
  onDelete: () => void;
}) {
  const block = useBlock();
  const { t } = useForumText();
  const word = t(what === 'post' ? 'forum.wordPost' : 'forum.wordReply');
  return (
    <>
      {viewer.canEdit ? (
        <button type="button" className={smallActionClass} onClick={onEdit}>
          {t('forum.edit')}
          <span className="sr-only"> {word}</span>
        </button>
      ) : null}
      {viewer.canDelete ? (
        <ConfirmDialog
          title={t(what === 'post' ? 'forum.deletePostTitle' : 'forum.deleteReplyTitle')}
          description={t('forum.deleteDescription')}
          confirmLabel={t(what === 'post' ? 'forum.deletePost' : 'forum.deleteReply')}
          onConfirm={onDelete}
          cancelLabel={t('forum.cancel')}
          trigger={
            <button type="button" className={`${smallActionClass} text-red-800`}>
              {t('forum.delete')}
              <span className="sr-only"> {word}</span>
            </button>
          }
        />
      ) : null}
      {signedIn && !viewer.isAuthor ? (
        <>
          <ReportDialog targetType={what} targetId={targetId} />
          <ConfirmDialog
            title={t('forum.blockTitle', { name: author.displayName })}
            description={t('forum.blockDescription')}
            confirmLabel={t('forum.block')}
            onConfirm={() => block.mutate({ userId: author.id, blocked: true })}
            cancelLabel={t('forum.cancel')}
            trigger={
              <button type="button" className={smallActionClass}>
                {t('forum.block')}
                <span className="sr-only"> {author.displayName}</span>
              </button>
            }
          />
        </>
      ) : null}
    </>
  );
}
