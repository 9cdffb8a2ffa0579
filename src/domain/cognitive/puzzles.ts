import { deriveSeed, pick, randomInt, seededRandom, shuffled, type Random } from './random';
import { LOGIC_PUZZLE_COUNT, type PuzzleKind } from './scoring';

/*
 * Seeded Logic Puzzles: number and letter sequences, symbol patterns and
 * ordering deductions. A generated puzzle is kept only when the independent
 * solver below finds exactly one option consistent with every rule it knows,
 * so each puzzle has one provably correct answer.
 */

export const SYMBOLS = [
  { name: 'circle', glyph: '●' },
  { name: 'square', glyph: '■' },
  { name: 'triangle', glyph: '▲' },
  { name: 'star', glyph: '★' },
  { name: 'diamond', glyph: '◆' },
  { name: 'heart', glyph: '♥' },
] as const;
export type SymbolName = (typeof SYMBOLS)[number]['name'];
export const SYMBOL_GLYPHS: Record<string, string> = Object.fromEntries(SYMBOLS.map((symbol) => [symbol.name, symbol.glyph]));

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fatima', 'Gus', 'Hiro', 'Iris', 'Jamal'] as const;

interface Comparison {
  /** The key of its texts in the client catalogs ('height': cognitive.puzzle.clue.height, …). */
  id: 'height' | 'age' | 'race';
  /** "is taller than": a clue [a, b] says a comes before b. */
  relation: string;
  first: string;
  last: string;
  /** "second tallest" */
  second: string;
}

const COMPARISONS: readonly Comparison[] = [
  { id: 'height', relation: 'is taller than', first: 'tallest', last: 'shortest', second: 'second tallest' },
  { id: 'age', relation: 'is older than', first: 'oldest', last: 'youngest', second: 'second oldest' },
  { id: 'race', relation: 'finished the race ahead of', first: 'first to finish', last: 'last to finish', second: 'second to finish' },
];

export type PuzzleData =
  | { type: 'numbers'; terms: number[] }
  | { type: 'letters'; letters: string[] }
  | { type: 'symbols'; symbols: string[] }
  | { type: 'order'; people: string[]; clues: [string, string][]; position: number };

/**
 * A puzzle text as a catalog key (below cognitive.puzzle.) and its values, so the client can show it in
 * the reader's language; the English catalog renders it to exactly the English text here (a unit test checks).
 * `shapes` are shape names, translated one by one and joined into {shapes}.
 */
export interface PuzzleText {
  id: string;
  values: Record<string, string | number>;
  shapes?: string[];
}

export interface Puzzle {
  kind: PuzzleKind;
  difficulty: 1 | 2 | 3;
  question: string;
  /** Clue sentences (deductions only). */
  clues: string[];
  options: string[];
  answer: string;
  explanation: string;
  data: PuzzleData;
  text: { question: PuzzleText; clues: PuzzleText[]; explanation: PuzzleText };
}

// --- the solver ----------------------------------------------------------------

const differences = (terms: readonly number[]) => terms.slice(1).map((term, index) => term - terms[index]!);
const allEqual = (values: readonly number[]) => values.every((value) => value === values[0]);

/** Next terms predicted by every number rule that fits the terms shown (each rule needs enough terms to be evidence). */
export function numberPredictions(terms: readonly number[]): Set<number> {
  const predictions = new Set<number>();
  const last = terms.at(-1)!;
  const diffs = differences(terms);
  if (terms.length >= 3 && allEqual(diffs)) predictions.add(last + diffs[0]!);
  if (terms.length >= 4) {
    const second = differences(diffs);
    if (allEqual(second)) predictions.add(last + diffs.at(-1)! + second[0]!);
  }
  if (terms.length >= 3 && terms.every((term) => term !== 0)) {
    const ratio = terms[1]! / terms[0]!;
    if (terms.every((term, index) => index === 0 || term === terms[index - 1]! * ratio)) predictions.add(last * ratio);
  }
  if (terms.length >= 4 && terms.every((term, index) => index < 2 || term === terms[index - 1]! + terms[index - 2]!)) {
    predictions.add(last + terms.at(-2)!);
  }
  if (terms.length >= 6) {
    const odd = terms.filter((_, index) => index % 2 === 0);
    const even = terms.filter((_, index) => index % 2 === 1);
    const oddDiffs = differences(odd);
    const evenDiffs = differences(even);
    if (allEqual(oddDiffs) && allEqual(evenDiffs)) {
      // The next term continues whichever strand comes next.
      predictions.add(terms.length % 2 === 0 ? odd.at(-1)! + oddDiffs[0]! : even.at(-1)! + evenDiffs[0]!);
    }
  }
  return predictions;
}

