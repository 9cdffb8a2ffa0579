import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreMemoryRace, type MemoryRound } from '@domain/cognitive/scoring';
import { SUBMISSION_MESSAGES } from '@domain/leaderboard/submission';
import { useSubmitScore, type FinishedGame } from './api/use-submit-score';
import { ScoreSubmissionNote } from './score-submission-note';

const rounds: MemoryRound[] = [
  { level: 1, shown: '123', typed: '123', recallMs: 2000 },
  { level: 2, shown: '4567', typed: '', recallMs: 2000 },
  { level: 2, shown: '8901', typed: '', recallMs: 2000 },
];
const SEQUENCE_ID = '5a2f7c1e-0d4b-4e6a-8f3c-9b1d2e3f4a5b';
const finished: FinishedGame = { game: 'memory-race', result: { ...scoreMemoryRace(rounds), sequenceId: SEQUENCE_ID }, durationMs: 60_000 };

function Harness({ game }: { game: FinishedGame }) {
  const submission = useSubmitScore();
  return (
    <>
      <button type="button" onClick={() => submission.mutate(game)}>
        Send
      </button>
      <ScoreSubmissionNote submission={submission} />
    </>
  );
}

function renderNote(game: FinishedGame = finished) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <Harness game={game} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  act(() => screen.getByRole('button', { name: 'Send' }).click());
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const note = () => screen.getByRole('status').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leaderboard note under a finished game', () => {
  it('says when the score is a new best and links to the leaderboard', async () => {
    const fetch = vi.fn(async () =>
      json(201, { id: 'x', game: 'memory-race', score: 452, achievedAt: new Date().toISOString(), newBest: true, best: 452 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderNote();
    await waitFor(() => expect(note()).toContain('Leaderboard: 45.2 is your best Memory Race score so far.'));
    expect(screen.getByRole('link', { name: 'See the leaderboard' }).getAttribute('href')).toBe('/premium/leaderboard');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ game: 'memory-race', sequenceId: SEQUENCE_ID, maxLevel: 1, durationMs: 60_000 });
  });

  it('keeps the best when the game scored lower', async () => {
    vi.stubGlobal('fetch', async () =>
      json(201, { id: 'x', game: 'memory-race', score: 300, achievedAt: new Date().toISOString(), newBest: false, best: 701 }),
    );
    renderNote();
    await waitFor(() => expect(note()).toContain('this game scored 30.0; your best Memory Race score stays 70.1.'));
  });

  it("quietly gives the server's reason when it refuses", async () => {
    vi.stubGlobal('fetch', async () =>
      json(429, {
        error: {
          code: 'leaderboard.too_many_scores',
          message: 'You have sent a lot of game scores in a short time. Please wait a few minutes before sending another.',
        },
      }),
    );
    renderNote();
    await waitFor(() =>
      expect(note()).toBe(
        'This score was not added to the leaderboard (You have sent a lot of game scores in a short time. Please wait a few minutes before sending another). Your results above are kept.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when Waypoint could not be reached', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    renderNote();
    await waitFor(() => expect(note()).toContain('(Waypoint could not be reached)'));
  });

  it('checks the result with the same rules before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderNote({ ...finished, durationMs: 1000 });
    await waitFor(() => expect(note()).toContain('faster than humanly possible'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not send a Memory Race game played offline (no digits from Waypoint), and says why', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderNote({ ...finished, result: scoreMemoryRace(rounds) });
    await waitFor(() => expect(note()).toContain(SUBMISSION_MESSAGES.sequenceId));
    expect(fetch).not.toHaveBeenCalled();
  });
});
