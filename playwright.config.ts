import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  // Tests, not files, are shared out (CI time): a long spec file (free-assessment, classes,
  // scholarships…) no longer keeps one worker busy while the other sits idle at the end. Every test
  // is independent: its own browser context, its own unique e-mail, no beforeAll or shared state.
  // Two workers per CPU: a journey spends most of its time waiting (the network going quiet before each
  // axe check, the 2 s beta popup, transitions), so on the 2-CPU runner 4 workers took 5.9 min where 2 took
  // 7.5 min, all 143 tests passing (bench/RESULTS.md, "Test suite time"). At most 8: one app server and
  // its database serve them all.
  fullyParallel: true,
  workers: Math.min(8, Math.max(2, availableParallelism() * 2)),
  // One retry everywhere, reported as "flaky" in the output: on a loaded 2-CPU runner a slow
  // journey can miss its timeout once. Recording a trace only on that retry saves about a fifth
  // of the suite's time, which recording every passing test would cost.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      // Playwright adds --headless itself.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh database loads every snapshot (180,000 program rows among them) before /api/health answers: on a
    // busy 2-core machine that has taken over a minute.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
