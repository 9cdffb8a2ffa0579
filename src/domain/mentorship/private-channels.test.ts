import { describe, expect, it } from 'vitest';
import { findPrivateChannels, hasPrivateChannel } from './private-channels';

describe('findPrivateChannels: the examples that used to pass', () => {
  it.each([
    ['add me on snapchat: sam_codes2010', 'handle'],
    ['discord samcodes#1234', 'handle'],
    ['https://instagram.com/sam.codes', 'link'],
    ['five five five one two three four', 'number-words'],
    ['five 5 five, one two three four', 'number-words'],
  ] as const)('finds %j (%s)', (text, kind) => {
    expect(findPrivateChannels(text)).toContain(kind);
  });
});

describe('findPrivateChannels: handles on the common platforms', () => {
  it.each([
    'my snap is samcodes',
    'snap: samcodes',
    'hmu on snap',
    'add me on discord',
    'my discord is samcodes',
    'discord: sam codes',
    'follow me on insta',
    'my ig is sam.codes',
    'ig @sam.codes',
    'find me on tiktok',
    'tiktok sam_codes',
    'text me on whatsapp',
    'whatsapp me',
    'message me on telegram',
    'telegram: @samcodes',
    'text me on signal',
    'my signal username is samcodes',
    'add me on kik',
    'kik: samcodes',
    'dm me on x',
    'follow me on twitter @samcodes',
    'add me on facebook, Sam Codes',
    'message me on messenger',
    'find me on facebook messenger',
    'my skype is sam.codes.2010',
    'add me on wechat',
    'my wechat id is samcodes',
    'talk to me on line',
    'my line id is samcodes',
    'join my groupme',
    'add me on groupme',
    'follow @sam_codes',
    'DM me',
    'slide into my dms',
    'I am sam_codes2010 on snap',
    'call me on zoom',
    'my gmail is samcodes',
    'Ａｄｄ ｍｅ ｏｎ ｓｎａｐ',
  ])('finds a handle in %j', (text) => {
    expect(findPrivateChannels(text)).toContain('handle');
  });
});

describe('findPrivateChannels: links to profiles, chats and outside calls', () => {
  it.each([
    'discord.gg/abc123',
    'join here: https://discord.com/invite/abc123',
    'wa.me/15550102030',
    'https://chat.whatsapp.com/AbCdEf',
    't.me/samcodes',
    'discord dot gg slash abc123',
    't (dot) me/samcodes',
    'www.tiktok.com/@samcodes',
    'snapchat.com/add/samcodes',
    'x.com/samcodes',
    'm.me/samcodes',
    'facebook.com/sam.codes',
    'https://zoom.us/j/123',
    'meet.google.com/abc-defg-hij',
    'bit.ly/3abcd',
    'linktr.ee/samcodes',
    'skype:samcodes?chat',
  ])('finds a link in %j', (text) => {
    expect(findPrivateChannels(text)).toContain('link');
  });
});

describe('findPrivateChannels: e-mail and phone numbers', () => {
  it.each([
    ['mail me at sam.student@gmail.com', 'email'],
    ['sam (at) gmail (dot) com', 'email'],
    ['sam at gmail dot com', 'email'],
    ['call 555-123-4567', 'phone'],
    ['text +1 (555) 010-2030', 'phone'],
    ['my number is 5551234567', 'phone'],
    ['my cell: five five five', 'phone'],
    ['five five five, one two three, four five six seven', 'number-words'],
    ['555 one two three four', 'number-words'],
    ['double five five, one two three four', 'number-words'],
    ['five fifty five, twelve thirty four', 'number-words'],
    ['cinco cinco cinco uno dos tres cuatro', 'number-words'],
    ['oh five five one two three four', 'number-words'],
  ] as const)('finds %j (%s)', (text, kind) => {
    expect(findPrivateChannels(text)).toContain(kind);
  });
});

describe('findPrivateChannels: ordinary messages pass', () => {
  it.each([
    'I have two questions about one of the three majors',
    'at 5 pm',
    'Can we meet at 5 pm on Tuesday?',
    'See you @ 5pm',
    'See you @5pm',
    'Please call me Pat, and thanks for the questions!',
    'Message me here if anything comes up before Tuesday.',
    'I scored 1450 on the SAT in 2024 and took 3 AP classes.',
    'Tuition went up 3.5% this year; we pay $12,500 a year.',
    'Nurses work 3 twelve-hour shifts a week, sometimes four.',
    'One, two or three internships is plenty before you graduate.',
    'In my first year I earned $52,000; by year five it was $68,000.',
    'I use Instagram and TikTok for work: we make short videos about nursing.',
    'YouTube is full of good "day in the life" videos.',
    'LinkedIn is useful once you have an internship.',
    'My signal was weak during the call, sorry.',
    'Wait in line at the financial aid office early in the morning.',
    'The job outlook is strong: 6% growth over ten years.',
    'Bottom line: fill in the FAFSA by March 1.',
    'My team uses Python 3 and Excel every day.',
    'Grades 9, 10, 11 and 12 all count.',
    'I was in line. Me and my friend waited an hour.',
    'Email the counselor at school',
    'Check bls.gov/ooh for the pay figures.',
    'I add 2nd-year courses in the spring.',
    'Take a snap decision only if you have to.',
  ])('lets %j through', (text) => {
    expect(findPrivateChannels(text)).toEqual([]);
    expect(hasPrivateChannel(text)).toBe(false);
  });
});

describe('findPrivateChannels: hiding tricks', () => {
  it('ignores zero-width characters and full-width letters', () => {
    expect(findPrivateChannels('sam\u200B@gmail.com')).toContain('email');
    expect(findPrivateChannels('ｓｎａｐ： ｓａｍ＿ｃｏｄｅｓ')).toContain('handle');
  });

  it('lists each kind once, in a fixed order', () => {
    expect(findPrivateChannels('snap sam_codes2010, sam@x.org, 555-123-4567 and discord.gg/abc')).toEqual([
      'email',
      'phone',
      'handle',
      'link',
    ]);
  });
});
