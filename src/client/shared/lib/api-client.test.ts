import { describe, expect, it } from 'vitest';
import { ApiError, readJson } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readJson', () => {
  it('returns the body of a success and undefined for 204', async () => {
    expect(await readJson(json(200, { ok: true }))).toEqual({ ok: true });
    expect(await readJson(new Response(null, { status: 204 }))).toBeUndefined();
  });

  it("throws our API's error with its code, message and fields", async () => {
    const error = await readJson(
      json(400, {
        error: { code: 'validation_failed', message: 'Please fill out all fields', fields: { fullName: 'Please fill out all fields' } },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please fill out all fields',
      fields: { fullName: 'Please fill out all fields' },
    });
  });

  it("understands better-auth's error shape", async () => {
    const error = await readJson(json(403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'INVALID_ORIGIN', message: 'Invalid origin' });
  });

  it('turns a network failure into a friendly error', async () => {
    const error = await readJson(Promise.reject(new TypeError('fetch failed'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('copes with a non-JSON error page', async () => {
    const error = await readJson(new Response('<html>Bad gateway</html>', { status: 502 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Something went wrong. Please try again.' });
  });
});
