import { z } from '@domain/zod';

/*
 * What a person's, a class's or a school's name may hold: something readable. Control characters (terminal escapes),
 * format characters (zero-width spaces, bidi overrides that reverse what follows), private-use and lone surrogates,
 * and line or paragraph separators are refused, and at least one letter is needed. Used by the browser's forms and
 * the server's schemas alike.
 */

/** The error code (its texts: common.error.name_characters in each language). */
export const NAME_CHARACTERS_CODE = 'name_characters';

const UNREADABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;
const LETTER = /\p{L}/u;
// The zero-width joiner inside an emoji sequence ("👩‍🎓" is 👩 + ZWJ + 🎓) draws one picture; anywhere else it hides.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/gu;

export function isReadableName(value: string): boolean {
  return !UNREADABLE.test(value.replace(EMOJI_JOINER, '')) && LETTER.test(value);
}

/** A zod check for z.string().check(...): refuses unreadable characters and names without a letter (an empty one is the length check's). */
export const readableName = () =>
  z.refine<string>((value) => value.length === 0 || isReadableName(value), { message: NAME_CHARACTERS_CODE, abort: true });
