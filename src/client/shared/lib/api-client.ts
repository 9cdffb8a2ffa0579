import { hc } from 'hono/client';
import type { ApiType } from '@server/app';

/** Error carrying the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Typed client for Waypoint's own API (the type comes from the server's routers). */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });

/** Our API's error body, or better-auth's (`{ code, message }`) for /api/auth. */
interface ErrorPayload {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  code?: string;
  message?: string;
}

/** Resolves to the JSON body of a successful response, or throws an ApiError with the server's message. */
export async function readJson<T>(response: Promise<Response> | Response): Promise<T> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw new ApiError(0, 'network', 'Could not reach Waypoint. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const payload = (body ?? {}) as ErrorPayload;
    throw new ApiError(
      res.status,
      payload.error?.code ?? payload.code ?? 'http_error',
      payload.error?.message ?? payload.message ?? 'Something went wrong. Please try again.',
      payload.error?.fields ?? {},
    );
  }
  return body as T;
}

/** POSTs JSON to a better-auth endpoint under /api/auth. */
export function authPost<T>(path: string, body: unknown): Promise<T> {
  return readJson<T>(
    fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
