import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MEMORY_DIGIT_GAP_MS, MEMORY_DIGIT_SHOW_MS } from '@domain/cognitive/game-timing';
import { memoryRaceDigits } from '@domain/cognitive/memory-race';
import {
  MEMORY_MAX_LEVEL,
  MEMORY_STRIKES,
  scoreMemoryRace,
  sequenceLength,
  type MemoryRaceResult,
  type MemoryRound,
} from '@domain/cognitive/scoring';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useT } from '@client/shared/i18n/i18n-store';
import { useMemoryRaceIssue } from '../api/use-memory-race-issue';
import { useFocusOnMount, type RoundMode } from './game-flow';

/** How long each digit stays up, then a blank: at most one change a second, never a flash. */
const PACES = {
  normal: { labelKey: 'cognitive.memory.paceNormal', showMs: MEMORY_DIGIT_SHOW_MS.normal },
  slow: { labelKey: 'cognitive.memory.paceSlow', showMs: MEMORY_DIGIT_SHOW_MS.slow },
} as const;
type Pace = keyof typeof PACES;
const GAP_MS = MEMORY_DIGIT_GAP_MS;

type Stage =
  { name: 'ready' } | { name: 'showing'; step: number } | { name: 'recall'; since: number } | { name: 'feedback'; round: MemoryRound };

/** A seed of the device's own, for practice and for a game played offline. */
function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

const spaced = (digits: string) => digits.split('').join(' ');

/** A scored game ends after MEMORY_STRIKES mistakes or a right answer at the top level; practice ends after one round. */
function gameOver(rounds: readonly MemoryRound[], scored: boolean): boolean {
  if (!scored) return rounds.length > 0;
  const strikes = rounds.filter((round) => round.typed !== round.shown).length;
  return strikes >= MEMORY_STRIKES || rounds.some((round) => round.level === MEMORY_MAX_LEVEL && round.typed === round.shown);
}

function gameResult(rounds: MemoryRound[], issued: { sequenceId: string } | null): MemoryRaceResult {
  return { ...scoreMemoryRace(rounds), ...(issued ? { sequenceId: issued.sequenceId } : {}) };
}

type RoundProps = {
  mode: RoundMode;
  onFinish: (result?: MemoryRaceResult) => void;
  /** Called once, the moment a scored game is over, before its last feedback is shown. */
  onSave?: (result: MemoryRaceResult) => void;
};

/**
 * A scored game plays digits from a seed the server issued, so its result can
 * go on the leaderboard; practice, and a game when the server cannot be
 * reached, use the device's own seed (the results are kept all the same).
 */
export function MemoryRaceRound({ mode, onFinish, onSave }: RoundProps) {
  const t = useT('cognitive');
  const issue = useMemoryRaceIssue(mode === 'scored');
  if (mode === 'scored' && issue.isPending) return <Spinner label={t('cognitive.memory.gettingDigits')} />;
  const issued = issue.data ? { seed: issue.data.seed, sequenceId: issue.data.id } : null;
  return <MemoryRaceBoard mode={mode} issued={issued} onFinish={onFinish} onSave={onSave} />;
}

