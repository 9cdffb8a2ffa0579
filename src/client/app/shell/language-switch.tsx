import { useQueryClient } from '@tanstack/react-query';
import { saveAccountLanguage } from '@client/shared/i18n/account-language';
import { setLocale, useI18n } from '@client/shared/i18n/i18n-store';
import { isLocale, LOCALE_NAMES, LOCALES } from '@domain/i18n/locales';
import { useSession } from '@client/shared/session/use-session';

/**
 * The language switch of the top bar and the mobile menu: a labelled select, each
 * language named in itself (the top bar's compact one shows EN / ES). Switching re-renders in place (answers in progress stay), is
 * remembered in this browser and, when signed in, on the account.
 */
export function LanguageSwitch({ id, compact = false, className = '' }: { id: string; compact?: boolean; className?: string }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const queryClient = useQueryClient();
  const hasProfile = session.status === 'signed-in' && session.profile !== null;

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    await setLocale(value);
    // Answers the server wrote in the old language (career titles, …) are fetched again in the new one.
    void queryClient.invalidateQueries();
    if (hasProfile) await saveAccountLanguage(queryClient, value).catch(() => undefined);
  }

  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className={compact ? 'hidden text-slate-700 lg:block' : 'text-slate-700'}>
        <GlobeIcon />
        <span className="sr-only">{t('shell.language')}</span>
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className={`min-h-11 rounded-lg border border-slate-300 bg-white py-1 text-sm font-medium text-slate-900 ${compact ? 'px-0.5 lg:px-2' : 'px-2'}`}
      >
        {LOCALES.map((code) => (
          // Compact (the top bar): the code shows, the language's own name is what a screen reader says.
          <option key={code} value={code} lang={code} aria-label={compact ? LOCALE_NAMES[code] : undefined}>
            {compact ? code.toUpperCase() : LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="h-5 w-5">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
    </svg>
  );
}
