import { describe, expect, it } from 'vitest';
import { messages as englishCore } from '@locales/en';
import { family as englishFamily } from '@locales/en/family';
import { messages as spanishCore } from '@locales/es';
import { family as spanishFamily } from '@locales/es/family';
import { apiErrorText, errorText } from './error-text';
import { translator } from './messages';

const en = translator({ ...englishCore, ...englishFamily });
const es = translator({ ...spanishCore, ...spanishFamily }, 'es-US');

describe('errorText', () => {
  it("words a code from the catalogs with its values, and keeps the server's English for a code it does not know", () => {
    const open = { code: 'family.too_many_open', message: 'You have 5 open invites.', values: { count: 5 } };
    expect(errorText(en, open)).toBe(englishFamily['family.error.too_many_open'].replace('{count}', '5'));
    expect(errorText(es, open)).toContain('5');
    expect(errorText(es, open)).not.toBe(errorText(en, open));
    expect(errorText(es, { code: 'family.from_a_newer_api', message: 'Newer English' })).toBe('Newer English');
  });
});

describe('apiErrorText', () => {
  it("words a 400's first field by its code, in the active language", () => {
    const error = {
      code: 'validation_failed',
      message: 'Enter the invite code.',
      fields: { code: 'Enter the invite code.', other: 'Something else' },
      fieldCodes: { code: 'family.invite_code', other: 'invalid' },
    };
    expect(apiErrorText(en, error)).toBe(englishFamily['family.error.invite_code']);
    expect(apiErrorText(es, error)).toBe(spanishFamily['family.error.invite_code']);
  });

  it('words an error without fields by its own code', () => {
    expect(apiErrorText(es, { code: 'family.invite_used', message: 'This invite has already been used.' })).toBe(
      spanishFamily['family.error.invite_used'],
    );
    expect(apiErrorText(es, { code: 'family.invite_used', message: 'x', fields: {}, fieldCodes: {} })).toBe(
      spanishFamily['family.error.invite_used'],
    );
  });

  it("takes the error's own code for a field the server named without one, or the field's English under a generic 400", () => {
    const taken = {
      code: 'nickname_taken',
      message: 'Someone already uses that nickname.',
      fields: { nickname: 'Someone already uses that nickname.' },
    };
    expect(apiErrorText(es, taken)).toBe(spanishCore['common.error.nickname_taken']);
    const generic = { code: 'validation_failed', message: 'That is not a word.', fields: { 'words.0': 'That is not a word.' } };
    expect(apiErrorText(es, generic)).toBe('That is not a word.');
  });
});
