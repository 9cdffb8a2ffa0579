import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_HOURS, MEETING_MINUTES, type AvailabilitySlot } from './schemas';

type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time an instant shows in a time zone, as Intl reports it (its tz database knows every DST rule). */
export function wallTimeIn(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const asUtcNumber = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/**
 * The instant at which a time zone's clocks show `wall`, or null when that wall time does not exist
 * there (skipped by a spring-forward change). In the repeated hour of a fall-back change the earlier
 * instant is returned. The zone's offset always comes from Intl, never from our own rules.
 */
export function zonedTimeToInstant(wall: WallTime, timeZone: string): number | null {
  const target = asUtcNumber(wall);
  const offsetAt = (instant: number) => asUtcNumber(wallTimeIn(instant, timeZone)) - instant;
  const candidates = new Set<number>();
  // The offset can differ either side of a change; try the offset seen just before and just after.
  for (const probe of [target - 36 * 3_600_000, target, target + 36 * 3_600_000]) candidates.add(target - offsetAt(probe));
  const matching = [...candidates].filter((instant) => asUtcNumber(wallTimeIn(instant, timeZone)) === target).sort((a, b) => a - b);
  return matching[0] ?? null;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The meeting start times a professional offers from now on: each weekly slot, cut into meetings of
 * MEETING_MINUTES in their own time zone, from BOOKING_LEAD_HOURS ahead up to BOOKING_HORIZON_DAYS.
 * Returned as UTC ISO strings, earliest first.
 */
export function upcomingSlots(
  availability: readonly AvailabilitySlot[],
  timeZone: string,
  now: number,
  horizonDays = BOOKING_HORIZON_DAYS,
): string[] {
  const earliest = now + BOOKING_LEAD_HOURS * 3_600_000;
  const latest = now + horizonDays * 86_400_000;
  const today = wallTimeIn(now, timeZone);
  const starts = new Set<number>();
  for (let offset = 0; offset <= horizonDays + 1; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = date.getUTCDay();
    for (const slot of availability) {
      if (slot.weekday !== weekday) continue;
      for (let minute = minutesOf(slot.start); minute + MEETING_MINUTES <= minutesOf(slot.end); minute += MEETING_MINUTES) {
        const instant = zonedTimeToInstant(
          {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour: Math.floor(minute / 60),
            minute: minute % 60,
          },
          timeZone,
        );
        if (instant !== null && instant >= earliest && instant <= latest) starts.add(instant);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((instant) => new Date(instant).toISOString());
}

export const meetingEnd = (startsAt: Date) => new Date(startsAt.getTime() + MEETING_MINUTES * 60_000);
