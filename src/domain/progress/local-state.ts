// zod/mini: the schemas load when a stored value needs them (local-keys.ts holds what every page needs), and mini is small.
import { z } from '@domain/zod';
import { premiumCareerQuizProgressSchema, premiumCareerQuizResultSchema } from '../career-quiz/career-quiz-result';
import { storedBudgetSchema } from '../finance/stored-budget';

// Read through local-store.ts (readSavedBudget), which holds this module once it has loaded.
export { readStoredBudget } from '../finance/stored-budget';
import { DEFAULT_LIFESTYLE_LEVEL } from '../finance/lifestyle-levels';
import { DEFAULT_EARNINGS_HORIZON } from '../finance/earnings-horizon';
import { earningsHorizonSchema } from '../finance/earnings-horizon-schema';
import { SYNCED_KEYS, type LocalKey, type SyncedKey } from './local-keys';

// The keys themselves and the merge need no schema: the app shell imports them from local-keys.ts.
export { isLocalKey, isSyncedKey, LOCAL_KEYS, mergeStates, serializeValue, SYNCED_KEYS, type LocalKey, type SyncedKey } from './local-keys';

const looseRecord = z.looseObject({});
const optionalScore = z.optional(z.number());

const combinedScoresSchema = z.looseObject({
  vocabulary: optionalScore,
  working_memory: optionalScore,
  processing_speed: optionalScore,
  logical_reasoning: optionalScore,
  pattern_recognition: optionalScore,
  problem_solving: optionalScore,
  attention_span: optionalScore,
  creativity: optionalScore,
  analytical_thinking: optionalScore,
  overall_score: optionalScore,
});

const wordWeaverResultSchema = z.looseObject({
  wordsFound: optionalScore,
  averageWordLength: optionalScore,
  // The spec does not say whether this is the word itself or its length.
  longestWord: z.optional(z.union([z.string(), z.number()])),
  vocabulary: optionalScore,
  creativity: optionalScore,
  processing_speed: optionalScore,
  pattern_recognition: optionalScore,
  overall_score: optionalScore,
});

const memoryRaceResultSchema = z.looseObject({
  maxLevel: optionalScore,
  accuracy: optionalScore,
  working_memory: optionalScore,
  attention_span: optionalScore,
  processing_speed: optionalScore,
  pattern_recognition: optionalScore,
});

const logicPuzzlesResultSchema = z.looseObject({
  accuracy: optionalScore,
  puzzlesSolved: optionalScore,
  logical_reasoning: optionalScore,
  problem_solving: optionalScore,
  analytical_thinking: optionalScore,
  processing_speed: optionalScore,
  pattern_recognition: optionalScore,
});

export const cognitiveAssessmentDataSchema = z.looseObject({
  combinedScores: z.optional(combinedScoresSchema),
  completedGames: z.optional(z.array(z.string())),
  assessmentComplete: z.optional(z.boolean()),
  timestamp: z.optional(z.union([z.string(), z.number()])),
  assessmentId: z.optional(z.string()),
  wordWeaverResult: z.optional(wordWeaverResultSchema),
  memoryRaceResult: z.optional(memoryRaceResultSchema),
  logicPuzzlesResult: z.optional(logicPuzzlesResultSchema),
});

const oiScore = z.number().check(z.minimum(0), z.maximum(7));

/**
 * The career quiz result. `topMajors` (major names) is the spec's field, passed
 * on to /feedback as selectedMajors; the rest is what Waypoint's quiz adds and
 * is optional, so results saved by older versions still load.
 */
export const quizResultSchema = z.looseObject({
  topMajors: z.array(z.string()),
  /** The RIASEC profile on O*NET's 1-7 scale. */
  profile: z.optional(z.object({ R: oiScore, I: oiScore, A: oiScore, S: oiScore, E: oiScore, C: oiScore })),
  /** Three letters, e.g. "IRC". */
  hollandCode: z.optional(z.string().check(z.regex(/^[RIASEC]{1,6}$/))),
  /** CIP codes of topMajors, in the same order. */
  topMajorCips: z.optional(z.array(z.string())),
  /** O*NET-SOC codes of the best-matching careers, best first. */
  topCareerCodes: z.optional(z.array(z.string())),
  /** ISO date-time the quiz was finished. */
  completedAt: z.optional(z.string()),
});

