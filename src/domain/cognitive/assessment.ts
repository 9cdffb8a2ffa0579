import type { LogicPuzzlesResult, MemoryRaceResult, WordWeaverResult } from './scoring';
import { clampScore, displayScore, TRAIT_LABELS, TRAITS, weightedOverall, type Trait } from './traits';

/*
 * The spec's cognitiveAssessmentData (sections 3 and 4): the three games'
 * results, which games are done, the combined scores, and when it is complete.
 */

export const GAME_IDS = ['word-weaver', 'memory-race', 'logic-puzzles'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Record<GameId, string> = {
  'word-weaver': 'Word Weaver',
  'memory-race': 'Memory Race',
  'logic-puzzles': 'Logic Puzzles',
};

/** Which field of cognitiveAssessmentData holds each game's result. */
export const RESULT_FIELDS = {
  'word-weaver': 'wordWeaverResult',
  'memory-race': 'memoryRaceResult',
  'logic-puzzles': 'logicPuzzlesResult',
} as const satisfies Record<GameId, string>;

export interface GameResults {
  'word-weaver': WordWeaverResult;
  'memory-race': MemoryRaceResult;
  'logic-puzzles': LogicPuzzlesResult;
}

export type CombinedScores = Partial<Record<Trait | 'overall_score', number>>;

/** Stored results are read loosely (older versions, other devices): only numbers are trusted. */
type StoredResult = Record<string, unknown>;

export interface CognitiveAssessmentData {
  combinedScores?: CombinedScores;
  completedGames?: string[];
  assessmentComplete?: boolean;
  timestamp?: string | number;
  assessmentId?: string;
  wordWeaverResult?: StoredResult;
  memoryRaceResult?: StoredResult;
  logicPuzzlesResult?: StoredResult;
  [extra: string]: unknown;
}

/** Each trait averaged over the completed games that measure it; overall by the product spec weights (OVERALL_WEIGHTS in traits.ts). */
export function combineScores(data: CognitiveAssessmentData): CombinedScores {
  const sums = new Map<Trait, { total: number; count: number }>();
  for (const game of GAME_IDS) {
    const result = data[RESULT_FIELDS[game]];
    if (!result) continue;
    for (const trait of TRAITS) {
      const value = result[trait];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const entry = sums.get(trait) ?? { total: 0, count: 0 };
      entry.total += clampScore(value);
      entry.count += 1;
      sums.set(trait, entry);
    }
  }
  const scores: CombinedScores = {};
  for (const trait of TRAITS) {
    const entry = sums.get(trait);
    if (entry) scores[trait] = clampScore(entry.total / entry.count);
  }
  const overall = weightedOverall(scores);
  if (overall !== undefined) scores.overall_score = overall;
  return scores;
}

export function completedGames(data: CognitiveAssessmentData): GameId[] {
  return GAME_IDS.filter((game) => data[RESULT_FIELDS[game]] !== undefined);
}

/** combinedScores, completedGames and assessmentComplete, recomputed from the per-game results. */
export function recompute(data: CognitiveAssessmentData, now: Date): CognitiveAssessmentData {
  const done = completedGames(data);
  return {
    ...data,
    completedGames: done,
    combinedScores: combineScores(data),
    assessmentComplete: done.length === GAME_IDS.length,
    timestamp: now.toISOString(),
  };
}

/** A game's completion (or a save) replaces that game's result and recomputes the rest. */
export function applyGameResult<G extends GameId>(
  data: CognitiveAssessmentData | undefined,
  game: G,
  result: GameResults[G],
  now: Date,
  newId: () => string,
): CognitiveAssessmentData {
  const base = data ?? {};
  return recompute(
    { ...base, assessmentId: base.assessmentId ?? newId(), [RESULT_FIELDS[game]]: { ...result, completedAt: now.toISOString() } },
    now,
  );
}

/** Reset clears everything and starts a new assessment id. */
export function resetAssessment(now: Date, newId: () => string): CognitiveAssessmentData {
  return recompute({ assessmentId: newId() }, now);
}

/** The per-game keys older versions stored on their own, migrated once into cognitiveAssessmentData. */
export const LEGACY_RESULT_KEYS = ['wordWeaverResult', 'memoryRaceResult', 'logicPuzzlesResult'] as const;
export type LegacyResults = Partial<Record<(typeof LEGACY_RESULT_KEYS)[number], StoredResult>>;

/**
 * Folds legacy per-game results in. A result already in cognitiveAssessmentData
 * is newer than any legacy key, so it wins. Returns undefined when there is nothing to fold.
 */
export function migrateLegacyResults(
  data: CognitiveAssessmentData | undefined,
  legacy: LegacyResults,
  now: Date,
  newId: () => string,
): CognitiveAssessmentData | undefined {
  const base: CognitiveAssessmentData = { ...(data ?? {}) };
  let changed = false;
  for (const key of LEGACY_RESULT_KEYS) {
    const result = legacy[key];
    if (result && base[key] === undefined) {
      base[key] = result;
      changed = true;
    }
  }
  if (!changed) return undefined;
  base.assessmentId ??= newId();
  return recompute(base, now);
}

// --- games-results summary (game, trait, score, details) -------------

export interface GamesResultsEntry {
  game: string;
  trait: string;
  score: number;
  details: string;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function wordDetails(result: StoredResult): string {
  const found = num(result.wordsFound) ?? 0;
  const longest = typeof result.longestWord === 'string' && result.longestWord ? `; longest "${result.longestWord}"` : '';
  const average = num(result.averageWordLength);
  return `${plural(found, 'word')} found${average && found > 0 ? `, ${average.toFixed(1)} letters on average` : ''}${longest}`;
}

function memoryDetails(result: StoredResult): string {
  return `Reached level ${num(result.maxLevel) ?? 0} of 15; ${displayScore(num(result.accuracy) ?? 0)}% of digits recalled in place`;
}

function logicDetails(result: StoredResult): string {
  return `${num(result.puzzlesSolved) ?? 0} of 10 puzzles solved`;
}

const SUMMARY: Record<GameId, { traits: Trait[]; details: (result: StoredResult) => string }> = {
  'word-weaver': { traits: ['vocabulary', 'creativity', 'processing_speed', 'pattern_recognition'], details: wordDetails },
  'memory-race': { traits: ['working_memory', 'attention_span', 'processing_speed', 'pattern_recognition'], details: memoryDetails },
  'logic-puzzles': {
    traits: ['logical_reasoning', 'problem_solving', 'analytical_thinking', 'processing_speed', 'pattern_recognition'],
    details: logicDetails,
  },
};

/** One entry per trait each completed game measured, game by game. */
export function gamesResultsSummary(data: CognitiveAssessmentData): GamesResultsEntry[] {
  const entries: GamesResultsEntry[] = [];
  for (const game of GAME_IDS) {
    const result = data[RESULT_FIELDS[game]];
    if (!result) continue;
    const details = SUMMARY[game].details(result);
    for (const trait of SUMMARY[game].traits) {
      const score = num(result[trait]);
      if (score !== undefined) entries.push({ game: GAME_NAMES[game], trait: TRAIT_LABELS[trait], score: clampScore(score), details });
    }
  }
  return entries;
}
