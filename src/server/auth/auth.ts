import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, authRateLimits, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';
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

export function roleFor(email: string, adminEmails: readonly string[]): 'admin' | 'user' {
  return adminEmails.includes(email.trim().toLowerCase()) ? 'admin' : 'user';
}

export function createAuth(options: { db: Database; env: Env; secret: string; logger: Logger }) {
  const { db, env, secret, logger } = options;
  const secure = env.baseUrl.startsWith('https://');
  // The demo admin account exists only with the local provider, which never runs beside a real one.
  const adminEmails = env.devIdp ? [...env.adminEmails, DEMO_ADMIN_EMAIL] : env.adminEmails;

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

  return betterAuth({
    appName: 'Waypoint',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    socialProviders: {
      ...(env.google ? { google: { clientId: env.google.clientId, clientSecret: env.google.clientSecret, prompt: 'select_account' as const } } : {}),
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
      accountLinking: { enabled: true, trustedProviders: ['google', 'microsoft', ...oidcProviders.map((p) => p.providerId)] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a signed-out or deleted session stops working at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
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
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS is the only source of the admin role: re-derive it at every sign-in.
          // Users include minors: keep no IP address or browser string with the session.
          before: async (session) => {
            const [owner] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, session.userId));
            if (owner) {
              const role = roleFor(owner.email, adminEmails);
              if (owner.role !== role) await db.update(users).set({ role }).where(eq(users.id, session.userId));
            }
            return { data: { ...session, ipAddress: null, userAgent: null } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Providers the sign-in page offers, in order. */
export function signInProviders(env: Env): { id: string; name: string; kind: 'social' | 'demo' }[] {
  const list: { id: string; name: string; kind: 'social' | 'demo' }[] = [];
  if (env.google) list.push({ id: 'google', name: 'Google', kind: 'social' });
  if (env.microsoft) list.push({ id: 'microsoft', name: 'Microsoft', kind: 'social' });
  if (env.oidc) list.push({ id: env.oidc.id, name: env.oidc.name, kind: 'social' });
  if (env.devIdp) list.push({ id: DEV_IDP_PROVIDER_ID, name: 'Waypoint demo sign-in', kind: 'demo' });
  return list;
}
