import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as enCore } from '@locales/en';
import { messages as esCore } from '@locales/es';
import { AREAS } from '@locales/areas';
import { errorKey } from '@locales/keys';

/*
 * Every error the server can send reaches a reader as its code's text in their language. `appError(…)` is typed
 * against the English catalog, but a Spanish gap, a code built by `new AppError(…)` or a cast would still slip
 * through the compiler; this reads every server source file and checks each literal code against both languages.
 */

type Catalog = Record<string, string>;
const areaCatalogs = await Promise.all(Object.values(AREAS).map(async (loaders) => ({ en: await loaders.en(), es: await loaders.es() })));
const en: Catalog = Object.assign({}, enCore, ...areaCatalogs.map((catalog) => catalog.en));
const es: Catalog = Object.assign({}, esCore, ...areaCatalogs.map((catalog) => catalog.es));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code arguments of `appError(status, …)` and `new AppError(status, …)`: each quoted code, both sides of a `?:`. */
export function errorCodesIn(source: string): string[] {
  const codes: string[] = [];
  const call = /\b(?:appError|new AppError)\(\s*\d{3}\s*,\s*((?:[^,()'"]|'[^']*'|"[^"]*")+)/g;
  for (const match of source.matchAll(call)) {
    for (const literal of (match[1] ?? '').matchAll(/'([a-z0-9_.-]+)'|"([a-z0-9_.-]+)"/g)) codes.push(literal[1] ?? literal[2] ?? '');
  }
  return codes;
}

const serverCodes = sourceFiles('src/server').flatMap((path) =>
  errorCodesIn(readFileSync(path, 'utf8')).map((code) => ({ path, code, key: errorKey(code) })),
);

/*
 * Codes still sent with English only, in features being rewritten by their owners (the colleges and majors
 * catalog, classes, the counselor). The list may only shrink: a code missing from it fails the test below.
 */
const NOT_YET_WORDED: ReadonlySet<string> = new Set([]);

describe('the server error codes', () => {
  it('finds the codes of every call form (a check that matches nothing proves nothing)', () => {
    expect(errorCodesIn(`throw appError(403, 'forum.banned');`)).toEqual(['forum.banned']);
    expect(errorCodesIn(`appError(403, mine ? 'forum.own_reply_helpful' : 'forum.not_post_author_helpful')`)).toEqual([
      'forum.own_reply_helpful',
      'forum.not_post_author_helpful',
    ]);
    expect(errorCodesIn(`new AppError(415, 'unsupported_image', 'Upload a JPEG.')`)).toEqual(['unsupported_image']);
    expect(serverCodes.length).toBeGreaterThan(50);
  });

  it('each have a text in English and in Spanish', () => {
    const missing = serverCodes
      .filter(({ code, key }) => (!en[key] || !es[key]) && !NOT_YET_WORDED.has(code))
      .map(({ path, code }) => `${path}: ${code}`);
    expect(missing).toEqual([]);
  });
});
