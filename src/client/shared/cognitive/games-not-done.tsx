import { completedGames, GAME_IDS, GAME_NAMES } from '@domain/cognitive/assessment';
import { ButtonLink } from '@client/ui/button-link';
import { CheckIcon } from '@client/ui/icons';
import { useCognitiveAssessment } from '../assessment-state/cognitive-assessment-context';

/** The premium results need all three games: this says which are left and leads there. */
export function GamesNotDone() {
  const { data } = useCognitiveAssessment();
  const done = completedGames(data);
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="games-not-done">
      <h2 id="games-not-done" className="text-xl font-bold">
        Finish the three games first
      </h2>
      <p className="mt-2 text-slate-700">
        Your premium results come from your cognitive profile, which needs all {GAME_IDS.length} games. You have played {done.length} of{' '}
        {GAME_IDS.length}.
      </p>
      <ul className="mt-4 space-y-2">
        {GAME_IDS.map((game) => (
          <li key={game} className="flex items-center gap-2">
            {done.includes(game) ? (
              <CheckIcon className="text-emerald-700" />
            ) : (
              <span className="h-5 w-5 rounded-full border-2 border-slate-300" aria-hidden="true" />
            )}
            <span>
              {GAME_NAMES[game]}: {done.includes(game) ? 'done' : 'not played yet'}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/premium/games-assessment">{done.length === 0 ? 'Play the games' : 'Continue the games'}</ButtonLink>
        <ButtonLink to="/premium/journey" variant="secondary">
          Back to your premium journey
        </ButtonLink>
      </div>
    </section>
  );
}
