import type { messages as englishCore } from './en';
import type { AREAS } from './areas';

/*
 * The catalogs' keys as types, for the web app, the server and the domain's message codes. Types only:
 * importing this bundles no catalog.
 */

/** The core catalog's keys (shell, auth, common): loaded before the first render. */
export type CoreMessages = { [Key in keyof typeof englishCore]: string };
export type CoreKey = keyof CoreMessages;

/** An area of the catalog that loads with the pages that use it (src/locales/areas.ts). */
export type Area = keyof typeof AREAS;
type AreaCatalog<A extends Area> = Awaited<ReturnType<(typeof AREAS)[A]['en']>>;
/** The keys of the given areas. */
export type AreaKey<A extends Area> = A extends Area ? keyof AreaCatalog<A> & string : never;

/** Every message key, core and areas. */
export type MessageKey = CoreKey | AreaKey<Area>;
/** A whole language: the core plus every area (tests and the server; the web app holds what it has loaded). */
export type Messages = Record<MessageKey, string>;

/*
 * Error codes. An API error, a validation message or a refusal crosses the layers as a code; each language's
 * catalog words it. The code of the key `<area>.error.<name>` is `<area>.<name>`, and the core's
 * `common.error.<name>` is the bare `<name>` (the generic codes: `unauthorized`, `validation_failed`, …).
 * A code exists only if the English catalog has its text, and Spanish has the same keys (the type checks both).
 */
type ErrorKey = Extract<MessageKey, `${string}.error.${string}`>;
type CodeOf<K extends string> = K extends `common.error.${infer Name}`
  ? Name
  : K extends `${infer A}.error.${infer Name}`
    ? `${A}.${Name}`
    : never;
export type ErrorCode = CodeOf<ErrorKey>;

/** The catalog key of an error code: `family.invite_used` → `family.error.invite_used`, `unauthorized` → `common.error.unauthorized`. */
export function errorKey(code: ErrorCode): ErrorKey;
export function errorKey(code: string): string;
export function errorKey(code: string): string {
  const dot = code.indexOf('.');
  return dot === -1 ? `common.error.${code}` : `${code.slice(0, dot)}.error.${code.slice(dot + 1)}`;
}
