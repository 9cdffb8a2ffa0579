import type { Citation } from './loans';

/* The shapes of the federal loan limits, apart from borrowing.ts so the true-cost modules can use them without an import cycle. */

/** Annual limits by year in school (1st, 2nd, 3rd and later) and the aggregate cap. */
export type UndergraduateLimits = {
  readonly annualByYear: readonly [first: number, second: number, thirdAndLater: number];
  readonly subsidizedAnnualByYear: readonly [first: number, second: number, thirdAndLater: number];
  readonly aggregate: number;
  readonly subsidizedAggregate: number;
  readonly sources: readonly Citation[];
};

/** Limits for loans made on or after 1 July 2026 under Public Law 119-21. */
export type Limits2026 = {
  readonly effective: string;
  readonly parentPlusAnnualPerStudent: number;
  readonly parentPlusAggregatePerStudent: number;
  readonly graduateAnnual: number;
  readonly graduateAggregate: number;
  readonly professionalAnnual: number;
  readonly professionalAggregate: number;
  /** All federal student loans of one borrower, excluding Parent PLUS loans borrowed for someone else. */
  readonly lifetimeAggregate: number;
  readonly gradPlusEndsForNewBorrowers: boolean;
  readonly sources: readonly Citation[];
};

/**
 * The shape of src/data/federal-loans.ts's limits dataset. The domain may not import data
 * (lint), so callers pass the dataset in; tests pass a fixture.
 */
export type FederalLoanLimitsData = {
  readonly dependentUndergraduate: UndergraduateLimits;
  readonly independentUndergraduate: UndergraduateLimits;
  readonly from2026: Limits2026;
};
