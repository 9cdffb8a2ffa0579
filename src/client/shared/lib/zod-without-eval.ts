/*
 * The CSP allows no eval (script-src 'self', src/server/http/security.ts). zod 4 compiles object parsers
 * with `new Function` unless told not to, and its probe for that is itself a blocked eval, which the
 * browser reports as a CSP violation (Lighthouse's "best practices") on every page that parses. `jitless`
 * skips both. It is set on zod's global config object, so the entry need not load zod to set it; the
 * object is shared whether zod loads before or after this module (zod/v4/core/core.js `globalConfig`).
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
