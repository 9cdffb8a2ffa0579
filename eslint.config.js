import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries from ARCHITECTURE.md: domain is pure; client and server never import each other. */
const domainRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['**/server/**', '**/client/**', '**/data/**'], message: 'src/domain is pure: it imports nothing from client, server or data.' },
        { group: ['react', 'react-dom', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'], message: 'src/domain has no I/O, React, ORM or Node imports.' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/.out/**', 'src/server/db/migrations/**'] },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '!**/server/app'], message: 'The client only imports server types through src/server/app (ApiType).' },
          ],
        },
      ],
    },
  },
  { files: ['src/client/public/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  { files: ['src/domain/**/*.ts'], rules: domainRules },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' }],
    },
  },
);
