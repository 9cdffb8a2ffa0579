import { safeParse, type z } from 'zod';

/* The snapshot files' format (data/snapshot, data/i18n): one JSON row a line, each checked by a schema, keys unique. */

export class SnapshotError extends Error {}

/** Parses and validates every line; throws SnapshotError naming file and line (1-based). */
export function parseSnapshot<T>(text: string, file: string, schema: z.core.$ZodType<T>, key: (row: T) => string | number): T[] {
  const rows: T[] = [];
  const seen = new Set<string | number>();
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new SnapshotError(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const result = safeParse(schema, json);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new SnapshotError(`${where}: ${issue?.path.join('.') || '(row)'}: ${issue?.message ?? 'invalid'}`);
    }
    const id = key(result.data);
    if (seen.has(id)) throw new SnapshotError(`${where}: ${id} appears twice`);
    seen.add(id);
    rows.push(result.data);
  });
  return rows;
}
