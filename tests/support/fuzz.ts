import fc from 'fast-check';
import { z } from 'zod';

/*
 * Building blocks for the API fuzz test (tests/api/platform/fuzz.test.ts): the list of
 * endpoints, read from the app itself, and arbitraries for hostile input.
 */

export const FUZZ_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type FuzzMethod = (typeof FUZZ_METHODS)[number];

export interface Endpoint {
  method: FuzzMethod;
  /** The route pattern, e.g. /api/forum/posts/:id */
  path: string;
}

export const endpointKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const isFuzzMethod = (method: string): method is FuzzMethod => (FUZZ_METHODS as readonly string[]).includes(method);

interface AuthEndpoint {
  path: string;
  options: { method: string | string[] };
}

function isAuthEndpoint(value: unknown): value is AuthEndpoint {
  if (typeof value !== 'function' || !('path' in value) || !('options' in value)) return false;
  const { path, options } = value;
  return typeof path === 'string' && typeof options === 'object' && options !== null && 'method' in options;
}

/**
 * Every concrete route of the app (middleware and catch-alls are method ALL
 * and left out). A wildcard mount of better-auth (/api/auth/*) is expanded into
 * better-auth's own endpoints, so they are fuzzed by name too.
 */
export function listEndpoints(routes: readonly { method: string; path: string }[], authApi: Record<string, unknown>): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const add = (endpoint: Endpoint) => found.set(endpointKey(endpoint), endpoint);
  for (const route of routes) {
    if (!isFuzzMethod(route.method)) continue;
    if (!route.path.endsWith('/*')) {
      add({ method: route.method, path: route.path });
      continue;
    }
    if (route.path !== '/api/auth/*') continue; // other catch-alls (the OIDC protocol, the 404) take no JSON
    const base = route.path.slice(0, -2);
    for (const endpoint of Object.values(authApi)) {
      if (!isAuthEndpoint(endpoint)) continue;
      const methods = ([] as string[]).concat(endpoint.options.method);
      if (methods.includes(route.method) || methods.includes('*')) add({ method: route.method, path: `${base}${endpoint.path}` });
    }
  }
  return [...found.values()].sort((a, b) => endpointKey(a).localeCompare(endpointKey(b)));
}

/** Field names of every object inside these zod schemas (classic or mini), for "likely" keys. */
export function fieldNames(modules: readonly Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: z.core.$ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.core.$ZodObject) {
      for (const [name, inner] of Object.entries(schema._zod.def.shape)) {
        names.add(name);
        visit(inner);
      }
    } else if (schema instanceof z.core.$ZodUnion) {
      for (const option of schema._zod.def.options) visit(option);
    } else if (schema instanceof z.core.$ZodArray) {
      visit(schema._zod.def.element);
    } else if (schema instanceof z.core.$ZodPipe) {
      visit(schema._zod.def.in);
      visit(schema._zod.def.out);
    } else if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable || schema instanceof z.core.$ZodDefault) {
      visit(schema._zod.def.innerType);
    } else if (schema instanceof z.core.$ZodRecord) {
      visit(schema._zod.def.valueType);
    }
  };
  for (const module of modules) {
    for (const value of Object.values(module)) if (value instanceof z.core.$ZodType) visit(value);
  }
  return [...names].sort();
}

/* ---------- hostile values ---------- */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  '😀👩‍👩‍👧',
  'ﷺ',
  '%00',
  '%',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '\r\n\t',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9999-12-31T23:59:59.999Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  '15-1252.00',
  '__proto__',
  'constructor',
];

/** Strings of every kind: plain, any unicode, control characters, NUL, lone surrogates, long. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate, controlChar),
      maxLength: 20,
    }),
  },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

const EXTREME_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  13,
  2010,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  1e-7,
];

export const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON text nested `depth` levels deep (arrays or objects), which no route needs. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export function fuzzValue(plausible: readonly Json[]): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 4, arbitrary: fuzzString },
    { weight: 2, arbitrary: fuzzNumber },
    { weight: 1, arbitrary: fc.constantFrom<Json>(true, false, null, [], {}) },
    { weight: 2, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: fc.array(fuzzString, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Json => JSON.parse(JSON.stringify(value)) as Json) },
  );
}

type Path = (string | number)[];

function leaves(value: Json, path: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

function replaced(value: Json, path: Path, by: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value) && typeof head === 'number')
    return value.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof head === 'string')
    return { ...value, [head]: replaced(value[head] ?? null, rest, by) };
  return value;
}

/**
 * A seed body (valid, so a case gets past validation) with up to two leaves
 * replaced, a string mostly by a hostile string, and now and then an extra key.
 */
export function mutate(seed: Json, plausible: readonly Json[]): fc.Arbitrary<Json> {
  const all = leaves(seed);
  const replacement = (leaf: Json) =>
    fc.oneof(
      { weight: 2, arbitrary: typeof leaf === 'string' ? fuzzString : typeof leaf === 'number' ? fuzzNumber : fc.boolean() },
      { weight: 1, arbitrary: fuzzValue(plausible) },
    );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.tuple(fuzzString, fuzzValue(plausible)) },
  );
  return fc
    .tuple(
      fc
        .subarray(all, { maxLength: Math.min(2, all.length) })
        .chain((chosen) => fc.tuple(...chosen.map((leaf) => replacement(leaf.value).map((by) => ({ path: leaf.path, by }))))),
      extra,
    )
    .map(([changes, added]) => {
      let out = changes.reduce<Json>((body, change) => replaced(body, change.path, change.by), seed);
      if (added && out !== null && typeof out === 'object' && !Array.isArray(out)) out = { ...out, [added[0]]: added[1] };
      return out;
    });
}

/** Percent-encodes a path segment or query part; a lone surrogate (which encodeURIComponent refuses) is sent as its WTF-8 bytes. */
export function encodePart(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** A page cursor made by hand: base64url JSON of a kind and arbitrary sort keys, or any text. */
export function fuzzCursor(kinds: readonly string[], plausible: readonly Json[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(fc.oneof(fc.constantFrom(...kinds), fuzzString), fc.array(fuzzValue(plausible), { maxLength: 4 }))
      .map(([kind, values]) => Buffer.from(JSON.stringify([kind, ...values])).toString('base64url')),
    fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
    fuzzString.map((text) => Buffer.from(text).toString('base64url')),
    fuzzString,
  );
}