function MemoryRaceBoard({ mode, issued, onFinish, onSave }: RoundProps & { issued: { seed: number; sequenceId: string } | null }) {
  const t = useT('cognitive');
  const scored = mode === 'scored';
  const [seed] = useState(() => issued?.seed ?? newSeed());
  const [pace, setPace] = useState<Pace>('normal');
  const [level, setLevel] = useState(1);
  const [rounds, setRounds] = useState<MemoryRound[]>([]);
  const [sequence, setSequence] = useState('');
  const [stage, setStage] = useState<Stage>({ name: 'ready' });

  const strikes = rounds.filter((round) => round.typed !== round.shown).length;
  const over = gameOver(rounds, scored);

  useEffect(() => {
    if (stage.name !== 'showing') return;
    if (stage.step >= sequence.length * 2) {
      setStage({ name: 'recall', since: Date.now() });
      return;
    }
    const wait = stage.step % 2 === 0 ? PACES[pace].showMs : GAP_MS;
    const timer = window.setTimeout(() => setStage({ name: 'showing', step: stage.step + 1 }), wait);
    return () => window.clearTimeout(timer);
  }, [stage, sequence, pace]);

  const start = () => {
    // Round n of the game (retries count) shows the seed's digits for round n at this level.
    setSequence(memoryRaceDigits(seed, rounds.length, level));
    setStage({ name: 'showing', step: 0 });
  };

  const answer = (typed: string, since: number) => {
    const round = { level, shown: sequence, typed, recallMs: Date.now() - since };
    const played = [...rounds, round];
    setRounds(played);
    if (scored && gameOver(played, scored)) onSave?.(gameResult(played, issued));
    if (round.typed === round.shown && level < MEMORY_MAX_LEVEL) setLevel(level + 1);
    setStage({ name: 'feedback', round });
  };

  if (stage.name === 'ready') {
    return (
      <div className="mt-4">
        <p className="text-lg">
          {scored
            ? t('cognitive.memory.readyScored', {
                level,
                max: MEMORY_MAX_LEVEL,
                count: sequenceLength(level),
                strikes,
                strikesMax: MEMORY_STRIKES,
              })
            : t('cognitive.memory.readyPractice', { count: sequenceLength(level) })}
        </p>
        {scored && !issued && rounds.length === 0 ? (
          <div className="mt-3">
            <Alert tone="info">{t('cognitive.memory.offline')}</Alert>
          </div>
        ) : null}
        <PaceChoice pace={pace} onPace={setPace} />
        <Button className="mt-4" onClick={start} autoFocus>
          {t('cognitive.memory.show')}
        </Button>
      </div>
    );
  }
  if (stage.name === 'showing') {
    const showing = stage.step % 2 === 0 ? sequence[stage.step / 2] : undefined;
    const position = Math.floor(stage.step / 2) + 1;
    return (
      <div className="mt-4">
        <p className="text-slate-700">{t('cognitive.memory.watch')}</p>
        <div
          role="status"
          aria-live="assertive"
          aria-atomic="true"
          className="mt-4 flex h-32 w-32 items-center justify-center rounded-2xl border-2 border-brand-700 bg-white text-6xl font-bold tabular-nums"
        >
          {showing === undefined ? null : (
            <span>
              <span className="sr-only">{t('cognitive.memory.digitOf', { position, total: sequence.length })}</span>
              {showing}
            </span>
          )}
        </div>
      </div>
    );
  }
  if (stage.name === 'recall') return <RecallForm length={sequence.length} onAnswer={(typed) => answer(typed, stage.since)} />;
  return (
    <Feedback
      round={stage.round}
      scored={scored}
      over={over}
      strikes={strikes}
      onNext={over ? () => onFinish(scored ? gameResult(rounds, issued) : undefined) : () => setStage({ name: 'ready' })}
    />
  );
}

function RecallForm({ length, onAnswer }: { length: number; onAnswer: (typed: string) => void }) {
  const t = useT('cognitive');
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(typed.replace(/\D/g, ''));
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
      <div>
        <label htmlFor={inputId} className="block font-semibold">
          {t('cognitive.memory.typeDigits', { count: length })}
        </label>
        <input
          ref={input}
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={40}
          className="mt-1 min-h-11 w-64 rounded-lg border border-slate-400 px-3 text-2xl tracking-widest tabular-nums"
        />
      </div>
      <Button type="submit">{t('cognitive.memory.check')}</Button>
    </form>
  );
}

function Feedback({
  round,
  scored,
  over,
  strikes,
  onNext,
}: {
  round: MemoryRound;
  scored: boolean;
  over: boolean;
  strikes: number;
  onNext: () => void;
}) {
  const t = useT('cognitive');
  const button = useFocusOnMount<HTMLButtonElement>();
  const right = round.typed === round.shown;
  return (
    <div className="mt-4">
      <p role="status" className={`text-lg font-semibold ${right ? 'text-emerald-800' : 'text-red-800'}`}>
        {right
          ? t('cognitive.memory.correct', { digits: spaced(round.shown) })
          : t('cognitive.memory.notQuite', {
              digits: spaced(round.shown),
              typed: round.typed ? spaced(round.typed) : t('cognitive.memory.nothing'),
            })}
        {scored && !right ? t('cognitive.memory.mistakes', { strikes, strikesMax: MEMORY_STRIKES }) : ''}
        {scored && over ? t('cognitive.memory.gameEnd') : ''}
      </p>
      <Button ref={button} className="mt-4" onClick={onNext}>
        {!over
          ? right
            ? t('cognitive.memory.nextLevel')
            : t('cognitive.memory.tryLevelAgain')
          : scored
            ? t('cognitive.memory.seeResults')
            : t('cognitive.memory.continue')}
      </Button>
    </div>
  );
}

/** How long each digit stays on screen. */
function PaceChoice({ pace, onPace }: { pace: Pace; onPace: (pace: Pace) => void }) {
  const t = useT('cognitive');
  const paceId = useId();
  return (
    <fieldset className="mt-4">
      <legend id={paceId} className="font-semibold">
        {t('cognitive.memory.pace')}
      </legend>
      {(Object.keys(PACES) as Pace[]).map((option) => (
        <label key={option} className="mt-1 flex min-h-11 items-center gap-2">
          <input type="radio" name="pace" value={option} checked={pace === option} onChange={() => onPace(option)} className="h-5 w-5" />
          {t(PACES[option].labelKey)}
        </label>
      ))}
    </fieldset>
  );
}
