import { formatMessage, type MessageValues } from '@domain/i18n/message-format';
import { INTL_LOCALE, type Locale } from '@domain/i18n/locales';
import { AREAS } from '@locales/areas';
import { messages as englishCore } from '@locales/en';
import { messages as spanishCore } from '@locales/es';
import { errorKey, type ErrorCode, type MessageKey, type Messages } from '@locales/keys';

/*
 * The server writes with the web app's catalogs (src/locales): e-mails, notifications and .ics invites in
 * their recipient's language, and the English `message` of an API error for API clients, from the code's
 * English text. One text per language, one syntax (src/domain/i18n/message-format.ts), whoever shows it.
 */

async function wholeLanguage(locale: Locale): Promise<Messages> {
  const areas = await Promise.all(Object.values(AREAS).map((loaders) => loaders[locale]()));
  return Object.assign({}, locale === 'en' ? englishCore : spanishCore, ...areas) as Messages;
}

const catalogs: Record<Locale, Messages> = { en: await wholeLanguage('en'), es: await wholeLanguage('es') };

export type ServerTranslate = (key: MessageKey, values?: MessageValues) => string;

/** The translate function for a language: `const t = translate(await languageOfUser(db, id))`. */
export function translate(locale: Locale): ServerTranslate {
  const messages = catalogs[locale];
  return (key, values) => formatMessage(messages[key], INTL_LOCALE[locale], values);
}

/** Whether a string is an error code with a text (a schema's message may be a code or zod's own English). */
export function isErrorCode(text: string): text is ErrorCode {
  return Object.hasOwn(catalogs.en, errorKey(text));
}

/** An error code's English text, for the `message` API clients read. */
export function englishErrorText(code: ErrorCode, values?: MessageValues): string {
  return formatMessage(catalogs.en[errorKey(code)], INTL_LOCALE.en, values);
}
