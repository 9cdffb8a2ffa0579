import { useT } from '@client/shared/i18n/i18n-store';

/** "Loading…" in the active language unless the page names what loads. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden="true" />
      <span>{label ?? t('shell.loading')}</span>
    </div>
  );
}
