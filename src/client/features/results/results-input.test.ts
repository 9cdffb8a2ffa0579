import { describe, expect, it } from 'vitest';
import type { LocalState } from '@domain/progress/local-state';
import { isEmptyResults, resolveResultsInput, toAmount } from './results-input';

const STORED: LocalState = {
  journeyStarted: true,
  quizResult: { topMajors: ['Nursing', 'Accounting'] },
  financialExpectations: { monthlyIncome: 5000, plannedDebt: 45000, level: 'Modest' },
  collegeQuizResults: [{ name: 'State U', city: 'Columbus', state: 'OH' }, { name: 'Tech' }, { notAName: 1 }],
};

describe('toAmount', () => {
  it('reads numbers and number strings, including the dashboard\'s "0"', () => {
    expect(toAmount(45000)).toBe(45000);
    expect(toAmount('45000')).toBe(45000);
    expect(toAmount('$45,000.50')).toBe(45000.5);
    expect(toAmount('0')).toBe(0);
  });

  it('gives null for anything unusable', () => {
    for (const value of ['', '  ', 'lots', -1, '-5', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}]) {
      expect(toAmount(value)).toBeNull();
    }
  });
});

describe('resolveResultsInput', () => {
  it('uses the router state the dashboard passes, with the income from storage', () => {
    const input = resolveResultsInput(
      { selectedMajors: ['Biology'], yearlyFinancedAmount: '30000', expectations: { level: 'Frugal' } },
      STORED,
    );
    expect(input).toEqual({
      selectedMajors: ['Biology'],
      plannedDebt: 30000,
      monthlyIncome: 5000,
      level: 'Frugal',
      earningsHorizon: 'early-career',
      colleges: [
        { name: 'State U', place: 'Columbus, OH' },
        { name: 'Tech', place: null },
      ],
      hasExpectations: true,
    });
  });

  it('falls back to storage when opened directly', () => {
    expect(resolveResultsInput(null, STORED)).toMatchObject({
      selectedMajors: ['Nursing', 'Accounting'],
      plannedDebt: 45000,
      monthlyIncome: 5000,
      level: 'Modest',
    });
  });

  it('falls back field by field when a router value is missing or malformed', () => {
    expect(
      resolveResultsInput({ selectedMajors: 'Nursing', yearlyFinancedAmount: 'lots', expectations: { level: 3 } }, STORED),
    ).toMatchObject({
      selectedMajors: ['Nursing', 'Accounting'],
      plannedDebt: 45000,
      level: 'Modest',
    });
  });

  it('keeps an empty list of majors passed on purpose, and drops blank and repeated names', () => {
    expect(resolveResultsInput({ selectedMajors: [] }, STORED).selectedMajors).toEqual([]);
    expect(resolveResultsInput({ selectedMajors: [' Nursing ', 'nursing', 'History'] }, {}).selectedMajors).toEqual(['Nursing', 'History']);
  });

  it('uses the default level (Comfortable) for an unknown one', () => {
    expect(resolveResultsInput({ expectations: { level: 'Luxurious' } }, {}).level).toBe('Comfortable');
    expect(resolveResultsInput(undefined, {}).level).toBe('Comfortable');
  });

  it('plans on the stored earnings horizon, early career when an older value has none', () => {
    expect(resolveResultsInput(undefined, STORED).earningsHorizon).toBe('early-career');
    expect(resolveResultsInput(undefined, {}).earningsHorizon).toBe('early-career');
    const allWorkers: LocalState = {
      financialExpectations: { monthlyIncome: 5000, plannedDebt: 45000, level: 'Modest', earningsHorizon: 'all-workers' },
    };
    expect(resolveResultsInput({ expectations: { level: 'Frugal' } }, allWorkers).earningsHorizon).toBe('all-workers');
  });

  it('has no income when none is stored or it is 0', () => {
    expect(resolveResultsInput(undefined, {}).monthlyIncome).toBeNull();
    expect(
      resolveResultsInput(undefined, { financialExpectations: { monthlyIncome: 0, plannedDebt: 1, level: 'Modest' } }).monthlyIncome,
    ).toBeNull();
  });
});

describe('isEmptyResults', () => {
  it("is empty with nothing stored, even with the dashboard's defaults", () => {
    expect(isEmptyResults(resolveResultsInput(undefined, {}))).toBe(true);
    expect(
      isEmptyResults(resolveResultsInput({ selectedMajors: [], yearlyFinancedAmount: '0', expectations: { level: 'Comfortable' } }, {})),
    ).toBe(true);
  });

  it('is not empty with majors, expectations or colleges', () => {
    expect(isEmptyResults(resolveResultsInput(undefined, { quizResult: { topMajors: ['Nursing'] } }))).toBe(false);
    expect(
      isEmptyResults(resolveResultsInput(undefined, { financialExpectations: { monthlyIncome: 1, plannedDebt: 0, level: 'Modest' } })),
    ).toBe(false);
    expect(isEmptyResults(resolveResultsInput(undefined, { collegeQuizResults: [{ name: 'A' }] }))).toBe(false);
  });
});
