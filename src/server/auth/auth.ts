import { runWithAdapter } from '@better-auth/core/context';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { router } from 'better-auth/api';
import { admin, genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { and, eq, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { accounts, sessions, users, verifications } from '@server/db/schema';
import type { Env } from '@server/env';
import { serializeError, type Logger } from '@server/logger';
import { databaseRateLimitStorage } from './rate-limit-storage';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session';
import { DEMO_ADMIN_EMAIL, DEV_IDP_CLIENT_ID, DEV_IDP_PROVIDER_ID, devIdpClientSecret, devIdpIssuer } from './dev-idp-config';

/** The header the server sets from the socket (or a trusted proxy); any client-sent value is replaced. */
export const CLIENT_IP_HEADER = 'x-waypoint-client-ip';

/** Endpoints of the admin plugin that would let an admin mint admins or act as someone else. */
const DISABLED_ADMIN_PATHS = [
  '/admin/set-role',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/set-user-password',
];

/**
 * The better-auth endpoints Waypoint uses: starting a sign-in, the provider's
 * callback, sign-out and better-auth's error page. The others (update-user,
 * change-email, delete-user, list-sessions …) would change users around our
 * own rules and validation, so they answer 404 before better-auth sees them.
 */
const USED_AUTH_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/sign-in\/social$/ },
  // Our providers answer with a redirect (response_mode=query); none uses form_post.
  { method: 'GET', path: /^\/callback\/[\w-]+$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/error$/ },
];

/** `path` is below /api/auth, e.g. "/sign-out". */
export function isUsedAuthEndpoint(method: string, path: string): boolean {
  return USED_AUTH_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}

export function roleFor(email: string, adminEmails: readonly string[]): 'admin' | 'user' {
  return adminEmails.includes(email.trim().toLowerCase()) ? 'admin' : 'user';
}

/**
 * Who is an administrator. The local demo sign-in lets anyone type any e-mail,
 * so with it only its own demo administrator is one and ADMIN_EMAILS is not
 * used; with a real provider, exactly the addresses in ADMIN_EMAILS.
 */
export function adminEmailsFor(env: Pick<Env, 'devIdp' | 'adminEmails'>): readonly string[] {
  return env.devIdp ? [DEMO_ADMIN_EMAIL] : env.adminEmails;
}

/**
 * At start: stored roles follow the configuration (an address taken out of
 * ADMIN_EMAILS is demoted), and when the local demo sign-in is off, the
 * sessions and account links it made are removed, so an e-mail typed into the
 * demo chooser carries nothing into a real deployment.
 */
export async function reconcileSignIns(db: Database, env: Pick<Env, 'devIdp' | 'adminEmails'>) {
  const admins = [...adminEmailsFor(env)];
  const isAdmin = inArray(sql<string>`lower(${users.email})`, admins);
  return db.transaction(async (tx) => {
    const demoted = await tx
      .update(users)
      .set({ role: 'user' })
      .where(and(or(isNull(users.role), ne(users.role, 'user')), not(isAdmin)))
      .returning({ id: users.id });
    const promoted = await tx
      .update(users)
      .set({ role: 'admin' })
      .where(and(or(isNull(users.role), ne(users.role, 'admin')), isAdmin))
      .returning({ id: users.id });
    let endedDemoSessions = 0;
    if (!env.devIdp) {
      const demoUsers = tx.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.providerId, DEV_IDP_PROVIDER_ID));
      endedDemoSessions = (await tx.delete(sessions).where(inArray(sessions.userId, demoUsers)).returning({ id: sessions.id })).length;
      await tx.delete(accounts).where(eq(accounts.providerId, DEV_IDP_PROVIDER_ID));
    }
    return { demoted: demoted.length, promoted: promoted.length, endedDemoSessions };
  });
}

type AuthOptions = {
  db: Database;
  env: Env;
  secret: string;
  logger: Logger;
  /**
   * After each sign-in (a new account's first included): what the composition root wants done for that account.
   * `newAccount` says the account was made by this very sign-in (it has nothing else yet: no profile, no class).
   */
  onSignIn?: (userId: string, newAccount: boolean) => Promise<void>;
};

