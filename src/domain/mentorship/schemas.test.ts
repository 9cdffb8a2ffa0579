import { describe, expect, it } from 'vitest';
import { issues } from '@domain/testing/parse-issues';
import {
  availabilitySlotSchema,
  meetingActionSchema,
  meetingRequestSchema,
  PRIVATE_CHANNEL_CODE,
  professionalApplicationSchema,
  professionalQuerySchema,
  safetyContactSchema,
  timeZoneSchema,
} from './schemas';

const request = { professionalId: '3f0b8c4e-2a8d-4c55-9f0e-6c1a2b3d4e5f', startsAt: '2026-12-01T15:00:00.000Z', topic: 'Choosing a major' };

describe('meeting texts the other side reads at once', () => {
  it('refuse a private channel in the questions, reasons and feedback', () => {
    const questions = meetingRequestSchema.safeParse({ ...request, questions: 'add me on snapchat: sam_codes2010' });
    expect(questions.success ? null : questions.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['questions', PRIVATE_CHANNEL_CODE],
    ]);
    for (const action of [
      { action: 'decline', reason: 'Busy, text me: five five five one two three four' },
      { action: 'cancel', reason: 'Join my discord instead: discord.gg/abc123' },
      { action: 'complete', feedback: 'Follow me @sam_codes' },
    ]) {
      const parsed = meetingActionSchema.safeParse(action);
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(PRIVATE_CHANNEL_CODE);
    }
  });

  it('accept ordinary text and no text', () => {
    expect(meetingRequestSchema.parse({ ...request, questions: 'I have two questions about one of the three majors.' }).questions).toBe(
      'I have two questions about one of the three majors.',
    );
    expect(meetingRequestSchema.parse(request).questions).toBe('');
    expect(meetingActionSchema.parse({ action: 'decline' })).toEqual({ action: 'decline', reason: '' });
    expect(meetingActionSchema.parse({ action: 'cancel', reason: 'My exam moved to 5 pm.' })).toEqual({
      action: 'cancel',
      reason: 'My exam moved to 5 pm.',
    });
  });
});

const application = {
  fullName: ' Ann Lee ',
  jobTitle: 'Nurse',
  employer: 'County Hospital',
  industry: 'Health care and social assistance',
  careerSocCode: '29-1141.00',
  yearsExperience: 5,
  bio: 'I have worked on a hospital ward for five years and train new nurses.',
  workUrl: ' https://example.com/ann ',
  topics: ['A day in the job'],
  timeZone: ' America/Chicago ',
  availability: [{ weekday: 1, start: '09:00', end: '10:30' }],
  codeOfConductAccepted: true,
};

describe('professionalApplicationSchema', () => {
  it('trims the texts, the address and the time zone', () => {
    const parsed = professionalApplicationSchema.parse(application);
    expect([parsed.fullName, parsed.workUrl, parsed.timeZone]).toEqual(['Ann Lee', 'https://example.com/ann', 'America/Chicago']);
  });

  it('codes the years of experience: not a number, not whole (also past the safe range), out of range', () => {
    const years = (value: unknown) => issues(professionalApplicationSchema.safeParse({ ...application, yearsExperience: value }));
    expect(years(NaN)).toEqual([['yearsExperience', 'mentorship.years_required']]);
    expect(years('5')).toEqual([['yearsExperience', 'mentorship.years_required']]);
    expect(years(1.5)).toEqual([['yearsExperience', 'mentorship.years_whole']]);
    expect(years(2 ** 60)).toEqual([
      ['yearsExperience', 'mentorship.years_whole'],
      ['yearsExperience', 'mentorship.years_max'],
    ]);
    expect(years(-1)).toEqual([['yearsExperience', 'mentorship.years_negative']]);
    expect(years(61)).toEqual([['yearsExperience', 'mentorship.years_max']]);
  });

  it('checks the address length after trimming, then that it is an https address', () => {
    const url = (value: string) => issues(professionalApplicationSchema.safeParse({ ...application, workUrl: value }));
    expect(url('http://example.com')).toEqual([['workUrl', 'mentorship.url']]);
    expect(url(` https://example.com/${'x'.repeat(300)}`)).toEqual([['workUrl', 'mentorship.url_max']]);
  });
});

describe('timeZoneSchema', () => {
  it('reports a blank zone as missing and unknown, in that order', () => {
    expect(issues(timeZoneSchema.safeParse('   '))).toEqual([
      ['', 'mentorship.time_zone_required'],
      ['', 'mentorship.time_zone_list'],
    ]);
    expect(issues(timeZoneSchema.safeParse('Mars/Base'))).toEqual([['', 'mentorship.time_zone_list']]);
  });
});

describe('availabilitySlotSchema', () => {
  it('wants a whole weekday from 0 to 6 and half-hour times', () => {
    expect(issues(availabilitySlotSchema.safeParse({ weekday: 1.5, start: '09:00', end: '10:00' }))).toEqual([
      ['weekday', 'Invalid input: expected int, received number'],
    ]);
    expect(issues(availabilitySlotSchema.safeParse({ weekday: 7, start: '09:15', end: '10:00' }))).toEqual([
      ['weekday', 'mentorship.day'],
      ['start', 'mentorship.clock'],
    ]);
  });
});

describe('professionalQuerySchema', () => {
  it('coerces the numbers and defaults the page and its size', () => {
    expect(professionalQuerySchema.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(professionalQuerySchema.parse({ weekday: '2', page: '3' })).toEqual({ weekday: 2, page: 3, pageSize: 12 });
    expect(issues(professionalQuerySchema.safeParse({ pageSize: '1.5' }))).toEqual([
      ['pageSize', 'Invalid input: expected int, received number'],
    ]);
  });
});

describe('safetyContactSchema', () => {
  it('lower-cases a valid address, and checks the address before trimming', () => {
    expect(safetyContactSchema.parse({ email: 'Ann.Lee@School.ORG' })).toEqual({ email: 'ann.lee@school.org' });
    expect(issues(safetyContactSchema.safeParse({ email: ' ann@school.org ' }))).toEqual([['email', 'mentorship.safety_email']]);
  });
});
