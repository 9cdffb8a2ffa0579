import type { ReactNode } from 'react';

/** A titled section of the policy. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}