/** The after-sign-in step; a failure is logged, not answered: the person is signed in either way. */
const afterSignIn =
  ({ logger, onSignIn }: AuthOptions, accountsJustMade: AccountsJustMade) =>
  async (session: { userId: string }) => {
    const newAccount = accountsJustMade.take(session.userId);
    if (!onSignIn) return;
    try {
      await onSignIn(session.userId, newAccount);
    } catch (error) {
      logger.error({ err: serializeError(error), source: 'sign-in' }, 'the after-sign-in step failed');
    }
  };

/** How long after its account was made a session still counts as that account's first sign-in (the same request). */
const JUST_MADE_MS = 60_000;
const MAX_JUST_MADE = 10_000;

/**
 * Accounts made by a sign-in in progress: better-auth makes the user, then the account link, then the session, in one
 * request. Knowing the user is new there spares its session two reads (its role was set from the configuration a
 * moment before; nothing can wait for an account with no profile).
 */
class AccountsJustMade {
  private readonly made = new Map<string, number>();

  add(userId: string) {
    if (this.made.size >= MAX_JUST_MADE) this.made.clear();
    this.made.set(userId, Date.now());
  }

  has(userId: string): boolean {
    const at = this.made.get(userId);
    return at !== undefined && Date.now() - at < JUST_MADE_MS;
  }

  /** Whether the account was just made; its first session is being made, so it is forgotten. */
  take(userId: string): boolean {
    const made = this.has(userId);
    this.made.delete(userId);
    return made;
  }
}

