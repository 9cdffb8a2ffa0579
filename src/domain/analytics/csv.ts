/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break.
 * Text starting with = + - @ (or a tab / carriage return) is prefixed with "'",
 * so a spreadsheet shows it instead of running it as a formula (OWASP CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows to CSV text with CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
