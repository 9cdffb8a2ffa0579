import { z } from 'zod';
import { AppError } from './errors';

/**
 * Keyset pagination cursors: the sort key of the last row sent, as opaque
 * base64url JSON. A cursor that does not parse, or was made for another sort,
 * is a 400, never a 500.
 */
export function encodeCursor(kind: string, values: (string | number)[]): string {
  return Buffer.from(JSON.stringify([kind, ...values])).toString('base64url');
}

const cursorShape = z.tuple([z.string()], z.union([z.string().max(100), z.number()]));

export function decodeCursor(cursor: string, kind: string, expected: readonly ('date' | 'string' | 'number')[]): (string | number | Date)[] {
  const invalid = new AppError(400, 'validation_failed', 'That page link is not valid any more. Start again from the first page.', {
    cursor: 'Not a valid page cursor',
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success || result.data[0] !== kind || result.data.length !== expected.length + 1) throw invalid;
  return expected.map((type, index) => {
    const value = result.data[index + 1];
    if (type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid;
      return value;
    }
    if (typeof value !== 'string') throw invalid;
    if (type === 'date') {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw invalid;
      return date;
    }
    return value;
  });
}
