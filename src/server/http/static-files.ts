import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { spanishIndexHtml } from '@domain/i18n/index-html';
import type { Locale } from '@domain/i18n/locales';
import type { Manifest } from './page-html';

/*
 * The built SPA (dist/client), served from memory. `npm run build` stores a .br and a .gz beside
 * every compressible file (scripts/precompress.mjs); here the bytes are read once at start and
 * sent as they are, chosen by Accept-Encoding — nothing is compressed per request. Source maps
 * stay on disk (only developer tools fetch them) and are read when asked for.
 */

export type Encoding = 'br' | 'gzip' | 'identity';
const COMPRESSED: readonly Exclude<Encoding, 'identity'>[] = ['br', 'gzip'];
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  /** In memory, or undefined for a source map read on request. */
  body: Uint8Array<ArrayBuffer> | undefined;
  file: string;
  size: number;
  etag: string | undefined;
}

export interface StaticFile {
  type: string;
  /** Hashed assets never change under their name; everything else is revalidated on each use. */
  immutable: boolean;
  lastModified: string;
  variants: Partial<Record<Encoding, Variant>>;
}

export interface StaticFiles {
  /** Keyed by URL path: "/index.html", "/assets/index-su-2dluJ.js". */
  files: Map<string, StaticFile>;
  /** index.html in each language: `<html lang>` and the description follow the visitor's Accept-Language. */
  indexes: Record<Locale, StaticFile>;
  /**
   * The public pages prerendered by the build (scripts/prerender.mjs, ADR 0029), in each language, keyed by URL path
   * ("/home"): index.html with the signed-out page already in it, for requests without a session.
   */
  prerendered: Record<Locale, Map<string, PrerenderedPage>>;
  /** Vite's manifest (which chunks a module needs), when the build wrote one; never served. */
  manifest: Manifest | undefined;
}

/** A prerendered copy; one whose first render depends on the month ("2026-11", UTC) holds for that month only. */
export interface PrerenderedPage {
  file: StaticFile;
  month: string | undefined;
}

/** Vite's manifest, in the build's .vite folder (read at start, never served). */
const MANIFEST = '.vite/manifest.json';

/** Where the build writes the prerendered pages: prerendered/<language>/<page>[.<month>].html. */
const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_PAGE = /^\/prerendered\/(en|es)\/([a-z0-9-]+)(?:\.(\d{4}-\d{2}))?\.html$/;

function variantOf(body: Uint8Array<ArrayBuffer>, encoding: Encoding, file: string): Variant {
  return { body, file, size: body.length, etag: etagOf(body, encoding) };
}

/**
 * A StaticFile from bytes made by the server (compressed here, once: index.html is about 1.6 KB). Brotli's quality 11
 * costs about 3.5 ms of CPU on it, quality 5 about 0.35 ms for 10 % more bytes: the copies made while serving use 5.
 */
