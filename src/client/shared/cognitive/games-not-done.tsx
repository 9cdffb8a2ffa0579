import { completedGames, GAME_IDS, type GameId } from '@domain/cognitive/assessment';
import { useT } from '@client/shared/i18n/i18n-store';
import { ButtonLink } from '@client/ui/button-link';
import { CheckIcon } from '@client/ui/icons';
import { useCognitiveAssessment } from '../assessment-state/cognitive-assessment-context';

/** The premium results need all three games: this says which are left and leads there. */
export function GamesNotDone() {
  const t = useT('cognitive');
  const { data } = useCognitiveAssessment();
  const name = (game: GameId) =>
    t(
      game === 'word-weaver'
        ? 'cognitive.game.wordWeaver'
        : game === 'memory-race'
          ? 'cognitive.game.memoryRace'
          : 'cognitive.game.logicPuzzles',
    );
  const done = completedGames(data);
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="games-not-done">
      <h2 id="games-not-done" className="text-xl font-bold">
        {t('cognitive.notDoneTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('cognitive.notDoneBody', { total: GAME_IDS.length, done: done.length })}</p>
      <ul className="mt-4 space-y-2">
        {GAME_IDS.map((game) => (
          <li key={game} className="flex items-center gap-2">
            {done.includes(game) ? (
              <CheckIcon className="text-emerald-700" />
            ) : (
              <span className="h-5 w-5 rounded-full border-2 border-slate-300" aria-hidden="true" />
            )}
            <span>
              {done.includes(game) ? t('cognitive.gameDone', { game: name(game) }) : t('cognitive.gameNotPlayed', { game: name(game) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/premium/games-assessment">
          {done.length === 0 ? t('cognitive.playTheGames') : t('cognitive.continueGames')}
        </ButtonLink>
        <ButtonLink to="/premium/journey" variant="secondary">
          {t('cognitive.backToJourney')}
        </ButtonLink>
      </div>
    </section>
  );
}
