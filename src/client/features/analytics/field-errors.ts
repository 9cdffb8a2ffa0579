import type { z } from '@domain/zod';

/** `{ field: first message }` from a zod error, as the server's 400 body has them. */
export function fieldErrorsOf(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}
