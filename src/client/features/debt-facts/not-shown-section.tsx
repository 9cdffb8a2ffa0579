/** The often-quoted 44% we could not source. */
import { useT } from '@client/shared/i18n/i18n-store';

export function NotShownSection() {
  const t = useT('debt-facts');
  return (
    <section aria-labelledby="not-shown-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="not-shown-heading" className="text-xl font-bold">
        {t('debt-facts.notShownHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">{t('debt-facts.notShownText')}</p>
    </section>
  );
}
