import { createECDH, createHash, createHmac, createPrivateKey } from 'node:crypto';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { devIdentities } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { hasInvalidText } from '@server/http/input';
import type { Logger } from '@server/logger';
import { devIdpStore } from './dev-idp-store';
import { DEMO_ACCOUNTS, DEV_IDP_CLIENT_ID, DEV_IDP_PATH, DEV_IDP_PROVIDER_ID, devIdpClientSecret, devIdpIssuer } from './dev-idp-config';

/*
 * A real OpenID Connect provider (oidc-provider) mounted under /oidc, with an
 * account chooser like a third party's. It exists so that a fresh offline
 * machine, and every test, signs in through the same OIDC code path as
 * production. It is only mounted when no real provider is configured.
 */

/** oidc-provider speaks Node's request/response; @hono/node-server hands them to us. */
function nodeBindings(c: Context<AppEnv>) {
  const { incoming, outgoing } = c.env;
  if (!incoming || !outgoing) throw new Error('The local identity provider needs the Node HTTP server (@hono/node-server).');
  return { incoming: incoming as typeof incoming & { originalUrl?: string }, outgoing };
}

const accountIdFor = (email: string) => Buffer.from(email.toLowerCase(), 'utf8').toString('base64url');
const emailFor = (accountId: string) => Buffer.from(accountId, 'base64url').toString('utf8');

const anotherAccountSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(80, 'Use at most 80 characters')
    .refine((name) => !hasInvalidText(name), 'Remove the invisible character from your name'),
  email: z
    .email('Enter a valid e-mail address')
    .max(254)
    .transform((value) => value.toLowerCase())
    // A typed address is never one of the demo accounts, so never the demo administrator.
    .refine((email) => !DEMO_ACCOUNTS.some((account) => account.email === email), 'That is a demo account: choose it from the list above'),
});

type DevIdpOptions = { db: Database; baseUrl: string; secret: string; logger: Logger };

/** How far the provider lets a record's expiry slip (oidc-provider's default), and so how long the store keeps it past. */
const CLOCK_TOLERANCE_SECONDS = 15;

/** The ID tokens' algorithm: a P-256 key can be derived from the secret (an RSA key cannot, short of generating one). */
const SIGNING_ALG = 'ES256';

/**
 * The provider's ID-token signing key, the same on every instance that shares the secret: a P-256 private
 * key is any number below the curve's order, so an HMAC of the secret is one (in the rare case it is not,
 * the next counter's). better-auth verifies ID tokens with the keys it fetched from one instance's
 * /oidc/jwks, and any instance may have signed them.
 */
export function devIdpSigningKey(secret: string) {
  for (let counter = 0; ; counter++) {
    const scalar = createHmac('sha256', secret).update(`dev-idp-signing-key:${counter}`).digest();
    const curve = createECDH('prime256v1');
    try {
      curve.setPrivateKey(scalar);
    } catch {
      continue; // zero or not below the order: about one chance in 2^32
    }
    const point = curve.getPublicKey(); // 0x04 ‖ x ‖ y
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33).toString('base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x, y, d: scalar.toString('base64url') };
    // Node checks the point is on the curve and matches the private number.
    createPrivateKey({ key: jwk, format: 'jwk' });
    const kid = createHash('sha256').update(`${x}.${y}`).digest('base64url').slice(0, 16);
    return { ...jwk, kid, use: 'sig', alg: SIGNING_ALG };
  }
}

/**
 * The provider's settings: Waypoint as its one client, the signing key derived from the secret, its state in
 * PostgreSQL, and accounts from the demo list or the table. Nothing in it belongs to one instance.
 */
