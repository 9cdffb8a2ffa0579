import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { freeAssessmentLink } from '@client/shared/progress/assessment-status';
import { ProgressPanel } from './progress-panel';

/** The dashboard's reading of the local keys: its free-assessment button and the progress panel. */
function Dashboardish() {
  const local = useLocalSnapshot();
  const free = freeAssessmentLink(local, true);
  return (
    <MemoryRouter>
      <p>{free.action}</p>
      <ProgressPanel state={local} signedIn />
    </MemoryRouter>
  );
}

describe('progress panel with financialExpectations as the spec stores it', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('reads a value without level, with a numeric string, as complete with a grade', () => {
    localStorage.setItem('journeyStarted', 'true');
    localStorage.setItem('quizResult', '{"topMajors":["Nursing"]}');
    // No level (Comfortable by default), and the income as the text a form stored.
    localStorage.setItem('financialExpectations', '{"monthlyIncome":"4000","plannedDebt":20000}');
    render(<Dashboardish />);
    expect(screen.getByText('view-free')).toBeTruthy();
    expect(screen.queryByText('start-free')).toBeNull();
    // 20,000 / (4,000 × 12) ≈ 0.42 → A (Low).
    expect(screen.getByText('Financial grade').nextElementSibling?.textContent).toMatch(
      /^A\s+Low risk\s*Income: first year after graduation$/,
    );
  });
});
