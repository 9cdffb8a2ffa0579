import { useT } from '@client/shared/i18n/i18n-store';

/** The policy in five lines. */
export function PolicySummary() {
  const t = useT('privacy');
  return (
    <div className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 className="text-xl font-bold">{t('privacy.inShort')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        <li>{t('privacy.short1')}</li>
        <li>{t('privacy.short2')}</li>
        <li>{t('privacy.short3')}</li>
        <li>{t('privacy.short4')}</li>
        <li>{t('privacy.short5')}</li>
      </ul>
    </div>
  );
}
