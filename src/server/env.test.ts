import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults: port 3000, ./data, embedded database, dev sign-in on', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      devIdp: true,
      adminEmails: [],
    });
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ BASE_URL: 'not a url' })).toThrow(/BASE_URL/);
    expect(() => loadEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters|AUTH_SECRET/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(ConfigError);
  });

  it('needs both halves of a provider', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadEnv({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('turns the dev identity provider off when a real provider is configured, and refuses both', () => {
    const google = loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(google.devIdp).toBe(false);
    expect(google.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', DEV_IDP: 'true' })).toThrow(/DEV_IDP/);
    expect(loadEnv({ DEV_IDP: 'false' }).devIdp).toBe(false);
  });

  it('refuses an https deployment with only the demo sign-in, unless DEV_IDP=on says so', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', BASE_URL: 'https://waypoint.example.org' })).toThrow(ConfigError);
    expect(() => loadEnv({ BASE_URL: 'https://waypoint.example.org' })).toThrow(
      /^Invalid configuration: BASE_URL is https but no sign-in provider is set; configure GOOGLE_CLIENT_ID\/SECRET, MICROSOFT_CLIENT_ID\/SECRET or OIDC_ISSUER\/OIDC_CLIENT_ID\/OIDC_CLIENT_SECRET, or set DEV_IDP=on [^\n]*$/,
    );
    expect(loadEnv({ BASE_URL: 'https://waypoint.example.org', DEV_IDP: 'on' }).devIdp).toBe(true);
    expect(loadEnv({ BASE_URL: 'https://waypoint.example.org', DEV_IDP: 'true' }).devIdp).toBe(true);
    expect(loadEnv({ BASE_URL: 'https://waypoint.example.org', DEV_IDP: 'off' }).devIdp).toBe(false);
    expect(loadEnv({ BASE_URL: 'https://waypoint.example.org', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).devIdp).toBe(
      false,
    );
    // A fresh machine (`npm start`, http://localhost:3000) keeps the demo sign-in.
    expect(loadEnv({ NODE_ENV: 'production' }).devIdp).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', BASE_URL: 'http://localhost:3000' }).devIdp).toBe(true);
  });

  it('normalises admin e-mails and the base URL', () => {
    const env = loadEnv({ ADMIN_EMAILS: ' A@X.org , b@y.org,, ', BASE_URL: 'https://waypoint.example.org/', DEV_IDP: 'on' });
    expect(env.adminEmails).toEqual(['a@x.org', 'b@y.org']);
    expect(env.baseUrl).toBe('https://waypoint.example.org');
  });

  it('reads who runs the installation, and checks the contact address', () => {
    expect(loadEnv({}).operator).toEqual({ name: undefined, email: undefined });
    expect(loadEnv({ OPERATOR_NAME: ' Springfield Public Schools ', OPERATOR_EMAIL: 'privacy@springfield.example' }).operator).toEqual({
      name: 'Springfield Public Schools',
      email: 'privacy@springfield.example',
    });
    expect(() => loadEnv({ OPERATOR_EMAIL: 'not-an-address' })).toThrow(/OPERATOR_EMAIL/);
  });

  it('configures the AI counselor only with an endpoint and a model, with its limits', () => {
    expect(loadEnv({}).ai).toBeUndefined();
    expect(() => loadEnv({ AI_BASE_URL: 'https://ai.example.org/v1' })).toThrow(/AI_MODEL is required/);
    expect(loadEnv({ AI_BASE_URL: 'https://ai.example.org/v1', AI_MODEL: 'm', AI_API_KEY: 'k' }).ai).toEqual({
      baseUrl: 'https://ai.example.org/v1',
      apiKey: 'k',
      model: 'm',
      maxOutputTokens: 800,
      dailyTokens: 40_000,
      timeoutMs: 45_000,
    });
    expect(
      loadEnv({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'm', AI_TIMEOUT_SECONDS: '2.5', AI_DAILY_TOKENS: '5000' }).ai,
    ).toMatchObject({ timeoutMs: 2500, dailyTokens: 5000 });
    expect(() => loadEnv({ AI_BASE_URL: 'ftp://ai.example.org' })).toThrow(/AI_BASE_URL/);
    expect(() => loadEnv({ AI_MAX_OUTPUT_TOKENS: '10' })).toThrow(/AI_MAX_OUTPUT_TOKENS must be at least 50/);
  });

  it('allows 40 sign-ins a minute per address unless SIGN_INS_PER_MINUTE says otherwise', () => {
    expect(loadEnv({}).signInsPerMinute).toBe(40);
    expect(loadEnv({ SIGN_INS_PER_MINUTE: '500' }).signInsPerMinute).toBe(500);
    expect(() => loadEnv({ SIGN_INS_PER_MINUTE: '0' })).toThrow(/SIGN_INS_PER_MINUTE must be at least 1/);
  });
  it('reads EDUCATOR_EMAIL_DOMAINS as lower-case domains and refuses anything else', () => {
    expect(loadEnv({}).educatorEmailDomains).toEqual([]);
    expect(loadEnv({ EDUCATOR_EMAIL_DOMAINS: ' Lincoln.K12.us, @district.org,, ' }).educatorEmailDomains).toEqual([
      'lincoln.k12.us',
      'district.org',
    ]);
    expect(() => loadEnv({ EDUCATOR_EMAIL_DOMAINS: 'teacher@school.org' })).toThrow(/EDUCATOR_EMAIL_DOMAINS/);
    expect(() => loadEnv({ EDUCATOR_EMAIL_DOMAINS: 'localhost' })).toThrow(/EDUCATOR_EMAIL_DOMAINS/);
  });
});
