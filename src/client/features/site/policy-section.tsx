import type { ReactNode } from 'react';
import { PageSection } from '@client/ui/page-section';

/** A titled section of the policy. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PageSection id={id} title={title}>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </PageSection>
  );
}
