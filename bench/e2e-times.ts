import { readFileSync } from 'node:fs';

/*
 * The browser suite's time per spec file, from Playwright's JSON report:
 *
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=bench/.out/e2e.json E2E_PORT=3215 npx playwright test --workers=2 --reporter=list,json
 *   npx tsx bench/e2e-times.ts bench/.out/e2e.json [another.json …] [--top 15]
 *
 * Seconds are test time (every attempt, retries included), summed per file; with two workers the suite's wall time is
 * about half their sum plus the server's start. Several reports (a full run, then the files run again) are read in
 * order, a later report's files replacing an earlier one's.
 */

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  file: string;
  tests: { results: Result[] }[];
}
interface Suite {
  file: string;
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}

interface FileTime {
  tests: number;
  seconds: number;
  failed: number;
  retried: number;
}

function addSpecs(suite: Suite, into: Map<string, FileTime>) {
  for (const spec of suite.specs ?? []) {
    const entry = into.get(spec.file) ?? { tests: 0, seconds: 0, failed: 0, retried: 0 };
    for (const test of spec.tests) {
      entry.tests += 1;
      entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      if (test.results.length > 1) entry.retried += 1;
      if (test.results.at(-1)?.status !== 'passed' && test.results.at(-1)?.status !== 'skipped') entry.failed += 1;
    }
    into.set(spec.file, entry);
  }
  for (const child of suite.suites ?? []) addSpecs(child, into);
}

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
const reports = args.filter((arg, index) => arg !== '--top' && (topIndex < 0 || index !== topIndex + 1));
if (reports.length === 0) throw new Error('usage: npx tsx bench/e2e-times.ts <playwright-report.json> … [--top 15]');

const files = new Map<string, FileTime>();
for (const path of reports) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const times = new Map<string, FileTime>();
  for (const suite of report.suites) addSpecs(suite, times);
  for (const [file, time] of times) files.set(file, time);
  const { stats } = report;
  console.log(
    `${path}: wall ${(stats.duration / 1000).toFixed(0)} s, ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`,
  );
}

const rows = [...files].sort((a, b) => b[1].seconds - a[1].seconds);
const total = rows.reduce((sum, [, time]) => ({ tests: sum.tests + time.tests, seconds: sum.seconds + time.seconds }), {
  tests: 0,
  seconds: 0,
});
console.log('\n| spec | tests | s (test time, retries included) | retried | failed |\n|---|---:|---:|---:|---:|');
for (const [file, time] of rows.slice(0, top)) {
  console.log(`| ${file} | ${time.tests} | ${time.seconds.toFixed(0)} | ${time.retried} | ${time.failed} |`);
}
const rest = rows.slice(top);
if (rest.length > 0) {
  const restSeconds = rest.reduce((sum, [, time]) => sum + time.seconds, 0);
  const restTests = rest.reduce((sum, [, time]) => sum + time.tests, 0);
  console.log(`| ${rest.length} more specs | ${restTests} | ${restSeconds.toFixed(0)} | | |`);
}
console.log(`| **all ${rows.length} specs** | **${total.tests}** | **${total.seconds.toFixed(0)}** | | |`);
