import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSnapshot } from './ndjson';

/*
 * The Spanish career titles and descriptions: data/i18n/careers.es.ndjson, one line per O*NET occupation,
 * `{"socCode","title","description"?}`. Spanish by Waypoint, 2026 (data/i18n/README.md). A line without a description
 * is valid: that career's description is not translated yet, and the API says so (descriptionLanguage: 'en').
 */

export const spanishCareerSchema = z.object({
  socCode: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'Use an O*NET-SOC code such as 29-1141.00'),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional(),
});
export type SpanishCareer = z.infer<typeof spanishCareerSchema>;

export interface SpanishCareers {
  bySoc: ReadonlyMap<string, SpanishCareer>;
  /** SHA-256 of the file's bytes ('' when absent): part of the careers snapshot's stored hash. */
  sha256: string;
}

export const SPANISH_CAREERS_FILE = 'careers.es.ndjson';

/** data/i18n, beside data/snapshot. */
export function spanishDir(snapshotDir: string): string {
  return path.join(path.dirname(snapshotDir), 'i18n');
}

/** Parses the file's text; a bad or duplicated line throws naming file and line. */
export function parseSpanishCareers(text: string, file: string): Map<string, SpanishCareer> {
  return new Map(parseSnapshot(text, file, spanishCareerSchema, (row) => row.socCode).map((row) => [row.socCode, row]));
}

/** Reads data/i18n/careers.es.ndjson; an absent file means no Spanish (every career then answers in English). */
export function readSpanishCareers(dir: string): SpanishCareers {
  const file = path.join(dir, SPANISH_CAREERS_FILE);
  if (!existsSync(file)) return { bySoc: new Map(), sha256: '' };
  const bytes = readFileSync(file);
  return { bySoc: parseSpanishCareers(bytes.toString('utf8'), file), sha256: createHash('sha256').update(bytes).digest('hex') };
}
