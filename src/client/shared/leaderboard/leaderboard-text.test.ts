import { describe, expect, it } from 'vitest';
import { standing, type Standing } from '@domain/leaderboard/standing';
import { leaderboard as english } from '@locales/en/leaderboard';
import { leaderboard as spanish } from '@locales/es/leaderboard';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { standingText } from './leaderboard-text';

const en = translator(english) as Translate<'leaderboard'>;
const es = translator(spanish) as Translate<'leaderboard'>;
const at = (ahead: number, below: number, total: number) => standing(ahead, below, total) as Standing;

describe('where a score stands, in words', () => {
  it('says top N % in the top half, and how many were beaten below it', () => {
    expect(standingText(en, at(11, 80, 100))).toBe("You're in the top 12 %");
    expect(standingText(en, at(49, 50, 100))).toBe("You're in the top 50 %");
    expect(standingText(en, at(50, 49, 100))).toBe('You scored higher than 49 % of players');
    expect(standingText(en, at(99, 0, 100))).toBe('Every score counts: play again to climb');
    expect(standingText(en, at(0, 0, 1))).toBe("You're the only player so far");
  });

  it('says each case in Spanish with its figure', () => {
    const cases = [at(11, 80, 100), at(50, 49, 100), at(99, 0, 100), at(0, 0, 1)];
    for (const value of cases) expect(standingText(es, value)).not.toBe(standingText(en, value));
    expect(standingText(es, at(11, 80, 100))).toContain('12');
    expect(standingText(es, at(50, 49, 100))).toContain('49');
  });
});
