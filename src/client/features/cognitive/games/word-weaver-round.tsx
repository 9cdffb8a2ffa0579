import { useId, useRef, useState, type ReactNode } from 'react';
import { scoreWordWeaver, type WordWeaverResult } from '@domain/cognitive/scoring';
import { WORD_WEAVER_SECONDS, type LetterSet } from '@domain/cognitive/word-weaver';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useT } from '@client/shared/i18n/i18n-store';
import { useLetterSet } from '../api/use-letter-set';
import type { RoundMode } from './game-flow';
import { useAnnouncer } from './use-announcer';
import { useCountdown, useWordEntry } from './use-word-weaver';

export function WordWeaverRound({ mode, onFinish }: { mode: RoundMode; onFinish: (result?: WordWeaverResult) => void }) {
  const t = useT('cognitive');
  const [round, setRound] = useState(0);
  const letterSet = useLetterSet(mode, round);
  if (letterSet.isPending) return <Spinner label={t('cognitive.gettingLetters')} />;
  if (letterSet.isError) {
    return (
      <div className="mt-4 space-y-3">
        <Alert>{t('cognitive.letterSetError', { error: letterSet.error.message })}</Alert>
        <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
          {t('cognitive.tryAgain')}
        </Button>
      </div>
    );
  }
  return <WordWeaverBoard mode={mode} set={letterSet.data} onFinish={onFinish} />;
}

/** A catalog sentence with one {placeholder} filled by an element (the clock, a count), kept as its own node. */
function withSlot(sentence: string, name: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence.split(`{${name}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

function formatClock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The letters as tiles (one label for screen readers), with a shuffle that announces the new order. */
function LetterTiles({ letters, announce }: { letters: string; announce: (text: string) => void }) {
  const t = useT('cognitive');
  const [order, setOrder] = useState(() => [...letters]);
  const lettersId = useId();
  const shuffle = () => {
    const next = [...order];
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [next[i], next[j]] = [next[j]!, next[i]!];
    }
    setOrder(next);
    announce(t('cognitive.lettersShuffled', { letters: next.join(' ').toUpperCase() }));
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-labelledby={lettersId}>
      <span id={lettersId} className="sr-only">
        {t('cognitive.yourLetters', { letters: order.join(' ').toUpperCase() })}
      </span>
      {order.map((letter, index) => (
        <span
          key={`${letter}-${index}`}
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-lg border-2 border-brand-700 bg-white text-2xl font-bold uppercase"
        >
          {letter}
        </span>
      ))}
      <Button variant="secondary" onClick={shuffle}>
        {t('cognitive.shuffle')}
      </Button>
    </div>
  );
}

function WordsFound({ words }: { words: readonly string[] }) {
  const t = useT('cognitive');
  return (
    <>
      <h3 className="mt-4 font-semibold">
        {withSlot(t('cognitive.wordsFound'), 'count', <span className="tabular-nums">{words.length}</span>)}
      </h3>
      {words.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('cognitive.wordsFoundList')}>
          {words.map((word) => (
            <li key={word} className="rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-900">
              {word}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function WordWeaverBoard({
  mode,
  set,
  onFinish,
}: {
  mode: RoundMode;
  set: LetterSet;
  onFinish: (result?: WordWeaverResult) => void;
}) {
  const t = useT('cognitive');
  const scored = mode === 'scored';
  const finished = useRef(false);
  const { message, announce } = useAnnouncer();
  const inputId = useId();
  const hintId = useId();
  const finishRef = useRef(() => {});
  const { secondsLeft, startedAt } = useCountdown(scored, announce, finishRef);
  const { words, attempts, draft, setDraft, error, submit, checking } = useWordEntry(set, announce, finished);

  const wordsRef = useRef(words);
  wordsRef.current = words;
  const attemptsRef = useRef(attempts);
  attemptsRef.current = attempts;

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    if (!scored) {
      onFinish();
      return;
    }
    const durationMs = Math.min(Date.now() - startedAt.current, WORD_WEAVER_SECONDS * 1000);
    onFinish(
      scoreWordWeaver({
        letters: set.letters,
        words: wordsRef.current,
        attempts: attemptsRef.current,
        possibleWords: set.possibleWords,
        durationMs,
      }),
    );
  };
  finishRef.current = finish;

  return (
    <div className="mt-4">
      <p className="sr-only" aria-live="polite">
        {message}
      </p>
      {scored ? (
        <p className="text-lg font-semibold tabular-nums">
          {withSlot(t('cognitive.timeLeft'), 'time', <span>{formatClock(secondsLeft)}</span>)}
        </p>
      ) : (
        <p className="text-slate-700">{t('cognitive.noTimer')}</p>
      )}
      <LetterTiles letters={set.letters} announce={announce} />
      <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <div>
          <label htmlFor={inputId} className="block font-semibold">
            {t('cognitive.yourWord')}
          </label>
          <input
            id={inputId}
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={error !== null}
            maxLength={20}
            className="mt-1 min-h-11 w-56 rounded-lg border border-slate-400 px-3 text-lg"
          />
        </div>
        <Button type="submit" disabled={checking}>
          {t('cognitive.addWord')}
        </Button>
      </form>
      <p id={hintId} className={`mt-2 min-h-6 text-sm ${error ? 'text-red-800' : 'text-slate-700'}`}>
        {error ?? t('cognitive.pressEnter')}
      </p>
      <WordsFound words={words} />
      <div className="mt-6">
        <Button variant="secondary" onClick={finish}>
          {scored ? t('cognitive.finishNow') : t('cognitive.endPractice')}
        </Button>
      </div>
    </div>
  );
}
