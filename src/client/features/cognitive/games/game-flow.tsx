import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GAME_NAMES, gamesResultsSummary, RESULT_FIELDS, type GameId, type GameResults } from '@domain/cognitive/assessment';
import { Button } from '@client/ui/button';
import { useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useSubmitScore, type FinishedGame } from '@client/shared/leaderboard/api/use-leaderboard';
import { ScoreSubmissionNote } from '@client/shared/leaderboard/score-submission-note';
import { GAME_GUIDES } from '../game-guides';
import { TraitScoreTable } from '@client/shared/cognitive/trait-score-table';

export type RoundMode = 'practice' | 'scored';

/**
 * A round calls `finish` once: with its result when scored, with nothing after practice. A round that shows feedback after
 * its last answer calls `save` as soon as the game is over, so the result is kept even if the player leaves before pressing
 * on (issue 17: Memory Race results were lost unless "See your results" was pressed); `finish` then does not save it twice.
 */
export type RenderRound<G extends GameId> = (
  mode: RoundMode,
  finish: (result?: GameResults[G]) => void,
  save: (result: GameResults[G]) => void,
) => ReactNode;

type Phase = 'intro' | 'practice' | 'ready' | 'scored' | 'finished';

/** Moves keyboard and screen-reader focus to a new screen's heading. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * A new screen takes focus on its heading, unless something inside it (a
 * field, a puzzle) already took it. Keyed at the call site so each screen mounts anew.
 */
function Screen({ title, children }: { title: string; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!container.current?.contains(document.activeElement)) heading.current?.focus();
  }, []);
  return (
    <div ref={container}>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** One game from start to end: instructions, an optional practice round, the scored round, its results. */
export function GameFlow<G extends GameId>({ game, renderRound, onExit }: { game: G; renderRound: RenderRound<G>; onExit: () => void }) {
  const { completeGame, data } = useCognitiveAssessment();
  const [phase, setPhase] = useState<Phase>('intro');
  const guide = GAME_GUIDES.find((entry) => entry.game === game)!;
  const name = GAME_NAMES[game];
  // Scored games also go to the leaderboard; when the scored round started is part of the plausibility check.
  const submitScore = useSubmitScore();
  const scoredSince = useRef(0);
  const saved = useRef(false);
  useEffect(() => {
    if (phase !== 'scored') return;
    scoredSince.current = Date.now();
    saved.current = false;
  }, [phase]);

  function save(result: GameResults[G]) {
    if (saved.current) return;
    saved.current = true;
    completeGame(game, result);
    submitScore.mutate({ game, result, durationMs: Date.now() - scoredSince.current } as FinishedGame);
  }

  if (phase === 'intro') {
    return (
      <Screen key="intro" title={`${name}: how to play`}>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
          {guide.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p className="mt-3 text-slate-700">Measures: {guide.measures}.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setPhase('practice')}>Start the practice round</Button>
          <Button variant="secondary" onClick={() => setPhase('scored')}>
            Skip practice and start the game
          </Button>
          <Button variant="secondary" onClick={onExit}>
            Back to the games
          </Button>
        </div>
      </Screen>
    );
  }
  if (phase === 'practice') {
    return (
      <Screen key="practice" title={`${name}: practice round`}>
        {renderRound(
          'practice',
          () => setPhase('ready'),
          () => undefined,
        )}
      </Screen>
    );
  }
  if (phase === 'ready') {
    return (
      <Screen key="Practice done" title="Practice done">
        <p className="mt-3 text-slate-800">That round did not count. The next one does, and it is the only one scored.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setPhase('scored')}>Start the game</Button>
          <Button variant="secondary" onClick={() => setPhase('practice')}>
            Practice again
          </Button>
        </div>
      </Screen>
    );
  }
  if (phase === 'scored') {
    return (
      <Screen key={name} title={name}>
        {renderRound(
          'scored',
          (result) => {
            if (result) save(result);
            setPhase('finished');
          },
          save,
        )}
      </Screen>
    );
  }
  const entries = gamesResultsSummary({ [RESULT_FIELDS[game]]: data[RESULT_FIELDS[game]] });
  return (
    <Screen key="finished" title={`${name} complete`}>
      {entries[0] ? <p className="mt-3 text-lg text-slate-800">{entries[0].details}.</p> : null}
      <TraitScoreTable
        className="mt-4 max-w-md"
        caption={`Your ${name} scores, 0 to 100`}
        rows={entries.map((entry) => ({ label: entry.trait, score: entry.score }))}
      />
      <ScoreSubmissionNote submission={submitScore} />
      <div className="mt-6">
        <Button onClick={onExit}>Back to the games</Button>
      </div>
    </Screen>
  );
}
