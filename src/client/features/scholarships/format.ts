import { MONTH_NAMES } from '@domain/scholarships/schemas';

/** 1 → "January"; null (rolling, local or unconfirmed) → null. */
export function monthName(month: number | null): string | null {
  return month === null ? null : (MONTH_NAMES[month - 1] ?? null);
}
