// Prerenders the public pages into the client build (ADR 0029): Vite builds src/client/prerender.tsx for Node into a
// scratch folder, which is run once and removed. Runs after `vite build`, before precompress.mjs (which then stores a .br
// and a .gz of each page like every other file).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

process.env.NODE_ENV ??= 'production';
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const outDir = path.join(dist, 'prerender');

await build({
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
try {
  const { writePrerenderedPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const written = await writePrerenderedPages(path.join(dist, 'client'));
  console.log(`prerendered ${written.length} pages`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
