import { z } from '@domain/zod';
import { timeZoneSchema } from '@domain/classes/schemas';
import type { ErrorCode } from '@locales/keys';

/** The form fields sent beside a OneRoster package (multipart): a dry run only checks; the time zone is given to new classes. */
export const ROSTER_FORM_MESSAGES = { dryRun: 'rostering.dry_run' } as const satisfies Record<string, ErrorCode>;
export const rosterImportFieldsSchema = z.object({
  dryRun: z.optional(z.enum(['true', 'false'], { error: ROSTER_FORM_MESSAGES.dryRun })),
  timeZone: z.optional(timeZoneSchema),
});

/** At most this many files in one upload (a package has seven CSVs at most; a zip is one). */
export const MAX_UPLOAD_FILES = 20;
