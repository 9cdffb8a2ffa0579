import { useEffect, useId, useState, type Ref } from 'react';
import { useLocation } from '@client/shared/routing';
import { completedGames, GAME_IDS, type GameId } from '@domain/cognitive/assessment';
import { Button } from '@client/ui/button';
import { CheckIcon } from '@client/ui/icons';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider, useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { loadLocalSchemas } from '@client/shared/assessment-state/local-store';
import { CareerRecommendations } from '@client/shared/cognitive/career-recommendations';
import { CognitiveProfile } from '@client/shared/cognitive/cognitive-profile';
import { useT } from '@client/shared/i18n/i18n-store';
import { gameGuides, gameName } from './game-guides';
import { GameFlow, useFocusOnMount } from './games/game-flow';
import { LogicPuzzlesRound } from './games/logic-puzzles-round';
import { MemoryRaceRound } from './games/memory-race-round';
import { WordWeaverRound } from './games/word-weaver-round';
import { ResetAssessmentDialog } from './reset-assessment-dialog';

/** /premium/games-assessment (signed in only): the three games, then the cognitive profile and the recommendations. */
export function GamesAssessmentPage() {
  return (
    <CognitiveAssessmentProvider>
      <GamesAssessment />
    </CognitiveAssessmentProvider>
  );
}

function GamesAssessment() {
  const t = useT('cognitive');
  usePageTitle(t('cognitive.pageTitle'));
  const [active, setActive] = useState<GameId | null>(null);
  const [returnedFrom, setReturnedFrom] = useState<GameId | null>(null);
  const exit = (game: GameId) => () => {
    setReturnedFrom(game);
    setActive(null);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('cognitive.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('cognitive.heading')}</h1>
      <div className="mt-6">
        {active === 'word-weaver' ? (
          <GameFlow
            game="word-weaver"
            onExit={exit('word-weaver')}
            renderRound={(mode, finish) => <WordWeaverRound mode={mode} onFinish={finish} />}
          />
        ) : null}
        {active === 'memory-race' ? (
          <GameFlow
            game="memory-race"
            onExit={exit('memory-race')}
            renderRound={(mode, finish, save) => <MemoryRaceRound mode={mode} onFinish={finish} onSave={save} />}
          />
        ) : null}
        {active === 'logic-puzzles' ? (
          <GameFlow
            game="logic-puzzles"
            onExit={exit('logic-puzzles')}
            renderRound={(mode, finish) => <LogicPuzzlesRound mode={mode} onFinish={finish} />}
          />
        ) : null}
        {active === null ? <GameList onPlay={setActive} returnedFrom={returnedFrom} /> : null}
      </div>
    </div>
  );
}

function GameList({ onPlay, returnedFrom }: { onPlay: (game: GameId) => void; returnedFrom: GameId | null }) {
  const t = useT('cognitive');
  const { data, reset } = useCognitiveAssessment();
  const done = completedGames(data);
  const resultsId = useId();
  const location = useLocation();
  const next = GAME_IDS.find((game) => !done.includes(game));
  // Where focus goes: back from a game, the next one to play; after a reset, the first game.
  const [afterReset, setAfterReset] = useState(false);
  const focusGame = returnedFrom ? (next ?? returnedFrom) : afterReset ? GAME_IDS[0] : null;

  useEffect(() => {
    if (location.hash === '#results') document.getElementById('results')?.scrollIntoView();
  }, [location.hash]);
  // A finished game's result is checked against its schema before it is stored: load it while the student plays.
  useEffect(() => void loadLocalSchemas().catch(() => undefined), []);

  return (
    <div>
      <p className="max-w-2xl text-lg text-slate-700">{t('cognitive.intro', { done: done.length, total: GAME_IDS.length })}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {gameGuides(t).map((guide) => (
          <GameCard key={guide.game} game={guide.game} done={done.includes(guide.game)} focus={guide.game === focusGame} onPlay={onPlay} />
        ))}
      </ul>
      {done.length > 0 ? (
        <section id="results" aria-labelledby={resultsId} className="mt-10 scroll-mt-4">
          <h2 id={resultsId} className="text-2xl font-bold">
            {data.assessmentComplete ? t('cognitive.resultsComplete') : t('cognitive.resultsSoFar')}
          </h2>
          {!data.assessmentComplete ? <p className="mt-1 text-slate-700">{t('cognitive.recommendationsLater')}</p> : null}
          <div className="mt-4">
            <CognitiveProfile scores={data.combinedScores ?? {}} />
          </div>
          {data.assessmentComplete ? <CareerRecommendations scores={data.combinedScores ?? {}} /> : null}
          <div className="mt-8">
            <ResetAssessmentDialog
              played={done.length}
              onConfirm={() => {
                reset();
                setAfterReset(true);
              }}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

function GameCard({ game, done, focus, onPlay }: { game: GameId; done: boolean; focus: boolean; onPlay: (game: GameId) => void }) {
  const t = useT('cognitive');
  const guide = gameGuides(t).find((entry) => entry.game === game)!;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">{gameName(t, game)}</h2>
        {done ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
            <CheckIcon className="h-4 w-4" /> {t('cognitive.played')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 flex-1 text-slate-700">{guide.summary}</p>
      <p className="mt-2 text-sm text-slate-700">{t('cognitive.aboutMinutes', { minutes: guide.minutes })}</p>
      {focus ? <FocusedPlayButton game={game} done={done} onPlay={onPlay} /> : <PlayButton game={game} done={done} onPlay={onPlay} />}
    </li>
  );
}

function PlayButton({
  game,
  done,
  onPlay,
  buttonRef,
}: {
  game: GameId;
  done: boolean;
  onPlay: (game: GameId) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useT('cognitive');
  const name = gameName(t, game);
  return (
    <Button ref={buttonRef} variant={done ? 'secondary' : 'primary'} className="mt-4" onClick={() => onPlay(game)}>
      {done ? t('cognitive.playAgain', { game: name }) : t('cognitive.play', { game: name })}
    </Button>
  );
}

/** Back from a game, focus lands on the next game to play (or the one just left). */
function FocusedPlayButton(props: { game: GameId; done: boolean; onPlay: (game: GameId) => void }) {
  const ref = useFocusOnMount<HTMLButtonElement>();
  return <PlayButton {...props} buttonRef={ref} />;
}
