import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { WorkValuesSummary } from './work-values-summary';

function renderSummary() {
  render(
    <MemoryRouter>
      <WorkValuesSummary />
    </MemoryRouter>,
  );
}

const result: PremiumCareerQuizResult = {
  answers: {},
  valuesProfile: { achievement: 75, working_conditions: 50, recognition: 25, relationships: 0, support: 100, independence: 49 },
  topValues: ['support', 'achievement', 'working_conditions'],
  preferences: { minimumPay: null, education: 'bachelor', interestAreas: [], outlook: 'not-important' },
  completedAt: '2026-11-23T18:00:00.000Z',
};

describe('WorkValuesSummary', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('links to the quiz when it has not been taken', () => {
    renderSummary();
    expect(screen.getByRole('heading', { name: 'What matters to you at work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the premium career quiz' }).getAttribute('href')).toBe('/premium/career-quiz');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the stored values profile as text, top values first in words', () => {
    localStorage.setItem('premiumCareerQuizResult', JSON.stringify(result));
    renderSummary();
    expect(screen.getByText('Your top values: Support, Achievement, Working Conditions.')).toBeTruthy();
    const list = screen.getByRole('list', { name: /How much each work value matters to you/ });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      'AchievementTop value75 of 100',
      'Working ConditionsTop value50 of 100',
      'Recognition25 of 100',
      'Relationships0 of 100',
      'SupportTop value100 of 100',
      'Independence49 of 100',
    ]);
    expect(screen.getByRole('link', { name: 'See your full career quiz results' })).toBeTruthy();
  });

  it('ignores a stored result of the wrong shape and shows the empty state', () => {
    localStorage.setItem('premiumCareerQuizResult', JSON.stringify({ ...result, valuesProfile: { support: 'high' } }));
    renderSummary();
    expect(screen.getByRole('link', { name: 'Take the premium career quiz' })).toBeTruthy();
  });
});
