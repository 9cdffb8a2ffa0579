import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Career, Major } from '@domain/catalog/schemas';
import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import { IncomeSuggestion, quizMajors, type CatalogMajors } from './income-suggestion';

const interests = { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 };
const scorecard = {
  name: 'College Scorecard field-of-study data',
  year: '2016-17',
  url: 'https://collegescorecard.ed.gov/data/',
  estimate: true,
};
const oews = { name: 'BLS Occupational Employment and Wage Statistics', year: '2023', url: 'https://www.bls.gov/oes/', estimate: false };

function career(socCode: string, title: string, medianPay: number | null): Career {
  return {
    socCode,
    title,
    description: 'A career for the test.',
    interests,
    jobZone: 4,
    medianPay,
    outlookPercent: 3,
    entryEducation: null,
    workExperience: null,
    onTheJobTraining: null,
    workValues: null,
    trainingSource: null,
    source: oews,
  };
}

function major(cip: string, name: string, careerCodes: string[], medianEarnings: number | null): Major {
  return { cip, name, description: 'A major for the test.', interests, careerCodes, medianEarnings, medianDebt: 25000, source: scorecard };
}

const PSYCHOLOGIST = career('19-3033.00', 'Clinical psychologists', 92580);
const ELECTRICIAN = career('47-2111.00', 'Electricians', 61590);
const CATALOG = [major('42.01', 'Psychology', ['19-3033.00'], 27600), major('42.28', 'Clinical psychology', ['19-3033.00'], 33000)];

function renderSuggestion(horizon: EarningsHorizon, options: { majorNames?: string[]; catalog?: Partial<CatalogMajors> } = {}) {
  const onUse = vi.fn();
  render(
    <MemoryRouter>
      <IncomeSuggestion
        horizon={horizon}
        majorNames={options.majorNames ?? ['psychology']}
        hasQuizCareers
        quizCareers={{ status: 'success', careers: [PSYCHOLOGIST, ELECTRICIAN], retry: () => undefined }}
        catalog={{ status: 'success', majors: CATALOG, retry: () => undefined, ...options.catalog }}
        onUse={onUse}
      />
    </MemoryRouter>,
  );
  return onUse;
}

const item = (name: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;

afterEach(cleanup);

describe('IncomeSuggestion', () => {
  it("suggests the student's majors' first-year earnings by default, each figure labelled", () => {
    const onUse = renderSuggestion('early-career');
    const region = screen.getByRole('region', { name: 'Pay in your majors and careers' });
    expect(item('Psychology').textContent).toContain('$2,300 a month ($27,600 a year, first year after graduation)');
    // The career's early-career figure is the median of the majors that lead to it: (27,600 + 33,000) / 2.
    expect(item('Clinical psychologists').textContent).toContain('$30,300 a year, first year after graduation');
    expect(item('Clinical psychologists').textContent).toContain('estimate from 2 majors');
    expect(item('Electricians').textContent).toContain('no early-career figure');
    expect(region.textContent).toContain('Suggested: $2,300 a month before tax (first year after graduation)');
    expect(region.textContent).not.toContain('92,580');
    fireEvent.click(within(region).getByRole('button', { name: 'Use $2,300' }));
    expect(onUse).toHaveBeenCalledWith(2300);
  });

  it("without a reported major, suggests the careers' early-career estimates", () => {
    renderSuggestion('early-career', { majorNames: [] });
    expect(screen.getByRole('region').textContent).toContain('Suggested: $2,525 a month before tax (first year after graduation)');
  });

  it('switches to the median of all workers: career pay only, labelled as such', () => {
    renderSuggestion('all-workers');
    const region = screen.getByRole('region', { name: 'Pay in your majors and careers' });
    expect(item('Clinical psychologists').textContent).toContain('$7,715 a month ($92,580 a year, median of all workers)');
    expect(screen.queryByText('Your majors')).toBeNull();
    // (92,580 + 61,590) / 2 / 12
    expect(region.textContent).toContain('Suggested: $6,424 a month before tax (median of all workers)');
    expect(region.textContent).toContain('BLS Occupational Employment and Wage Statistics');
  });

  it('waits for the majors only when the early-career figures need them', () => {
    renderSuggestion('early-career', { catalog: { status: 'pending', majors: [] } });
    expect(screen.getByRole('status').textContent).toContain('Loading the pay');
    cleanup();
    renderSuggestion('all-workers', { catalog: { status: 'pending', majors: [] } });
    expect(screen.getByRole('region').textContent).toContain('median of all workers');
  });
});

describe('quizMajors', () => {
  it('finds the quiz majors in the catalog whatever their case, skipping unknown names', () => {
    expect(quizMajors([' CLINICAL psychology', 'Underwater basket weaving'], CATALOG).map((m) => m.name)).toEqual(['Clinical psychology']);
  });
});
