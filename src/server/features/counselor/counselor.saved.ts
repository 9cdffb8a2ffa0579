import { eq } from 'drizzle-orm';
import type { Career, College } from '@domain/catalog/schemas';
import { EMPTY_MONEY_PLAN_INPUTS, type MoneyPlanInputs } from '@domain/money-plan/money-plan';
import type { TransferPair } from '@domain/money-plan/plan-choices';
import type { Database } from '@server/db/client';
import { familyMoneyPlans } from '@server/db/schema';
import { MONEY_PLAN_FIGURE_COLUMNS } from '@server/shared/money-plan-figures';
import { readProgress } from '@server/shared/progress-state';
import { savedCareersOf, savedCollegesOf } from '@server/shared/saved-lists';

/**
 * The student's family money plan as the counselor reads it: the family's figures, the transfer route the family
 * kept (null: none), and the career pay the plan grades against (financial expectations, a year; null: not set).
 */
export type StudentMoneyPlan = { figures: MoneyPlanInputs; transfer: TransferPair | null; careerAnnualPay: number | null };

/** The student's saved careers and colleges as catalog rows, oldest save first, and their money plan. */
export type SavedLists = { careers: Career[]; colleges: College[]; moneyPlan?: StudentMoneyPlan };

async function moneyPlanOf(db: Database, userId: string): Promise<StudentMoneyPlan> {
  const [[row], state] = await Promise.all([
    db
      .select({
        ...MONEY_PLAN_FIGURE_COLUMNS,
        transferFirst: familyMoneyPlans.transferFirst,
        transferSecond: familyMoneyPlans.transferSecond,
      })
      .from(familyMoneyPlans)
      .where(eq(familyMoneyPlans.studentId, userId)),
    readProgress(db, userId),
  ]);
  const monthly = state.financialExpectations?.value.monthlyIncome ?? 0;
  const { transferFirst, transferSecond, ...figures } = row ?? { ...EMPTY_MONEY_PLAN_INPUTS, transferFirst: null, transferSecond: null };
  return {
    figures,
    transfer: transferFirst !== null && transferSecond !== null ? { first: transferFirst, second: transferSecond } : null,
    careerAnnualPay: monthly > 0 ? monthly * 12 : null,
  };
}

export async function savedListsOf(db: Database, userId: string): Promise<SavedLists> {
  const [careers, colleges, moneyPlan] = await Promise.all([
    savedCareersOf(db, userId),
    savedCollegesOf(db, userId),
    moneyPlanOf(db, userId),
  ]);
  return { careers: careers.map((item) => item.career), colleges: colleges.map((item) => item.college), moneyPlan };
}
