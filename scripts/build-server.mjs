// Bundles the server (our code only; packages stay in node_modules) and copies the migrations beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const dist = process.env.DIST_DIR ?? 'dist';

await rm(`${dist}/server`, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${dist}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', `${dist}/server/migrations`, { recursive: true });
console.log(`built ${dist}/server`);
