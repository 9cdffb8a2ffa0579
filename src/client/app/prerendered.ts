import { isLocale, type Locale } from '@domain/i18n/locales';

/** On #root of a prerendered page (ADR 0023): the language it was rendered in. */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

/** The language #root was prerendered in, or null when the server sent the empty index.html. */
export function prerenderedLocale(root: HTMLElement): Locale | null {
  const value = root.getAttribute(PRERENDERED_ROOT_ATTRIBUTE);
  return isLocale(value) ? value : null;
}
