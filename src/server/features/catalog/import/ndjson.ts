import { safeParse, type z } from 'zod';

/* The snapshot files' format (data/snapshot, data/i18n): one JSON row a line, each checked by a schema, keys unique. */

export class SnapshotError extends Error {}

/**
 * Reads every non-blank line as JSON, checks it (`check` throws or returns the row) and refuses a key seen twice;
 * throws SnapshotError naming file and line (1-based).
 */
export function parseLines<T>(
  text: string,
  file: string,
  check: (json: unknown, where: string) => T,
  key: (row: T) => string | number,
): T[] {
  const rows: T[] = [];
  const seen = new Set<string | number>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const where = `${file}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new SnapshotError(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const row = check(json, where);
    const id = key(row);
    if (seen.has(id)) throw new SnapshotError(`${where}: ${id} appears twice`);
    seen.add(id);
    rows.push(row);
  }
  return rows;
}

/** Parses and validates every line against the schema; throws SnapshotError naming file and line (1-based). */
export function parseSnapshot<T>(text: string, file: string, schema: z.core.$ZodType<T>, key: (row: T) => string | number): T[] {
  return parseLines(
    text,
    file,
    (json, where) => {
      const result = safeParse(schema, json);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      throw new SnapshotError(`${where}: ${issue?.path.join('.') || '(row)'}: ${issue?.message ?? 'invalid'}`);
    },
    key,
  );
}
