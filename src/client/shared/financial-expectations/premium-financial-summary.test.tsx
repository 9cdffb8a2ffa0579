import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@client/shared/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLocal } from '../assessment-state/local-store';
import { PremiumFinancialSummary } from './premium-financial-summary';

function renderSummary() {
  return render(
    <MemoryRouter>
      <PremiumFinancialSummary />
    </MemoryRouter>,
  );
}

describe('PremiumFinancialSummary', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('asks for a budget when none is saved', () => {
    renderSummary();
    expect(screen.getByText('You have not saved a budget yet.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build your budget' }).getAttribute('href')).toBe('/premium/financial-expectations');
  });

  it('says so when an older version saved another shape', () => {
    writeLocal('premiumFinancialExpectations', { monthlyIncome: 3000 });
    renderSummary();
    expect(screen.getByText(/saved by an earlier version/)).toBeTruthy();
  });

  it('shows the saved totals, lines and the estimate behind the income', () => {
    writeLocal('premiumFinancialExpectations', {
      region: 'South',
      level: 'Frugal',
      monthly: {
        housing: 900,
        transportation: 300,
        food: 350,
        healthcare: 150,
        entertainment: 50,
        apparel: 40,
        personalCare: 30,
        educationOther: 0,
      },
      monthlyBudget: 1820,
      yearlyBudget: 21840,
      incomeNeededBeforeTax: 24677,
      savedAt: '2026-11-23T18:00:00.000Z',
    });
    renderSummary();
    const section = screen.getByRole('region', { name: 'Your financial picture' });
    expect(section.textContent).toContain('A frugal life in the South costs you $1,820.00 a month ($21,840.00 a year)');
    expect(section.textContent).toContain('$24,677 a year before tax');
    expect(section.textContent).toContain('Housing$900.00 a month');
    expect(section.textContent).toContain('88.5%');
    expect(screen.getByRole('link', { name: 'Change your budget' })).toBeTruthy();
  });
});
