import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noHardcodedJsxText } from './eslint/no-hardcoded-jsx-text.js';
import { noImportCycles } from './eslint/no-import-cycles.js';

/*
 * Routing (ADR 0028): the app's routes, links and location come from @client/shared/routing, the
 * only code that imports wouter. react-router is gone; neither is imported anywhere else. Every
 * entry below that sets no-restricted-imports repeats these (the options do not merge).
 */
const noReactRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Routing comes from @client/shared/routing (ADR 0028): react-router is not used.',
};
const noWouter = {
  group: ['wouter', 'wouter/*'],
  message: 'Only src/client/shared/routing imports wouter: import from @client/shared/routing (ADR 0028).',
};
const routingPatterns = [noReactRouter, noWouter];
/** Schemas the browser may load are zod/mini through @domain/zod; src/domain/zod.ts itself and tests are exempt below. */
const zodThroughDomain = {
  regex: '^zod(/|$)',
  message: 'Import z from @domain/zod (zod/mini): classic zod ships whole with the first schema a page loads.',
};

/** The AI SDK's browser side brings its own classic zod (about 45 KB gzipped); the counselor reads its stream itself (ADR 0035). */
const noAiSdkInBrowser = {
  regex: '^(ai|@ai-sdk/.+)$',
  allowTypeImports: true,
  message: 'The browser does not load the AI SDK: use-counselor-chat.ts reads its stream (ADR 0035). Type imports are fine.',
};

/** Import boundaries from ARCHITECTURE.md: domain is pure; client and server never import each other. */
const domainPatterns = [
  {
    group: ['**/server/**', '**/client/**', '**/data/**'],
    message: 'src/domain is pure: it imports nothing from client, server or data.',
  },
  { regex: '^@(server|client|data)(/|$)', message: 'src/domain is pure: it imports nothing from client, server or data.' },
  {
    group: ['react', 'react-dom', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'],
    message: 'src/domain has no I/O, React, ORM or Node imports.',
  },
  { regex: '^(\\.\\./){2,}', message: 'Do not climb ../../: import through an alias (@domain/…).' },
  // The message codes the domain's schemas name are checked against the catalogs' types; no text is imported.
  { regex: '^@locales(/|$)', allowTypeImports: true, message: 'src/domain imports only types from @locales (message codes).' },
  ...routingPatterns,
  noAiSdkInBrowser,
];
const domainRules = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...domainPatterns, ...patterns] }] });

/*
 * Client boundaries (ADR 0018). A feature (src/client/features/<name>) imports its own files,
 * @client/shared, @client/ui, @domain, @data and the API type from @server/app: never another
 * feature and never the app (the app composes features). shared and ui import no feature and not
 * the app. Nothing climbs ../../ (use an alias). The options of one rule do not merge across config
 * entries, so every entry repeats the client-wide patterns.
 */
const ALIASES = {
  '@client/': 'src/client/',
  '@locales/': 'src/locales/',
  '@domain/': 'src/domain/',
  '@data/': 'src/data/',
  '@server/': 'src/server/',
};
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const clientPatterns = [
  { group: ['**/server/**', '!**/server/app'], message: 'The client only imports server types through src/server/app (ApiType).' },
  noAiSdkInBrowser,
  { regex: '^@server/(?!app$)', message: 'The client only imports server types through @server/app (ApiType).' },
  { regex: '^(\\.\\./){2,}', message: 'Do not climb ../../: import through an alias (@client/…, @domain/…, @data/…).' },
  ...routingPatterns,
  zodThroughDomain,
];
const noAppImport = { regex: '^@client/app(/|$)', message: 'Only the app imports the app: it composes features, not the reverse.' };
/** Files at the top of a folder leave it with ../ (into a sibling feature, or from shared or ui into features). */
const noClimbOut = (where) => ({
  regex: '^\\.\\./',
  message: `A file at the top of ${where} does not reach outside it with ../: import through an alias.`,
});
const boundaries = { rules: { 'no-import-cycles': noImportCycles } };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...clientPatterns, ...patterns] }] });

const featureBoundaries = clientFeatures.flatMap((feature) => {
  const otherFeature = {
    regex: `^@client/features/(?!${escapeRegex(feature)}/)`,
    message: `features/${feature} does not import another feature: move what both need to @client/shared.`,
  };
  return [
    { files: [`src/client/features/${feature}/**/*.{ts,tsx}`], rules: restrict(otherFeature, noAppImport) },
    { files: [`src/client/features/${feature}/*.{ts,tsx}`], rules: restrict(otherFeature, noAppImport, noClimbOut(`features/${feature}`)) },
  ];
});
const noFeatureImport = { regex: '^@client/features(/|$)', message: 'shared and ui never import a feature: features import them.' };
const sharedBoundaries = [
  { files: ['src/client/shared/**/*.{ts,tsx}', 'src/client/ui/**/*.{ts,tsx}'], rules: restrict(noFeatureImport, noAppImport) },
  {
    files: ['src/client/shared/*.{ts,tsx}', 'src/client/ui/*.{ts,tsx}'],
    rules: restrict(noFeatureImport, noAppImport, noClimbOut('shared or ui')),
  },
  {
    // The routing module: the one place that imports wouter.
    files: ['src/client/shared/routing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...clientPatterns.filter((pattern) => pattern !== noWouter), noFeatureImport, noAppImport] },
      ],
    },
  },
];

/*
 * Server boundaries (ADR 0018). A feature (src/server/features/<name>) imports its own files,
 * @server/shared, @server/http, @server/auth, @server/db, @server/env, @server/logger, @domain and
 * @data: never another feature and never the composition root. What two features need moves to
 * src/server/shared; what joins features (the URL map in routes.ts, the account's data in
 * account-data.ts) is the composition root: the files at the top of src/server, the only server
 * code that imports features. shared, http, auth and db import no feature. Nothing climbs ../../,
 * and nothing imports client code. As for the client, every entry repeats the server-wide patterns.
 */