export function fileFromBytes(template: StaticFile, bytes: Uint8Array<ArrayBuffer>, file: string, brotliQuality = 11): StaticFile {
  const brotli = new Uint8Array(brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
  const gzip = new Uint8Array(gzipSync(bytes, { level: 9 }));
  return {
    ...template,
    variants: { identity: variantOf(bytes, 'identity', file), br: variantOf(brotli, 'br', file), gzip: variantOf(gzip, 'gzip', file) },
  };
}

/** A strong validator: a hash of the bytes, with the coding so each representation has its own. */
function etagOf(bytes: Uint8Array, encoding: Encoding): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

function loadVariant(file: string, encoding: Encoding, inMemory: boolean): Variant | undefined {
  if (!existsSync(file)) return undefined;
  if (!inMemory) return { body: undefined, file, size: statSync(file).size, etag: undefined };
  const body = new Uint8Array(readFileSync(file));
  return { body, file, size: body.length, etag: etagOf(body, encoding) };
}

function loadFile(file: string, urlPath: string): StaticFile {
  const inMemory = !file.endsWith('.map');
  const variants: Partial<Record<Encoding, Variant>> = { identity: loadVariant(file, 'identity', inMemory) };
  for (const encoding of COMPRESSED) {
    const variant = loadVariant(`${file}${SUFFIX[encoding]}`, encoding, inMemory);
    if (variant) variants[encoding] = variant;
  }
  return {
    type: getMimeType(file) ?? 'application/octet-stream',
    immutable: urlPath.startsWith('/assets/'),
    lastModified: statSync(file).mtime.toUTCString(),
    variants,
  };
}

/** Reads the build at start; undefined when there is no build (no index.html). */
export function loadStaticFiles(staticDir: string): StaticFiles | undefined {
  if (!existsSync(path.join(staticDir, 'index.html'))) return undefined;
  const files = new Map<string, StaticFile>();
  const prerendered: Record<Locale, Map<string, PrerenderedPage>> = { en: new Map(), es: new Map() };
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    // Source maps stay on disk for whoever reads a stack trace; they are never served (the app's source is not public).
    if (!entry.isFile() || /\.(?:br|gz|map)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(staticDir, file).split(path.sep).join('/')}`;
    // The build's own records (.vite/manifest.json) say how the app is cut into chunks: not a file of the site.
    if (urlPath.startsWith('/.vite/')) continue;
    // Never by its own name: a prerendered page is only ever the answer for its route.
    const page = PRERENDERED_PAGE.exec(urlPath);
    if (page) prerendered[page[1] as Locale].set(`/${page[2]}`, { file: loadFile(file, urlPath), month: page[3] });
    else if (!urlPath.startsWith(`/${PRERENDERED_DIR}/`)) files.set(urlPath, loadFile(file, urlPath));
  }
  const index = files.get('/index.html');
  const englishBytes = index?.variants.identity?.body;
  if (!index || !englishBytes) return undefined;
  const spanish = new Uint8Array(Buffer.from(spanishIndexHtml(Buffer.from(englishBytes).toString('utf8')), 'utf8'));
  const manifestFile = path.join(staticDir, MANIFEST);
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : undefined;
  return {
    files,
    indexes: { en: index, es: fileFromBytes(index, spanish, path.join(staticDir, 'index.html')) },
    prerendered,
    manifest,
  };
}

/**
 * br, then gzip, then the bytes as they are. A coding is acceptable when listed (or matched by
 * "*") with a q above zero; "x-gzip" is gzip.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!rawName) continue;
    const q = params.map((param) => /^q\s*=\s*([0-9.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(rawName === 'x-gzip' ? 'gzip' : rawName, Number.isFinite(weight) ? weight : 0);
  }
  for (const encoding of COMPRESSED) {
    if (available.includes(encoding) && (weights.get(encoding) ?? weights.get('*') ?? 0) > 0) return encoding;
  }
  return 'identity';
}

function etagsOf(file: StaticFile): string[] {
  return Object.values(file.variants).flatMap((variant) => (variant?.etag ? [variant.etag] : []));
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); its comparison is weak. */
function notModified(c: Context, file: StaticFile): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    const ours = etagsOf(file);
    return tags.includes('*') || tags.some((tag) => ours.includes(tag));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && Date.parse(file.lastModified) <= since;
}

/** The stored representation the request accepts, with its caching headers; a 304 when the client's copy is current. */
export async function sendStaticFile(
  c: Context,
  file: StaticFile,
  { varyLanguage = false, varyCookie = false }: { varyLanguage?: boolean; varyCookie?: boolean } = {},
): Promise<Response> {
  const available = (Object.keys(file.variants) as Encoding[]).filter((encoding) => file.variants[encoding]);
  const encoding = pickEncoding(c.req.header('accept-encoding'), available);
  const variant = file.variants[encoding] ?? file.variants.identity;
  if (!variant) return c.notFound();
  c.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const vary = [
    ...(available.length > 1 ? ['Accept-Encoding'] : []),
    ...(varyLanguage ? ['Accept-Language'] : []),
    ...(varyCookie ? ['Cookie'] : []),
  ];
  if (vary.length > 0) c.header('Vary', vary.join(', '));
  if (variant.etag) c.header('ETag', variant.etag);
  c.header('Last-Modified', file.lastModified);
  if (notModified(c, file)) return c.body(null, 304);
  c.header('Content-Type', file.type);
  c.header('Content-Length', String(variant.size));
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(variant.body ?? new Uint8Array(await readFile(variant.file)), 200);
}
