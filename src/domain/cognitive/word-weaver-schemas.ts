import { z } from '@domain/zod';
import { LETTER_COUNT, normalizeWord, WORD_WEAVER_MESSAGES } from './word-weaver';

/* Word Weaver's request payloads (the server's checks and the leaderboard submission). */

export const lettersSchema = z
  .string(WORD_WEAVER_MESSAGES.letters)
  .check(z.regex(new RegExp(`^[a-z]{${LETTER_COUNT}}$`), WORD_WEAVER_MESSAGES.letters));

export const wordCheckSchema = z.object({
  letters: lettersSchema,
  word: z.pipe(
    z.pipe(z.string(WORD_WEAVER_MESSAGES.word), z.transform(normalizeWord)),
    z.string().check(z.regex(/^[a-z]{1,20}$/, WORD_WEAVER_MESSAGES.word)),
  ),
});
export type WordCheck = z.infer<typeof wordCheckSchema>;

export const letterSetQuerySchema = z.object({
  mode: z.enum(['practice', 'scored'], 'Choose practice or scored'),
});
