import { z } from '@domain/zod';
import { socCodeSchema } from '../catalog/schemas';
import { hasPrivateChannel } from './private-channels';
import { BIO_MAX, INDUSTRIES, isTimeZone, MESSAGE_MAX, QUESTIONS_MAX, REASON_MAX, TOPICS } from './mentorship-values';

// The plain lists and limits live apart, so pages that only show them do not load zod.
export * from './mentorship-values';

export const timeZoneSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'mentorship.time_zone_required'), z.refine(isTimeZone, 'mentorship.time_zone_list'));

// Half-hour steps: slots on one grid cannot partly overlap, which keeps double-booking checks exact.
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):(00|30)$|^24:00$/, 'mentorship.clock'));

export const availabilitySlotSchema = z
  .object({
    weekday: z.number().check(z.int(), z.minimum(0, 'mentorship.day'), z.maximum(6, 'mentorship.day')),
    start: clockTime,
    end: clockTime,
  })
  .check(z.refine((slot) => slot.start < slot.end, { message: 'mentorship.end_after_start', path: ['end'] }));
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** Required, trimmed text of at most `max` characters, refused with codes (their catalog texts name the limit). */
const codedText = (required: string, tooLong: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

export const professionalApplicationSchema = z.object({
  fullName: codedText('mentorship.name_required', 'mentorship.name_too_long', 120),
  jobTitle: codedText('mentorship.job_required', 'mentorship.job_too_long', 120),
  employer: codedText('mentorship.employer_required', 'mentorship.employer_too_long', 160),
  industry: z.enum(INDUSTRIES, 'mentorship.industry'),
  careerSocCode: socCodeSchema,
  yearsExperience: z
    .number('mentorship.years_required')
    .check(z.int('mentorship.years_whole'), z.minimum(0, 'mentorship.years_negative'), z.maximum(60, 'mentorship.years_max')),
  bio: z.string().check(z.trim(), z.minLength(40, 'mentorship.bio_min'), z.maxLength(BIO_MAX, 'mentorship.bio_max')),
  workUrl: z.pipe(
    z.string().check(z.trim(), z.maxLength(300, 'mentorship.url_max')),
    z.url({ protocol: /^https$/, message: 'mentorship.url' }),
  ),
  topics: z.array(z.enum(TOPICS)).check(z.minLength(1, 'mentorship.topics_required'), z.maxLength(TOPICS.length)),
  timeZone: timeZoneSchema,
  availability: z.array(availabilitySlotSchema).check(z.minLength(1, 'mentorship.slots_min'), z.maxLength(21, 'mentorship.slots_max')),
  codeOfConductAccepted: z.literal(true, 'mentorship.code_of_conduct'),
});
export type ProfessionalApplication = z.infer<typeof professionalApplicationSchema>;

export const rejectSchema = z.object({ reason: codedText('mentorship.reason_required', 'mentorship.reason_too_long', REASON_MAX) });
export const suspendSchema = rejectSchema;

export const professionalQuerySchema = z.object({
  industry: z.optional(z.enum(INDUSTRIES)),
  career: z.optional(socCodeSchema),
  topic: z.optional(z.enum(TOPICS)),
  weekday: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
});
export type ProfessionalQuery = z.infer<typeof professionalQuerySchema>;

const isoInstant = z.iso.datetime({ offset: true, message: 'mentorship.offered_time' });

/** The code of the refusal; each catalog words it ("Keep all contact on Waypoint: …"). */
export const PRIVATE_CHANNEL_CODE = 'mentorship.private_channel';

/** Free text the other side of a meeting reads at once (questions, reasons, feedback): no private channel in it (ADR 0012). */
const meetingText = (max: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, `At most ${max} characters`),
      z.refine((text) => !hasPrivateChannel(text), PRIVATE_CHANNEL_CODE),
    ),
    '',
  );

export const meetingRequestSchema = z.object({
  professionalId: z.uuid('mentorship.professional_required'),
  startsAt: isoInstant,
  topic: z.enum(TOPICS, 'mentorship.topic_required'),
  questions: meetingText(QUESTIONS_MAX),
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

export const meetingActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline'), reason: meetingText(REASON_MAX) }),
  z.object({ action: z.literal('propose'), startsAt: isoInstant }),
  z.object({ action: z.literal('accept-proposal') }),
  z.object({ action: z.literal('cancel'), reason: meetingText(REASON_MAX) }),
  z.object({ action: z.literal('complete'), feedback: meetingText(REASON_MAX) }),
]);
export type MeetingAction = z.infer<typeof meetingActionSchema>;

export const messageSchema = z.object({ body: codedText('mentorship.message_required', 'mentorship.message_too_long', MESSAGE_MAX) });

/**
 * A meeting message is delivered, or held for an administrator because it
 * carries a private channel (private-channels.ts), then released (delivered)
 * or rejected. Only its author and administrators see a held or rejected one.
 */
export const MESSAGE_STATUSES = ['delivered', 'held', 'rejected'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const heldMessageDecisionSchema = z.object({ decision: z.enum(['release', 'reject'], 'mentorship.decision_required') });
export type HeldMessageDecision = z.infer<typeof heldMessageDecisionSchema>['decision'];
export const reportSchema = z.object({ reason: codedText('mentorship.report_required', 'mentorship.report_too_long', REASON_MAX) });
export const safetyContactSchema = z.object({
  email: z.email('mentorship.safety_email').check(z.trim(), z.toLowerCase()),
});
