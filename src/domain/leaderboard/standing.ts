/*
 * Where a score stands among every player's best score in a game. Ranks are
 * shared on ties ("1, 2, 2, 4"): a rank is one more than the number of players
 * with a strictly higher best. Players who are not listed still count (ADR 0016).
 */

export interface Standing {
  rank: number;
  total: number;
  /** "In the top N %": the share of players at or above this rank, rounded up, 1-100. */
  topPercent: number;
  /** The share of players with a lower best score, rounded down, 0-99. */
  beatPercent: number;
}

/** From the number of players ahead of, below and in all; null when nobody has played. */
export function standing(ahead: number, below: number, total: number): Standing | null {
  if (total <= 0) return null;
  const rank = ahead + 1;
  return {
    rank,
    total,
    topPercent: Math.min(100, Math.max(1, Math.ceil((100 * rank) / total))),
    beatPercent: Math.min(99, Math.max(0, Math.floor((100 * below) / total))),
  };
}

/** "You're in the top 12 %" in the top half; below it, how many you beat (kinder, and still true). */
export function standingSentence(value: Standing): string {
  if (value.total === 1) return "You're the only player so far";
  if (value.topPercent <= 50) return `You're in the top ${value.topPercent} %`;
  if (value.beatPercent > 0) return `You scored higher than ${value.beatPercent} % of players`;
  return 'Every score counts: play again to climb';
}
