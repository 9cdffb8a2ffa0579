import type { AccountDataPart } from '@server/shared/account-data';
import { exportMoneyPlan } from './money-plan.service';

/** The family money plan in the export (it goes with the student's account). */
export const moneyPlanAccountData = {
  exportSection: exportMoneyPlan,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportMoneyPlan>>>;
