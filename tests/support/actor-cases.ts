import type { CookieClient } from './test-server';

/** One endpoint asked by every actor, with the status each must get. */
export interface ActorCase<Actor extends string> {
  name: string;
  method: string;
  path: () => string;
  body?: (actor: Actor) => unknown;
  expected: Record<Actor, number>;
  /** Actors asked after the rest, in this order (e.g. the one whose request changes what the others would see). */
  last?: Actor[];
}

/**
 * Asks the endpoint as every actor and lists each status that differs from the expected one (with the body's start).
 * Refused actors go first, so an allowed actor's change cannot hide a refusal.
 */
export async function statusMismatches<Actor extends string>(
  testCase: ActorCase<Actor>,
  actors: readonly Actor[],
  clients: Record<Actor, CookieClient>,
): Promise<string[]> {
  const last = testCase.last ?? [];
  const order = [
    ...actors
      .filter((actor) => !last.includes(actor))
      .sort((a, b) => Number(testCase.expected[a] < 300) - Number(testCase.expected[b] < 300)),
    ...last,
  ];
  const mismatches: string[] = [];
  for (const actor of order) {
    const payload = testCase.body?.(actor);
    const response =
      payload === undefined
        ? await clients[actor].fetch(testCase.path(), { method: testCase.method })
        : await clients[actor].json(testCase.path(), testCase.method, payload);
    if (response.status !== testCase.expected[actor]) {
      mismatches.push(`${actor}: expected ${testCase.expected[actor]}, got ${response.status} ${(await response.text()).slice(0, 160)}`);
    }
  }
  return mismatches;
}
