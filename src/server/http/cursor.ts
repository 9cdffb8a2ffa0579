import { z } from 'zod';
import { AppError } from './errors';
import { hasInvalidText } from './input';

/**
 * Keyset pagination cursors: the sort key of the last row sent, as opaque
 * base64url JSON. A cursor that does not parse, was made for another sort, or
 * holds a value its column cannot take (by hand: a year PostgreSQL cannot
 * store, a fraction for an integer, text for a uuid) is a 400, never a 500.
 */
export function encodeCursor(kind: string, values: (string | number)[]): string {
  return Buffer.from(JSON.stringify([kind, ...values])).toString('base64url');
}

const cursorShape = z.tuple([z.string()], z.union([z.string().max(100), z.number()]));

/** As Date#toISOString writes it (years 0000-9999, all within PostgreSQL's range). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uuid = z.uuid();
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/** `integer` is a PostgreSQL integer column; `string` is any text without NUL or broken characters. */
export type CursorValueType = 'date' | 'uuid' | 'integer' | 'string';

export function decodeCursor(cursor: string, kind: string, expected: readonly CursorValueType[]): (string | number | Date)[] {
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
    if (type === 'integer') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT4_MIN || value > INT4_MAX) throw invalid;
      return value;
    }
    if (typeof value !== 'string' || hasInvalidText(value)) throw invalid;
    if (type === 'uuid' && !uuid.safeParse(value).success) throw invalid;
    if (type === 'date') {
      const date = new Date(value);
      if (!isoInstant.test(value) || Number.isNaN(date.getTime())) throw invalid;
      return date;
    }
    return value;
  });
}
