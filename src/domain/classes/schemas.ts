import { z } from '@domain/zod';
import { inviteCodeSchema, inviteTokenSchema } from '@domain/family/schemas';
import { readableName } from '@domain/text/names';
import { ASSIGNMENT_STATUSES, STEP_IDS } from './rules';

export const CLASS_NAME_MESSAGE = 'Give the class a name of 1 to 80 characters.';
export const SCHOOL_YEAR_MESSAGE = 'Write the school year like 2026-27.';
export const GRADE_LEVEL_MESSAGE = 'Choose a grade from 6 to 12, or College / other.';
export const JOIN_ONE_OF_MESSAGE = 'Send the code or the link of one class.';

export const GRADE_LEVELS = [6, 7, 8, 9, 10, 11, 12, 13] as const;
export const gradeLevelLabel = (level: number) => (level === 13 ? 'College / other' : `Grade ${level}`);

const schoolYear = z.string({ error: SCHOOL_YEAR_MESSAGE }).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}$/, SCHOOL_YEAR_MESSAGE),
  z.refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), SCHOOL_YEAR_MESSAGE),
);

export const classInputSchema = z.strictObject({
  name: z
    .string({ error: CLASS_NAME_MESSAGE })
    .check(z.trim(), z.minLength(1, CLASS_NAME_MESSAGE), z.maxLength(80, CLASS_NAME_MESSAGE), readableName()),
  schoolYear,
  gradeLevel: z.coerce
    .number({ error: GRADE_LEVEL_MESSAGE })
    .check(z.int(GRADE_LEVEL_MESSAGE), z.minimum(6, GRADE_LEVEL_MESSAGE), z.maximum(13, GRADE_LEVEL_MESSAGE)),
});
export type ClassInput = z.input<typeof classInputSchema>;

/** PATCH /api/educator/classes/:id: rename, change the year or grade, archive, switch the join code off or on. */
export const classUpdateSchema = z
  .strictObject({ ...z.partial(classInputSchema).shape, archived: z.optional(z.boolean()), joinEnabled: z.optional(z.boolean()) })
  .check(z.refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' }));

/** POST /api/classes/join (and its preview): the code (typed) or the token (from the link), exactly one. */
export const joinClassSchema = z
  .strictObject({ code: z.optional(inviteCodeSchema), token: z.optional(inviteTokenSchema) }, { error: JOIN_ONE_OF_MESSAGE })
  .check(z.refine((value) => (value.code === undefined) !== (value.token === undefined), { message: JOIN_ONE_OF_MESSAGE, path: ['code'] }));
export type JoinClass = z.infer<typeof joinClassSchema>;
export const joinCodeFormSchema = z.object({ code: inviteCodeSchema });

export const classIdParamSchema = z.object({ id: z.uuid('Not a valid id') });
export const memberParamSchema = z.object({ id: z.uuid('Not a valid id'), memberId: z.uuid('Not a valid id') });
export const assignmentParamSchema = z.object({ id: z.uuid('Not a valid id'), assignmentId: z.uuid('Not a valid id') });

export const rosterQuerySchema = z.object({
  filter: z._default(z.enum(['all', 'not-started', 'stuck', 'done']), 'all'),
  step: z.optional(z.enum(STEP_IDS)),
  assignment: z.optional(z.uuid('Not a valid id')),
  assignmentStatus: z.optional(z.enum(ASSIGNMENT_STATUSES)),
  sort: z._default(z.enum(['name', 'progress', 'last-active']), 'name'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  q: z._default(z.string().check(z.maxLength(80, 'Search at most 80 characters')), ''),
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.minimum(1, 'Page starts at 1'), z.maximum(10_000)), 1),
});

export const DUE_DATE_MESSAGE = 'Choose a due date (YYYY-MM-DD).';
export const assignmentInputSchema = z.strictObject({
  step: z.enum(STEP_IDS, { error: 'Choose one of the assessment steps.' }),
  dueOn: z.iso.date(DUE_DATE_MESSAGE),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const SCHOOL_MESSAGE = 'Name your school and your role there (3 to 200 characters).';
export const verificationRequestSchema = z.strictObject({
  school: z
    .string({ error: SCHOOL_MESSAGE })
    .check(z.trim(), z.minLength(3, SCHOOL_MESSAGE), z.maxLength(200, SCHOOL_MESSAGE), readableName()),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

export const REASON_MESSAGE = 'Give a reason of 3 to 500 characters; the educator reads it.';
export const educatorReasonSchema = z.strictObject({
  reason: z.string({ error: REASON_MESSAGE }).check(z.trim(), z.minLength(3, REASON_MESSAGE), z.maxLength(500, REASON_MESSAGE)),
});
export const educatorQueueQuerySchema = z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected', 'revoked'])) });