/** Next symbols predicted by every repeating cycle that shows at least twice. */
export function symbolPredictions(symbols: readonly string[]): Set<string> {
  const predictions = new Set<string>();
  for (let period = 1; period * 2 <= symbols.length; period++) {
    if (symbols.every((symbol, index) => index < period || symbol === symbols[index - period]))
      predictions.add(symbols[symbols.length - period]!);
  }
  return predictions;
}

function permutations(size: number): number[][] {
  if (size <= 1) return [Array.from({ length: size }, (_, index) => index)];
  return permutations(size - 1).flatMap((rest) =>
    Array.from({ length: size }, (_, at) => [...rest.slice(0, at), size - 1, ...rest.slice(at)]),
  );
}

const PERMUTATIONS = new Map<number, number[][]>();

/** Who can stand at `position` (0 = first) in an order that satisfies every clue. */
export function orderPredictions(people: readonly string[], clues: readonly (readonly [string, string])[], position: number): Set<string> {
  let orders = PERMUTATIONS.get(people.length);
  if (!orders) {
    orders = permutations(people.length);
    PERMUTATIONS.set(people.length, orders);
  }
  const pairs = clues.map(([before, after]) => [people.indexOf(before), people.indexOf(after)] as const);
  const predictions = new Set<string>();
  for (const order of orders) {
    // order[rank] = person index; rankOf[person] = rank
    const rankOf: number[] = [];
    order.forEach((person, rank) => (rankOf[person] = rank));
    if (pairs.every(([before, after]) => before >= 0 && after >= 0 && rankOf[before]! < rankOf[after]!))
      predictions.add(people[order[position]!]!);
  }
  return predictions;
}

/** The options that every applicable rule agrees on; a sound puzzle has exactly one. */
export function solvePuzzle(puzzle: Pick<Puzzle, 'data' | 'options'>): string[] {
  const { data } = puzzle;
  let predictions: Set<string>;
  if (data.type === 'numbers') predictions = new Set([...numberPredictions(data.terms)].map(String));
  else if (data.type === 'letters') {
    const codes = numberPredictions(data.letters.map((letter) => letter.charCodeAt(0)));
    predictions = new Set([...codes].map((code) => String.fromCharCode(code)));
  } else if (data.type === 'symbols') predictions = symbolPredictions(data.symbols);
  else predictions = orderPredictions(data.people, data.clues, data.position);
  // Two rules predicting different answers make the puzzle ambiguous: nothing is provably right.
  if (predictions.size !== 1) return [];
  return puzzle.options.filter((option) => predictions.has(option));
}

// --- generators ------------------------------------------------------------------

function numberOptions(random: Random, answer: number, step: number): string[] {
  const candidates = [answer + step, answer - step, answer + 1, answer - 1, answer + 2, answer - 2, answer + 2 * step, answer * 2];
  const distractors = shuffled(
    random,
    [...new Set(candidates)].filter((value) => value > 0 && value !== answer),
  ).slice(0, 3);
  return shuffled(random, [answer, ...distractors]).map(String);
}

function sequencePuzzle(
  terms: number[],
  answer: number,
  difficulty: 1 | 2 | 3,
  rule: string,
  random: Random,
  ruleText: PuzzleText,
): Puzzle {
  return {
    kind: 'sequence',
    difficulty,
    question: 'What number comes next?',
    clues: [],
    options: numberOptions(random, answer, Math.max(1, Math.abs(answer - terms.at(-1)!))),
    answer: String(answer),
    explanation: rule,
    data: { type: 'numbers', terms },
    text: { question: { id: 'question.number', values: {} }, clues: [], explanation: ruleText },
  };
}

