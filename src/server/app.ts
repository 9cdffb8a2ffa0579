import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { authRequestHandler, CLIENT_IP_HEADER, createAuth, isUsedAuthEndpoint } from './auth/auth';
import { DEV_IDP_PATH } from './auth/dev-idp-config';
import { createDevIdentityProvider } from './auth/dev-idp';
import { loadSession } from './auth/guards';
import { signedSessionToken } from './auth/session';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './http/context';
import { AppError, errorResponse, handleError } from './http/errors';
import { checkJsonBody, checkPathAndQuery } from './http/input';
import { requireJsonBody, sameOriginOnly, securityHeaders } from './http/security';
import { fileFromBytes, loadStaticFiles, sendStaticFile, type StaticFile, type StaticFiles } from './http/static-files';
import { chunksOf, withPageHead } from './http/page-html';
import { catalogPage } from '@server/features/catalog/page-head';
import { healthCheck } from '@server/features/health/health.routes';
import { requestLanguage } from '@server/shared/language';
import { systemClock, type Clock } from '@server/shared/clock';
import { utcMonth } from '@domain/site/prerendered-month';
import type { Locale } from '@domain/i18n/locales';
import type { Logger } from './logger';
import { apiRoutes, UPLOAD_PATHS } from './routes';
import { accountEvents } from './account-events';

export interface AppOptions {
  db: Database;
  env: Env;
  logger: Logger;
  /** Signs sessions and derives the dev identity provider's keys. */
  secret: string;
  /** The built SPA (dist/client); omitted in API tests. */
  staticDir?: string;
  /** Rate-limit windows and provider deadlines; the system clock unless a test holds its own. */
  clock?: Clock;
}

const MAX_JSON_BODY = 256 * 1024;
/** Client addresses whose keyed hash is kept (about 100 bytes each). */
const MAX_REMEMBERED_CLIENT_KEYS = 10_000;
/** Sign-in starts, callbacks and sign-out are small. */
const MAX_AUTH_BODY = 16 * 1024;

function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read: close the connection so it is not reused mid-upload.
      c.header('Connection', 'close');
      throw new AppError(413, 'payload_too_large', `The request body is larger than ${maxSize / 1024} KB.`);
    },
  });
}

/** The API's types, for the client's typed `hc` calls: the URL map in routes.ts. */
export type ApiType = ReturnType<typeof apiRoutes>;

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    // The last hop is the address our proxy saw; earlier entries are client-controlled.
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * better-auth stores its rate-limit key ("address|path") in the database. It
 * gets a keyed hash of the address, written as an IPv6 address so better-auth
 * accepts it: the same client still maps to the same counter, and no real
 * address is stored (ADR 0006).
 */
function pseudonymousAddress(address: string, secret: string): string {
  const hex = createHmac('sha256', secret).update(address).digest('hex');
  return (hex.slice(0, 32).match(/.{4}/g) ?? []).join(':');
}

