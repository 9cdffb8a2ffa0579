import { errorKey } from '@locales/keys';
import type { Area, AreaKey, CoreKey, Translate } from './messages';

/**
 * Zod schemas and the server speak the spec's literal English: those texts stay exact in
 * English and are the stable identifiers of their messages. A feature lists the texts it can
 * receive with their catalog keys; this shows a known text in the active language and any other
 * text as it came. The same schema validates on the client (react-hook-form) and the server
 * (its 400 body names the same English texts), so both translate through one map.
 */
export type KnownMessages<A extends Area = never> = Readonly<Record<string, CoreKey | AreaKey<A>>>;

export function translateKnown<A extends Area = never>(t: Translate<A>, known: KnownMessages<A>, text: string): string;
export function translateKnown<A extends Area = never>(
  t: Translate<A>,
  known: KnownMessages<A>,
  text: string | null | undefined,
): string | undefined;
export function translateKnown<A extends Area = never>(
  t: Translate<A>,
  known: KnownMessages<A>,
  text: string | null | undefined,
): string | undefined {
  if (text === null || text === undefined) return undefined;
  const key = Object.hasOwn(known, text) ? known[text] : undefined;
  if (key) return t(key);
  // A message that is an error code (the newer schemas' way) is worded from its catalog text.
  const coded = errorKey(text);
  return t.has(coded) ? t(coded) : text;
}