/** The career quiz in progress: item id → answer 1-5, so the quiz resumes where it was left. */
export const careerQuizAnswersSchema = z.record(z.string().check(z.maxLength(10)), z.int().check(z.minimum(1), z.maximum(5)));

const NUMERIC_STRING = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;

/** A number, or a string that is one ("3000", as some versions stored the form's text), read as a number. */
const storedAmount = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && NUMERIC_STRING.test(value) ? Number(value) : value)),
  z.number(),
);

/**
 * MonthlyIncome, plannedDebt and level, where level may be
 * missing and then reads as Comfortable (the spec's default), so a stored value
 * without it is not mistaken for corrupt data. A later version added earningsHorizon, the
 * pay the student plans on (early career or the median of all workers). Older values
 * lack it: readers take earningsHorizonOrDefault (early career); an unknown one reads as
 * early career too rather than making the whole value corrupt.
 */
export const financialExpectationsSchema = z.object({
  monthlyIncome: storedAmount,
  plannedDebt: storedAmount,
  level: z.pipe(
    z.transform((value: unknown) => value ?? DEFAULT_LIFESTYLE_LEVEL),
    z.string(),
  ),
  earningsHorizon: z.optional(z.catch(earningsHorizonSchema, DEFAULT_EARNINGS_HORIZON)),
});

export const LOCAL_SCHEMAS = {
  journeyStarted: z.boolean(),
  quizResult: quizResultSchema,
  careerQuizAnswers: careerQuizAnswersSchema,
  collegeQuizResults: z.array(looseRecord),
  financialExpectations: financialExpectationsSchema,
  premiumCareerQuizCompleted: z.boolean(),
  /** Waypoint's addition: the premium career quiz's result (values profile and preferences). */
  premiumCareerQuizResult: premiumCareerQuizResultSchema,
  /** The premium career quiz in progress, so it resumes where it was left. */
  premiumCareerQuizProgress: premiumCareerQuizProgressSchema,
  // Older versions saved a loose record: still accepted (and synced), read as "not saved" by readStoredBudget.
  premiumFinancialExpectations: z.union([storedBudgetSchema, looseRecord]),
  premiumGamesResults: z.union([looseRecord, z.array(z.unknown())]),
  premiumFeedbackCompleted: z.boolean(),
  betaNotificationDismissed: z.boolean(),
  feedbackPopupShown: z.boolean(),
  userFeedback: z.array(looseRecord),
  cognitiveAssessmentData: cognitiveAssessmentDataSchema,
} as const;

// Every schema key is listed in local-keys.ts and nothing more (a compile-time check both ways).
type SchemaKey = keyof typeof LOCAL_SCHEMAS;
const sameKeys: [SchemaKey, LocalKey] extends [LocalKey, SchemaKey] ? true : never = true;
void sameKeys;

export type LocalState = { [K in LocalKey]?: z.infer<(typeof LOCAL_SCHEMAS)[K]> };

export type LocalValue<K extends LocalKey> = NonNullable<LocalState[K]>;

export type TimestampedEntry<K extends LocalKey> = { value: LocalValue<K>; updatedAt: number };

export type TimestampedState = { [K in LocalKey]?: TimestampedEntry<K> };

/** Reads a raw localStorage string; anything missing, corrupt or of the wrong shape becomes undefined. */
export function parseStoredValue<K extends LocalKey>(key: K, raw: string | null): LocalValue<K> | undefined {
  if (raw === null) {
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = LOCAL_SCHEMAS[key].safeParse(json);
  return result.success ? (result.data as LocalValue<K>) : undefined;
}

function timestamped<K extends SyncedKey>(key: K) {
  return z.object({ value: LOCAL_SCHEMAS[key], updatedAt: z.int().check(z.nonnegative()) });
}

/** Each synced key as an optional `{ value, updatedAt }` entry, in LOCAL_SCHEMAS order. */
type SyncedShape = { [K in SyncedKey]: z.ZodMiniOptional<ReturnType<typeof timestamped<K>>> };

/** Payload a signed-in client sends (and the server returns) when syncing assessment progress. */
export const syncedStateSchema = z.object(Object.fromEntries(SYNCED_KEYS.map((key) => [key, z.optional(timestamped(key))])) as SyncedShape);

export type SyncedState = z.infer<typeof syncedStateSchema>;
