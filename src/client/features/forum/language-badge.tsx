import { isLocale } from '@domain/i18n/locales';
import { LANGUAGE_KEYS } from './forum-messages';
import { useForumText } from './use-forum-text';

/** "EN" / "ES" beside a post or reply: the forum is one community, and each post says which language it is in. */
export function LanguageBadge({ language }: { language: string }) {
  const { t } = useForumText();
  if (!isLocale(language)) return null;
  const name = t(LANGUAGE_KEYS[language]);
  return (
    <span
      lang={language}
      title={name}
      data-testid="post-language"
      className="rounded border border-slate-400 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-slate-800"
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
