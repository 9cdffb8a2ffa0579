import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { freePort, startBuiltApp } from './support';

/*
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: emulated phone,
 * simulated slow 4G) on six pages of the production build, in Debian's
 * Chromium, reporting Total Blocking Time. Goals: performance ≥ 95
 * on each page (98 on /home), TBT ≤ 150 ms, accessibility 100.
 * LIGHTHOUSE_PAGES=/home,/calculator picks pages; DIST_DIR picks the build. A calibration page comes first in
 * every run, and each page is reported beside it. After the medians, every run of every page is listed with the
 * machine's load average when it started (the machine may be shared: a run is read beside the calibration runs).
 * LIGHTHOUSE_BASELINE_DIST adds a second build, measured in turn with this one (below).
 */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/home,/dashboard,/career-quiz,/calculator,/forum,/college-quiz').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CALIBRATION_PAGE = '/bench-calibration.html';

/*
 * The calibration row: a bare React page (one heading and a paragraph, rendered on the client like the app's pages)
 * written into the build only for this run and removed after it, served by the same server with the same compression
 * and cache headers. Lighthouse's simulated throttling scales blocking time with this machine's CPU, so each page is
 * read beside what the least a React page costs here, not against a score measured on another machine.
 */
async function writeCalibrationPage(clientDir: string): Promise<string[]> {
  const bundle = await build({
    stdin: {
      contents: `import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('h1', null, 'Calibration'), createElement('p', null, 'A bare React page for the Lighthouse bench.')),
);`,
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.contents;
  const scriptPath = `/assets/bench-calibration-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  const html = new TextEncoder().encode(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Lighthouse calibration page" />
    <title>Calibration</title>
    <script type="module" crossorigin src="${scriptPath}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`);
  const written: string[] = [];
  for (const [urlPath, bytes] of [
    [scriptPath, script],
    [CALIBRATION_PAGE, html],
  ] as const) {
    const file = path.join(clientDir, urlPath);
    await writeFile(file, bytes);
    await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written.push(file, `${file}.br`, `${file}.gz`);
  }
  return written;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/*
 * LIGHTHOUSE_BASELINE_DIST=<another build's dist folder> measures that build too, run for run in turn with this one
 * (this build's run of a page, then the baseline's, and again), each on its own server: on a shared machine the two
 * then meet the same load, and a before/after is read from runs taken side by side.
 */
const builds = [
  { name: 'this build', dist: process.env.DIST_DIR ?? 'dist' },
  ...(process.env.LIGHTHOUSE_BASELINE_DIST ? [{ name: 'baseline', dist: process.env.LIGHTHOUSE_BASELINE_DIST }] : []),
];
const calibrationFiles = (await Promise.all(builds.map((build) => writeCalibrationPage(path.join(build.dist, 'client'))))).flat();
// One after the other: two fresh databases loading every snapshot at once can take longer than a start is given.
const apps = [];
for (const build of builds) apps.push(await startBuiltApp({}, { server: path.join(build.dist, 'server', 'main.js') }));
const debugPort = await freePort();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});

async function measure(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

try {
  const runs = builds.map(() => new Map<string, Run[]>());
  const everyRun: string[] = [];
  for (const page of [CALIBRATION_PAGE, ...PAGES]) {
    for (let i = 0; i < RUNS; i++) {
      for (const [index, build] of builds.entries()) {
        const load = loadavg()[0]!.toFixed(1);
        const run = await measure(`${apps[index]!.baseUrl}${page}`);
        runs[index]!.set(page, [...(runs[index]!.get(page) ?? []), run]);
        everyRun.push(`| ${page} | ${build.name} | ${i + 1} | ${load} | ${run.performance} | ${run.lcp} | ${run.tbt} |`);
      }
    }
  }
  for (const [index, build] of builds.entries()) {
    console.log(
      `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, median of ${RUNS} runs, ${build.name} (${build.dist})\n`,
    );
    console.log('| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | vs calibration (points / TBT ms) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    let calibration: Run | undefined;
    for (const [page, pageRuns] of runs[index]!) {
      const median = [...pageRuns].sort((a, b) => a.performance - b.performance)[Math.floor(pageRuns.length / 2)]!;
      calibration ??= median;
      const beside =
        page === CALIBRATION_PAGE ? 'calibration' : `${median.performance - calibration.performance} / ${median.tbt - calibration.tbt}`;
      console.log(
        `| ${page} | ${median.performance} | ${median.accessibility} | ${median.bestPractices} | ${median.lcp} | ${median.tbt} | ${median.cls} | ${beside} |`,
      );
    }
  }
  console.log('\n| page | build | run | load average (1 min) | performance | LCP ms | TBT ms |\n|---|---|---:|---:|---:|---:|---:|');
  for (const row of everyRun) console.log(row);
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.stop()));
  await Promise.all(calibrationFiles.map((file) => rm(file, { force: true })));
}
