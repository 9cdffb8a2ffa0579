import { sql } from 'drizzle-orm';
import { fieldOfStudyLineSchema, fieldsOfStudyHeaderSchema, type FieldOfStudyLine } from '@domain/catalog/fields-of-study';
import { PROGRAM_ROW_COLUMNS, programRowIssue, programsHeaderSchema, type ProgramRow } from '@domain/catalog/programs';
import type { Transaction } from '@server/db/client';
import { collegePrograms, fieldOfStudyOccupations, fieldsOfStudy } from '@server/db/schema';
import { parseLines, parseSnapshot, SnapshotError } from './ndjson';

/*
 * The program and field-of-study snapshots (data/snapshot/programs.ndjson, fields-of-study.ndjson; ADR 0038): a header
 * line, then one row a line. Loaded by load-snapshot.ts like the others (skipped when unchanged). Both tables are
 * wholly generated, so a load replaces them. The ~181,000 program rows go in as a few statements that unnest one array
 * per column (one parameter per column instead of one per value), which keeps a fresh start within seconds.
 */

/** Rows per statement: 9 arrays of this length each, far below any parameter or memory limit. */
const ROWS_PER_STATEMENT = 50_000;

/** Splits off and checks the header line; the rows' text keeps a blank first line so reported line numbers stay right. */
function withHeader<T>(text: string, file: string, check: (header: unknown) => T): { header: T; rows: string } {
  const end = text.indexOf('\n');
  const first = end < 0 ? text : text.slice(0, end);
  let json: unknown;
  try {
    json = JSON.parse(first);
  } catch {
    throw new SnapshotError(`${file}:1: the header line is not JSON`);
  }
  return { header: check(json), rows: end < 0 ? '' : text.slice(end) };
}

export function parseProgramsSnapshot(text: string, file: string): ProgramRow[] {
  const { rows } = withHeader(text, file, (json) => {
    const parsed = programsHeaderSchema.safeParse(json);
    if (!parsed.success) throw new SnapshotError(`${file}:1: not a programs snapshot header`);
    if (parsed.data.columns.join() !== PROGRAM_ROW_COLUMNS.join())
      throw new SnapshotError(`${file}:1: columns ${parsed.data.columns.join(', ')} are not ${PROGRAM_ROW_COLUMNS.join(', ')}`);
    return parsed.data;
  });
  // ~181,000 lines: checked by programRowIssue (the schema's rules, written out), much faster than a schema per line.
  return parseLines(
    rows,
    file,
    (json, where) => {
      const issue = programRowIssue(json);
      if (issue !== null) throw new SnapshotError(`${where}: ${issue}`);
      return json as ProgramRow;
    },
    (row) => `${row[0]}:${row[1]}:${row[2]}`,
  );
}

export function parseFieldsOfStudySnapshot(text: string, file: string): FieldOfStudyLine[] {
  const { rows } = withHeader(text, file, (json) => {
    const parsed = fieldsOfStudyHeaderSchema.safeParse(json);
    if (!parsed.success) throw new SnapshotError(`${file}:1: not a fields-of-study snapshot header`);
    return parsed.data;
  });
  return parseSnapshot(rows, file, fieldOfStudyLineSchema, (row) => row.cip);
}

/** A column of values as one array parameter (node-postgres writes a JavaScript array as a PostgreSQL array). */
const column = <T>(rows: readonly ProgramRow[], index: number) => sql.param(rows.map((row) => row[index] as T));

export async function writePrograms(tx: Transaction, rows: readonly ProgramRow[]) {
  // The table is wholly the snapshot's: emptied at once (TRUNCATE, inside the transaction) rather than row by row.
  await tx.execute(sql`truncate table ${collegePrograms}`);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    await tx.execute(sql`
      insert into ${collegePrograms} (unit_id, cip, credential_level, awards_year1, awards_year2, debt_cohort, median_debt, earnings_cohort, median_earnings)
      select * from unnest(
        ${column(batch, 0)}::integer[], ${column(batch, 1)}::text[], ${column(batch, 2)}::smallint[],
        ${column(batch, 3)}::integer[], ${column(batch, 4)}::integer[], ${column(batch, 5)}::integer[],
        ${column(batch, 6)}::integer[], ${column(batch, 7)}::integer[], ${column(batch, 8)}::integer[])`);
  }
  return { written: rows.length, keptCurated: 0, removed: 0 };
}

export async function writeFieldsOfStudy(tx: Transaction, lines: readonly FieldOfStudyLine[]) {
  await tx.delete(fieldOfStudyOccupations);
  await tx.delete(fieldsOfStudy);
  if (lines.length > 0) {
    await tx.insert(fieldsOfStudy).values(
      lines.map((line) => ({
        cip: line.cip,
        title: line.title,
        definition: line.definition,
        definitionCip: line.definitionCip,
        status: line.status,
      })),
    );
  }
  const occupations = lines.flatMap((line) => line.occupations.map((o) => ({ cip: line.cip, socCode: o.soc, socTitle: o.title })));
  for (let start = 0; start < occupations.length; start += 2_000) {
    await tx.insert(fieldOfStudyOccupations).values(occupations.slice(start, start + 2_000));
  }
  return { written: lines.length, keptCurated: 0, removed: 0 };
}
