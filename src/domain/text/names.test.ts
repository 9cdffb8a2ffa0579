import { describe, expect, it } from 'vitest';
import { z } from '@domain/zod';
import { isReadableName, NAME_CHARACTERS_CODE, readableName } from './names';

describe('readable names', () => {
  it('takes names in any script, with spaces, hyphens, apostrophes and digits', () => {
    for (const name of ['Ana María Núñez', "D'Angelo O'Neil-Smith", 'Period 3 Careers', '李小龍', 'Zoë', 'محمد'])
      expect(isReadableName(name), name).toBe(true);
  });

  it('keeps emoji whole: the joiner inside an emoji sequence is part of the picture, and only there', () => {
    expect(isReadableName('Zoë Ñúñez 👩‍🎓')).toBe(true);
    expect(isReadableName('Sam 👍🏽')).toBe(true);
    expect(isReadableName('Sam 👍🏽\u200D')).toBe(false);
    expect(isReadableName('An\u200Dn')).toBe(false);
  });

  it('refuses zero-width, bidi, control and separator characters, and names without a letter', () => {
    for (const name of ['Ann\u200B', 'evil\u202Eexe.txt', '\u001b[31mRed', 'a\u2066b', 'x\u2028y', 'tab\there', '123', '---', ''])
      expect(isReadableName(name), JSON.stringify(name)).toBe(false);
  });

  it('answers with the code the catalogs word', () => {
    const schema = z.string().check(readableName());
    const result = schema.safeParse('\u202E');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NAME_CHARACTERS_CODE);
  });
});
