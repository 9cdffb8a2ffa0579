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

/**
 * How a standing is told: the top share in the top half (`top`); below it, the share beaten (`beat`, kinder and
 * still true); `keep-playing` when nobody is below; `only` for the only player. Each language words it.
 */
export type StandingKind = 'only' | 'top' | 'beat' | 'keep-playing';

export function standingKind(value: Standing): StandingKind {
  if (value.total === 1) return 'only';
  if (value.topPercent <= 50) return 'top';
  if (value.beatPercent > 0) return 'beat';
  return 'keep-playing';
}
