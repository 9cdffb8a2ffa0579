import { INDUSTRIES, TOPICS, type MeetingStatus } from '@domain/mentorship/mentorship-values';
import type { AvailabilitySlot } from '@domain/mentorship/schemas';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export const formatDay = (iso: string, intlLocale?: string) =>
  (intlLocale ? new Intl.DateTimeFormat(intlLocale, { weekday: 'long', month: 'long', day: 'numeric' }) : dayFormat).format(new Date(iso));
export const formatTime = (iso: string, intlLocale?: string) =>
  (intlLocale ? new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit' }) : timeFormat).format(new Date(iso));

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Groups start times by the viewer's local day, keeping their order. */
export function groupByDay(slots: readonly string[], intlLocale?: string): { day: string; slots: string[] }[] {
  const groups: { day: string; slots: string[] }[] = [];
  for (const slot of slots) {
    const day = formatDay(slot, intlLocale);
    const last = groups.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

/* The same labels in the active language: the domain's English values stay the filter and API values. */

export const STATUS_KEYS = {
  requested: 'mentorship.statusRequested',
  rescheduled: 'mentorship.statusRescheduled',
  accepted: 'mentorship.statusAccepted',
  declined: 'mentorship.statusDeclined',
  cancelled: 'mentorship.statusCancelled',
  done: 'mentorship.statusDone',
} as const satisfies Record<MeetingStatus, string>;

const INDUSTRY_KEYS = Object.fromEntries(INDUSTRIES.map((industry, index) => [industry, `mentorship.industry${index}`])) as Record<
  string,
  AreaKey<'mentorship'>
>;
const TOPIC_KEYS = Object.fromEntries(TOPICS.map((topic, index) => [topic, `mentorship.topic${index}`])) as Record<
  string,
  AreaKey<'mentorship'>
>;

/** An industry or topic (the domain's English value) in the active language; an unknown value as it is. */
export const industryLabel = (t: Translate<'mentorship'>, industry: string) =>
  INDUSTRY_KEYS[industry] ? t(INDUSTRY_KEYS[industry]) : industry;
export const topicLabel = (t: Translate<'mentorship'>, topic: string) => (TOPIC_KEYS[topic] ? t(TOPIC_KEYS[topic]) : topic);

/** Weekly hours as the professional set them, in their time zone, with the day named in a locale. */
export const formatWeeklySlotIn = (intlLocale: string, slot: AvailabilitySlot) =>
  `${weekdayName(intlLocale, slot.weekday)} ${slot.start}–${slot.end}`;

/** 0 → "Sunday" / "domingo" (a weekday's name in a locale). */
export const weekdayName = (intlLocale: string, weekday: number) =>
  new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

/** A UTC instant in the viewer's own time zone, in the active language. */
export const formatLocalIn = (intlLocale: string, iso: string) =>
  new Intl.DateTimeFormat(intlLocale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** A meeting status as the API words it inside a sentence ("requested"), in the active language. */
export const STATUS_IN_SENTENCE = {
  requested: 'mentorship.st_requested',
  rescheduled: 'mentorship.st_rescheduled',
  accepted: 'mentorship.st_accepted',
  declined: 'mentorship.st_declined',
  cancelled: 'mentorship.st_cancelled',
  done: 'mentorship.st_done',
} as const satisfies Record<MeetingStatus, string>;

/** A status word in the active language; an unknown one as it came. */
export const statusInSentence = (t: Translate<'mentorship'>, status: string) =>
  Object.hasOwn(STATUS_IN_SENTENCE, status) ? t(STATUS_IN_SENTENCE[status as MeetingStatus]) : status;