type Generator = (random: Random) => Puzzle;

const arithmetic: Generator = (random) => {
  const start = randomInt(random, 1, 20);
  const step = randomInt(random, 2, 9);
  const terms = Array.from({ length: 5 }, (_, i) => start + i * step);
  return sequencePuzzle(terms, start + 5 * step, 1, `Each number is ${step} more than the one before.`, random, {
    id: 'explanation.arithmetic',
    values: { step },
  });
};

const geometric: Generator = (random) => {
  const start = randomInt(random, 1, 5);
  const ratio = randomInt(random, 2, 3);
  const terms = Array.from({ length: 5 }, (_, i) => start * ratio ** i);
  return sequencePuzzle(terms, start * ratio ** 5, 2, `Each number is ${ratio} times the one before.`, random, {
    id: 'explanation.geometric',
    values: { ratio },
  });
};

const growing: Generator = (random) => {
  const start = randomInt(random, 1, 10);
  const firstStep = randomInt(random, 1, 5);
  const growth = randomInt(random, 1, 3);
  const terms = [start];
  for (let i = 0; i < 5; i++) terms.push(terms.at(-1)! + firstStep + i * growth);
  return sequencePuzzle(terms, terms.at(-1)! + firstStep + 5 * growth, 3, `The gap between numbers grows by ${growth} each time.`, random, {
    id: 'explanation.growing',
    values: { growth },
  });
};

const interleaved: Generator = (random) => {
  const a = randomInt(random, 1, 10);
  const stepA = randomInt(random, 2, 6);
  const b = randomInt(random, 20, 40);
  const stepB = -randomInt(random, 1, 4);
  const terms = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a + (i / 2) * stepA : b + ((i - 1) / 2) * stepB));
  return sequencePuzzle(
    terms,
    a + 3 * stepA,
    3,
    `Two sequences take turns: one goes up by ${stepA}, the other down by ${-stepB}.`,
    random,
    {
      id: 'explanation.interleaved',
      values: { up: stepA, down: -stepB },
    },
  );
};

const letterStep: Generator = (random) => {
  const step = randomInt(random, 2, 4);
  const start = randomInt(random, 0, 25 - 5 * step);
  const letters = Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + start + i * step));
  const answer = String.fromCharCode(65 + start + 4 * step);
  const code = answer.charCodeAt(0);
  const distractors = shuffled(
    random,
    [code + 1, code - 1, code + step, code - step, code + 2]
      .filter((c) => c >= 65 && c <= 90 && c !== code)
      .map((c) => String.fromCharCode(c)),
  ).slice(0, 3);
  return {
    kind: 'pattern',
    difficulty: 1,
    question: 'Which letter comes next?',
    clues: [],
    options: shuffled(random, [...new Set([answer, ...distractors])]),
    answer,
    explanation: `Each letter is ${step} places further along the alphabet.`,
    data: { type: 'letters', letters },
    text: { question: { id: 'question.letter', values: {} }, clues: [], explanation: { id: 'explanation.letters', values: { step } } },
  };
};

function cyclePuzzle(random: Random, cycle: string[], difficulty: 1 | 2 | 3): Puzzle {
  const length = cycle.length * 2 + randomInt(random, 1, cycle.length - 1);
  const symbols = Array.from({ length }, (_, i) => cycle[i % cycle.length]!);
  const answer = cycle[length % cycle.length]!;
  const others = shuffled(
    random,
    SYMBOLS.map((symbol) => symbol.name).filter((name) => name !== answer),
  ).slice(0, 3);
  return {
    kind: 'pattern',
    difficulty,
    question: 'Which shape comes next?',
    clues: [],
    options: shuffled(random, [answer, ...others]),
    answer,
    explanation: `The shapes repeat in a cycle of ${cycle.length}: ${cycle.join(', ')}.`,
    data: { type: 'symbols', symbols },
    text: {
      question: { id: 'question.shape', values: {} },
      clues: [],
      explanation: { id: 'explanation.cycle', values: { count: cycle.length }, shapes: cycle },
    },
  };
}

