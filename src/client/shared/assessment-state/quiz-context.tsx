import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LocalValue } from '@domain/progress/local-state';
import { removeLocal, useLocalValue, writeLocal } from './local-store';

export type QuizResult = LocalValue<'quizResult'>;

/** The spec's shared session state: the quiz result (also kept on the device) and the major being looked at. */
export interface QuizState {
  quizResult: QuizResult | undefined;
  /** Only for this visit: which of the top majors the user is exploring. */
  selectedMajor: string | null;
  /** Stores the result under the spec's `quizResult` key; undefined forgets it. */
  setQuizResult: (result: QuizResult | undefined) => void;
  setSelectedMajor: (major: string | null) => void;
}

const QuizContext = createContext<QuizState | null>(null);

export function QuizProvider({ children }: { children: ReactNode }) {
  // Read through the store, so a result saved in another tab or merged from the server shows up here too.
  const quizResult = useLocalValue('quizResult');
  const [selectedMajor, setSelectedMajor] = useState<string | null>(null);
  const setQuizResult = useCallback((result: QuizResult | undefined) => {
    if (result === undefined) removeLocal('quizResult');
    else writeLocal('quizResult', result);
  }, []);
  const value = useMemo(() => ({ quizResult, selectedMajor, setQuizResult, setSelectedMajor }), [quizResult, selectedMajor, setQuizResult]);
  return <QuizContext value={value}>{children}</QuizContext>;
}

/** The quiz state; only inside a QuizProvider (using it outside raises an error). */
export function useQuiz(): QuizState {
  const context = useContext(QuizContext);
  if (!context) throw new Error('useQuiz must be used within a QuizProvider');
  return context;
}