/** The OpenID Connect providers the deployment configures: the school's own, and the demo sign-in when it is on. */
function oidcProvidersFor(env: Env, secret: string): GenericOAuthConfig[] {
  const oidcProviders: GenericOAuthConfig[] = [];
  if (env.oidc) {
    oidcProviders.push({
      providerId: env.oidc.id,
      name: env.oidc.name,
      discoveryUrl: `${env.oidc.issuer}/.well-known/openid-configuration`,
      clientId: env.oidc.clientId,
      clientSecret: env.oidc.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (env.devIdp) {
    oidcProviders.push({
      providerId: DEV_IDP_PROVIDER_ID,
      name: 'Waypoint demo sign-in',
      discoveryUrl: `${devIdpIssuer(env.baseUrl)}/.well-known/openid-configuration`,
      clientId: DEV_IDP_CLIENT_ID,
      clientSecret: devIdpClientSecret(secret),
      scopes: ['openid', 'email', 'profile'],
      // Like a real account chooser: always ask which account to use.
      prompt: 'login',
      pkce: true,
    });
  }
  return oidcProviders;
}

export function createAuth(options: AuthOptions) {
  const { db, env, secret, logger } = options;
  const secure = env.baseUrl.startsWith('https://');
  const adminEmails = adminEmailsFor(env);
  const oidcProviders = oidcProvidersFor(env, secret);
  const accountsJustMade = new AccountsJustMade();

  return betterAuth({
    appName: 'Waypoint',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    socialProviders: {
      ...(env.google
        ? { google: { clientId: env.google.clientId, clientSecret: env.google.clientSecret, prompt: 'select_account' as const } }
        : {}),
      ...(env.microsoft
        ? {
            microsoft: {
              clientId: env.microsoft.clientId,
              clientSecret: env.microsoft.clientSecret,
              tenantId: env.microsoft.tenantId,
              prompt: 'select_account' as const,
            },
          }
        : {}),
    },
    account: {
      // The sign-in's state (its PKCE verifier, where to go back) travels in an encrypted, authenticated cookie that lives ten
      // minutes and is cleared at the callback, instead of a row written at the start and read and deleted at the
      // callback: four statements fewer per sign-in, and any instance can finish a sign-in another one started.
      storeStateStrategy: 'cookie',
      accountLinking: { enabled: true, trustedProviders: ['google', 'microsoft', ...oidcProviders.map((p) => p.providerId)] },
    },
    session: {
      // The app reads sessions itself, in one query (session.ts), with the same lifetime and refresh age.
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a signed-out or deleted session stops working at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      // In PostgreSQL (auth_rate_limits), so every instance counts the same requests; one statement a request.
      customStorage: databaseRateLimitStorage(db),
      window: 60,
      max: 120,
      // Per client address. A school's whole class may share one address, so
      // sign-in is allowed a class-sized burst (40 a minute unless configured)
      // rather than better-auth's 3 per 10 s.
      customRules: {
        '/sign-in/*': { window: 60, max: env.signInsPerMinute },
        '/callback/*': { window: 60, max: env.signInsPerMinute },
      },
    },
    // A 4xx is answered without a log line (better-auth would print each to the console); anything
    // else propagates to the app's error handler, which logs it without SQL parameters.
    onAPIError: { throw: true },
    logger: {
      level: 'warn',
      // better-auth's messages go to our structured log, not the console.
      log: (level, message) => logger[level === 'debug' ? 'debug' : level]({ source: 'better-auth' }, message),
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks when NODE_ENV is "test"; keep them on everywhere.
      disableOriginCheck: false,
      cookiePrefix: 'waypoint',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The header carries a pseudonymous address (app.ts); keep all 128 bits so clients don't share a counter.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
      database: { generateId: () => crypto.randomUUID() },
    },
    disabledPaths: DISABLED_ADMIN_PATHS,
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      ...(oidcProviders.length ? [genericOAuth({ config: oidcProviders })] : []),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, role: roleFor(user.email, adminEmails) } }),
          after: async (user) => accountsJustMade.add(user.id),
        },
      },
      session: {
        create: {
          // The stored role follows the configuration (adminEmailsFor); requests re-check it anyway (guards.ts).
          // Users include minors: keep no IP address or browser string with the session.
          before: async (session) => {
            // A user made by this sign-in got its role from the configuration a moment ago (user.create above).
            if (accountsJustMade.has(session.userId)) return { data: { ...session, ipAddress: null, userAgent: null } };
            const [owner] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, session.userId));
            if (owner) {
              const role = roleFor(owner.email, adminEmails);
              if (owner.role !== role) await db.update(users).set({ role }).where(eq(users.id, session.userId));
            }
            return { data: { ...session, ipAddress: null, userAgent: null } };
          },
          after: afterSignIn(options, accountsJustMade),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's request handler, with its router built once. `auth.handler` copies its context and builds its whole
 * router (every endpoint, plugin and route tree) for each request, so that a deployment whose base URL, trusted
 * origins or trusted providers are worked out per request gets them; ours are fixed at start (a base URL, two lists),
 * and the copy it makes holds exactly what the context built at start holds. The request still runs inside
 * better-auth's adapter scope, as `auth.handler` runs it: database hooks queued after its writes run before the answer.
 */
export function authRequestHandler(auth: Auth): (request: Request) => Promise<Response> {
  const { options } = auth;
  const fixed =
    typeof options.baseURL === 'string' &&
    Array.isArray(options.trustedOrigins) &&
    Array.isArray(options.account?.accountLinking?.trustedProviders ?? []);
  if (!fixed) return (request) => auth.handler(request);
  // `router` is typed for any options' context; the one `auth.$context` gives is typed with our exact options.
  const built = auth.$context.then((context) => ({ context, handler: router(context as never, options).handler }));
  return async (request) => {
    const { context, handler } = await built;
    return runWithAdapter(context.adapter, () => handler(request));
  };
}

/** Providers the sign-in page offers, in order. */
export function signInProviders(env: Env): { id: string; name: string; kind: 'social' | 'demo' }[] {
  const list: { id: string; name: string; kind: 'social' | 'demo' }[] = [];
  if (env.google) list.push({ id: 'google', name: 'Google', kind: 'social' });
  if (env.microsoft) list.push({ id: 'microsoft', name: 'Microsoft', kind: 'social' });
  if (env.oidc) list.push({ id: env.oidc.id, name: env.oidc.name, kind: 'social' });
  if (env.devIdp) list.push({ id: DEV_IDP_PROVIDER_ID, name: 'Waypoint demo sign-in', kind: 'demo' });
  return list;
}
