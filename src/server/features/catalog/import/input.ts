import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parse } from 'csv-parse';

/** A problem with an input file or address; the CLI prints its message as one line and exits non-zero. */
export class ImportError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ImportError';
  }
}

export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/** The file name a location ends in (for URLs, the last path segment), used to detect .bz2 and the data year. */
export function fileNameOf(location: string): string {
  if (isUrl(location)) return decodeURIComponent(new URL(location).pathname.split('/').pop() ?? '');
  return path.basename(location);
}

async function download(url: string): Promise<Readable> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new ImportError(`Could not download ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!response.ok || !response.body) throw new ImportError(`Could not download ${url}: HTTP ${response.status}`);
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

/**
 * bzip2 through the system's `bzip2` (streams, and is far faster than a JavaScript decoder).
 * The output ends only after bzip2 exits cleanly, so a truncated or corrupt archive is an
 * error rather than a silently short file.
 */
function bunzip(input: Readable, label: string): Readable {
  const output = new PassThrough();
  const child = spawn('bzip2', ['-dc'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'ENOENT' ? 'the "bzip2" program is not installed (install it, or pass the uncompressed .csv)' : error.message;
    output.destroy(new ImportError(`Cannot decompress ${label}: ${message}`, { cause: error }));
  });
  child.on('close', (code) => {
    if (code === 0) output.end();
    else if (!output.destroyed)
      output.destroy(new ImportError(`Cannot decompress ${label}: ${stderr.trim().split('\n').pop() || `bzip2 exited with ${code}`}`));
  });
  input.on('error', (error) => output.destroy(error));
  // bzip2 closing its input early (bad data) must not crash the process with EPIPE.
  child.stdin.on('error', () => undefined);
  input.pipe(child.stdin);
  child.stdout.pipe(output, { end: false });
  output.on('close', () => {
    if (child.exitCode === null) child.kill();
    input.destroy();
  });
  return output;
}

/** Opens a local file or an http(s) address as bytes, decompressing `.bz2`. */
export async function openInput(location: string): Promise<Readable> {
  const name = fileNameOf(location);
  if (/\.zip$/i.test(name)) throw new ImportError(`${name} is a .zip archive: unzip it first and pass the .csv (or .csv.bz2) inside`);
  let raw: Readable;
  if (isUrl(location)) {
    raw = await download(location);
  } else {
    const info = await stat(location).catch(() => null);
    if (!info?.isFile()) throw new ImportError(`No such file: ${location}`);
    raw = createReadStream(location);
  }
  return /\.bz2$/i.test(name) ? bunzip(raw, name) : raw;
}

/** The whole content of a local file or an http(s) address (for formats read at once: .xlsx, .zip). */
export async function readAllBytes(location: string): Promise<Buffer> {
  if (isUrl(location)) {
    const chunks: Buffer[] = [];
    for await (const chunk of await download(location)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const info = await stat(location).catch(() => null);
  if (!info?.isFile()) throw new ImportError(`No such file: ${location}`);
  return readFile(location);
}

/** Parses delimited text into arrays of fields; the first record is the header. */
export function readRecords(
  input: Readable,
  options: { delimiter: ',' | '\t'; label: string; relaxQuotes?: boolean },
): AsyncIterable<string[]> {
  const parser = parse({
    delimiter: options.delimiter,
    bom: true,
    // NCES's CIP list writes codes Excel-style, ="01.0101": a quote inside an unquoted field is text there.
    relax_quotes: options.relaxQuotes ?? false,
    // O*NET's tab-separated files are not quoted and may contain quote characters in text.
    quote: options.delimiter === '\t' ? false : '"',
    skip_empty_lines: true,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  return (async function* () {
    try {
      for await (const record of parser as AsyncIterable<string[]>) yield record;
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError(`${options.label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      input.destroy();
    }
  })();
}

/** Indexes of the required columns in a header, or an error naming the ones missing. */
export function requireColumns<Name extends string>(
  header: readonly string[],
  required: readonly Name[],
  label: string,
): Record<Name, number> {
  const positions = new Map(header.map((column, index) => [column.trim(), index]));
  const missing = required.filter((column) => !positions.has(column));
  if (missing.length) throw new ImportError(`${label}: missing column(s) ${missing.join(', ')}`);
  return Object.fromEntries(required.map((column) => [column, positions.get(column)!])) as Record<Name, number>;
}
