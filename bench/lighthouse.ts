import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { freePort, startBuiltApp } from './support';

/*
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: emulated phone,
 * simulated slow 4G) on six pages of the production build, in Debian's
 * Chromium, reporting Total Blocking Time. Goals: performance ≥ 95
 * on each page (98 on /home), TBT ≤ 150 ms, accessibility 100.
 * LIGHTHOUSE_PAGES=/home,/calculator picks pages; DIST_DIR picks the build. A calibration page comes first in
 * every run, and each page is reported beside it.
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

const calibrationFiles = await writeCalibrationPage(path.join(process.env.DIST_DIR ?? 'dist', 'client'));
const app = await startBuiltApp();
const debugPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debugPort}`,
  ],
});
try {
  console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, median of ${RUNS} runs\n`);
  console.log('| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | vs calibration (points / TBT ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  let calibration: { performance: number; tbt: number } | undefined;
  for (const page of [CALIBRATION_PAGE, ...PAGES]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${app.baseUrl}${page}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    calibration ??= median;
    const beside =
      page === CALIBRATION_PAGE ? 'calibration' : `${median.performance - calibration.performance} / ${median.tbt - calibration.tbt}`;
    console.log(
      `| ${page} | ${median.performance} | ${median.accessibility} | ${median.bestPractices} | ${median.lcp} | ${median.tbt} | ${median.cls} | ${beside} |`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
  await Promise.all(calibrationFiles.map((file) => rm(file, { force: true })));
}
