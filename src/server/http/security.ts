import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';
import { AppError, appError } from './errors';

/**
 * Strict CSP: scripts only from our origin, never inline. Styles allow inline
 * because UI primitives set style attributes and small <style> blocks.
 */
export function securityHeaders(https: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // The sign-in popup must keep its link to the opener across the provider's pages.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
    removePoweredBy: true,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Changes through /api come only from Waypoint's own pages. A browser sends
 * Origin (and Sec-Fetch-Site) with them, so another site's form or script is
 * refused here even where no body is read. Requests with neither header
 * (curl, server-to-server) pass: no browser sent them with its cookies.
 */
export function sameOriginOnly(baseUrl: string) {
  const ownOrigin = new URL(baseUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin !== undefined && origin !== ownOrigin) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
        throw appError(403, 'cross_site_request');
      }
    }
    await next();
  });
}

/**
 * Request bodies on /api are JSON; anything else gets a clear 415 instead of a
 * confusing 400. A form's or text's content type is refused even with an empty
 * body: that is what a cross-site form sends to an action that reads no body.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const hasBody = c.req.header('content-length') !== '0' && (c.req.header('content-length') || c.req.header('transfer-encoding'));
    const type = c.req.header('content-type');
    if ((hasBody || type !== undefined) && !/^application\/json\b/i.test(type ?? '')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
  }
  await next();
});
