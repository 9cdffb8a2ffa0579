import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { MessageValues } from '@domain/i18n/message-format';
import type { ErrorCode } from '@locales/keys';
import { serializeError } from '@server/logger';
import { englishErrorText, isErrorCode } from '@server/shared/messages';

type ZodIssues = Pick<z.core.$ZodError, 'issues'>;

/**
 * The one error body every /api route returns. `code` names the error (`family.invite_used`; the generic ones are
 * bare: `unauthorized`, `validation_failed`); the web app words it from its catalogs with `values`. `message` and
 * `fields` are the English for API clients; `fieldCodes` names each field's error.
 */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    values?: MessageValues;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, string>;
  };
}

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly values?: MessageValues,
    readonly fieldCodes?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** An error named by its code; the English message comes from the catalog (`family.invite_used` → its English text). */
export function appError(status: ContentfulStatusCode, code: ErrorCode, values?: MessageValues): AppError {
  return new AppError(status, code, englishErrorText(code, values), undefined, values);
}

export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'forbidden', message);
export const notFound = (what: string) => new AppError(404, 'not_found', `No ${what} was found.`);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new AppError(429, 'rate_limited', message);

/**
 * Turns zod issues into `{ "path.to.field": English }` and `{ "path.to.field": code }` (first issue per field). A
 * schema's message is a code (its English comes from the catalog) or zod's own English (code `invalid`).
 */
export function fieldErrors(error: ZodIssues): { fields: Record<string, string>; fieldCodes: Record<string, string> } {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (key in fields) continue;
    const coded = isErrorCode(issue.message);
    fields[key] = coded ? englishErrorText(issue.message) : issue.message;
    fieldCodes[key] = coded ? issue.message : 'invalid';
  }
  return { fields, fieldCodes };
}

/** A 400 on one field, named by a code: `fields` carries its English, `fieldCodes` the code, `values` what it names. */
export function codedFieldError(field: string, code: ErrorCode, values?: MessageValues): AppError {
  const english = englishErrorText(code, values);
  return new AppError(400, 'validation_failed', english, { [field]: english }, values, { [field]: code });
}

export function validationError(error: ZodIssues): AppError {
  const { fields, fieldCodes } = fieldErrors(error);
  const first = Object.values(fields)[0] ?? englishErrorText('validation_failed');
  return new AppError(400, 'validation_failed', first, fields, undefined, fieldCodes);
}

export function errorResponse(c: Context, error: AppError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.values) body.error.values = error.values;
  if (error.fields) body.error.fields = error.fields;
  if (error.fieldCodes) body.error.fieldCodes = error.fieldCodes;
  return c.json(body, error.status);
}

/** The app's single error handler: known errors keep their status; anything else is logged and hidden. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return errorResponse(c, new AppError(status, code, error.message || 'The request could not be processed.'));
    }
    // Serialized here, whatever the logger's configuration: SQL parameters (user text, e-mails) stay out of the log.
    logger.error({ err: serializeError(error), method: c.req.method, route: c.req.routePath, path: c.req.path }, 'unhandled error');
    return errorResponse(c, new AppError(500, 'internal', 'Something went wrong on our side. Please try again.'));
  };
}
