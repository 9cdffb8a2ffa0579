import { deriveSeed, seededRandom } from './random';
import { sequenceLength } from './scoring';

/*
 * Memory Race's digits come from a seed (ADR 0016): for the leaderboard the
 * server issues the seed with an id and remembers when, the page plays the
 * digits it derives, and the server derives them again to check the rounds
 * it is sent. Round i (0-based, retries included) at level n shows n + 2
 * digits, with no digit twice in a row so each new digit is a visible (and
 * audible) change.
 */

/** Seeds are unsigned 32-bit numbers. */
export const MAX_MEMORY_SEED = 0xffff_ffff;

/** The digits the `roundIndex`-th round of the game seeded with `seed` shows at `level`. */
export function memoryRaceDigits(seed: number, roundIndex: number, level: number): string {
  const random = seededRandom(deriveSeed(seed, roundIndex));
  const length = sequenceLength(level);
  let digits = '';
  while (digits.length < length) {
    const digit = String(Math.floor(random() * 10));
    if (digit !== digits.at(-1)) digits += digit;
  }
  return digits;
}
