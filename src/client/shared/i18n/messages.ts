import type { messages as englishCore } from '@locales/en';
import type { AREAS } from '@locales/areas';

/** The core catalog's keys (shell, auth, common): loaded before the first render. Types only: importing this bundles no catalog. */
export type CoreMessages = { [Key in keyof typeof englishCore]: string };
export type CoreKey = keyof CoreMessages;

/** An area of the catalog that loads with the pages that use it (src/locales/areas.ts). */
export type Area = keyof typeof AREAS;
type AreaCatalog<A extends Area> = Awaited<ReturnType<(typeof AREAS)[A]['en']>>;
/** The keys of the given areas. */
export type AreaKey<A extends Area> = A extends Area ? keyof AreaCatalog<A> & string : never;

/** Every message key, core and areas. */
export type MessageKey = CoreKey | AreaKey<Area>;
/** A whole language: the core plus every area (tests; the app holds what it has loaded). */
export type Messages = Record<MessageKey, string>;
/** Values for the {placeholders} of a message. */
export type MessageValues = Record<string, string | number>;
/**
 * Translates the core keys and the keys of areas A. `useT('forum')` returns a `Translate<'forum'>`;
 * a helper outside React takes one as a parameter, and TypeScript refuses a key whose area
 * the page did not load.
 */
export type Translate<A extends Area = never> = (key: CoreKey | AreaKey<A>, values?: MessageValues) => string;

/** "Continue with {provider}" + { provider: 'Google' } → "Continue with Google"; a missing value keeps its placeholder. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The area a key belongs to: 'forum.title' → 'forum'. */
export const areaOfKey = (key: string): string => key.slice(0, key.indexOf('.'));

export function translator(messages: Partial<Record<string, string>>): Translate<Area> {
  return (key, values) => interpolate(messages[key] ?? key, values);
}
