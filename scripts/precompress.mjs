// Precompresses the client build once, at build time: every compressible file gets a .br (brotli,
// quality 11) and a .gz (gzip, level 9) beside it, which the server sends as they are (src/server/http/static-files.ts).
// Source maps get gzip only: only developer tools fetch them, and brotli 11 on them would slow the build.
// Usage: node scripts/precompress.mjs [dir] (default: $DIST_DIR/client, DIST_DIR defaulting to dist).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm|map)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dir = process.argv[2] ?? path.join(process.env.DIST_DIR ?? 'dist', 'client');

/** Writes `file.ext` only when it is smaller than the original; removes a stale one otherwise. */
async function writeVariant(file, original, compressed, ext) {
  if (compressed.length < original.length) await writeFile(`${file}.${ext}`, compressed);
  else await rm(`${file}.${ext}`, { force: true });
}

async function precompress(file) {
  const original = await readFile(file);
  const isMap = file.endsWith('.map');
  const [br, gz] = await Promise.all([
    isMap
      ? undefined
      : brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
    gzipAsync(original, { level: 9 }),
  ]);
  if (br) await writeVariant(file, original, br, 'br');
  await writeVariant(file, original, gz, 'gz');
  return { original: original.length, br: br?.length ?? 0, gz: gz.length };
}

const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
let original = 0;
let withoutMaps = 0;
let br = 0;
let gz = 0;
// A few at a time: brotli 11 is CPU-bound and the machine may have two cores.
for (let i = 0; i < files.length; i += 4) {
  for (const sizes of await Promise.all(files.slice(i, i + 4).map(precompress))) {
    original += sizes.original;
    if (sizes.br) withoutMaps += sizes.original;
    br += sizes.br;
    gz += sizes.gz;
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${files.length} files in ${dir}: gzip ${kb(original)} → ${kb(gz)}; brotli (no source maps) ${kb(withoutMaps)} → ${kb(br)}`,
);
