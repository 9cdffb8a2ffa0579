import type { FederalLoanLimitsData } from './borrowing';

/*
 * Federal loan limits for the finance tests. The domain may not import
 * src/data (lint), so this fixture restates the FSA figures by hand.
 */
const source = {
  publisher: 'Test',
  title: 'Fixture',
  url: 'https://example.org/',
  checked: '2026-11-22',
  confirms: 'Fixture figures.',
};
export const TEST_LIMITS: FederalLoanLimitsData = {
  dependentUndergraduate: {
    annualByYear: [5_500, 6_500, 7_500],
    subsidizedAnnualByYear: [3_500, 4_500, 5_500],
    aggregate: 31_000,
    subsidizedAggregate: 23_000,
    sources: [source],
  },
  independentUndergraduate: {
    annualByYear: [9_500, 10_500, 12_500],
    subsidizedAnnualByYear: [3_500, 4_500, 5_500],
    aggregate: 57_500,
    subsidizedAggregate: 23_000,
    sources: [source],
  },
  from2026: {
    effective: '2026-07-01',
    parentPlusAnnualPerStudent: 20_000,
    parentPlusAggregatePerStudent: 65_000,
    graduateAnnual: 20_500,
    graduateAggregate: 100_000,
    professionalAnnual: 50_000,
    professionalAggregate: 200_000,
    lifetimeAggregate: 257_500,
    gradPlusEndsForNewBorrowers: true,
    sources: [source],
  },
};
