import { OMITTED_DEBT_CLAIMS } from '@data/debt-facts';
import { OMITTED_FIGURES } from '@data/federal-loans';

/**
 * The claims and figures we left out. Each entry's `reason` is a research note for maintainers ("no source we could read…"),
 * so the page names what is missing and says why in one plain sentence instead (issue 17: research notes showed on the page).
 */
export function OmittedFigures() {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-6 py-3 font-semibold text-brand-800">Figures we left out, and why</summary>
      <p className="px-6 text-sm text-slate-800">
        We show a figure only once an official source we can cite confirms it. These are not confirmed yet, so they are left out rather than
        guessed:
      </p>
      <ul className="mt-2 list-disc space-y-2 px-6 pb-6 pl-10 text-sm text-slate-800">
        {[...OMITTED_DEBT_CLAIMS.map((o) => o.claim), ...OMITTED_FIGURES.map((o) => o.figure)].map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
    </details>
  );
}
