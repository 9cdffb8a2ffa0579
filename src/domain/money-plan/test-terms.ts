import { TEST_LIMITS } from '@domain/finance/test-limits';
import type { TrueCostTerms } from './true-cost';

/** 2025-26 rates and fees and the July 2026 Parent PLUS caps, as src/data/federal-loans.ts states them (the domain may not import data). */
export const TEST_TERMS: TrueCostTerms = {
  directLimits: TEST_LIMITS.dependentUndergraduate,
  plusCaps: { annual: 20_000, aggregate: 65_000 },
  undergraduateRatePercent: 6.39,
  plusRatePercent: 8.94,
  directFeePercent: 1.057,
  plusFeePercent: 4.228,
  privateRatePercent: 10,
};
