import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { KNOWN_FILES, ROSTER_CODES, type CsvRow, type CsvTable, type RosterIssue } from '@domain/rostering/oneroster';
import type { Env } from '@server/env';
import { appError } from '@server/http/errors';

/*
 * Reads an uploaded OneRoster package (a .zip, or the CSV files themselves) into parsed tables. The upload's size is
 * capped by the route; here the unpacked size is counted as each file is inflated, so a small zip that would
 * unpack to gigabytes stops at the limit instead of filling memory, and each file's rows are counted as they
 * are parsed.
 */

type Limits = Env['rostering'];
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Inflates one zip entry, stopping as soon as the package's unpacked total would pass the limit. */
function inflate(entry: JSZip.JSZipObject, budget: { left: number }, limits: Limits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) {
        stream.pause();
        reject(appError(413, 'rostering.unpacked_too_large', { megabytes: megabytes(limits.maxUnpackedBytes) }));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => reject(appError(400, 'rostering.bad_zip')));
  });
}

/** The CSV files of the upload by name (OneRoster's own names; other files are left out), with problems found on the way. */
export async function readUpload(files: readonly File[], limits: Limits): Promise<{ texts: Map<string, string>; issues: RosterIssue[] }> {
  const texts = new Map<string, string>();
  const issues: RosterIssue[] = [];
  const budget = { left: limits.maxUnpackedBytes };
  const add = (name: string, bytes: Uint8Array) => {
    if (!KNOWN_FILES.includes(name)) return;
    if (texts.has(name)) {
      issues.push({ file: name, line: null, code: ROSTER_CODES.fileTwice, values: { file: name } });
      return;
    }
    texts.set(name, new TextDecoder('utf-8').decode(bytes));
  };
  for (const file of files) {
    const name = baseName(file.name);
    if (/\.zip$/i.test(name)) {
      let zip: JSZip;
      try {
        zip = await JSZip.loadAsync(await file.arrayBuffer());
      } catch {
        throw appError(400, 'rostering.bad_zip');
      }
      for (const entry of Object.values(zip.files)) {
        // Folders, and the resource forks a Mac adds to archives it makes.
        if (entry.dir || entry.name.startsWith('__MACOSX/') || !KNOWN_FILES.includes(baseName(entry.name))) continue;
        add(baseName(entry.name), await inflate(entry, budget, limits));
      }
    } else {
      budget.left -= file.size;
      if (budget.left < 0) throw appError(413, 'rostering.unpacked_too_large', { megabytes: megabytes(limits.maxUnpackedBytes) });
      add(name, new Uint8Array(await file.arrayBuffer()));
    }
  }
  return { texts, issues };
}

type CsvError = Error & { code?: string; lines?: number };

/** One CSV → its header and rows, each row with its line in the file (the header is line 1). */
export function parseTable(file: string, text: string, maxRows: number): { table: CsvTable | null; issues: RosterIssue[] } {
  const issues: RosterIssue[] = [];
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as { record, info } (the overloads do not say so).
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as CsvError).lines;
    return { table: null, issues: [{ file, line: typeof line === 'number' ? line : null, code: ROSTER_CODES.badCsv }] };
  }
  if (records.length - 1 > maxRows) throw appError(413, 'rostering.too_many_rows', { file, max: maxRows });
  const header = (records[0]?.record ?? []).map((name) => name.trim());
  const rows: CsvRow[] = [];
  for (const { record, info } of records.slice(1)) {
    if (record.length !== header.length) {
      issues.push({ file, line: info.lines, code: ROSTER_CODES.columnCount, values: { expected: header.length, found: record.length } });
      continue;
    }
    const cells: Record<string, string> = {};
    header.forEach((name, index) => (cells[name] = record[index] ?? ''));
    rows.push({ line: info.lines, cells });
  }
  return { table: { columns: header, rows }, issues };
}
