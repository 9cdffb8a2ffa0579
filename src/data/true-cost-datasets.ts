/** The datasets every page's true-cost figures are read from, in one bundle so client and server pass the same ones. */
import type { TrueCostDatasets } from '../domain/money-plan/planned-debt';
import { DIRECT_LOAN_ORIGINATION_FEES, DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from './federal-loans';
import { PRIVATE_LOAN_ASSUMPTION } from './private-loans';

export const TRUE_COST_DATASETS: TrueCostDatasets = {
  rates: DIRECT_LOAN_RATES,
  fees: DIRECT_LOAN_ORIGINATION_FEES,
  limits: FEDERAL_LOAN_LIMITS,
  privateRatePercent: PRIVATE_LOAN_ASSUMPTION.ratePercent,
};
