import type { ReactNode } from 'react';

/**
 * A wide table's scroll box. On narrow screens it scrolls sideways, so it must be reachable with
 * the keyboard (focusable) and named for screen readers.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto rounded focus-visible:outline-3 ${className}`}>
      {children}
    </div>
  );
}
