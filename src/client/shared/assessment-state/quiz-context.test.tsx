import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { writeLocal } from './local-store';
import { QuizProvider, useQuiz } from './quiz-context';

const wrapper = ({ children }: { children: ReactNode }) => <QuizProvider>{children}</QuizProvider>;

beforeEach(() => {
  localStorage.clear();
});

describe('useQuiz', () => {
  it('raises an error outside a QuizProvider', () => {
    // React reports the render error on the console before rethrowing it; that report is expected here.
    const failOnConsoleError = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation(() => undefined);
    onTestFinished(() => {
      if (failOnConsoleError) vi.mocked(console.error).mockImplementation(failOnConsoleError);
    });
    expect(() => renderHook(() => useQuiz())).toThrow(new Error('useQuiz must be used within a QuizProvider'));
  });

  it('starts from the stored quiz result and no selected major', () => {
    localStorage.setItem('quizResult', '{"topMajors":["Nursing","Accounting"]}');
    const { result } = renderHook(() => useQuiz(), { wrapper });
    expect(result.current.quizResult).toEqual({ topMajors: ['Nursing', 'Accounting'] });
    expect(result.current.selectedMajor).toBeNull();
  });

  it('keeps the quiz result on the device and the selected major in memory', () => {
    const { result } = renderHook(() => useQuiz(), { wrapper });
    act(() => result.current.setQuizResult({ topMajors: ['Computer Science'] }));
    expect(result.current.quizResult).toEqual({ topMajors: ['Computer Science'] });
    expect(localStorage.getItem('quizResult')).toBe('{"topMajors":["Computer Science"]}');

    act(() => result.current.setSelectedMajor('Computer Science'));
    expect(result.current.selectedMajor).toBe('Computer Science');
    expect(Object.keys(localStorage).filter((key) => key.toLowerCase().includes('major'))).toEqual([]);

    act(() => result.current.setQuizResult(undefined));
    expect(result.current.quizResult).toBeUndefined();
    expect(localStorage.getItem('quizResult')).toBeNull();
  });

  it('follows a quiz result saved elsewhere (another component, a server merge)', () => {
    const { result } = renderHook(() => useQuiz(), { wrapper });
    act(() => writeLocal('quizResult', { topMajors: ['History'] }));
    expect(result.current.quizResult).toEqual({ topMajors: ['History'] });
  });
});
