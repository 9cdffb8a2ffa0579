import { errorKey } from '@locales/keys';
import type { Area, MessageValues, Translate } from './messages';

/** What an error carries across the boundary: its code, the server's English and the values the text names. */
export interface CodedError {
  readonly code: string;
  readonly message: string;
  readonly values?: MessageValues;
}

/**
 * An API error in the active language: the text of its code (`family.invite_used` → `family.error.invite_used`)
 * when the loaded catalogs hold it, else the server's English as it came (an API newer than this page).
 */
export function errorText<A extends Area>(t: Translate<A>, error: CodedError): string {
  const key = errorKey(error.code);
  return t.has(key) ? t(key, error.values) : error.message;
}

/**
 * A form field's message in the active language. The domain's schemas name codes, so the same schema gives the
 * same code in the browser (react-hook-form) and in the server's 400 (`fieldCodes`); an uncoded message shows as it is.
 */
export function fieldErrorText<A extends Area>(t: Translate<A>, message: string): string;
export function fieldErrorText<A extends Area>(t: Translate<A>, message: string | undefined): string | undefined;
export function fieldErrorText<A extends Area>(t: Translate<A>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return errorText(t, { code: message, message });
}

/** A 400's field errors in the active language, by field path: each field's code worded, else the server's English. */
export function apiFieldErrors<A extends Area>(
  t: Translate<A>,
  error: { readonly fields: Readonly<Record<string, string>>; readonly fieldCodes: Readonly<Record<string, string>> },
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => {
      const code = error.fieldCodes[path];
      return [path, code ? errorText(t, { code, message }) : message];
    }),
  );
}

/**
 * One line for an API error in the active language, where a form shows no message per field: a 400's first refused
 * field by its code (worded with the error's values), otherwise the error's own code. A field the server named
 * without a code shows the server's English for it, unless the error's own code says more than `validation_failed`.
 */
export function apiErrorText<A extends Area>(
  t: Translate<A>,
  error: CodedError & { readonly fields?: Readonly<Record<string, string>>; readonly fieldCodes?: Readonly<Record<string, string>> },
): string {
  const [path, english] = Object.entries(error.fields ?? {})[0] ?? [];
  if (path === undefined || english === undefined) return errorText(t, error);
  const code = error.fieldCodes?.[path] ?? (error.code === 'validation_failed' ? undefined : error.code);
  return code ? errorText(t, { code, message: english, values: error.values }) : english;
}