const shortCycle: Generator = (random) => {
  const names = shuffled(
    random,
    SYMBOLS.map((symbol) => symbol.name),
  ).slice(0, randomInt(random, 2, 3));
  return cyclePuzzle(random, names, 1);
};

const longCycle: Generator = (random) => {
  const [a, b, c] = shuffled(
    random,
    SYMBOLS.map((symbol) => symbol.name),
  );
  // Four steps with one shape twice, e.g. circle, circle, star, square.
  const cycle = shuffled(random, [a!, a!, b!, c!]);
  return cyclePuzzle(random, cycle, 2);
};

function orderPuzzle(random: Random, size: number, positions: readonly number[], difficulty: 1 | 2 | 3): Puzzle {
  const comparison = pick(random, COMPARISONS);
  const people = shuffled(random, NAMES).slice(0, size);
  const truth = shuffled(random, people);
  const position = pick(random, positions);
  const pairs = shuffled(
    random,
    truth.flatMap((person, i) => truth.slice(i + 1).map((later) => [person, later] as [string, string])),
  );
  const clues: [string, string][] = [];
  for (const pair of pairs) {
    clues.push(pair);
    if (orderPredictions(people, clues, position).size === 1) break;
  }
  const answer = truth[position]!;
  const place = position === 0 ? 'first' : position === size - 1 ? 'last' : 'second';
  const label = position === 0 ? comparison.first : position === size - 1 ? comparison.last : comparison.second;
  const options = shuffled(random, [
    answer,
    ...shuffled(
      random,
      people.filter((person) => person !== answer),
    ).slice(0, 3),
  ]);
  return {
    kind: 'deduction',
    difficulty,
    question: comparison.first === 'first to finish' ? `Who was the ${label}?` : `Who is the ${label}?`,
    clues: clues.map(([before, after]) => `${before} ${comparison.relation} ${after}.`),
    options,
    answer,
    explanation: `Putting the clues in order: ${truth.join(', ')} (${comparison.first} first).`,
    data: { type: 'order', people, clues, position },
    text: {
      question: { id: `question.${comparison.id}.${place}`, values: {} },
      clues: clues.map(([before, after]) => ({ id: `clue.${comparison.id}`, values: { before, after } })),
      explanation: { id: `explanation.${comparison.id}`, values: { order: truth.join(', ') } },
    },
  };
}

const orderEasy: Generator = (random) => orderPuzzle(random, 4, [0, 3], 2);
const orderSecond: Generator = (random) => orderPuzzle(random, 4, [1], 2);
const orderHard: Generator = (random) => orderPuzzle(random, 5, [1, 3], 3);

/** The ten puzzles, easier first. */
const PLAN: readonly Generator[] = [
  arithmetic,
  letterStep,
  shortCycle,
  orderEasy,
  geometric,
  longCycle,
  orderSecond,
  growing,
  interleaved,
  orderHard,
];

const MAX_TRIES = 50;

function generateSound(generator: Generator, seed: number): Puzzle {
  const random = seededRandom(seed);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const puzzle = generator(random);
    const solutions = solvePuzzle(puzzle);
    if (puzzle.options.length === 4 && new Set(puzzle.options).size === 4 && solutions.length === 1 && solutions[0] === puzzle.answer)
      return puzzle;
  }
  throw new Error(`No sound puzzle for seed ${seed}`);
}

export function generatePuzzles(seed: number): Puzzle[] {
  if (PLAN.length !== LOGIC_PUZZLE_COUNT) throw new Error('The puzzle plan must have one generator per puzzle.');
  return PLAN.map((generator, index) => generateSound(generator, deriveSeed(seed, index)));
}

/** The practice puzzle: the same easy sequence for everyone. */
export const PRACTICE_SEED = 20_261_123;
export function practicePuzzle(): Puzzle {
  return generateSound(arithmetic, PRACTICE_SEED);
}