function providerConfiguration({ db, baseUrl, secret }: DevIdpOptions): Configuration {
  return {
    adapter: devIdpStore(db, { clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS }),
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: devIdpClientSecret(secret),
        redirect_uris: [
          `${baseUrl}/api/auth/oauth2/callback/${DEV_IDP_PROVIDER_ID}`,
          `${baseUrl}/api/auth/callback/${DEV_IDP_PROVIDER_ID}`,
        ],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    jwks: { keys: [devIdpSigningKey(secret)] },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    cookies: { keys: [createHash('sha256').update(`${secret}:dev-idp-cookies`).digest('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Only what better-auth uses: no built-in login or logout pages.
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: async (_ctx, accountId) => {
      const email = emailFor(accountId);
      const demo = DEMO_ACCOUNTS.find((account) => account.email === email);
      let name = demo?.name;
      if (!name) {
        const [row] = await db.select().from(devIdentities).where(eq(devIdentities.email, email));
        name = row?.name;
      }
      if (!name) return undefined;
      return { accountId, claims: () => ({ sub: accountId, email, email_verified: true, name }) };
    },
    // Waypoint is the only client: grant the scopes it asks for without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        html`<h1>Sign-in could not continue</h1>
          <p>${out.error_description ?? out.error}</p>
          <p><a href="/signin">Back to Waypoint</a></p>`,
      ).toString();
    },
  };
}

/** An old tab or a made-up link names an interaction that expired or never existed: say so, with a 400. */
function expiredInteraction(error: Error, c: Context<AppEnv>) {
  if (!(error instanceof errors.OIDCProviderError) || error.status >= 500) throw error;
  return c.html(
    page(
      'Sign-in error',
      html`<h1>This sign-in step has expired</h1>
        <p>Please start again from Waypoint.</p>
        <p><a href="/signin">Back to Waypoint</a></p>`,
    ),
    400,
  );
}

/**
 * The chooser's answer: a demo account, or a name and e-mail for another one (stored so the
 * provider can find it later). A bad choice shows the chooser again with a 400.
 */
function chooseAccount(db: Database, provider: Provider) {
  return async (c: Context<AppEnv>) => {
    const uid = c.req.param('uid') ?? '';
    const form = await c.req.parseBody();
    let email: string;
    if (typeof form.account === 'string' && form.account !== 'another') {
      const demo = DEMO_ACCOUNTS.find((account) => account.email === form.account);
      if (!demo) return c.html(chooserPage(uid, { error: 'Choose one of the accounts.' }), 400);
      email = demo.email;
    } else {
      const parsed = anotherAccountSchema.safeParse({ name: form.name, email: form.email });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Check the name and e-mail.';
        return c.html(
          chooserPage(uid, { error: message, another: true, name: String(form.name ?? ''), email: String(form.email ?? '') }),
          400,
        );
      }
      email = parsed.data.email;
      await db
        .insert(devIdentities)
        .values({ email, name: parsed.data.name })
        .onConflictDoUpdate({ target: devIdentities.email, set: { name: parsed.data.name } });
    }
    const { incoming, outgoing } = nodeBindings(c);
    const redirectTo = await provider.interactionResult(
      incoming,
      outgoing,
      { login: { accountId: accountIdFor(email) } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(redirectTo, 303);
  };
}

/** Cancel on the chooser: back to Waypoint with access_denied. */
function cancelSignIn(provider: Provider) {
  return async (c: Context<AppEnv>) => {
    const { incoming, outgoing } = nodeBindings(c);
    const redirectTo = await provider.interactionResult(
      incoming,
      outgoing,
      { error: 'access_denied', error_description: 'The user cancelled sign-in.' },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(redirectTo, 303);
  };
}

/** The OIDC protocol itself (discovery, authorize, token, userinfo, jwks), answered by oidc-provider on Node's response. */
function protocolEndpoints(provider: Provider) {
  const handle = provider.callback();
  return async (c: Context<AppEnv>) => {
    const { incoming, outgoing } = nodeBindings(c);
    // Mounted like Express would: the provider sees paths below /oidc and builds URLs with the prefix.
    incoming.originalUrl = incoming.url;
    incoming.url = (incoming.url ?? '/').slice(DEV_IDP_PATH.length) || '/';
    await handle(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  };
}

/** The provider and its Hono routes, mounted under /oidc. */
export function createDevIdentityProvider(options: DevIdpOptions) {
  const { db, baseUrl, logger } = options;
  const issuer = devIdpIssuer(baseUrl);
  const provider = new Provider(issuer, providerConfiguration(options));
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'dev identity provider error'));
  /*
   * The provider writes its endpoints' addresses (in discovery, in redirects) from the request's host and
   * scheme. Behind a load balancer that is whichever instance answered, and a browser sent there would skip
   * the balancer; so every request is told it arrived at BASE_URL, the address the users and the issuer use
   * (what a client sends in these headers is replaced, never trusted).
   */
  provider.proxy = true;
  const publicAddress = new URL(baseUrl);
  const publicHost = publicAddress.host;
  const publicScheme = publicAddress.protocol.slice(0, -1);

  const securityHeaders = Object.entries(devIdpSecurityHeaders(baseUrl.startsWith('https://')));
  const routes = new Hono<AppEnv>()
    // On Node's request and response, so they reach oidc-provider's answers too (Hono's own responses merge into it).
    .use('*', async (c, next) => {
      const { incoming, outgoing } = c.env;
      if (incoming) {
        incoming.headers['x-forwarded-host'] = publicHost;
        incoming.headers['x-forwarded-proto'] = publicScheme;
      }
      for (const [name, value] of securityHeaders) outgoing?.setHeader(name, value);
      await next();
    })
    .onError(expiredInteraction)
    .get('/interaction/:uid', async (c) => {
      const { incoming, outgoing } = nodeBindings(c);
      const details = await provider.interactionDetails(incoming, outgoing);
      return c.html(chooserPage(details.uid));
    })
    .post('/interaction/:uid/login', chooseAccount(db, provider))
    .post('/interaction/:uid/abort', cancelSignIn(provider))
    .all('/*', protocolEndpoints(provider));

  return { routes, issuer };
}

/** The pages' only style sheet; the CSP allows exactly it, by its hash. */
const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  .badge { display: inline-block; background: #fef3c7; color: #78350f; border-radius: 999px; padding: 0.15rem 0.6rem; font-size: 0.8rem; font-weight: 600; }
  h1 { font-size: 1.25rem; margin: 0.75rem 0 0.25rem; }
  p { color: #334155; }
  ul { list-style: none; padding: 0; margin: 1rem 0; }
  li + li { margin-top: 0.5rem; }
  button.account { width: 100%; text-align: left; display: flex; flex-direction: column; gap: 0.1rem; padding: 0.7rem 0.9rem; border: 1px solid #cbd5e1; background: #fff; border-radius: 0.5rem; font: inherit; cursor: pointer; }
  button.account:hover, button.account:focus-visible { border-color: #1d4ed8; background: #eff6ff; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .email { color: #475569; font-size: 0.9rem; }
  label { display: block; font-weight: 600; margin-top: 0.75rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.55rem; border: 1px solid #64748b; border-radius: 0.4rem; font: inherit; margin-top: 0.25rem; }
  .primary { margin-top: 1rem; background: #1d4ed8; color: #fff; border: 0; border-radius: 0.5rem; padding: 0.6rem 1rem; font: inherit; font-weight: 600; cursor: pointer; }
  .link { background: none; border: 0; color: #1d4ed8; text-decoration: underline; font: inherit; cursor: pointer; padding: 0; margin-top: 1rem; }
  .error { background: #fee2e2; color: #7f1d1d; padding: 0.6rem; border-radius: 0.4rem; }
  details summary { cursor: pointer; font-weight: 600; color: #1d4ed8; margin-top: 0.5rem; }
  .note { font-size: 0.9rem; margin: 0.5rem 0 0; }
`;

/**
 * Headers for everything under /oidc: the chooser and error pages (no scripts,
 * one inline style sheet allowed by hash) and oidc-provider's own protocol
 * responses, which it writes straight to Node's response.
 */
export function devIdpSecurityHeaders(https: boolean): Record<string, string> {
  const styleHash = createHash('sha256').update(PAGE_STYLE).digest('base64');
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function page(title: string, body: ReturnType<typeof html>) {
  // The style sheet must stay byte for byte what the CSP hash covers, so Prettier leaves this template alone.
  // prettier-ignore
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>${raw(PAGE_STYLE)}</style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

function chooserPage(uid: string, state: { error?: string; another?: boolean; name?: string; email?: string } = {}) {
  const action = `${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Choose an account – Waypoint demo sign-in',
    html`<span class="badge">Local demo sign-in — not a real account provider</span>
      <h1>Choose an account</h1>
      <p>to continue to Waypoint</p>
      ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ''}
      <form method="post" action="${action}/login">
        <ul>
          ${DEMO_ACCOUNTS.map(
            (account) =>
              html`<li>
                <button class="account" type="submit" name="account" value="${account.email}">
                  <strong>${account.name} (${account.label})</strong><span class="email">${account.email}</span>
                </button>
              </li>`,
          )}
        </ul>
      </form>
      <details ${state.another ? 'open' : ''}>
        <summary>Use another account</summary>
        <p class="note">A typed account is never an administrator.</p>
        <form method="post" action="${action}/login">
          <input type="hidden" name="account" value="another" />
          <label for="name">Name</label>
          <input id="name" name="name" autocomplete="name" required maxlength="80" value="${state.name ?? ''}" />
          <label for="email">E-mail</label>
          <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${state.email ?? ''}" />
          <button class="primary" type="submit">Continue</button>
        </form>
      </details>
      <form method="post" action="${action}/abort"><button class="link" type="submit">Cancel</button></form>`,
  );
}