const serverFeatures = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverPatterns = [
  { group: ['**/client/**'], message: 'The server never imports client code.' },
  { regex: '^@client(/|$)', message: 'The server never imports client code.' },
  { regex: '^(\\.\\./){2,}', message: 'Do not climb ../../: import through an alias (@server/…, @domain/…, @data/…).' },
  ...routingPatterns,
];
const restrictServer = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...patterns] }] });
const noRootImport = {
  regex: '^@server/(app|routes|account-data|account-events|main|migrate)$',
  message: 'Only the composition root (the files at the top of src/server) imports itself: it composes features, not the reverse.',
};
const serverFeatureBoundaries = serverFeatures.flatMap((feature) => {
  const otherFeature = {
    regex: `^@server/features/(?!${escapeRegex(feature)}/)`,
    message: `features/${feature} does not import another feature: move what both need to @server/shared.`,
  };
  return [
    { files: [`src/server/features/${feature}/**/*.ts`], rules: restrictServer(otherFeature, noRootImport) },
    {
      files: [`src/server/features/${feature}/*.ts`],
      rules: restrictServer(otherFeature, noRootImport, noClimbOut(`features/${feature}`)),
    },
  ];
});
const noServerFeatureImport = {
  regex: '^@server/features(/|$)',
  message: 'shared, http, auth and db never import a feature: features import them.',
};
const serverModules = 'src/server/{shared,http,auth,db}';
const serverModuleBoundaries = [
  { files: [`${serverModules}/**/*.ts`], rules: restrictServer(noServerFeatureImport, noRootImport) },
  { files: [`${serverModules}/*.ts`], rules: restrictServer(noServerFeatureImport, noRootImport, noClimbOut('shared, http, auth or db')) },
];

/*
 * Every call to Waypoint's API goes through the API layer: the typed `api` client used
 * in an api/ folder (a feature's or shared's), or shared/lib/api-client.ts itself (better-auth's
 * few calls) and shared/lib/analytics.ts (a beacon, or a keepalive fetch, that outlives the page).
 * Tests stub fetch and are left out.
 */
const RAW_FETCH_MESSAGE =
  "Call Waypoint's API through the typed `api` client (@client/shared/lib/api-client) in an api/ module, not a raw request.";
const apiLayerOnly = {
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: [
    'src/client/**/api/**',
    'src/client/shared/lib/api-client.ts',
    'src/client/shared/lib/analytics.ts',
    'src/client/**/*.test.{ts,tsx}',
  ],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: RAW_FETCH_MESSAGE },
      { name: 'XMLHttpRequest', message: RAW_FETCH_MESSAGE },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'fetch', message: RAW_FETCH_MESSAGE },
      { object: 'globalThis', property: 'fetch', message: RAW_FETCH_MESSAGE },
      { object: 'navigator', property: 'sendBeacon', message: RAW_FETCH_MESSAGE },
    ],
  },
};

/*
 * The web app writes no user-visible text into JSX: it comes from the catalogs (`t('key')`, docs/i18n.md), and
 * the rule covers every file of src/client. I18N_ALLOWED_TEXT: names and brands that read the same in every
 * language.
 */
export const I18N_CONVERTED = ['src/client/**/*.{ts,tsx}'];
export const I18N_ALLOWED_TEXT = ['Waypoint'];
const i18nConverted = {
  files: I18N_CONVERTED,
  ignores: ['**/*.test.*'],
  plugins: { i18n: { rules: { 'no-hardcoded-jsx-text': noHardcodedJsxText } } },
  rules: { 'i18n/no-hardcoded-jsx-text': ['error', { allow: I18N_ALLOWED_TEXT }] },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      'src/server/db/migrations/**',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Everywhere (tests, scripts, bench too); the client, server and domain entries below repeat it with their own boundaries.
      'no-restricted-imports': ['error', { patterns: routingPatterns }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict(),
    },
  },
  {
    // tests/lint/fixtures holds a cycle on purpose: tests/lint/boundaries.test.ts lints it with ignores off.
    files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/domain/**/*.ts', 'src/locales/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-import-cycles': ['error', { aliases: ALIASES, root: import.meta.dirname }] },
  },
  ...featureBoundaries,
  ...sharedBoundaries,
  apiLayerOnly,
  i18nConverted,
  {
    // Small pieces (CONTRIBUTING.md): no function or component over 100 lines. Tests and the cited datasets are exempt.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', 'src/data/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['src/client/public/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  { files: ['src/domain/**/*.ts'], ignores: ['src/domain/zod.ts', '**/*.test.ts'], rules: domainRules(zodThroughDomain) },
  // @domain/zod itself, and tests comparing with classic zod.
  { files: ['src/domain/zod.ts', 'src/domain/**/*.test.ts'], rules: domainRules() },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      ...restrictServer(),
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  ...serverFeatureBoundaries,
  ...serverModuleBoundaries,
  {
    // The catalogs are data both sides read (the web app by area, the server for e-mails, notifications and its
    // English error messages): they import the domain's constants and each other, nothing of client, server or data.
    files: ['src/locales/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@(server|client|data)(/|$)', message: 'The catalogs import only @domain and other catalogs.' },
            { group: ['**/server/**', '**/client/**', '**/data/**'], message: 'The catalogs import only @domain and other catalogs.' },
            zodThroughDomain,
            ...routingPatterns,
          ],
        },
      ],
    },
  },
);
