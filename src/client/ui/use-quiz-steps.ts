import { useCallback, useEffect, useRef, useState } from 'react';

/** Long enough to see a choice land, short enough not to slow anyone down. */
export const ADVANCE_DELAY_MS = 250;

/**
 * Where a one-question-per-screen quiz stands: the screen shown, whether the
 * student has moved (then each new screen takes focus), and a round number
 * that "Start over" bumps so the first screen starts fresh.
 */
export function useQuizSteps(firstIndex: () => number, focusFirst: boolean) {
  const [index, setIndex] = useState(firstIndex);
  const [moved, setMoved] = useState(focusFirst);
  const [round, setRound] = useState(0);
  const advanceTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (advanceTimer.current !== null) window.clearTimeout(advanceTimer.current);
    },
    [],
  );

  const goTo = useCallback((target: number) => {
    setIndex(target);
    setMoved(true);
  }, []);

  /** Moves on after a short pause, so the choice is seen; further answers wait until then. */
  const advanceTo = useCallback(
    (target: number) => {
      advanceTimer.current = window.setTimeout(() => {
        advanceTimer.current = null;
        goTo(target);
      }, ADVANCE_DELAY_MS);
    },
    [goTo],
  );

  const restart = useCallback(() => {
    setRound((value) => value + 1);
    goTo(0);
  }, [goTo]);

  const isAdvancing = () => advanceTimer.current !== null;

  return { index, moved, round, goTo, advanceTo, restart, isAdvancing };
}
