/**
 * Peak memory of one headshot upload's processing, per image shape.
 * Usage: /usr/bin/time -f "maxrss=%MKB" npx tsx bench/headshot-memory.ts WIDTH HEIGHT
 */
import sharp from 'sharp';
import { processHeadshot } from '../src/server/features/mentorship/headshots';

const [width = 1500, height = 1] = process.argv.slice(2).map(Number);
const png = await sharp({ create: { width, height, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
const started = performance.now();
let outcome = 'accepted';
try {
  await processHeadshot(new Uint8Array(png));
} catch (error) {
  outcome = `refused (${(error as { code?: string }).code ?? 'error'})`;
}
console.log(`${width}x${height} PNG of ${png.byteLength} bytes: ${outcome} in ${Math.round(performance.now() - started)} ms`);
