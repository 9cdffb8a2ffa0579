import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
// DIST_DIR lets parallel checkouts of work build side by side (default: dist).
const distDir = process.env.DIST_DIR ?? 'dist';

/** The suffix that makes a zod module the AI SDK's own copy. */
const MARK = '?ai-sdk-zod';
const AI_SDK = /\/node_modules\/(ai|@ai-sdk\/[^/]+)\//;

/**
 * The AI SDK (the counselor's chat panel, a lazy chunk) builds its stream schemas with classic zod, which needs nearly
 * all of zod's core (every string format, JSON Schema, v3 compatibility). Sharing that core with the zod/mini the
 * pages validate with made every form page load the chat panel's part of it too: about 6 KB gzipped on each of a
 * dozen routes. Marking the SDK's zod imports (and everything they import in turn) as other modules gives the chat
 * panel its own copy, so the pages' zod keeps only what zod/mini uses (ADR 0032). The two copies never meet: the chat
 * panel hands the SDK no schema of ours.
 */
function aiSdkOwnZod(): Plugin {
  return {
    name: 'waypoint:ai-sdk-own-zod',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromMarked = importer.endsWith(MARK);
      if (!fromMarked && !(AI_SDK.test(importer) && /^zod(\/|$)/.test(source))) return null;
      const resolved = await this.resolve(source, fromMarked ? importer.slice(0, -MARK.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes('/node_modules/zod/')) return resolved;
      return { ...resolved, id: `${resolved.id}${MARK}` };
    },
    async load(id) {
      return id.endsWith(MARK) ? readFile(id.slice(0, -MARK.length), 'utf8') : null;
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), aiSdkOwnZod()],
  // The @client/@domain/@data/@server aliases come from tsconfig.json "paths" (one list for tsc, Vite, Vitest, tsx and esbuild).
  resolve: {
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: wouter's import of the React 17 fallback gets React's own (issue 21, ADR 0028).
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
    sourcemap: true,
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
