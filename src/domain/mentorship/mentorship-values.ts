/* The mentorship vocabulary and limits: plain values, no zod (schemas.ts builds its schemas from them and re-exports them). */

/** Industries a professional can work in (broad sectors, after the BLS industry supersectors). */
export const INDUSTRIES = [
  'Arts, media and entertainment',
  'Construction and skilled trades',
  'Education',
  'Finance and insurance',
  'Government and public service',
  'Health care and social assistance',
  'Hospitality and retail',
  'Information technology',
  'Law and public safety',
  'Manufacturing',
  'Nonprofit',
  'Professional and business services',
  'Science and research',
  'Transportation and logistics',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** What a student can ask a professional about. */
export const TOPICS = [
  'A day in the job',
  'Choosing a major',
  'College or training paths',
  'Apprenticeships and trades',
  'Paying for school without heavy debt',
  'Internships and first jobs',
  'Skills to build now',
  'Changing careers',
] as const;
export type Topic = (typeof TOPICS)[number];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const MEETING_STATUSES = ['requested', 'rescheduled', 'accepted', 'declined', 'cancelled', 'done'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Every meeting lasts this long; slots are laid out on this grid in the professional's time zone. */
export const MEETING_MINUTES = 30;
/** Students can book this far ahead, and no sooner than the lead time, so the professional can prepare. */
export const BOOKING_HORIZON_DAYS = 21;
export const BOOKING_LEAD_HOURS = 12;

export const BIO_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const QUESTIONS_MAX = 1000;
export const REASON_MAX = 1000;
export const MAX_SAFETY_CONTACTS = 3;

/** Is the name an IANA time zone this runtime knows? (Intl throws a RangeError otherwise.) */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}
