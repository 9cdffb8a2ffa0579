import { OMITTED_DEBT_CLAIMS } from '@data/debt-facts';
import { OMITTED_FIGURES } from '@data/federal-loans';

/** The claims and figures we left out, each with the reason. */
export function OmittedFigures() {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-6 py-3 font-semibold text-brand-800">Figures we left out, and why</summary>
      <ul className="list-disc space-y-2 px-6 pb-6 pl-10 text-sm text-slate-800">
        {[
          ...OMITTED_DEBT_CLAIMS.map((o) => ({ what: o.claim, reason: o.reason })),
          ...OMITTED_FIGURES.map((o) => ({ what: o.figure, reason: o.reason })),
        ].map((omitted) => (
          <li key={omitted.what}>
            <span className="font-medium">{omitted.what}</span>: {omitted.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
