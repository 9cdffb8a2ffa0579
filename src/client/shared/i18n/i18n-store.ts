import { useSyncExternalStore } from 'react';
import { detectLocale, INTL_LOCALE, LOCALE_STORAGE_KEY, type Locale } from './locales';
import { translator, type Messages, type Translate } from './messages';

/*
 * The active language and its catalog (issue 22, ADR 0027). Each catalog is its own chunk,
 * imported when its language is first needed: a visit loads only the active language's.
 * The state lives outside React, so switching re-renders the page in place: no reload, no
 * remount, answers in progress stay.
 */
export type I18nState = { locale: Locale; intlLocale: string; t: Translate };

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('@client/locales/en').then((module) => module.messages),
  es: () => import('@client/locales/es').then((module) => module.messages),
};
const loaded = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
let state: I18nState | null = null;

function apply(locale: Locale, messages: Messages) {
  state = { locale, intlLocale: INTL_LOCALE[locale], t: translator(messages) };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

async function catalog(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = await loaders[locale]();
  loaded.set(locale, messages);
  return messages;
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether this browser remembers a language the visitor chose. */
export const hasStoredLocale = () => storedLocale() !== null;

/** The language of this visit: the browser's remembered choice, else its Accept-Language list (navigator.languages). */
export function initialLocale(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLocale(storedLocale(), preferred);
}

/** Loads a language's catalog and makes it active; `remember` stores the choice in this browser. */
export async function setLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const messages = await catalog(locale);
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page.
    }
  }
  apply(locale, messages);
}

/** Tests: a catalog given directly, active at once. */
export function primeLocale(locale: Locale, messages: Messages) {
  loaded.set(locale, messages);
  apply(locale, messages);
}

export const currentLocale = (): Locale | undefined => state?.locale;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): I18nState {
  if (!state) throw new Error('No language is loaded yet: main.tsx awaits setLocale() before rendering.');
  return state;
}

/** The active language: `const { t, locale } = useI18n(); t('shell.signIn')`. */
export function useI18n(): I18nState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Only the translate function: `const t = useT()`. */
export const useT = (): Translate => useI18n().t;
