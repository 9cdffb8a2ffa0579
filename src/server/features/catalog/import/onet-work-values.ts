import { readFileSync } from 'node:fs';

/*
 * Reader for O*NET 29.2 `Work Values.txt` (tab-separated, header row, no quoting). Columns used:
 * O*NET-SOC Code, Element Name, Scale ID, Data Value. Scale EX is the extent (1-7) of each of the six work
 * values (Achievement, Working Conditions, Recognition, Relationships, Support, Independence); scale VH holds
 * the first, second and third high-point values as codes 1-6 in that order (0: no further high point).
 */

export const ONET_WORK_VALUES_SOURCE = {
  name: 'O*NET 29.2 Database, Work Values, CC BY 4.0',
  release: 'February 2025',
  url: 'https://www.onetcenter.org/dictionary/29.2/text/',
} as const;

/** The six values in O*NET's order (Content Model 1.B.2.a-f); VH code n names the n-th. */
export const ONET_WORK_VALUE_NAMES = [
  'Achievement',
  'Working Conditions',
  'Recognition',
  'Relationships',
  'Support',
  'Independence',
] as const;
export type OnetWorkValueName = (typeof ONET_WORK_VALUE_NAMES)[number];

const HIGH_POINT_ELEMENTS = ['First Work Value High-Point', 'Second Work Value High-Point', 'Third Work Value High-Point'] as const;
const COLUMNS = ['O*NET-SOC Code', 'Element Name', 'Scale ID', 'Data Value'] as const;

export interface OnetWorkValues {
  /** EX extent 1-7 per value, as published (two decimals in the file). */
  extent: Partial<Record<OnetWorkValueName, number>>;
  /** High-point values, first to third; codes 0 (none) are left out. */
  highPoints: OnetWorkValueName[];
}

export class WorkValuesFormatError extends Error {}

function numberOf(text: string, where: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new WorkValuesFormatError(`${where}: "${text}" is not a number`);
  return value;
}

/** Parses the file's text into O*NET-SOC code → values. Throws on a missing column, an unknown value or a bad number. */
export function parseWorkValues(text: string): Map<string, OnetWorkValues> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split('\t');
  const at = COLUMNS.map((column) => header.indexOf(column));
  const missing = COLUMNS.filter((_, index) => at[index] === -1);
  if (missing.length) throw new WorkValuesFormatError(`Work Values.txt: missing column(s) ${missing.join(', ')}`);
  const [codeAt, nameAt, scaleAt, valueAt] = at as [number, number, number, number];
  const byCode = new Map<string, OnetWorkValues>();
  const highPointCodes = new Map<string, (number | undefined)[]>();
  lines.slice(1).forEach((line, index) => {
    const cells = line.split('\t');
    const where = `Work Values.txt line ${index + 2}`;
    const code = cells[codeAt] ?? '';
    const name = cells[nameAt] ?? '';
    const scale = cells[scaleAt];
    const value = numberOf(cells[valueAt] ?? '', where);
    const entry = byCode.get(code) ?? { extent: {}, highPoints: [] };
    byCode.set(code, entry);
    if (scale === 'EX') {
      if (!(ONET_WORK_VALUE_NAMES as readonly string[]).includes(name))
        throw new WorkValuesFormatError(`${where}: unknown work value "${name}"`);
      if (value < 1 || value > 7) throw new WorkValuesFormatError(`${where}: extent ${value} is outside 1-7`);
      entry.extent[name as OnetWorkValueName] = value;
    } else if (scale === 'VH') {
      const rank = (HIGH_POINT_ELEMENTS as readonly string[]).indexOf(name);
      if (rank === -1) throw new WorkValuesFormatError(`${where}: unknown high-point element "${name}"`);
      if (!Number.isInteger(value) || value < 0 || value > 6)
        throw new WorkValuesFormatError(`${where}: high-point code ${value} is outside 0-6`);
      const codes = highPointCodes.get(code) ?? [];
      codes[rank] = value;
      highPointCodes.set(code, codes);
    }
  });
  for (const [code, codes] of highPointCodes) {
    const entry = byCode.get(code);
    if (!entry) continue;
    entry.highPoints = codes
      .filter((value): value is number => value !== undefined && value > 0)
      .map((value) => ONET_WORK_VALUE_NAMES[value - 1] as OnetWorkValueName);
  }
  return byCode;
}

export function readWorkValues(file: string): Map<string, OnetWorkValues> {
  return parseWorkValues(readFileSync(file, 'utf8'));
}
