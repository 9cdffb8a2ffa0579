import { familyMoneyPlans } from '@server/db/schema';

/**
 * The family's money-plan figures as select columns, named as the domain's MoneyPlanInputs names them: the money
 * plan itself, its account export and the counselor all read these five the same way.
 */
export const MONEY_PLAN_FIGURE_COLUMNS = {
  contributionPerYear: familyMoneyPlans.contributionPerYear,
  savings: familyMoneyPlans.savings,
  extraGrants: familyMoneyPlans.extraGrants,
  familyIncome: familyMoneyPlans.familyIncome,
  subsidizedEligibility: familyMoneyPlans.subsidizedEligibility,
};
