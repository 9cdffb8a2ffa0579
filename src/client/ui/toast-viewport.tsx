import { Toast } from 'radix-ui';
import { useT } from '@client/shared/i18n/i18n-store';
import { TOAST_DURATION_MS, type ToastItem, type ToastTone } from './toast';

const tones: Record<ToastTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  error: 'border-red-300 bg-red-50 text-red-950',
  info: 'border-slate-300 bg-white text-slate-900',
};

export function ToastViewport({ toasts, onRemove }: { toasts: ToastItem[]; onRemove: (id: number) => void }) {
  const t = useT();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label={t('shell.notification')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onRemove(toast.id);
          }}
          className={`flex items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${tones[toast.tone ?? 'info']}`}
        >
          <div className="flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description> : null}
          </div>
          <Toast.Close
            aria-label={t('shell.dismissNotification')}
            className="-m-1 flex h-8 w-8 items-center justify-center rounded text-lg leading-none hover:bg-black/5"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="print:hidden fixed left-1/2 top-4 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none sm:left-auto sm:right-4 sm:translate-x-0" />
    </Toast.Provider>
  );
}
