import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { startBuiltApp } from './support';

/*
 * `npm run build && npx tsx bench/catalog-render.ts`: the CPU time of the server's render of a college's or a field of
 * study's page (ADR 0047), paid once per distinct copy (the HTML server keeps the copy). Renders with the build's
 * module (dist/server-render/catalog-render.js) in this process, the API answers fetched from the built app with a
 * fresh database, and reports the median and the highest of RUNS renders per page and language, CPU time
 * (process.cpuUsage: user + system), after one warm-up render each; and the compression of the finished copy (brotli 5
 * and gzip 9, as the server stores it).
 */
const RUNS = Number(process.env.RUNS ?? 9);
const PAGES = [
  { url: '/colleges/204796', api: '/api/colleges/204796' },
  { url: '/colleges/110635', api: '/api/colleges/110635' },
  { url: '/majors/42.01', api: '/api/majors/42.01?sort=grade&page=1' },
  { url: '/majors/51.38?sort=debt', api: '/api/majors/51.38?sort=debt&page=1' },
];

type Render = (input: { url: string; locale: 'en' | 'es'; answer: unknown }) => Promise<{ html: string } | undefined>;

const dist = process.env.DIST_DIR ?? 'dist';
const { renderCatalogPage } = (await import(pathToFileURL(path.resolve(dist, 'server-render', 'catalog-render.js')).href)) as {
  renderCatalogPage: Render;
};
const app = await startBuiltApp();
const cpuMs = (started: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  console.log('| page | language | render CPU ms, median | highest | markup KB | compress CPU ms (br 5 + gzip 9) |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const page of PAGES) {
    for (const locale of ['en', 'es'] as const) {
      const answer: unknown = await (await fetch(`${app.baseUrl}${page.api}`, { headers: { 'accept-language': locale } })).json();
      await renderCatalogPage({ url: page.url, locale, answer });
      const times: number[] = [];
      let html = '';
      for (let run = 0; run < RUNS; run += 1) {
        const started = process.cpuUsage();
        html = (await renderCatalogPage({ url: page.url, locale, answer }))?.html ?? '';
        times.push(cpuMs(started));
      }
      const bytes = Buffer.from(html + JSON.stringify(answer));
      const started = process.cpuUsage();
      brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      gzipSync(bytes, { level: 9 });
      const compress = cpuMs(started);
      console.log(
        `| ${page.url} | ${locale} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${(html.length / 1024).toFixed(0)} | ${compress.toFixed(1)} |`,
      );
    }
  }
} finally {
  await app.stop();
}
