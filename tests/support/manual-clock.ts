import type { Clock } from '../../src/server/shared/clock';

/**
 * A clock that moves only when a test says so. Rate-limit windows stay put however slowly the machine runs, and a
 * provider deadline fires on `advance`, never because the machine was busy.
 */
export function manualClock(start = Date.now()) {
  let now = start;
  const deadlines: { at: number; controller: AbortController }[] = [];
  const clock: Clock & { advance(ms: number): void; pending(): number } = {
    now: () => now,
    timeout(ms) {
      const controller = new AbortController();
      deadlines.push({ at: now + ms, controller });
      return controller.signal;
    },
    advance(ms) {
      now += ms;
      for (const deadline of deadlines.splice(0)) {
        if (deadline.at <= now) deadline.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
        else deadlines.push(deadline);
      }
    },
    /** Deadlines started and not yet fired. */
    pending: () => deadlines.length,
  };
  return clock;
}
export type ManualClock = ReturnType<typeof manualClock>;
