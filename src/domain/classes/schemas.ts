import { z } from '@domain/zod';
import { isWellFormedInviteCode, normaliseInviteCode } from '@domain/family/invite';
import { readableName } from '@domain/text/names';
import type { ErrorCode } from '@locales/keys';
import { ASSIGNMENT_STATUSES, isTimeZone, STEP_IDS } from './rules';

/** The class form's codes (each worded by `classes.error.<name>` in every catalog). */
export const CLASS_MESSAGES = {
  className: 'classes.class_name',
  schoolYear: 'classes.school_year',
  gradeLevel: 'classes.grade_level',
  gradeUnder13: 'classes.grade_under_13',
  joinOneOf: 'classes.join_one_of',
  joinCode: 'classes.join_code',
  joinLink: 'classes.join_link',
  dueDate: 'classes.due_date',
  school: 'classes.school',
  reason: 'classes.reason',
  timeZone: 'classes.time_zone',
  schoolStudentId: 'classes.school_student_id',
} as const satisfies Record<string, ErrorCode>;
export const CLASS_NAME_MESSAGE = CLASS_MESSAGES.className;
export const SCHOOL_YEAR_MESSAGE = CLASS_MESSAGES.schoolYear;
export const GRADE_LEVEL_MESSAGE = CLASS_MESSAGES.gradeLevel;
export const JOIN_ONE_OF_MESSAGE = CLASS_MESSAGES.joinOneOf;

/*
 * Grades a class can be for: 8 to 12, or 13 for "college / other". Waypoint has no accounts under 13, and most
 * 6th and 7th graders are 11 or 12, so a class for them could never be joined; it is not offered. Classes made for
 * grades 6 and 7 before that stay readable, take no new students, and say why.
 */
export const GRADE_LEVELS = [8, 9, 10, 11, 12, 13] as const;
export const RETIRED_GRADE_LEVELS = [6, 7] as const;
export const MIN_GRADE_LEVEL = 8;
/** Grade 8 takes students, but only those who are 13 already: the forms say so. */
export const THIRTEEN_NEEDED_GRADE_LEVEL = 8;
export const isRetiredGradeLevel = (level: number) => (RETIRED_GRADE_LEVELS as readonly number[]).includes(level);

const schoolYear = z.string({ error: SCHOOL_YEAR_MESSAGE }).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}$/, SCHOOL_YEAR_MESSAGE),
  z.refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), SCHOOL_YEAR_MESSAGE),
);

/** The school's time zone, an IANA name the platform knows ("America/Chicago"); the form fills in the browser's. */
export const timeZoneSchema = z
  .string({ error: CLASS_MESSAGES.timeZone })
  .check(z.trim(), z.maxLength(64, CLASS_MESSAGES.timeZone), z.refine(isTimeZone, CLASS_MESSAGES.timeZone));

export const classInputSchema = z.strictObject({
  name: z
    .string({ error: CLASS_NAME_MESSAGE })
    .check(z.trim(), z.minLength(1, CLASS_NAME_MESSAGE), z.maxLength(80, CLASS_NAME_MESSAGE), readableName()),
  schoolYear,
  gradeLevel: z.coerce.number({ error: GRADE_LEVEL_MESSAGE }).check(
    z.int(GRADE_LEVEL_MESSAGE),
    z.refine((level) => !isRetiredGradeLevel(level), { message: CLASS_MESSAGES.gradeUnder13, abort: true }),
    z.minimum(MIN_GRADE_LEVEL, GRADE_LEVEL_MESSAGE),
    z.maximum(13, GRADE_LEVEL_MESSAGE),
  ),
  /** Optional: a class made without one keeps UTC until the educator sets it. */
  timeZone: z.optional(timeZoneSchema),
});
export type ClassInput = z.input<typeof classInputSchema>;

/** The student's ID in the school's records: 1 to 40 letters, digits, spaces and . - _ /; null forgets it. */
export const SCHOOL_STUDENT_ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._\-/]{0,39}$/u;
export const schoolStudentIdSchema = z.strictObject({
  schoolId: z.nullable(
    z
      .string({ error: CLASS_MESSAGES.schoolStudentId })
      .check(z.trim(), z.maxLength(40, CLASS_MESSAGES.schoolStudentId), z.regex(SCHOOL_STUDENT_ID_PATTERN, CLASS_MESSAGES.schoolStudentId)),
  ),
});
export type SchoolStudentIdInput = z.input<typeof schoolStudentIdSchema>;

/** PATCH /api/educator/classes/:id: rename, change the year or grade, archive, switch the join code off or on. */
export const classUpdateSchema = z
  .strictObject({ ...z.partial(classInputSchema).shape, archived: z.optional(z.boolean()), joinEnabled: z.optional(z.boolean()) })
  .check(z.refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' }));

/** A class's join code as typed (any case, with or without the dash), normalised; the same alphabet as a family invite. */
const joinCodeSchema = z
  .pipe(z.string({ error: CLASS_MESSAGES.joinCode }).check(z.maxLength(40, CLASS_MESSAGES.joinCode)), z.transform(normaliseInviteCode))
  .check(z.refine(isWellFormedInviteCode, CLASS_MESSAGES.joinCode));
/** The join link's token: 32 bytes in base64url, 43 characters. */
const joinTokenSchema = z.string({ error: CLASS_MESSAGES.joinLink }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, CLASS_MESSAGES.joinLink));

/** POST /api/classes/join (and its preview): the code (typed) or the token (from the link), exactly one. */
export const joinClassSchema = z
  .strictObject({ code: z.optional(joinCodeSchema), token: z.optional(joinTokenSchema) }, { error: JOIN_ONE_OF_MESSAGE })
  .check(z.refine((value) => (value.code === undefined) !== (value.token === undefined), { message: JOIN_ONE_OF_MESSAGE, path: ['code'] }));
export type JoinClass = z.infer<typeof joinClassSchema>;
export const joinCodeFormSchema = z.object({ code: joinCodeSchema });

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

export const DUE_DATE_MESSAGE = CLASS_MESSAGES.dueDate;
export const assignmentInputSchema = z.strictObject({
  step: z.enum(STEP_IDS, { error: 'Choose one of the assessment steps.' }),
  dueOn: z.iso.date(DUE_DATE_MESSAGE),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const SCHOOL_MESSAGE = CLASS_MESSAGES.school;
export const verificationRequestSchema = z.strictObject({
  school: z
    .string({ error: SCHOOL_MESSAGE })
    .check(z.trim(), z.minLength(3, SCHOOL_MESSAGE), z.maxLength(200, SCHOOL_MESSAGE), readableName()),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

export const REASON_MESSAGE = CLASS_MESSAGES.reason;
export const educatorReasonSchema = z.strictObject({
  reason: z.string({ error: REASON_MESSAGE }).check(z.trim(), z.minLength(3, REASON_MESSAGE), z.maxLength(500, REASON_MESSAGE)),
});
export const educatorQueueQuerySchema = z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected', 'revoked'])) });
