import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRaceDigits } from '@domain/cognitive/memory-race';
import type { MemoryRaceResult } from '@domain/cognitive/scoring';
import { MemoryRaceRound } from './memory-race-round';

const ISSUED = { id: '3f0b8c4e-2a8d-4c55-9f0e-6c1a2b3d4e5f', seed: 424_242, issuedAt: '2026-11-23T12:00:00.000Z' };

function renderRound(fetchImpl: (input: RequestInfo | URL) => Promise<Response>) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const onFinish = vi.fn<(result?: MemoryRaceResult) => void>();
  const onSave = vi.fn<(result: MemoryRaceResult) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRaceRound mode="scored" onFinish={onFinish} onSave={onSave} />
    </QueryClientProvider>,
  );
  return { onFinish, onSave, fetchMock };
}

/** Shows a round's digits (moving the clock past them) and types `typed`. */
function playRound(length: number, typed: string) {
  act(() => screen.getByRole('button', { name: 'Show the digits' }).click());
  // Each digit and each gap is its own timer, set once the one before has run.
  for (let step = 0; step < 2 * length; step++) act(() => vi.advanceTimersByTime(1000));
  fireEvent.change(screen.getByLabelText(`Type the ${length} digits in order`), { target: { value: typed } });
  act(() => screen.getByRole('button', { name: 'Check' }).click());
}

/** Level 1 right, then two mistakes at level 2: the game is over (its last feedback still on screen). */
async function playToTheEnd(seed: () => number) {
  await screen.findByRole('button', { name: 'Show the digits' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  playRound(3, memoryRaceDigits(seed(), 0, 1));
  expect(screen.getByText(/^Correct:/)).toBeTruthy();
  act(() => screen.getByRole('button', { name: 'Next level' }).click());
  playRound(4, '0');
  act(() => screen.getByRole('button', { name: 'Try this level again' }).click());
  playRound(4, '0');
}

async function playGame(seed: () => number) {
  await playToTheEnd(seed);
  act(() => screen.getByRole('button', { name: 'See your results' }).click());
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Memory Race scored round', () => {
  it("plays the digits of the seed the server issued, round by round, and keeps the game's id for the leaderboard", async () => {
    const { onFinish, fetchMock } = renderRound(
      async () => new Response(JSON.stringify(ISSUED), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    await playGame(() => ISSUED.seed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/cognitive/memory-race');
    const result = onFinish.mock.calls[0]![0]!;
    expect(result.sequenceId).toBe(ISSUED.id);
    expect(result.rounds.map((round) => round.shown)).toEqual([
      memoryRaceDigits(ISSUED.seed, 0, 1),
      memoryRaceDigits(ISSUED.seed, 1, 2),
      memoryRaceDigits(ISSUED.seed, 2, 2),
    ]);
    expect(result.maxLevel).toBe(1);
    expect(screen.queryByText(/could not be reached/)).toBeNull();
  });

  it('saves the result the moment the game is over, before "See your results" is pressed', async () => {
    const { onFinish, onSave } = renderRound(
      async () => new Response(JSON.stringify(ISSUED), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    await playToTheEnd(() => ISSUED.seed);
    expect(screen.getByText(/That is the end of the game/)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].sequenceId).toBe(ISSUED.id);
    expect(onSave.mock.calls[0]![0].rounds).toHaveLength(3);
  });

  it('is still played when Waypoint cannot be reached, and keeps its result off the leaderboard', async () => {
    const { onFinish } = renderRound(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await screen.findByText(/Waypoint could not be reached, so this game is played on this device only/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    // The digits come from the device's own seed: read the first round's from the screen as it is shown.
    await screen.findByRole('button', { name: 'Show the digits' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screen.getByRole('button', { name: 'Show the digits' }).click());
    let shown = '';
    for (let step = 0; step < 6; step++) {
      const text = document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
      const digit = /: (\d)$/.exec(text)?.[1];
      if (digit) shown += digit;
      act(() => vi.advanceTimersByTime(step % 2 === 0 ? 1000 : 300));
    }
    expect(shown).toMatch(/^\d{3}$/);
    fireEvent.change(screen.getByLabelText('Type the 3 digits in order'), { target: { value: '' } });
    act(() => screen.getByRole('button', { name: 'Check' }).click());
    act(() => screen.getByRole('button', { name: 'Try this level again' }).click());
    playRound(3, '');
    act(() => screen.getByRole('button', { name: 'See your results' }).click());
    const result = onFinish.mock.calls[0]![0]!;
    expect(result.sequenceId).toBeUndefined();
    expect(result.rounds[0]!.shown).toBe(shown);
    expect(result.maxLevel).toBe(0);
  }, 10_000);
});
