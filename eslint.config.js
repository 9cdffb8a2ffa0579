import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycles } from './eslint/no-import-cycles.js';

/** Import boundaries from ARCHITECTURE.md: domain is pure; client and server never import each other. */
const domainRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/server/**', '**/client/**', '**/data/**'],
          message: 'src/domain is pure: it imports nothing from client, server or data.',
        },
        {
          group: ['react', 'react-dom', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'],
          message: 'src/domain has no I/O, React, ORM or Node imports.',
        },
      ],
    },
  ],
};

/*
 * Client boundaries (ADR 0018). A feature (src/client/features/<name>) imports its own files,
 * @client/shared, @client/ui, @domain, @data and the API type from @server/app: never another
 * feature and never the app (the app composes features). shared and ui import no feature and not
 * the app. Nothing climbs ../../ (use an alias). The options of one rule do not merge across config
 * entries, so every entry repeats the client-wide patterns.
 */
const ALIASES = { '@client/': 'src/client/', '@domain/': 'src/domain/', '@data/': 'src/data/', '@server/': 'src/server/' };
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const clientPatterns = [
  { group: ['**/server/**', '!**/server/app'], message: 'The client only imports server types through src/server/app (ApiType).' },
  { regex: '^@server/(?!app$)', message: 'The client only imports server types through @server/app (ApiType).' },
  { regex: '^(\\.\\./){2,}', message: 'Do not climb ../../: import through an alias (@client/…, @domain/…, @data/…).' },
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
];

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
    files: ['src/client/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-import-cycles': ['error', { aliases: ALIASES, root: import.meta.dirname }] },
  },
  ...featureBoundaries,
  ...sharedBoundaries,
  {
    // Small pieces (CONTRIBUTING.md): no function or component over 120 lines. Tests and the cited datasets are exempt.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', 'src/data/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['src/client/public/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  { files: ['src/domain/**/*.ts'], rules: domainRules },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
);
