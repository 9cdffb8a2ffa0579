import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useConversationList, useDeleteConversation } from './api/use-conversations';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** The signed-in student's saved conversations: open one to continue it, or delete it. */
export function ConversationList({
  openId,
  onOpen,
  onNew,
  onDeleted,
}: {
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const t = useT('counselor');
  const format = useFormatters();
  const list = useConversationList(true);
  const remove = useDeleteConversation();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="saved-conversations" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="saved-conversations" className="text-lg font-bold">
        {t('counselor.savedHeading')}
      </h2>
      <Button variant="secondary" className="mt-3 w-full" onClick={onNew}>
        {t('counselor.newConversation')}
      </Button>
      {list.isPending ? <p className="mt-3 text-sm text-slate-600">{t('counselor.loadingList')}</p> : null}
      {list.isError ? (
        <div className="mt-3">
          <Alert>{t('counselor.listError', { error: list.error.message })}</Alert>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t('counselor.listEmpty')}</p> : null}
      {remove.isError ? (
        <div className="mt-3">
          <Alert>{t('counselor.deleteError', { error: remove.error.message })}</Alert>
        </div>
      ) : null}
      {items.length ? (
        <ul className="mt-3 space-y-1">
          {items.map((conversation) => (
            <li key={conversation.id} className={`flex items-center gap-1 rounded-lg ${conversation.id === openId ? 'bg-brand-50' : ''}`}>
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === openId ? 'true' : undefined}
                className="min-h-11 min-w-0 flex-1 rounded-lg px-2 py-1 text-left hover:bg-slate-100"
              >
                <span className="block truncate font-medium">{conversation.title}</span>
                <span className="block text-xs text-slate-600">{format.localDay(conversation.updatedAt)}</span>
              </button>
              <DeleteConversationDialog
                title={conversation.title}
                disabled={remove.isPending}
                onConfirm={() => remove.mutate(conversation.id, { onSuccess: () => onDeleted(conversation.id) })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <Button variant="secondary" className="mt-3 w-full" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('counselor.loading') : t('counselor.showOlder')}
        </Button>
      ) : null}
    </section>
  );
}
