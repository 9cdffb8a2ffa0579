import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltApp } from './support';

/*
 * `npx tsx bench/first-visit.ts` (after `npm run build`): the JavaScript a
 * browser really fetches on a first visit (empty storage, signed out), counted
 * as gzip -9 of each script file like bench/bundle-size.ts, including what loads
 * after the first paint (lazy chunks, analytics and web-vitals at idle): the page
 * is left open until the network has been quiet and 5 s more have passed.
 * Pages beyond /dashboard also show what they load beyond /dashboard's first visit.
 */
const PAGES = (
  process.env.FIRST_VISIT_PAGES ?? '/dashboard,/home,/ai-counselor,/calculator,/debt-facts,/financial-expectations,/outcomes,/college-quiz'
).split(',');
const assets = path.resolve(process.env.DIST_DIR ?? 'dist', 'client', 'assets');
const gz = async (file: string) => gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const loaded = new Map<string, Set<string>>();
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const files = new Set<string>();
    tab.on('request', (request) => {
      const match = /\/assets\/([^/?]+\.js)$/.exec(new URL(request.url()).pathname);
      if (match) files.add(match[1]!);
    });
    await tab.goto(`${app.baseUrl}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(5000);
    await tab.waitForLoadState('networkidle');
    loaded.set(page, files);
    await context.close();
  }
  const dashboard = loaded.get('/dashboard') ?? new Set<string>();
  console.log(`\nFirst visits in Chromium, ${new Date().toISOString().slice(0, 10)} (gzip -9 of every script fetched)\n`);
  console.log('| page | JS fetched, KB | files | beyond /dashboard, KB |');
  console.log('|---|---:|---:|---:|');
  for (const [page, files] of loaded) {
    let total = 0;
    let beyond = 0;
    for (const file of files) {
      const bytes = await gz(file);
      total += bytes;
      if (!dashboard.has(file)) beyond += bytes;
    }
    console.log(`| ${page} | ${kb(total)} | ${files.size} | ${page === '/dashboard' ? '' : kb(beyond)} |`);
  }
} finally {
  await browser.close();
  await app.stop();
}
