import { OMITTED_DEBT_CLAIMS } from '@data/debt-facts';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { OMITTED_KEYS } from './debt-texts';

/**
 * The claims and figures we left out. Each entry's `reason` is a research note for maintainers ("no source we could read…"),
 * so the page names what is missing and says why in one plain sentence instead (research notes showed on the page).
 */
export function OmittedFigures() {
  const t = useT('debt-facts');
  return (
    <details className="rounded-2xl border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-6 py-3 font-semibold text-brand-800">{t('debt-facts.omittedSummary')}</summary>
      <p className="px-6 text-sm text-slate-800">{t('debt-facts.omittedIntro')}</p>
      <ul className="mt-2 list-disc space-y-2 px-6 pb-6 pl-10 text-sm text-slate-800">
        {[...OMITTED_DEBT_CLAIMS, ...OMITTED_FIGURES].map(({ id }) => (
          <li key={id}>{t(OMITTED_KEYS[id])}</li>
        ))}
      </ul>
    </details>
  );
}
