/**
 * The UTC month ("2026-11") of `now`. A month-bound prerendered copy (ADR 0031) holds for one: the build names the
 * copy's file by the month it rendered in, and the server sends the copy while the month is the same.
 */
export const utcMonth = (now: Date = new Date()): string => now.toISOString().slice(0, 7);
