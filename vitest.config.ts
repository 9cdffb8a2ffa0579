import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// vite.config.ts roots the web app in src/client; tests run from the repository root.
const root = import.meta.dirname;
// The @client/@domain/@data/@server aliases come from tsconfig.json "paths"; projects do not inherit the root config, so each sets it.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  root,
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI runner. The API files spend
    // most of their time waiting on PostgreSQL and their in-process server, so one worker more than cores keeps both
    // cores busy (measured: 412 s → 245 s for the whole run on the 2-core machine, bench/RESULTS.md "Test suite time").
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        root,
        resolve,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'src/data/**/*.test.ts', 'src/locales/**/*.test.ts'],
          environment: 'node',
          // Pure functions and data, no mocks, stubs or fake timers: the files can share a worker's module cache
          // instead of each importing zod, the catalogs and the data modules anew, which halved this project's CPU
          // seconds (73 → 37, bench/RESULTS.md "Test suite time").
          isolate: false,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // The default 5 s failed a 2,000-seed property test on a machine at load average 30; a guard against hangs,
          // not a speed check.
          testTimeout: 30_000,
        },
      },
      {
        root,
        resolve,
        plugins: [react()],
        test: {
          name: 'client',
          // The files share a worker and its window (ADR 0049): 127 → 15 CPU-s. fresh-page.ts, first, gives each file a
          // newly opened page and resets the modules after it.
          isolate: false,
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [
            'tests/support/fresh-page.ts',
            'tests/support/fail-on-console-error.ts',
            'tests/support/local-schemas.ts',
            'tests/support/i18n.ts',
            'tests/support/testing-library.ts',
          ],
          // Vitest's 5 s default fails a slow but correct render when other work shares the cores.
          testTimeout: 30_000,
        },
      },
      {
        root,
        resolve,
        test: {
          // Runs ESLint on fixtures to prove the import boundaries of eslint.config.js (ADR 0018).
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
        },
      },
      {
        root,
        resolve,
        test: {
          name: 'api',
          // The files share a worker's modules (ADR 0049): the server is evaluated once per worker, not per file
          // (375 → 235 CPU-s). Each file still has its own database, server and clock.
          isolate: false,
          // tests/counselor: the counselor's golden questions, answered from the curated catalog in memory.
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/counselor/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-database.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Guards against a hang, not speed checks: at load average 30 on two cores, correct tests took over 30 s.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
