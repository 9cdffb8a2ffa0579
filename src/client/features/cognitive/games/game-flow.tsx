import { useEffect, useRef, useState, type ReactNode } from 'react';
import { gamesResultsSummary, RESULT_FIELDS, type GameId, type GameResults } from '@domain/cognitive/assessment';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { displayScore } from '@domain/cognitive/traits';
import { Button } from '@client/ui/button';
import type { Translate } from '@client/shared/i18n/messages';
import { useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useSubmitScore, type FinishedGame } from '@client/shared/leaderboard/api/use-submit-score';
import { ScoreSubmissionNote } from '@client/shared/leaderboard/score-submission-note';
import { gameGuides, gameName } from '../game-guides';
import { traitLabel } from '@client/shared/cognitive/trait-label';
import { TraitScoreTable } from '@client/shared/cognitive/trait-score-table';

export type RoundMode = 'practice' | 'scored';

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A finished game's one-line summary from its stored result, in the active language. */
function spanishDetails(t: Translate<'cognitive'>, game: GameId, result: Record<string, unknown> | undefined): string {
  if (game === 'word-weaver') return t('cognitive.details.wordWeaver', { count: numberOf(result?.wordsFound) });
  if (game === 'memory-race')
    return t('cognitive.details.memoryRace', { level: numberOf(result?.maxLevel), accuracy: displayScore(numberOf(result?.accuracy)) });
  return t('cognitive.details.logicPuzzles', { solved: numberOf(result?.puzzlesSolved) });
}

/**
 * A round calls `finish` once: with its result when scored, with nothing after practice. A round that shows feedback after
 * its last answer calls `save` as soon as the game is over, so the result is kept even if the player leaves before pressing
 * on (Memory Race results were lost unless "See your results" was pressed); `finish` then does not save it twice.
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
  const t = useT('cognitive');
  const { locale } = useI18n();
  const { completeGame, data } = useCognitiveAssessment();
  const [phase, setPhase] = useState<Phase>('intro');
  const guide = gameGuides(t).find((entry) => entry.game === game)!;
  const name = gameName(t, game);
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
      <Screen key="intro" title={t('cognitive.howToPlay', { game: name })}>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
          {guide.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p className="mt-3 text-slate-700">{t('cognitive.measures', { measures: guide.measures })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setPhase('practice')}>{t('cognitive.startPractice')}</Button>
          <Button variant="secondary" onClick={() => setPhase('scored')}>
            {t('cognitive.skipPractice')}
          </Button>
          <Button variant="secondary" onClick={onExit}>
            {t('cognitive.backToGames')}
          </Button>
        </div>
      </Screen>
    );
  }
  if (phase === 'practice') {
    return (
      <Screen key="practice" title={t('cognitive.practiceRound', { game: name })}>
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
      <Screen key="Practice done" title={t('cognitive.practiceDone')}>
        <p className="mt-3 text-slate-800">{t('cognitive.practiceDoneBody')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setPhase('scored')}>{t('cognitive.startGame')}</Button>
          <Button variant="secondary" onClick={() => setPhase('practice')}>
            {t('cognitive.practiceAgain')}
          </Button>
        </div>
      </Screen>
    );
  }
  if (phase === 'scored') {
    return (
      <Screen key="scored" title={name}>
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
  const result = data[RESULT_FIELDS[game]];
  const entries = gamesResultsSummary({ [RESULT_FIELDS[game]]: result });
  // English shows the domain's own summary; other languages say the same figures in their words.
  const details = entries[0] ? (locale === 'en' ? entries[0].details : spanishDetails(t, game, result)) : null;
  return (
    <Screen key="finished" title={t('cognitive.complete', { game: name })}>
      {details ? <p className="mt-3 text-lg text-slate-800">{details}.</p> : null}
      <TraitScoreTable
        className="mt-4 max-w-md"
        caption={t('cognitive.scoresCaption', { game: name })}
        rows={entries.map((entry) => ({ label: traitLabel(t, entry.trait), score: entry.score }))}
      />
      <ScoreSubmissionNote submission={submitScore} />
      <div className="mt-6">
        <Button onClick={onExit}>{t('cognitive.backToGames')}</Button>
      </div>
    </Screen>
  );
}
