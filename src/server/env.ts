import { z } from 'zod';

/**
 * Configuration, read once from the environment and validated here. Nothing
 * else reads `process.env` (except test set-up). A bad value fails the start
 * with the variable's name.
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1' || value === 'on'));

const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optionalString.transform((value) => value ?? './data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  BASE_URL: optionalUrl,
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT_ID: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  DEV_IDP: booleanFlag,
  ADMIN_EMAILS: optionalString.transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
  EDUCATOR_EMAIL_DOMAINS: optionalString.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,63}$/,
              'must be a comma-separated list of e-mail domains, e.g. school.org,district.k12.us',
            ),
        ),
      )
      .optional(),
  ),
  TRUST_PROXY: booleanFlag,
  CLASS_CODE_MISSES_PER_ACCOUNT: z.coerce.number().int().min(1, 'must be at least 1').max(100_000, 'must be at most 100000').default(10),
  CLASS_CODE_MISSES_PER_ADDRESS: z.coerce.number().int().min(1, 'must be at least 1').max(100_000, 'must be at most 100000').default(30),
  CLASS_CODE_WINDOW_MINUTES: z.coerce.number().int().min(1, 'must be at least 1').max(1440, 'must be at most 1440').default(15),
  ROSTER_MAX_UPLOAD_MB: z.coerce.number().int().min(1, 'must be at least 1').max(500, 'must be at most 500').default(20),
  ROSTER_MAX_UNPACKED_MB: z.coerce.number().int().min(1, 'must be at least 1').max(2000, 'must be at most 2000').default(50),
  ROSTER_MAX_ROWS: z.coerce.number().int().min(10, 'must be at least 10').max(1_000_000, 'must be at most 1000000').default(100_000),
  SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').max(100_000, 'must be at most 100000').default(40),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(50, 'must be at least 50').max(8000, 'must be at most 8000').default(800),
  AI_DAILY_TOKENS: z.coerce.number().int().min(1000, 'must be at least 1000').max(10_000_000).default(40_000),
  AI_TIMEOUT_SECONDS: z.coerce.number().min(1, 'must be at least 1').max(600, 'must be at most 600').default(45),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString.pipe(z.email().optional()),
  MEETING_BASE_URL: optionalUrl,
  OPERATOR_NAME: optionalString.pipe(z.string().max(120, 'must be at most 120 characters').optional()),
  OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
});

type ParsedEnv = z.infer<typeof envSchema>;

export interface OidcProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Env {
  nodeEnv: ParsedEnv['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin of the app, e.g. https://waypoint.example.org */
  baseUrl: string;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  microsoft: { clientId: string; clientSecret: string; tenantId: string } | undefined;
  oidc: OidcProviderConfig | undefined;
  devIdp: boolean;
  adminEmails: string[];
  /** Educators whose e-mail domain is one of these are verified without an admin; lower case, no "@". */
  educatorEmailDomains: string[];
  trustProxy: boolean;
  /** Sign-in starts and provider callbacks per client address per minute. */
  signInsPerMinute: number;
  /** Class code lookups that found no class, allowed per account and per client address in each window. */
  classCodeMisses: { perAccount: number; perAddress: number; windowMs: number };
  /** OneRoster imports: the upload's size, the CSVs' total size once unpacked, and the rows of any one file. */
  rostering: { maxUploadBytes: number; maxUnpackedBytes: number; maxRows: number };
  logLevel: ParsedEnv['LOG_LEVEL'];
  /** The AI counselor's model endpoint; undefined runs the offline counselor (ADR 0009). */
  ai:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        /** Cap on one reply. */
        maxOutputTokens: number;
        /** Cap per signed-in user, or per visitor address, per UTC day (prompt and reply tokens). */
        dailyTokens: number;
        /** A reply that takes longer is cut off with a clear message. */
        timeoutMs: number;
      }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mentorship meeting rooms live (a Jitsi server); room names are appended. */
  meetingBaseUrl: string;
  /** Who runs this installation (a school district, say), shown on About and the privacy policy. */
  operator: { name: string | undefined; email: string | undefined };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function pair<T>(idName: string, secretName: string, id: string | undefined, secret: string | undefined, build: () => T) {
  if (!id && !secret) return undefined;
  if (!id) throw new ConfigError(`${idName} is required when ${secretName} is set`);
  if (!secret) throw new ConfigError(`${secretName} is required when ${idName} is set`);
  return build();
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = result.data;

  const google = pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, () => ({
    clientId: e.GOOGLE_CLIENT_ID!,
    clientSecret: e.GOOGLE_CLIENT_SECRET!,
  }));
  const microsoft = pair('MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET', e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, () => ({
    clientId: e.MICROSOFT_CLIENT_ID!,
    clientSecret: e.MICROSOFT_CLIENT_SECRET!,
    tenantId: e.MICROSOFT_TENANT_ID ?? 'common',
  }));
  let oidc: OidcProviderConfig | undefined;
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    if (!e.OIDC_ISSUER) throw new ConfigError('OIDC_ISSUER is required when OIDC_CLIENT_ID is set');
    if (!e.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    if (!e.OIDC_CLIENT_SECRET) throw new ConfigError('OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set');
    oidc = {
      id: 'oidc',
      name: e.OIDC_NAME ?? 'your organisation',
      issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    };
  }
  const realProvider = Boolean(google || microsoft || oidc);
  if (e.DEV_IDP === true && realProvider) {
    throw new ConfigError('DEV_IDP must not be true when a real sign-in provider (Google, Microsoft or OIDC) is configured');
  }

  const port = e.PORT;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  // An https BASE_URL is a real deployment: the demo sign-in (anyone picks any account) runs there only on purpose.
  if (!realProvider && e.DEV_IDP === undefined && baseUrl.startsWith('https://')) {
    throw new ConfigError(
      'Invalid configuration: BASE_URL is https but no sign-in provider is set; configure GOOGLE_CLIENT_ID/SECRET, MICROSOFT_CLIENT_ID/SECRET or OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET, or set DEV_IDP=on to run the local demo sign-in anyway',
    );
  }
  let ai: Env['ai'];
  if (e.AI_BASE_URL) {
    if (!e.AI_MODEL) throw new ConfigError('AI_MODEL is required when AI_BASE_URL is set');
    ai = {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
      dailyTokens: e.AI_DAILY_TOKENS,
      timeoutMs: Math.round(e.AI_TIMEOUT_SECONDS * 1000),
    };
  }

  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    authSecret: e.AUTH_SECRET,
    google,
    microsoft,
    oidc,
    devIdp: e.DEV_IDP ?? !realProvider,
    adminEmails: e.ADMIN_EMAILS,
    educatorEmailDomains: e.EDUCATOR_EMAIL_DOMAINS ?? [],
    trustProxy: e.TRUST_PROXY ?? false,
    signInsPerMinute: e.SIGN_INS_PER_MINUTE,
    classCodeMisses: {
      perAccount: e.CLASS_CODE_MISSES_PER_ACCOUNT,
      perAddress: e.CLASS_CODE_MISSES_PER_ADDRESS,
      windowMs: e.CLASS_CODE_WINDOW_MINUTES * 60_000,
    },
    rostering: {
      maxUploadBytes: e.ROSTER_MAX_UPLOAD_MB * 1024 * 1024,
      maxUnpackedBytes: e.ROSTER_MAX_UNPACKED_MB * 1024 * 1024,
      maxRows: e.ROSTER_MAX_ROWS,
    },
    logLevel: e.LOG_LEVEL,
    ai,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Waypoint <no-reply@localhost>',
    meetingBaseUrl: (e.MEETING_BASE_URL ?? 'https://meet.jit.si').replace(/\/$/, ''),
    operator: { name: e.OPERATOR_NAME, email: e.OPERATOR_EMAIL },
  };
}
