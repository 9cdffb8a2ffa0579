import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError } from './errors';

/*
 * Checks every request's path, query and JSON body before any route sees it,
 * so each route's validation can assume well-formed text: PostgreSQL refuses
 * NUL in text (a 500 if it reached a query), a lone surrogate is not Unicode,
 * and deeply nested JSON only costs the server work.
 */

/** Waypoint's own bodies nest fewer than ten levels; a generous cap, far below what strains the parser or validation. */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, which PostgreSQL cannot store in text, or half of a surrogate pair, which is not a character. */
export const hasInvalidText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const INVALID_TEXT_MESSAGE = 'Remove the invisible or broken character (such as NUL) from this text.';

function invalidText(field: string): AppError {
  return new AppError(
    400,
    'validation_failed',
    `"${field}" contains an invisible or broken character (such as NUL). Remove it and try again.`,
    {
      [field]: INVALID_TEXT_MESSAGE,
    },
  );
}

/** How deeply arrays and objects nest in JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** The path (e.g. "events.0.path") of the first key or string that has invalid text. */
function findInvalidText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasInvalidText(value) ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasInvalidText(key)) return [...path, key].join('.');
      const found = findInvalidText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The path and query string: NUL or a broken character → 400 naming the query parameter. */
export const checkPathAndQuery = createMiddleware<AppEnv>(async (c, next) => {
  if (hasInvalidText(c.req.path)) throw invalidText('path');
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (hasInvalidText(key) || values.some(hasInvalidText)) throw invalidText(key);
  }
  await next();
});

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i; // what the zod validator parses as JSON

/**
 * A JSON body: too deep → 400 before it is parsed; NUL or a broken character
 * in any key or string → 400 naming the field. Malformed JSON is left to the
 * route's validator. A copy is read, so the route (better-auth included) still
 * reads the original request.
 */
export const checkJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !JSON_MEDIA_TYPE.test(mediaType)) return next();
  const text = await c.req.raw.clone().text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError(400, 'bad_request', `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return next();
  }
  const field = findInvalidText(body);
  if (field !== undefined) throw invalidText(field);
  await next();
});
