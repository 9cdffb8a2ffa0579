import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemorySource, MemoryRouter, Route, Switch, useLocation } from '@client/shared/routing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeLocal } from '@client/shared/assessment-state/local-store';
import { queryKeys } from '@client/shared/lib/query-keys';
import { JourneyPage } from './journey-page';

function ShowState() {
  const location = useLocation();
  return <pre data-testid="state">{JSON.stringify(location.state)}</pre>;
}

function renderJourney(signedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    queryKeys.session,
    signedIn ? { user: { id: 'u1', name: 'Sam', email: 'sam@example.org', role: 'user' }, profile: null } : null,
  );
  const history = createMemorySource({ initialEntries: ['/journey'] });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter source={history}>
        <Switch>
          <Route path="/journey">
            <JourneyPage />
          </Route>
          <Route>
            <ShowState />
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return history;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('JourneyPage', () => {
  it('starts the journey on a first visit and points to the career quiz', () => {
    renderJourney();
    expect(localStorage.getItem('journeyStarted')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Your journey' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Up next: Career quiz' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 3 steps done');
    expect(screen.getAllByText('Not started')).toHaveLength(3);
    const links = screen.getAllByRole('link', { name: 'Start the career quiz' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/career-quiz', '/career-quiz']);
    expect(screen.queryByRole('link', { name: 'See your results' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in to keep results across devices', () => {
    renderJourney(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByText(/to keep your results across devices/)).toBeTruthy();
  });

  it('tells a signed-in student the results follow them', () => {
    renderJourney(true);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByText(/follow you to any device/)).toBeTruthy();
  });

  it('shows a quiz in progress and continues it', () => {
    writeLocal('careerQuizAnswers', { R1: 4, I1: 5 });
    renderJourney();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getAllByText(/2 of 48 activities rated/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Continue the career quiz' })).toHaveLength(2);
  });

  it('follows changes made elsewhere and moves on to the next step', () => {
    renderJourney();
    act(() => writeLocal('quizResult', { topMajors: ['Nursing'], hollandCode: 'SIA' }));
    expect(screen.getByRole('heading', { name: 'Up next: College quiz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review the career quiz' }).getAttribute('href')).toBe('/career-quiz');
    expect(screen.getByText('Your interest code: SIA · Top majors: Nursing')).toBeTruthy();
  });

  it('opens the results with the same router state as the dashboard once all three steps are done', () => {
    writeLocal('quizResult', { topMajors: ['Nursing', 'Biology'] });
    writeLocal('collegeQuizResults', [{ unitId: 1 }]);
    writeLocal('financialExpectations', { monthlyIncome: 4000, plannedDebt: 20000, level: 'Modest' });
    const history = renderJourney();
    expect(screen.getByRole('heading', { name: 'You finished all three steps' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('3 of 3 steps done');
    fireEvent.click(screen.getByRole('link', { name: 'See your results' }));
    expect(history.location.pathname).toBe('/feedback');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      selectedMajors: ['Nursing', 'Biology'],
      yearlyFinancedAmount: 20000,
      expectations: { level: 'Modest' },
    });
  });

  it('does not rewrite journeyStarted on a revisit', () => {
    writeLocal('journeyStarted', true);
    const before = localStorage.getItem('waypoint.updatedAt');
    renderJourney();
    expect(localStorage.getItem('waypoint.updatedAt')).toBe(before);
  });
});
