import type { ReactNode } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';

/** The look of a link inside running text. */
export const PROSE_LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

/**
 * A link to another site, opened in a new tab; screen readers hear that it does. `rel` keeps the
 * other site from reaching back into this tab (and, for user-written links, adds nofollow ugc).
 */
export function ExternalLink({
  href,
  className = 'underline underline-offset-2 hover:text-brand-800',
  rel = 'noopener noreferrer',
  children,
}: {
  href: string;
  className?: string;
  rel?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel={rel} className={className}>
      {children}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
