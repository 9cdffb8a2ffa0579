import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ImportError } from './input';

/*
 * O*NET 29.2 `Alternate Titles.txt` (tab-separated, header row, no quoting): one row per everyday job title of an
 * occupation, with columns O*NET-SOC Code, Alternate Title, Short Title ("n/a" when none) and Source(s). Some
 * releases also carry the occupation's Title; it is not needed. Columns are found by their header text.
 * Feeds src/data/career-alternate-titles.ts (career search by everyday titles).
 */

export const ONET_ALTERNATE_TITLES_SOURCE = {
  name: 'O*NET 29.2 Database, Alternate Titles, U.S. Department of Labor/Employment and Training Administration, CC BY 4.0',
  year: '2025',
  url: 'https://www.onetcenter.org/database.html',
} as const;

export interface OnetAlternateTitle {
  socCode: string;
  alternateTitle: string;
  /** null where the file says "n/a". */
  shortTitle: string | null;
}

const COLUMNS = { socCode: 'O*NET-SOC Code', alternateTitle: 'Alternate Title', shortTitle: 'Short Title' } as const;

/** Parses the text of an `Alternate Titles.txt` file. */
export function parseAlternateTitles(text: string): OnetAlternateTitle[] {
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: '\t',
    quote: false,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as string[][];
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => {
      const index = header.indexOf(name.toLowerCase());
      if (index < 0) throw new ImportError(`Alternate Titles.txt: column "${name}" is missing`);
      return [key, index];
    }),
  ) as Record<keyof typeof COLUMNS, number>;
  return rows.slice(1).map((row, line) => {
    const socCode = row[at.socCode]?.trim() ?? '';
    const alternateTitle = row[at.alternateTitle]?.trim() ?? '';
    if (!/^\d{2}-\d{4}\.\d{2}$/.test(socCode) || !alternateTitle) throw new ImportError(`Alternate Titles.txt: bad row ${line + 2}`);
    const short = row[at.shortTitle]?.trim() ?? '';
    return { socCode, alternateTitle, shortTitle: short && short.toLowerCase() !== 'n/a' ? short : null };
  });
}

export function readAlternateTitles(file: string): OnetAlternateTitle[] {
  return parseAlternateTitles(readFileSync(file, 'utf8'));
}

/**
 * Per O*NET-SOC code, its alternate titles then short titles, in file order, without case-insensitive duplicates
 * and without the career's own title.
 */
export function alternateTitlesByCode(
  rows: readonly OnetAlternateTitle[],
  careers: readonly { socCode: string; title: string }[],
): Record<string, string[]> {
  const wanted = new Map(careers.map((career) => [career.socCode, career.title]));
  const titles = new Map<string, string[]>();
  for (const row of rows)
    if (wanted.has(row.socCode)) (titles.get(row.socCode) ?? titles.set(row.socCode, []).get(row.socCode)!).push(row.alternateTitle);
  for (const row of rows) if (wanted.has(row.socCode) && row.shortTitle) titles.get(row.socCode)!.push(row.shortTitle);
  const result: Record<string, string[]> = {};
  for (const [socCode, own] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const seen = new Set([own.toLowerCase()]);
    result[socCode] = (titles.get(socCode) ?? []).filter((title) => !seen.has(title.toLowerCase()) && seen.add(title.toLowerCase()));
  }
  return result;
}
