/*
 * Every table, one file per feature that owns them (auth.ts holds
 * better-auth's). Import tables from '@server/db/schema', not from a file here.
 *
 * Column names are written in camelCase and become snake_case in PostgreSQL
 * (`casing: 'snake_case'` in the client and in drizzle.config.ts). drizzle-kit
 * loads this folder with its own loader, so files here import each other by
 * relative path, never through an alias (type-only imports are erased).
 */

export * from './analytics';
export * from './auth';
export * from './catalog';
export * from './classes';
export * from './cognitive';
export * from './counselor';
export * from './dev-idp';
export * from './family';
export * from './feedback';
export * from './forum';
export * from './http';
export * from './leaderboard';
export * from './mentorship';
export * from './money-plan';
export * from './notifications';
export * from './profile';
export * from './progress';
export * from './saved-lists';
export * from './scholarships';
