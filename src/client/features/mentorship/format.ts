import { WEEKDAYS, type AvailabilitySlot, type MeetingStatus } from '@domain/mentorship/schemas';

const localFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** A UTC instant in the viewer's own time zone (the browser's, via Intl), e.g. "Mon, Nov 30, 9:00 AM EST". */
export const formatLocal = (iso: string) => localFormat.format(new Date(iso));
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Weekly hours as the professional set them, in their time zone. */
export const formatWeeklySlot = (slot: AvailabilitySlot) => `${WEEKDAYS[slot.weekday]} ${slot.start}–${slot.end}`;

export const STATUS_LABELS: Record<MeetingStatus, string> = {
  requested: 'Requested',
  rescheduled: 'New time proposed',
  accepted: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  done: 'Done',
};

/** Groups start times by the viewer's local day, keeping their order. */
export function groupByDay(slots: readonly string[]): { day: string; slots: string[] }[] {
  const groups: { day: string; slots: string[] }[] = [];
  for (const slot of slots) {
    const day = formatDay(slot);
    const last = groups.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}
