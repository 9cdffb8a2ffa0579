/**
 * Time as the server reads it for rate-limit windows and provider deadlines. Passed in rather than read from the
 * system, so tests can hold a window still or fire a deadline when they choose instead of racing a real clock.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** A signal that aborts with a TimeoutError once `ms` have passed, as AbortSignal.timeout(). */
  timeout(ms: number): AbortSignal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  timeout: (ms) => AbortSignal.timeout(ms),
};