export function createApp(options: AppOptions) {
  const { db, env, logger, secret } = options;
  const clock = options.clock ?? systemClock;
  const auth = createAuth({
    db,
    env,
    secret,
    logger,
    onSignIn: (userId, newAccount) => accountEvents.signedIn(db, userId, new Date(clock.now()), newAccount),
  });
  const devIdp = env.devIdp ? createDevIdentityProvider({ db, baseUrl: env.baseUrl, secret, logger }) : undefined;
  if (devIdp && env.baseUrl.startsWith('https://')) {
    logger.warn(
      { baseUrl: env.baseUrl },
      'DEV_IDP is on at an https address: the LOCAL DEMO SIGN-IN lets anyone sign in as any demo account, the demo administrator included. Never use it for real people; configure a real sign-in provider.',
    );
  }

  // One address sends many requests: its keyed hash is computed once, not per request (the table is emptied when full).
  const clientKeys = new Map<string, string>();
  const clientKeyOf = (address: string): string => {
    let key = clientKeys.get(address);
    if (key === undefined) {
      if (clientKeys.size >= MAX_REMEMBERED_CLIENT_KEYS) clientKeys.clear();
      key = createHmac('sha256', secret).update(address).digest('base64url');
      clientKeys.set(address, key);
    }
    return key;
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError(logger));

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('env', env);
    c.set('auth', auth);
    c.set('logger', logger);
    c.set('clock', clock);
    const address = clientIp(c, env.trustProxy);
    c.set('clientIp', address);
    c.set('clientKey', clientKeyOf(address));
    await next();
    // Path only: query strings can carry OAuth codes and state.
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  // The local identity provider sets its own (dev-idp.ts).
  const isDevIdpPath = (path: string) => Boolean(devIdp) && (path === DEV_IDP_PATH || path.startsWith(`${DEV_IDP_PATH}/`));
  const appSecurityHeaders = securityHeaders(env.baseUrl.startsWith('https://'));
  app.use((c, next) => (isDevIdpPath(c.req.path) ? next() : appSecurityHeaders(c, next)));
  // Before the API's shared middleware: a health check reads no body, no session and no query (load balancers poll it).
  app.get('/api/health', healthCheck);
  const spa = options.staticDir ? loadStaticFiles(options.staticDir) : undefined;
  const sessionCookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  // Hashed assets: the stored bytes, before (never through) the compression below.
  if (spa) app.on(['GET', 'HEAD'], '/assets/*', (c) => serveAsset(c, spa));
  // JSON from the API; the SPA's files are precompressed at build (scripts/precompress.mjs).
  const compression = compress();
  // compress() names Accept-Encoding in Vary after the handler, and a header added to a finished response makes hono
  // rebuild it (a web ReadableStream and a second Response: a tenth of an API request's CPU). Named before the
  // handler, it is part of the response the handler builds; a handler that sets its own Vary keeps compress's check.
  app.use('/api/*', (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return compression(c, next);
  });

  app.use('/api/*', sameOriginOnly(env.baseUrl));
  app.use('/api/*', checkPathAndQuery);
  // better-auth: sign-in, callbacks, sign-out; nothing else of it is reachable (isUsedAuthEndpoint).
  app.use('/api/auth/*', limitBody(MAX_AUTH_BODY));
  app.use('/api/auth/*', checkJsonBody);
  const authHandler = authRequestHandler(auth);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    if (!isUsedAuthEndpoint(c.req.method, c.req.path.slice('/api/auth'.length))) {
      return errorResponse(c, new AppError(404, 'not_found', 'There is no such API endpoint.'));
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, pseudonymousAddress(c.var.clientIp, secret));
    return authHandler(new Request(c.req.raw, { headers }));
  });

  const jsonBodyLimit = limitBody(MAX_JSON_BODY);
  // Upload routes take raw image bytes and set their own size limit.
  const isUpload = (path: string) => UPLOAD_PATHS.includes(path);
  // A GET or HEAD has no body here (@hono/node-server never attaches one); skipping the limit there also spares every
  // read the cost of building a web Request with a body stream just to find it empty.
  const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('/api/*', (c, next) => (isUpload(c.req.path) || hasNoBody(c.req.method) ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', (c, next) => (isUpload(c.req.path) ? next() : requireJsonBody(c, next)));
  app.use('/api/*', (c, next) => (isUpload(c.req.path) ? next() : checkJsonBody(c, next)));
  // Every API request reads the session once (guards.ts); GET /api/health answered above, without it.
  app.use('/api/*', loadSession({ cookieName: sessionCookieName, secret }));
  app.route('/api', apiRoutes());
  app.all('/api/*', (c) => errorResponse(c, new AppError(404, 'not_found', 'There is no such API endpoint.')));

  if (devIdp) app.route(DEV_IDP_PATH, devIdp.routes);

  if (spa) {
    mountSpa(app, spa, db, async (c) => signedSessionToken(c, await sessionCookieName, secret) !== null);
  } else if (options.staticDir) {
    logger.warn({ staticDir: options.staticDir }, 'the web app is not built (run "npm run build"); serving the API only');
  }

  return { app, auth };
}

/** A hashed asset from memory; an unknown one is a 404, never index.html. */
function serveAsset(c: Context<AppEnv>, spa: StaticFiles) {
  const file = spa.files.get(c.req.path);
  return file ? sendStaticFile(c, file) : c.text('Not found', 404);
}

const hasQuery = (url: string) => new URL(url).search !== '';

/** Catalog pages' copies of index.html kept at once (about 2.5 KB each with both codings), and for how long. */
const PAGE_COPIES = 2_000;
const PAGE_COPY_MS = 5 * 60_000;

/**
 * index.html for a college's or a field of study's page, naming that page's code and first API answer in its head
 * (page-html.ts), or undefined for every other address (and for an unknown or malformed id). Each distinct copy is
 * made and compressed once, then kept a while (bounded: the least recently used goes first), so an address costs a
 * database lookup only when its copy is not kept.
 */
function catalogPageCopies(spa: StaticFiles, db: Database) {
  const copies = new Map<string, { file: StaticFile | undefined; expiresAt: number }>();
  return async (c: Context<AppEnv>, language: Locale, hasSessionCookie: () => Promise<boolean>): Promise<StaticFile | undefined> => {
    if (!spa.manifest || !/^\/(colleges|majors)\//i.test(c.req.path)) return undefined;
    const signedOut = !(await hasSessionCookie());
    const url = new URL(c.req.url);
    const key = `${language}|${signedOut ? 'visitor' : 'session'}|${url.pathname}${url.search}`;
    const kept = copies.get(key);
    const now = Date.now();
    if (kept && kept.expiresAt > now) {
      copies.delete(key);
      copies.set(key, kept);
      return kept.file;
    }
    const page = await catalogPage(db, url.pathname, url.searchParams, { locale: language, signedOut });
    const index = spa.indexes[language];
    const bytes = index.variants.identity?.body;
    let file: StaticFile | undefined;
    if (page && bytes) {
      const manifest = spa.manifest;
      const html = withPageHead(Buffer.from(bytes).toString('utf8'), {
        modules: [...new Set(page.modules.flatMap((module) => chunksOf(manifest, module)))],
        fetches: page.fetch ? [page.fetch] : [],
        signedOut,
      });
      file = fileFromBytes(index, new Uint8Array(Buffer.from(html, 'utf8')), index.variants.identity?.file ?? 'index.html', 5);
    }
    copies.delete(key);
    if (copies.size >= PAGE_COPIES) copies.delete(copies.keys().next().value!);
    copies.set(key, { file, expiresAt: now + PAGE_COPY_MS });
    return file;
  };
}

/**
 * The build's other files (favicon, sign-in popup page) by name; index.html for every client route, or, for a public
 * page requested at its bare address without a session cookie, its prerendered copy (ADR 0029) while it holds (a
 * month-bound copy in its month). A query is the page's state (the calculator's inputs, the forum's filters), which the
 * copy does not show. A signed cookie gets the empty index.html even if its session has ended: the app then asks, so
 * a signed-in student never sees a signed-out page first. A college's or field of study's page gets index.html naming
 * what that page loads first (ADR 0046).
 */
function mountSpa(app: Hono<AppEnv>, spa: StaticFiles, db: Database, hasSessionCookie: (c: Context<AppEnv>) => Promise<boolean>) {
  const catalogCopy = catalogPageCopies(spa, db);
  app.get('*', async (c) => {
    // The app's home is /dashboard (the router's redirect): sent here, a first visit gets its prerendered copy.
    if (c.req.path === '/') return c.redirect(`/dashboard${new URL(c.req.url).search}`, 302);
    const file = c.req.path === '/index.html' ? undefined : spa.files.get(c.req.path);
    if (file) return sendStaticFile(c, file);
    const language = requestLanguage(c);
    const catalog = await catalogCopy(c, language, () => hasSessionCookie(c));
    if (catalog) return sendStaticFile(c, catalog, { varyLanguage: true, varyCookie: true });
    const prerendered = spa.prerendered[language].get(c.req.path);
    const holds = prerendered && !hasQuery(c.req.url) && (!prerendered.month || prerendered.month === utcMonth());
    if (!holds) return sendStaticFile(c, spa.indexes[language], { varyLanguage: true });
    const signedIn = await hasSessionCookie(c);
    return sendStaticFile(c, signedIn ? spa.indexes[language] : prerendered.file, { varyLanguage: true, varyCookie: true });
  });
}
