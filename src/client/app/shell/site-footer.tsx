import { Link } from '@client/shared/routing';
import type { CoreKey } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';

const FOOTER_LINKS: { to: string; label: CoreKey }[] = [
  { to: '/about', label: 'shell.about' },
  { to: '/privacy-policy', label: 'shell.privacyPolicy' },
  { to: '/feedback-form', label: 'shell.feedback' },
];

const linkClass = 'rounded font-medium text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('shell.footerTagline')}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
