import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
// DIST_DIR lets parallel checkouts of work build side by side (default: dist).
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The @client/@domain/@data/@server aliases come from tsconfig.json "paths" (one list for tsc, Vite, Vitest, tsx and esbuild).
  resolve: {
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: wouter's import of the React 17 fallback gets React's own (ADR 0028).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/client/shared/routing/react-use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: `../../${distDir}/client`,
    emptyOutDir: true,
    // Written for stack traces but not linked from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks a route's page needs, for the server to name them in that page's HTML
    // (src/server/http/page-html.ts). Read at start, never served.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/oidc': `http://127.0.0.1:${apiPort}`,
    },
  },
});
