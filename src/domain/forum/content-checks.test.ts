import { describe, expect, it } from 'vitest';
import { forumDisplayName, hasContactDetails, hasLink, holdReason } from './content-checks';

describe('hasContactDetails', () => {
  it.each([
    'mail me at sam.student@gmail.com',
    'sam (at) gmail (dot) com',
    'call 555-123-4567',
    'call (555) 123 4567',
    'text +44 20 7946 0958',
    'my number is 5551234567',
    'add me @sam_codes',
    'snap: samcodes',
    'my insta is samcodes',
    'discord samcodes#1234',
    // Through the meeting messages' detector:
    'five five five one two three four',
    'join us at discord.gg/abc123',
    'add me on kik',
  ])('holds %s', (text) => expect(hasContactDetails(text)).toBe(true));

  it.each([
    'I scored 1450 on the SAT in 2024',
    'Tuition went up 3.5% this year',
    'We pay $12,500 a year',
    'Is the FAFSA due March 1?',
    'Email the counselor at school',
  ])('lets %s through', (text) => expect(hasContactDetails(text)).toBe(false));
});

describe('hasLink', () => {
  it.each(['https://studentaid.gov', 'see www.example.com', 'go to collegeboard.org/sat'])('finds %s', (text) =>
    expect(hasLink(text)).toBe(true),
  );
  it.each(['no links here', 'a sentence. Another one'])('ignores %s', (text) => expect(hasLink(text)).toBe(false));
});

describe('holdReason', () => {
  it('holds contact details from anyone but administrators, and links only from new accounts', () => {
    expect(holdReason('call 555-123-4567', { isNewAccount: false, isAdmin: false })).toBe('contact-details');
    expect(holdReason('call 555-123-4567', { isNewAccount: false, isAdmin: true })).toBeNull();
    expect(holdReason('https://studentaid.gov', { isNewAccount: true, isAdmin: false })).toBe('link-from-new-account');
    expect(holdReason('https://studentaid.gov', { isNewAccount: false, isAdmin: false })).toBeNull();
  });
});

describe('forumDisplayName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(forumDisplayName('Sam Student')).toBe('Sam S.');
    expect(forumDisplayName('  Maria José  de la Cruz ')).toBe('Maria C.');
    expect(forumDisplayName('Prince')).toBe('Prince');
    expect(forumDisplayName('')).toBe('Waypoint member');
  });
});
