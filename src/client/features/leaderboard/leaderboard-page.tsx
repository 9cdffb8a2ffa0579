import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { GAME_IDS, type GameId } from '@domain/cognitive/assessment';
import { formatPoints } from '@domain/leaderboard/points';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { CitedTable } from '@client/ui/cited-table';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMyStanding, useTopScores, type MyStanding } from '@client/shared/leaderboard/api/use-leaderboard';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { GAME_NAME_KEYS, standingText } from '@client/shared/leaderboard/leaderboard-text';

// The nickname form (react-hook-form and zod) sits at the foot of the page and loads beside it, not in it.
const LeaderboardProfileForm = lazy(() =>
  import('./leaderboard-profile-form').then((module) => ({ default: module.LeaderboardProfileForm })),
);

/** /premium/leaderboard: each game's top 20 by nickname, your own standing, and the opt-in. */
export function LeaderboardPage() {
  const t = useT('leaderboard');
  usePageTitle(t('leaderboard.title'));
  const me = useMyStanding();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('leaderboard.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('leaderboard.intro')}</p>

      <section aria-labelledby="standing-heading" className="mt-10">
        <h2 id="standing-heading" className="text-2xl font-bold text-slate-900">
          {t('leaderboard.yourStanding')}
        </h2>
        {me.isPending ? (
          <Spinner label={t('leaderboard.loadingScores')} />
        ) : me.isError ? (
          <div className="mt-4 space-y-3">
            <Alert>{t('leaderboard.loadScoresFailed', { message: me.error.message })}</Alert>
            <Button variant="secondary" onClick={() => void me.refetch()}>
              {t('leaderboard.tryAgain')}
            </Button>
          </div>
        ) : (
          <MyScores games={me.data.games} />
        )}
      </section>

      <section aria-labelledby="top-heading" className="mt-10">
        <h2 id="top-heading" className="text-2xl font-bold text-slate-900">
          {t('leaderboard.topHeading')}
        </h2>
        <TopScoreTabs />
      </section>

      <section aria-labelledby="profile-heading" className="mt-10">
        <h2 id="profile-heading" className="text-2xl font-bold text-slate-900">
          {t('leaderboard.appearHeading')}
        </h2>
        <LeaderboardExplainer />
        {me.isSuccess ? (
          <Suspense
            fallback={
              <p role="status" className="mt-4 text-slate-600">
                {t('leaderboard.loadingForm')}
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
  const t = useT('leaderboard');
  const format = useFormatters();
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-3">
      {GAME_IDS.map((game) => {
        const entry = games.find((row) => row.game === game);
        return (
          <li key={game} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t(GAME_NAME_KEYS[game])}</h3>
            {entry ? (
              <>
                <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
                  {formatPoints(entry.best)}
                  <span className="sr-only"> {t('leaderboard.pointsOutOf100')}</span>
                </p>
                <p className="text-sm text-slate-600">{t('leaderboard.bestScoreOn', { date: format.localDay(entry.achievedAt) })}</p>
                {entry.standing ? (
                  <p className="mt-3 text-slate-800">
                    {t('leaderboard.rankOf', { rank: format.count(entry.standing.rank), total: format.count(entry.standing.total) })}{' '}
                    <span className="font-semibold">{standingText(t, entry.standing)}.</span>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p className="mt-2 text-slate-700">{t('leaderboard.noScore')}</p>
                <ButtonLink to="/premium/games-assessment" variant="secondary" className="mt-3">
                  {t('leaderboard.play', { game: t(GAME_NAME_KEYS[game]) })}
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
  const t = useT('leaderboard');
  return (
    <Tabs.Root value={game} onValueChange={(value) => setGame(value as GameId)} className="mt-4">
      <Tabs.List aria-label={t('leaderboard.games')} className="flex flex-wrap gap-2 border-b border-slate-200">
        {GAME_IDS.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="-mb-px min-h-11 rounded-t-lg border border-transparent px-4 py-2 font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-slate-200 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-800"
          >
            {t(GAME_NAME_KEYS[id])}
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
  const t = useT('leaderboard');
  const format = useFormatters();
  const gameName = t(GAME_NAME_KEYS[game]);
  if (top.isPending) return <Spinner label={t('leaderboard.loadingTop', { game: gameName })} />;
  if (top.isError) {
    return (
      <div className="space-y-3">
        <Alert>{t('leaderboard.loadTopFailed', { game: gameName, message: top.error.message })}</Alert>
        <Button variant="secondary" onClick={() => void top.refetch()}>
          {t('leaderboard.tryAgain')}
        </Button>
      </div>
    );
  }
  const { entries, players } = top.data;
  const playersLine = players === 0 ? t('leaderboard.nobodyYet') : t('leaderboard.players', { players, count: format.count(players) });
  if (entries.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <p className="font-semibold text-slate-900">{t('leaderboard.noneListed', { game: gameName })}</p>
        <p className="mt-1">{playersLine}</p>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-slate-600">{playersLine}</p>
      <CitedTable
        caption={t('leaderboard.caption', { game: gameName })}
        columns={[
          { header: t('leaderboard.colRank') },
          { header: t('leaderboard.colNickname') },
          { header: t('leaderboard.colScore'), numeric: true },
          { header: t('leaderboard.colDate') },
        ]}
        look="card"
        scroll={{ className: 'mt-3 rounded-xl border border-slate-200 bg-white' }}
      >
        {entries.map((entry) => (
          <tr
            key={`${entry.rank}-${entry.nickname}`}
            className={`border-t border-slate-200 ${entry.isYou ? 'bg-brand-50 font-semibold' : ''}`}
          >
            <td className="px-4 py-2 tabular-nums">{format.count(entry.rank)}</td>
            <th scope="row" className="px-4 py-2 font-medium">
              {entry.nickname}
              {entry.isYou ? (
                <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('leaderboard.you')}</span>
              ) : null}
            </th>
            <td className="px-4 py-2 text-right tabular-nums">{formatPoints(entry.score)}</td>
            <td className="px-4 py-2 whitespace-nowrap">{format.localDay(entry.achievedAt)}</td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}

function LeaderboardExplainer() {
  const t = useT('leaderboard');
  return (
    <div className="mt-3 space-y-2 text-slate-700">
      <p>{t.rich('leaderboard.explain', { strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span> })}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t('leaderboard.explainNickname')}</li>
        <li>{t('leaderboard.explainLeave')}</li>
        <li>{t('leaderboard.explainRanks')}</li>
        <li>{t('leaderboard.explainChecked')}</li>
      </ul>
    </div>
  );
}
