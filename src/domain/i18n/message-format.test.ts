import { describe, expect, it } from 'vitest';
import { formatMessage, formatRichMessage, MessageSyntaxError, messageArguments, parseMessage } from './message-format';

describe('formatMessage', () => {
  it('lets a value ending in a period absorb the sentence period, and only then', () => {
    expect(formatMessage('Hasta el {date}.', 'es', { date: '6 dic, 5:03 a.m.' })).toBe('Hasta el 6 dic, 5:03 a.m.');
    expect(formatMessage('Until {date}.', 'en', { date: 'Dec 6, 5:03 PM' })).toBe('Until Dec 6, 5:03 PM.');
    expect(formatMessage('{a}... and {b}.', 'en', { a: 'etc.', b: 'x' })).toBe('etc.... and x.');
    expect(formatMessage('{a} {b}.', 'en', { a: 'etc.', b: 'x.' })).toBe('etc. x.');
  });

  it('fills values and keeps a missing one as its placeholder', () => {
    expect(formatMessage('Continue with {provider}', 'en-US', { provider: 'Google' })).toBe('Continue with Google');
    expect(formatMessage('Hello {name}, {other}', 'en-US', { name: 'Ana' })).toBe('Hello Ana, {other}');
    expect(formatMessage('Plain text, no syntax.', 'en-US')).toBe('Plain text, no syntax.');
  });

  it('chooses the plural form by the language and formats # as a number', () => {
    const text = '{count, plural, one {# reply} other {# replies}}';
    expect(formatMessage(text, 'en-US', { count: 1 })).toBe('1 reply');
    expect(formatMessage(text, 'en-US', { count: 0 })).toBe('0 replies');
    expect(formatMessage(text, 'en-US', { count: 2 })).toBe('2 replies');
    expect(formatMessage(text, 'en-US', { count: 1500 })).toBe('1,500 replies');
    // Spanish: "one" only for 1; 1,000,000 takes the "many" category, which falls back to "other" here.
    const spanish = '{count, plural, one {# respuesta} other {# respuestas}}';
    expect(formatMessage(spanish, 'es-US', { count: 1 })).toBe('1 respuesta');
    expect(formatMessage(spanish, 'es-US', { count: 1000000 })).toBe('1,000,000 respuestas');
  });

  it('prefers an exact =N option', () => {
    const text = '{count, plural, =0 {No replies yet} one {# reply} other {# replies}}';
    expect(formatMessage(text, 'en-US', { count: 0 })).toBe('No replies yet');
    expect(formatMessage(text, 'en-US', { count: 1 })).toBe('1 reply');
  });

  it('selects by a word, with other as the fallback', () => {
    const text = '{role, select, parent {your child} educator {your student} other {you}}';
    expect(formatMessage(text, 'en-US', { role: 'parent' })).toBe('your child');
    expect(formatMessage(text, 'en-US', { role: 'admin' })).toBe('you');
  });

  it('keeps values and tags inside plural options', () => {
    const text = '{count, plural, one {<b>#</b> college in {state}} other {<b>#</b> colleges in {state}}}';
    expect(formatMessage(text, 'en-US', { count: 3, state: 'Ohio' })).toBe('3 colleges in Ohio');
  });

  it('reduces tags to their text in plain formatting, and leaves a lone < as text', () => {
    expect(formatMessage('Save colleges from the <link>college quiz</link>.', 'en-US')).toBe('Save colleges from the college quiz.');
    expect(formatMessage('Under < 5 students', 'en-US')).toBe('Under < 5 students');
    expect(formatMessage('Item #3', 'en-US')).toBe('Item #3');
  });
});

describe('formatRichMessage', () => {
  it('renders each tag with the caller’s renderer, in order', () => {
    const parts = formatRichMessage(
      'Open <link>your profile</link> or <b>{name}</b>.',
      'en-US',
      { name: 'Ana' },
      {
        link: (children) => ({ link: children.join('') }),
        b: (children) => ({ bold: children.join('') }),
      },
    );
    expect(parts).toEqual(['Open ', { link: 'your profile' }, ' or ', { bold: 'Ana' }, '.']);
  });

  it('renders a tag the caller did not give as its text', () => {
    expect(formatRichMessage('A <em>word</em>.', 'en-US', {}, {})).toEqual(['A word.']);
  });
});

describe('parseMessage', () => {
  it.each([
    ['{count, plural, one {#}}', /needs an "other" option/],
    ['{count, plural, one {# x} other {# y}', /not closed|expected/],
    ['Hello }', /unmatched/],
    ['<link>open', /<link> is not closed/],
    ['open</link>', /unexpected closing tag/],
    ['{count, number}', /unknown argument type/],
  ])('refuses %s', (text, error) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError);
    expect(() => parseMessage(text)).toThrow(error);
  });
});

describe('messageArguments', () => {
  it('lists the values and tags a message uses', () => {
    expect(messageArguments('{count, plural, one {<b>#</b> in {state}} other {<b>#</b> in {state}}} <link>go</link>')).toEqual({
      values: ['count', 'state'],
      tags: ['b', 'link'],
    });
  });
});
