/*
 * The local keys without their zod schemas: what the app shell needs on every
 * first visit (which keys exist, which are synced, how entries merge, a check
 * of the flag keys). The schemas live in local-state.ts and load only when a
 * stored value needs them (zod off the first visit).
 */

/** The spec's local browser keys, in LOCAL_SCHEMAS order (local-state.ts checks that both list the same keys). */
export const LOCAL_KEYS = [
  'journeyStarted',
  'quizResult',
  'careerQuizAnswers',
  'collegeQuizResults',
  'financialExpectations',
  'premiumCareerQuizCompleted',
  'premiumCareerQuizResult',
  'premiumCareerQuizProgress',
  'premiumFinancialExpectations',
  'premiumGamesResults',
  'premiumFeedbackCompleted',
  'betaNotificationDismissed',
  'feedbackPopupShown',
  'userFeedback',
  'cognitiveAssessmentData',
] as const;

export type LocalKey = (typeof LOCAL_KEYS)[number];

/** Keys whose schema is `z.boolean()`: checked by hand, so the shell's flags need no schema code. */
export const FLAG_KEYS = [
  'journeyStarted',
  'premiumCareerQuizCompleted',
  'premiumFeedbackCompleted',
  'betaNotificationDismissed',
  'feedbackPopupShown',
] as const satisfies readonly LocalKey[];

export type FlagKey = (typeof FLAG_KEYS)[number];

export function isFlagKey(key: LocalKey): key is FlagKey {
  return (FLAG_KEYS as readonly LocalKey[]).includes(key);
}

/** A stored flag, checked exactly as its `z.boolean()` schema would: anything but JSON true or false is undefined. */
export function parseStoredFlag(raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  try {
    const json: unknown = JSON.parse(raw);
    return typeof json === 'boolean' ? json : undefined;
  } catch {
    return undefined;
  }
}

// UI flags and the local copy of submitted feedback belong to this browser, not to the account.
const DEVICE_ONLY_KEYS = ['betaNotificationDismissed', 'feedbackPopupShown', 'userFeedback'] as const;

export type SyncedKey = Exclude<LocalKey, (typeof DEVICE_ONLY_KEYS)[number]>;

export const SYNCED_KEYS = LOCAL_KEYS.filter((key): key is SyncedKey => !(DEVICE_ONLY_KEYS as readonly LocalKey[]).includes(key));

export function isLocalKey(key: string): key is LocalKey {
  return (LOCAL_KEYS as readonly string[]).includes(key);
}

export function isSyncedKey(key: string): key is SyncedKey {
  return (SYNCED_KEYS as readonly string[]).includes(key);
}

export function serializeValue(_key: LocalKey, value: unknown): string {
  return JSON.stringify(value);
}

type Entries = { [K in LocalKey]?: { updatedAt: number } };

/** Per key, the newer entry wins; a key on one side only is kept; on a tie the server's copy is kept. */
export function mergeStates<S extends Entries>(local: S, server: S): S {
  const merged: Entries = {};
  for (const key of LOCAL_KEYS) {
    const mine = local[key];
    const theirs = server[key];
    const winner = !mine ? theirs : !theirs ? mine : mine.updatedAt > theirs.updatedAt ? mine : theirs;
    if (winner) merged[key] = winner;
  }
  return merged as S;
}
