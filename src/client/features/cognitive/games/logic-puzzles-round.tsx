import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { generatePuzzles, practicePuzzle, SYMBOL_GLYPHS, type Puzzle } from '@domain/cognitive/puzzles';
import { scoreLogicPuzzles, type LogicPuzzlesResult, type PuzzleAnswer } from '@domain/cognitive/scoring';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { puzzleText, shapeName } from './puzzle-text';
import { useFocusOnMount, type RoundMode } from './game-flow';

const KIND_KEYS = {
  sequence: 'cognitive.puzzle.kind.sequence',
  pattern: 'cognitive.puzzle.kind.pattern',
  deduction: 'cognitive.puzzle.kind.deduction',
} as const satisfies Record<Puzzle['kind'], string>;

function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** A shape's glyph beside its name; the name is what a screen reader reads. */
function Item({ value, symbols, t }: { value: string; symbols: boolean; t: Translate<'cognitive'> }) {
  if (!symbols) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true" className="mr-1">
        {SYMBOL_GLYPHS[value]}
      </span>
      {shapeName(t, value)}
    </>
  );
}

function shownItems(puzzle: Puzzle): string[] {
  const { data } = puzzle;
  if (data.type === 'numbers') return data.terms.map(String);
  if (data.type === 'letters') return data.letters;
  if (data.type === 'symbols') return data.symbols;
  return [];
}

export function LogicPuzzlesRound({ mode, onFinish }: { mode: RoundMode; onFinish: (result?: LogicPuzzlesResult) => void }) {
  const [seed] = useState(newSeed);
  const [puzzles] = useState(() => (mode === 'practice' ? [practicePuzzle()] : generatePuzzles(seed)));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<PuzzleAnswer[]>([]);
  const puzzle = puzzles[index]!;
  const last = index === puzzles.length - 1;

  const next = (answer: PuzzleAnswer) => {
    const all = [...answers, answer];
    if (!last) {
      setAnswers(all);
      setIndex(index + 1);
    } else onFinish(mode === 'scored' ? scoreLogicPuzzles(seed, all) : undefined);
  };

  return <PuzzleCard key={index} puzzle={puzzle} number={index + 1} total={puzzles.length} last={last} onNext={next} />;
}

function PuzzleCard({
  puzzle,
  number,
  total,
  last,
  onNext,
}: {
  puzzle: Puzzle;
  number: number;
  total: number;
  last: boolean;
  onNext: (answer: PuzzleAnswer) => void;
}) {
  const t = useT('cognitive');
  const [choice, setChoice] = useState<string | null>(null);
  const [checked, setChecked] = useState<PuzzleAnswer | null>(null);
  const [missing, setMissing] = useState(false);
  const shownAt = useRef(Date.now());
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const nextButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  // After the verdict is on screen, the next step is one Enter away.
  useEffect(() => {
    if (checked) nextButton.current?.focus();
  }, [checked]);
  const symbols = puzzle.data.type === 'symbols';
  const shownAnswer = symbols ? shapeName(t, puzzle.answer) : puzzle.answer;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (checked) return;
    if (choice === null) {
      setMissing(true);
      return;
    }
    setChecked({ kind: puzzle.kind, difficulty: puzzle.difficulty, correct: choice === puzzle.answer, ms: Date.now() - shownAt.current });
  };

  return (
    <form onSubmit={check} className="mt-4" noValidate>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('cognitive.puzzle.heading', { number, total })} <span className="font-normal text-slate-700">({t(KIND_KEYS[puzzle.kind])})</span>
      </h3>
      <PuzzleShown puzzle={puzzle} />
      <fieldset className="mt-4" aria-describedby={missing ? `${questionId}-missing` : undefined}>
        <legend id={questionId} className="text-lg font-semibold">
          {puzzleText(t, puzzle.text.question)}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {puzzle.options.map((option) => (
            <label
              key={option}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-lg ${choice === option ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="radio"
                name={`puzzle-${number}`}
                value={option}
                checked={choice === option}
                disabled={checked !== null}
                onChange={() => {
                  setChoice(option);
                  setMissing(false);
                }}
                className="h-5 w-5"
              />
              <Item value={option} symbols={symbols} t={t} />
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${questionId}-missing`} className="mt-2 text-red-800">
            {t('cognitive.puzzle.chooseFirst')}
          </p>
        ) : null}
      </fieldset>
      <div role="status" className="mt-4 min-h-7">
        {checked ? (
          <p className={`text-lg font-semibold ${checked.correct ? 'text-emerald-800' : 'text-red-800'}`}>
            {checked.correct ? t('cognitive.puzzle.correct') : t('cognitive.puzzle.notQuite', { answer: shownAnswer })}{' '}
            <span className="font-normal text-slate-800">{puzzleText(t, puzzle.text.explanation)}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {checked ? (
          <Button ref={nextButton} onClick={() => onNext(checked)}>
            {last ? t('cognitive.puzzle.finish') : t('cognitive.puzzle.next')}
          </Button>
        ) : (
          <Button type="submit">{t('cognitive.puzzle.check')}</Button>
        )}
      </div>
    </form>
  );
}

/** What the puzzle shows before its question: the sequence so far with its missing item, or the clues. */
function PuzzleShown({ puzzle }: { puzzle: Puzzle }) {
  const t = useT('cognitive');
  const items = shownItems(puzzle);
  const symbols = puzzle.data.type === 'symbols';
  return (
    <>
      {items.length > 0 ? (
        <ol className="mt-3 flex flex-wrap gap-2" aria-label={t('cognitive.puzzle.sequenceSoFar')}>
          {items.map((item, i) => (
            <li key={i} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-xl font-semibold">
              <Item value={item} symbols={symbols} t={t} />
            </li>
          ))}
          <li className="rounded-lg border-2 border-dashed border-brand-700 px-3 py-2 text-xl font-semibold">
            ?<span className="sr-only">{t('cognitive.puzzle.missingItem')}</span>
          </li>
        </ol>
      ) : null}
      {puzzle.clues.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-lg" aria-label={t('cognitive.puzzle.clues')}>
          {puzzle.text.clues.map((clue, i) => (
            <li key={i}>{puzzleText(t, clue)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
