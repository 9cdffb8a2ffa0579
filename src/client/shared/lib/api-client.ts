import { hc, type ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiType } from '@server/app';
import { currentLocale } from '@client/shared/i18n/i18n-store';

/** The English of an error body without a message of its own; pages word its code (`http_error`) from the catalogs. */
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Error carrying the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Each field's error code (the catalogs word it; `fields` holds the server's English). */
    readonly fieldCodes: Record<string, string> = {},
    /** The values the code's message names (`{ name: 'Ana' }`). */
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Typed client for Waypoint's own API (the type comes from the server's routers). Every call
 * names the active language, so the server answers in it (career titles, the counselor).
 */
export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
  headers: () => ({ 'Accept-Language': currentLocale() ?? 'en' }),
});

/** The language the server wrote this document in (`<html lang>` as sent, before the app sets its own). */
const servedLanguage = typeof document === 'undefined' ? undefined : document.documentElement.lang;

/**
 * For a request the server may have started with the page's HTML (`<link rel="preload" as="fetch">`, made with the
 * browser's own Accept-Language, so in the document's language): when this browser chose another language, the
 * request must not take that answer. The browser reuses a preload only for the same credentials mode; asking with
 * `include` (the same cookies, on our own origin) makes it fetch the answer in the active language instead.
 */
export function servedLanguageInit(): { credentials?: RequestCredentials } {
  return servedLanguage && servedLanguage !== currentLocale() ? { credentials: 'include' } : {};
}

/**
 * The body of a typed `api` response for its success statuses (undefined for 204). Error statuses
 * are left out: readJson throws an ApiError for them instead.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, ResponseFormat>
    ? S extends 204
      ? undefined
      : S extends SuccessStatusCode
        ? T
        : never
    : never;

type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function fieldsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function valuesOf(value: unknown): Record<string, string | number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** Our API's error body (`{ error: { code, message, values, fields, fieldCodes } }`), or better-auth's (`{ code, message }`) for /api/auth. */
function errorFrom(status: number, body: unknown): ApiError {
  const payload = isRecord(body) ? body : {};
  const error = isRecord(payload.error) ? payload.error : {};
  return new ApiError(
    status,
    stringOr(error.code, stringOr(payload.code, 'http_error')),
    stringOr(error.message, stringOr(payload.message, SOMETHING_WENT_WRONG)),
    fieldsOf(error.fields),
    fieldsOf(error.fieldCodes),
    valuesOf(error.values),
  );
}

/**
 * Resolves to the JSON body of a successful response, or throws an ApiError with the server's message.
 * Given a call of the typed `api` client, the body's type is the route's own success type: no type
 * argument, no cast. A plain Response (better-auth, tests) gives `unknown`, to be checked.
 */
export function readJson<R extends AnyClientResponse>(response: Promise<R> | R): Promise<SuccessBody<R>>;
export function readJson(response: Promise<Response> | Response): Promise<unknown>;
export async function readJson(response: Promise<Response | AnyClientResponse> | Response | AnyClientResponse): Promise<unknown> {
  let res: Response | AnyClientResponse;
  try {
    res = await response;
  } catch {
    throw new ApiError(0, 'network', 'Could not reach Waypoint. Check your connection and try again.');
  }
  if (res.status === 204) return undefined;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw errorFrom(res.status, body);
  return body;
}

/**
 * POSTs JSON to a better-auth endpoint under /api/auth. better-auth's routes are not in ApiType, so
 * this is the one plain fetch of the API layer; its callers below check what comes back.
 */
function authPost(path: string, body: unknown): Promise<unknown> {
  return readJson(
    fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** POST /api/auth/sign-in/social: the provider's sign-in address to open (undefined if better-auth gave none). */
export async function authSignInSocial(body: {
  provider: string;
  callbackURL: string;
  errorCallbackURL: string;
  disableRedirect: boolean;
}): Promise<{ url: string | undefined }> {
  const result = await authPost('/sign-in/social', body);
  return { url: isRecord(result) && typeof result.url === 'string' ? result.url : undefined };
}

/** POST /api/auth/sign-out: ends the session (the cookie is cleared by the answer). */
export async function authSignOut(): Promise<void> {
  await authPost('/sign-out', {});
}
