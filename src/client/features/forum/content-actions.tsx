import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { ReportDialog } from './report-dialog';
import { useBlock } from './api/forum-mutations';
import type { Author } from './api/forum-queries';

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
  return (
    <>
      {viewer.canEdit ? (
        <button type="button" className={smallActionClass} onClick={onEdit}>
          Edit<span className="sr-only"> {what}</span>
        </button>
      ) : null}
      {viewer.canDelete ? (
        <ConfirmDialog
          title={`Delete this ${what}?`}
          description={`It disappears for everyone. This cannot be undone.`}
          confirmLabel={`Delete ${what}`}
          onConfirm={onDelete}
          cancelLabel="Cancel"
          trigger={
            <button type="button" className={`${smallActionClass} text-red-800`}>
              Delete<span className="sr-only"> {what}</span>
            </button>
          }
        />
      ) : null}
      {signedIn && !viewer.isAuthor ? (
        <>
          <ReportDialog targetType={what} targetId={targetId} />
          <ConfirmDialog
            title={`Block ${author.displayName}?`}
            description="You will no longer see their posts and replies, and their replies to your posts will not notify you. They are not told. You can unblock them from the forum page."
            confirmLabel="Block"
            onConfirm={() => block.mutate({ userId: author.id, blocked: true })}
            cancelLabel="Cancel"
            trigger={
              <button type="button" className={smallActionClass}>
                Block<span className="sr-only"> {author.displayName}</span>
              </button>
            }
          />
        </>
      ) : null}
    </>
  );
}
