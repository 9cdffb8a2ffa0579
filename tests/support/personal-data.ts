import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

export interface Trace {
  table: string;
  column: string;
  needle: string;
  rows: number;
}

/**
 * Searches every text-like column (text, varchar, json, jsonb, text arrays) of
 * every table in the database for each needle, case-insensitively. The columns
 * come from information_schema at run time, so a new table or column is
 * searched without anyone remembering to add it here.
 */
export async function findTraces(db: Database, needles: readonly string[]): Promise<Trace[]> {
  const columns = await db.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
           or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
    order by c.table_schema, c.table_name, c.column_name
  `);
  if (columns.rows.length < 50) throw new Error(`expected the whole schema, found only ${columns.rows.length} text columns`);
  const tables = new Map<string, { schema: string; table: string; columns: string[] }>();
  for (const { table_schema: schema, table_name: table, column_name: column } of columns.rows) {
    const key = `${schema}.${table}`;
    const entry = tables.get(key) ?? { schema, table, columns: [] };
    entry.columns.push(column);
    tables.set(key, entry);
  }
  const traces: Trace[] = [];
  // One scan per table: a count for every (column, needle) pair.
  for (const [key, { schema, table, columns: names }] of tables) {
    const pairs = names.flatMap((column) => needles.map((needle) => ({ column, needle })));
    const counts = sql.join(
      pairs.map(
        ({ column, needle }, index) =>
          sql`count(*) filter (where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0)::int as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    );
    const result = await db.execute<Record<string, number>>(sql`select ${counts} from ${sql.identifier(schema)}.${sql.identifier(table)}`);
    const row = result.rows[0] ?? {};
    pairs.forEach(({ column, needle }, index) => {
      const rows = row[`c${index}`] ?? 0;
      if (rows > 0) traces.push({ table: key, column, needle, rows });
    });
  }
  return traces;
}
