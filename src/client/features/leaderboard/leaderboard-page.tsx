import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { GAME_IDS, GAME_NAMES, type GameId } from '@domain/cognitive/assessment';
import { standingSentence } from '@domain/leaderboard/standing';
import { formatPoints } from '@domain/leaderboard/submission';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { CitedTable } from '@client/ui/cited-table';
import { formatCount, formatLocalDay } from '@client/ui/format';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMyStanding, useTopScores, type MyStanding } from '@client/shared/leaderboard/api/use-leaderboard';

// The nickname form (react-hook-form and zod) sits at the foot of the page and loads beside it, not in it.
const LeaderboardProfileForm = lazy(() =>
  import('./leaderboard-profile-form').then((module) => ({ default: module.LeaderboardProfileForm })),
);

/** /premium/leaderboard (issue 6): each game's top 20 by nickname, your own standing, and the opt-in. */
export function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const me = useMyStanding();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Leaderboard</h1>
      <p className="mt-3 text-lg text-slate-700">
        How your best game scores compare with other Waypoint players. Each score is the game&apos;s overall score from 0 to 100, worked out
        by Waypoint from how the game was played. Only your best game of each kind counts.
      </p>

      <section aria-labelledby="standing-heading" className="mt-10">
        <h2 id="standing-heading" className="text-2xl font-bold text-slate-900">
          Your standing
        </h2>
        {me.isPending ? (
          <Spinner label="Loading your scores…" />
        ) : me.isError ? (
          <div className="mt-4 space-y-3">
            <Alert>Could not load your scores. {me.error.message}</Alert>
            <Button variant="secondary" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <MyScores games={me.data.games} />
        )}
      </section>

      <section aria-labelledby="top-heading" className="mt-10">
        <h2 id="top-heading" className="text-2xl font-bold text-slate-900">
          Top 20 by game
        </h2>
        <TopScoreTabs />
      </section>

      <section aria-labelledby="profile-heading" className="mt-10">
        <h2 id="profile-heading" className="text-2xl font-bold text-slate-900">
          Appear on the leaderboard
        </h2>
        <LeaderboardExplainer />
        {me.isSuccess ? (
          <Suspense
            fallback={
              <p role="status" className="mt-4 text-slate-600">
                Loading the form…
              </p>
            }
          >
            <LeaderboardProfileForm profile={me.data.profile} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}

function MyScores({ games }: { games: MyStanding['games'] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-3">
      {GAME_IDS.map((game) => {
        const entry = games.find((row) => row.game === game);
        return (
          <li key={game} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{GAME_NAMES[game]}</h3>
            {entry ? (
              <>
                <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
                  {formatPoints(entry.best)}
                  <span className="sr-only"> points out of 100</span>
                </p>
                <p className="text-sm text-slate-600">Best score, {formatLocalDay(entry.achievedAt)}</p>
                {entry.standing ? (
                  <p className="mt-3 text-slate-800">
                    Rank {formatCount(entry.standing.rank)} of {formatCount(entry.standing.total)}.{' '}
                    <span className="font-semibold">{standingSentence(entry.standing)}.</span>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p className="mt-2 text-slate-700">No score yet.</p>
                <ButtonLink to="/premium/games-assessment" variant="secondary" className="mt-3">
                  Play {GAME_NAMES[game]}
                </ButtonLink>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function TopScoreTabs() {
  const [game, setGame] = useState<GameId>(GAME_IDS[0]);
  return (
    <Tabs.Root value={game} onValueChange={(value) => setGame(value as GameId)} className="mt-4">
      <Tabs.List aria-label="Games" className="flex flex-wrap gap-2 border-b border-slate-200">
        {GAME_IDS.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="-mb-px min-h-11 rounded-t-lg border border-transparent px-4 py-2 font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-slate-200 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-800"
          >
            {GAME_NAMES[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GAME_IDS.map((id) => (
        <Tabs.Content key={id} value={id} className="pt-4 focus-visible:outline-2 focus-visible:outline-brand-700">
          <TopScores game={id} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function TopScores({ game }: { game: GameId }) {
  const top = useTopScores(game);
  if (top.isPending) return <Spinner label={`Loading the ${GAME_NAMES[game]} leaderboard…`} />;
  if (top.isError) {
    return (
      <div className="space-y-3">
        <Alert>
          Could not load the {GAME_NAMES[game]} leaderboard. {top.error.message}
        </Alert>
        <Button variant="secondary" onClick={() => void top.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { entries, players } = top.data;
  const playersLine =
    players === 0
      ? 'Nobody has a score yet.'
      : `${formatCount(players)} ${players === 1 ? 'player has' : 'players have'} a score. Only players who chose a nickname are listed; everyone counts in the ranks.`;
  if (entries.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <p className="font-semibold text-slate-900">No one is listed for {GAME_NAMES[game]} yet.</p>
        <p className="mt-1">{playersLine}</p>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-slate-600">{playersLine}</p>
      <CitedTable
        caption={`Top 20 in ${GAME_NAMES[game]}: rank, nickname, best score and date`}
        columns={[{ header: 'Rank' }, { header: 'Nickname' }, { header: 'Score', numeric: true }, { header: 'Date' }]}
        look="card"
        scroll={{ className: 'mt-3 rounded-xl border border-slate-200 bg-white' }}
      >
        {entries.map((entry) => (
          <tr
            key={`${entry.rank}-${entry.nickname}`}
            className={`border-t border-slate-200 ${entry.isYou ? 'bg-brand-50 font-semibold' : ''}`}
          >
            <td className="px-4 py-2 tabular-nums">{formatCount(entry.rank)}</td>
            <th scope="row" className="px-4 py-2 font-medium">
              {entry.nickname}
              {entry.isYou ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">you</span> : null}
            </th>
            <td className="px-4 py-2 text-right tabular-nums">{formatPoints(entry.score)}</td>
            <td className="px-4 py-2 whitespace-nowrap">{formatLocalDay(entry.achievedAt)}</td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}

function LeaderboardExplainer() {
  return (
    <div className="mt-3 space-y-2 text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">For students and parents:</span> you are not on the leaderboard unless you choose to
        be. If you join, other players see only the nickname you pick, your best score in each game and the day you got it. They never see
        your name, e-mail, school or anything else about you.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>Pick a nickname that does not give away who you are: no real name, e-mail, phone number or social media handle.</li>
        <li>You can leave at any time. Your nickname disappears from every list at once and is forgotten.</li>
        <li>
          Scores count in everyone&apos;s rank without a name, whether or not the player joined, so your own rank is always shown to you.
        </li>
        <li>Scores are checked by Waypoint: results that are impossible or faster than a person can play are not accepted.</li>
      </ul>
    </div>
  );
}
