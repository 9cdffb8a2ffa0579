import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { trackEvent } from '../lib/track-event';
import {
  applyGameResult,
  gamesResultsSummary,
  LEGACY_RESULT_KEYS,
  migrateLegacyResults,
  resetAssessment,
  type CognitiveAssessmentData,
  type GameId,
  type GameResults,
  type LegacyResults,
} from '@domain/cognitive/assessment';
import { readLocal, useLocalValue, writeLocal } from './local-store';
import { writeLocalChecked } from './checked-local';

/** The spec's cognitive assessment state (sections 3, 4), kept under the `cognitiveAssessmentData` key. */
export interface CognitiveAssessmentState {
  data: CognitiveAssessmentData;
  /** A game finished (or was saved): store its result and recompute the combined scores. */
  completeGame: <G extends GameId>(game: G, result: GameResults[G]) => void;
  /** Clears every result and starts a new assessment id. */
  reset: () => void;
}

const CognitiveAssessmentContext = createContext<CognitiveAssessmentState | null>(null);

const newId = () => crypto.randomUUID();

function store(data: CognitiveAssessmentData): void {
  // The schema is loose: parsing checks the spec's fields and keeps the extras (word lists, rounds, answers).
  writeLocalChecked('cognitiveAssessmentData', data);
  // The progress page counts "games results" for the premium step: written once the three games are done.
  // Reset leaves it: the student did play, and the server copy could not be removed anyway.
  if (data.assessmentComplete)
    writeLocal(
      'premiumGamesResults',
      gamesResultsSummary(data).map((entry) => ({ ...entry })),
    );
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the legacy per-game keys older versions wrote (objects only) and deletes them. */
function takeLegacyResults(): LegacyResults {
  const local = storage();
  const legacy: LegacyResults = {};
  if (!local) return legacy;
  for (const key of LEGACY_RESULT_KEYS) {
    const raw = local.getItem(key);
    if (raw === null) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) legacy[key] = value as Record<string, unknown>;
    } catch {
      // A corrupt legacy value holds nothing to keep.
    }
  }
  return legacy;
}

function removeLegacyKeys(): void {
  const local = storage();
  for (const key of LEGACY_RESULT_KEYS) local?.removeItem(key);
}

/** Folds legacy per-game keys into cognitiveAssessmentData once, then deletes them. */
export function migrateLegacyKeys(now = new Date()): void {
  const migrated = migrateLegacyResults(readLocal('cognitiveAssessmentData'), takeLegacyResults(), now, newId);
  if (migrated) store(migrated);
  removeLegacyKeys();
}

export function CognitiveAssessmentProvider({ children }: { children: ReactNode }) {
  const stored = useLocalValue('cognitiveAssessmentData');
  useEffect(() => migrateLegacyKeys(), []);

  const completeGame = useCallback(<G extends GameId>(game: G, result: GameResults[G]) => {
    // Read the latest copy, not the render's: another tab or a server merge may have added a game meanwhile.
    store(applyGameResult(readLocal('cognitiveAssessmentData'), game, result, new Date(), newId));
    trackEvent('game_finished', { game });
  }, []);
  const reset = useCallback(() => store(resetAssessment(new Date(), newId)), []);

  const value = useMemo(() => ({ data: stored ?? {}, completeGame, reset }), [stored, completeGame, reset]);
  return <CognitiveAssessmentContext value={value}>{children}</CognitiveAssessmentContext>;
}

/** The cognitive assessment; only inside a CognitiveAssessmentProvider (using it outside raises an error). */
export function useCognitiveAssessment(): CognitiveAssessmentState {
  const context = useContext(CognitiveAssessmentContext);
  if (!context) throw new Error('useCognitiveAssessment must be used within a CognitiveAssessmentProvider');
  return context;
}
