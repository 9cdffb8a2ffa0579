import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORK_VALUE_ITEMS } from '@domain/career-quiz/career-quiz';
import type { PremiumCareerQuizProgress, PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { ADVANCE_DELAY_MS } from '@client/ui/use-quiz-steps';
import { PremiumCareerQuizPage } from './premium-career-quiz-page';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/premium/career-quiz']}>
        <PremiumCareerQuizPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stored = <T,>(key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as T;
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const allAnswers = Object.fromEntries(WORK_VALUE_ITEMS.map((item) => [item.id, 4]));

const result: PremiumCareerQuizResult = {
  answers: allAnswers,
  valuesProfile: { achievement: 75, working_conditions: 75, recognition: 75, relationships: 75, support: 75, independence: 75 },
  topValues: ['achievement', 'working_conditions', 'recognition'],
  preferences: { minimumPay: 40_000, education: 'associate', interestAreas: [], outlook: 'not-important' },
  completedAt: '2026-11-23T18:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The results rank careers by values from GET /api/careers?area=; these tests are about the quiz, so no careers.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 100 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PremiumCareerQuizPage', () => {
  it('starts from the intro, saves each answer and moves on after a short pause', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Premium career quiz' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const first = screen.getByRole('group', { name: /Question 1 of 22/ });
    expect(first.textContent).toContain(WORK_VALUE_ITEMS[0]!.text);
    fireEvent.keyDown(first, { key: '5' });
    expect(stored<PremiumCareerQuizProgress>('premiumCareerQuizProgress')).toEqual({ active: true, answers: { ach1: 5 }, preferences: {} });
    act(() => vi.advanceTimersByTime(ADVANCE_DELAY_MS));
    expect(screen.getByRole('group', { name: /Question 2 of 22/ })).toBeTruthy();
  });

  it('the last preference finishes: result, the spec flag, an inactive round, then the results', async () => {
    store('premiumCareerQuizProgress', {
      active: true,
      answers: allAnswers,
      preferences: { minimumPay: null, education: 'bachelor', interestAreas: [] },
    });
    renderPage();
    expect(screen.getByText(/You have answered 21 of 22 questions/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick one answer to go on.');
    fireEvent.click(screen.getByRole('radio', { name: 'No: it does not change my choice' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));

    // The answer is checked against the stored schema, which loads with the first answer.
    await vi.waitFor(() => expect(localStorage.getItem('premiumCareerQuizCompleted')).toBe('true'));
    expect(stored<PremiumCareerQuizResult>('premiumCareerQuizResult')).toMatchObject({
      valuesProfile: result.valuesProfile,
      preferences: { minimumPay: null, education: 'bachelor', interestAreas: [], outlook: 'not-important' },
    });
    expect(stored<PremiumCareerQuizProgress>('premiumCareerQuizProgress')).toEqual({ active: false, answers: {}, preferences: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Your premium career quiz results' })).toBeTruthy();
    expect(screen.getByText(/You chose no interest areas/)).toBeTruthy();
  });

  it('"Change my preferences" keeps the value answers; leaving the round asks first and keeps the result', async () => {
    store('premiumCareerQuizResult', result);
    renderPage();
    expect(screen.getByText('$40,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change my preferences' }));
    expect(screen.getByRole('group', { name: /Question 19 of 22/ })).toBeTruthy();
    expect(screen.getByText('Your earlier result stays saved until you finish this round.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to my results' }));
    // The confirm dialog's code loads when it first opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this round' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your premium career quiz results' })).toBeTruthy();
    expect(stored<PremiumCareerQuizResult>('premiumCareerQuizResult')).toEqual(result);
  });

  it('"Start over" asks first, then clears the round', async () => {
    store('premiumCareerQuizProgress', { active: true, answers: { ach1: 3, wc1: 2 }, preferences: {} });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('alertdialog', { name: 'Start the quiz over?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answers' }));
    expect(stored<PremiumCareerQuizProgress>('premiumCareerQuizProgress').answers).toEqual({ ach1: 3, wc1: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await screen.findByRole('alertdialog', { name: 'Start the quiz over?' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Start over' }).at(-1)!);
    expect(stored<PremiumCareerQuizProgress>('premiumCareerQuizProgress')).toEqual({ active: true, answers: {}, preferences: {} });
    expect(screen.getByRole('group', { name: /Question 1 of 22/ })).toBeTruthy();
  });
});
