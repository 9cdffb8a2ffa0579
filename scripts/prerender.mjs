// Prerenders the public pages into the client build (ADR 0029): Vite builds src/client/prerender.tsx for Node, which is
// run once. Runs after `vite build`, before precompress.mjs (which then stores a .br and a .gz of each page like every
// other file). The same build makes src/client/catalog-render.tsx, which the server loads at start to render the
// college and field-of-study pages for visitors (ADR 0047): that folder, dist/server-render, stays.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

process.env.NODE_ENV ??= 'production';
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const outDir = path.join(dist, 'server-render');
const entry = (name) => path.resolve('src/client', name);

await build({
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { input: { prerender: entry('prerender.tsx'), 'catalog-render': entry('catalog-render.tsx') } },
  },
});
const { writePrerenderedPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const written = await writePrerenderedPages(path.join(dist, 'client'));
console.log(`prerendered ${written.length} pages`);
