import { createHash, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { headshotImages, professionals } from '@server/db/schema';
import { AppError, appError } from '@server/http/errors';
import { englishErrorText } from '@server/shared/messages';
import { createWorkQueue } from './work-queue';

export const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** 25 megapixels: any real headshot fits, a decompression bomb does not. */
export const HEADSHOT_MAX_PIXELS = 25_000_000;
/** Each side on its own: 8,000 px takes any camera's photo, and stops a 16,383 × 1 strip that passes the pixel count. */
export const HEADSHOT_MAX_SIDE = 8_000;
/** Under 64 px there is no face to see. */
export const HEADSHOT_MIN_SIDE = 64;
/**
 * Cropping to a square first scales the short side up to 512 px, so a long thin
 * image grows by the ratio squared (1,500 × 1 became 768,000 × 512 and took
 * 1.9 GB). At 3 : 1 the largest intermediate is 1,536 × 512.
 */
export const HEADSHOT_MAX_ASPECT_RATIO = 3;
/** libvips stops a decode or encode that runs longer than this. */
export const HEADSHOT_TIMEOUT_SECONDS = 10;
const OUTPUT_SIZE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Two images at a time on a 2-core server; a few wait, the rest are told to retry. */
const imageQueue = createWorkQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 15_000 });

const unsupported = () => appError(415, 'unsupported_image');

/** The size rules, checked on the header alone before anything is decoded (the catalogs' texts name these limits). */
export function checkHeadshotDimensions(width: number, height: number): void {
  if (width * height > HEADSHOT_MAX_PIXELS || width > HEADSHOT_MAX_SIDE || height > HEADSHOT_MAX_SIDE) {
    throw appError(422, 'image_too_large');
  }
  if (width < HEADSHOT_MIN_SIDE || height < HEADSHOT_MIN_SIDE) {
    throw appError(422, 'image_too_small');
  }
  if (Math.max(width, height) / Math.min(width, height) > HEADSHOT_MAX_ASPECT_RATIO) {
    throw appError(422, 'image_bad_shape');
  }
}

/**
 * Checks the bytes (never the file name or the declared type), then
 * re-encodes to a square WebP: decoding and encoding again drops EXIF, GPS and
 * anything hidden after the image data.
 */
export async function processHeadshot(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw appError(400, 'empty_upload');
  if (bytes.byteLength > HEADSHOT_MAX_BYTES) throw tooLarge();
  let metadata: Metadata;
  try {
    // Reads the header only (nothing is decoded), so a bomb gets its own clear message below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if (!metadata.width || !metadata.height) throw unsupported();
  checkHeadshotDimensions(metadata.width, metadata.height);
  return imageQueue.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: HEADSHOT_MAX_PIXELS, failOn: 'error', sequentialRead: true })
        .timeout({ seconds: HEADSHOT_TIMEOUT_SECONDS })
        .rotate()
        .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw appError(422, 'unreadable_image');
    }
  });
}

/** Keeps the generic code `payload_too_large` (clients test for it) with the photo's own English. */
export const tooLarge = () => new AppError(413, 'payload_too_large', englishErrorText('photo_too_large'));

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A fresh server-generated name for a new image. */
export const newHeadshotName = () => `${randomUUID()}.webp`;

/** The strong ETag of an image's bytes. */
export const headshotEtag = (image: Uint8Array) => `"${createHash('sha256').update(image).digest('base64url')}"`;

/** Stored with its owner, inside the caller's transaction (the name is set on the application in the same one). */
export async function insertHeadshot(db: Pick<Database, 'insert'>, userId: string, file: string, image: Buffer): Promise<void> {
  await db.insert(headshotImages).values({ file, userId, bytes: image, etag: headshotEtag(image) });
}

export async function readHeadshot(db: Database, name: string): Promise<{ bytes: Buffer; etag: string } | null> {
  if (!FILE_NAME.test(name)) return null;
  const [row] = await db
    .select({ bytes: headshotImages.bytes, etag: headshotImages.etag })
    .from(headshotImages)
    .where(eq(headshotImages.file, name));
  return row ?? null;
}

/**
 * Headshots written as files by earlier versions (DATA_DIR/uploads) are copied
 * into the database at start-up, once; the files stay (another instance may
 * still be running the old version) and are removed with their account.
 * Returns how many were copied.
 */
export async function importLegacyHeadshots(db: Database, dataDir: string): Promise<number> {
  const rows = await db
    .select({ file: professionals.headshotFile, userId: professionals.userId })
    .from(professionals)
    .leftJoin(headshotImages, eq(headshotImages.file, professionals.headshotFile))
    .where(and(isNotNull(professionals.headshotFile), isNull(headshotImages.file)));
  let copied = 0;
  for (const row of rows) {
    if (!row.file || !FILE_NAME.test(row.file)) continue;
    const bytes = await readFile(path.join(uploadsDir(dataDir), row.file)).catch(() => null);
    if (!bytes) continue;
    const inserted = await db
      .insert(headshotImages)
      .values({ file: row.file, userId: row.userId, bytes, etag: headshotEtag(bytes) })
      .onConflictDoNothing()
      .returning({ file: headshotImages.file });
    copied += inserted.length;
  }
  return copied;
}

/** Removes a file an earlier version wrote (the database row goes with the account or the replacement). */
export async function deleteLegacyHeadshotFile(dataDir: string, name: string | null): Promise<void> {
  if (name && FILE_NAME.test(name)) await rm(path.join(uploadsDir(dataDir), name), { force: true });
}
