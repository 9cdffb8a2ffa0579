/*
 * The languages Waypoint speaks. English is the source language: its catalog
 * (src/locales/en) defines every message key; Spanish must have the same keys.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Intl locale behind each language: US conventions ($58,000, 12,345.5) in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the switch lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Where the browser remembers the choice. */
export const LOCALE_STORAGE_KEY = 'waypoint.language';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** "es-MX" → "es"; anything we do not speak → null. */
export function matchLocale(tag: string): Locale | null {
  const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * The language of a visit: what this browser chose before, else the first language of the
 * browser's preference list (navigator.languages, the list the browser sends as
 * Accept-Language) that Waypoint speaks, else English.
 */
export function detectLocale(stored: string | null | undefined, preferred: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return 'en';
}
