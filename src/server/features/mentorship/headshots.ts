import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/errors';

export const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** 25 megapixels: any real headshot fits, a decompression bomb does not. */
export const HEADSHOT_MAX_PIXELS = 25_000_000;
const OUTPUT_SIZE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const unsupported = () => new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG or WebP photo.');

/**
 * Checks the bytes (never the file name or the declared type), then
 * re-encodes to a square WebP: decoding and encoding again drops EXIF, GPS and
 * anything hidden after the image data.
 */
export async function processHeadshot(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new AppError(400, 'empty_upload', 'Choose a photo to upload.');
  if (bytes.byteLength > HEADSHOT_MAX_BYTES) throw tooLarge();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > HEADSHOT_MAX_PIXELS) {
    throw new AppError(422, 'image_too_large', 'That photo has too many pixels. Use one under 25 megapixels (for example 5000 × 5000).');
  }
  try {
    return await sharp(bytes, { limitInputPixels: HEADSHOT_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(422, 'unreadable_image', 'That photo could not be read. Try saving it again as JPEG or PNG.');
  }
}

export const tooLarge = () => new AppError(413, 'payload_too_large', 'That photo is larger than 5 MB. Choose a smaller one.');

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Writes under a fresh server-generated name (write then rename, so a reader never sees half a file). */
export async function storeHeadshot(dataDir: string, image: Buffer): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeFile(temporary, image);
  await rename(temporary, path.join(dir, name));
  return name;
}

export async function readHeadshot(dataDir: string, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  return readFile(path.join(uploadsDir(dataDir), name)).catch(() => null);
}

export async function deleteHeadshot(dataDir: string, name: string | null): Promise<void> {
  if (name && FILE_NAME.test(name)) await rm(path.join(uploadsDir(dataDir), name), { force: true });
}
