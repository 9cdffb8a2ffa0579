import { describe, expect, it } from 'vitest';
import { upcomingSlots, zonedTimeToInstant } from './time';
import { maskContactDetails, MASK } from './masking';
import { allowedActions } from './policy';

describe('zonedTimeToInstant', () => {
  it('uses the offset in force on that date (DST-safe)', () => {
    // New York: EST (UTC-5) in January, EDT (UTC-4) in July.
    expect(new Date(zonedTimeToInstant({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, 'America/New_York')!).toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToInstant({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, 'America/New_York')!).toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it('returns null for a time skipped by spring-forward and the first of a repeated hour', () => {
    expect(zonedTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBeNull();
    expect(new Date(zonedTimeToInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')!).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('upcomingSlots', () => {
  it('cuts weekly windows into half-hour meetings across a DST change', () => {
    // Wednesday 2026-03-04 12:00 UTC; Mondays 17:00-18:00 in New York, before and after 8 March.
    const now = Date.parse('2026-03-04T12:00:00Z');
    const slots = upcomingSlots([{ weekday: 1, start: '17:00', end: '18:00' }], 'America/New_York', now, 14);
    expect(slots).toEqual(['2026-03-09T21:00:00.000Z', '2026-03-09T21:30:00.000Z', '2026-03-16T21:00:00.000Z', '2026-03-16T21:30:00.000Z']);
  });

  it('keeps the lead time', () => {
    const now = Date.parse('2026-03-09T20:00:00Z');
    expect(upcomingSlots([{ weekday: 1, start: '17:00', end: '18:00' }], 'America/New_York', now, 1)).toEqual([]);
  });
});

describe('maskContactDetails', () => {
  it('masks e-mails and phone numbers, nothing else', () => {
    expect(maskContactDetails('Mail me at jo.doe@example.com or call +1 (555) 010-2030').text).toBe(`Mail me at ${MASK} or call ${MASK}`);
    expect(maskContactDetails('write to jo (at) example (dot) org').text).toBe(`write to ${MASK}`);
    expect(maskContactDetails('See you at 4:30 on May 12, 2026').masked).toBe(false);
  });
});

describe('allowedActions', () => {
  it('gives each side its own moves', () => {
    expect(allowedActions('professional', 'requested', false)).toEqual(['accept', 'decline', 'propose', 'cancel']);
    expect(allowedActions('student', 'requested', false)).toEqual(['cancel']);
    expect(allowedActions('student', 'rescheduled', false)).toEqual(['accept-proposal', 'cancel']);
    expect(allowedActions('student', 'accepted', true)).toEqual(['complete']);
    expect(allowedActions(null, 'accepted', false)).toEqual([]);
  });
});
