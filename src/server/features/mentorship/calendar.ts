import { createEvent } from 'ics';

export interface CalendarMeeting {
  id: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  url: string | null;
  cancelled?: boolean;
}

/** An iCalendar invite (or cancellation) for a meeting; times are written in UTC so every calendar shows them locally. */
export function meetingIcs(meeting: CalendarMeeting): { fileName: string; content: string; method: 'REQUEST' | 'CANCEL' } {
  const method = meeting.cancelled ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvent({
    uid: `${meeting.id}@waypoint`,
    start: meeting.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: meeting.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: meeting.title,
    description: meeting.description,
    ...(meeting.url ? { url: meeting.url, location: meeting.url } : {}),
    status: meeting.cancelled ? 'CANCELLED' : 'CONFIRMED',
    method,
    productId: 'waypoint/mentorship',
  });
  if (error || !value) throw error ?? new Error('could not build the calendar invite');
  return { fileName: 'waypoint-meeting.ics', content: value, method };
}
