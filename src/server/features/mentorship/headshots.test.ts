import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkHeadshotDimensions, processHeadshot } from './headshots';

const rejects = (width: number, height: number) => {
  try {
    checkHeadshotDimensions(width, height);
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('checkHeadshotDimensions', () => {
  it('limits the pixel count at 25 megapixels', () => {
    expect(rejects(5000, 5000)).toBeNull();
    expect(rejects(5001, 5000)).toBe('image_too_large');
  });

  it('limits each side at 8,000 px, whatever the pixel count', () => {
    expect(rejects(8000, 2667)).toBeNull();
    expect(rejects(8001, 2667)).toBe('image_too_large');
    expect(rejects(16_383, 1)).toBe('image_too_large');
  });

  it('needs 64 px on each side', () => {
    expect(rejects(64, 64)).toBeNull();
    expect(rejects(63, 64)).toBe('image_too_small');
    expect(rejects(64, 63)).toBe('image_too_small');
  });

  it('allows up to 3 : 1 either way', () => {
    expect(rejects(300, 100)).toBeNull();
    expect(rejects(100, 300)).toBeNull();
    expect(rejects(301, 100)).toBe('image_bad_shape');
    expect(rejects(100, 301)).toBe('image_bad_shape');
    expect(rejects(1500, 1)).toBe('image_too_small');
  });
});

describe('processHeadshot', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

  it('refuses the 1,500 × 1 and 16,383 × 1 strips that exhausted memory, from the header alone', async () => {
    for (const [width, height] of [
      [1500, 1],
      [16_383, 1],
      [1, 16_383],
      [4000, 400],
    ] as const) {
      const started = performance.now();
      await expect(processHeadshot(new Uint8Array(await png(width, height)))).rejects.toMatchObject({ status: 422 });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('crops the longest accepted shape to 512 × 512 without a large intermediate', async () => {
    const before = process.memoryUsage().rss;
    const output = await processHeadshot(new Uint8Array(await png(7999, 2667)));
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // 21 MP decoded is about 64 MB; the 1,500 × 1 strip grew to 1.9 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(600 * 1024 * 1024);
  });

  it('processes a burst of uploads with bounded concurrency: every one finishes or is told to retry', async () => {
    const photo = new Uint8Array(await png(1200, 900));
    const results = await Promise.allSettled(Array.from({ length: 14 }, () => processHeadshot(photo)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(10);
    for (const result of refused) expect(result.reason).toMatchObject({ status: 503, code: 'busy' });
  });
});
