import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WordWeaverResult } from '@domain/cognitive/scoring';
import { WordWeaverBoard } from './word-weaver-round';

function renderBoard(mode: 'practice' | 'scored') {
  const onFinish = vi.fn<(result?: WordWeaverResult) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WordWeaverBoard mode={mode} set={{ letters: 'ehcetar', possibleWords: 137 }} onFinish={onFinish} />
    </QueryClientProvider>,
  );
  return onFinish;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Word Weaver scored round', () => {
  it('counts down two minutes, announces the last minute, and ends itself with the result', () => {
    const onFinish = renderBoard('scored');
    expect(screen.getByText('2:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent?.trim()).toBe('60 seconds left.');
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0]![0]).toMatchObject({
      wordsFound: 0,
      letters: 'ehcetar',
      possibleWords: 137,
      durationMs: 120_000,
      vocabulary: 0,
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('has no timer in practice and ends without a result', () => {
    const onFinish = renderBoard('practice');
    expect(screen.queryByText(/Time left/)).toBeNull();
    act(() => vi.advanceTimersByTime(200_000));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'End practice' }).click());
    expect(onFinish).toHaveBeenCalledWith();
  });
});
