import { and, eq } from 'drizzle-orm';
import { collegeMoneyPlan, EMPTY_MONEY_PLAN_INPUTS, type MoneyPlanInputs, type MoneyPlanUpdate } from '@domain/money-plan/money-plan';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import type { Database } from '@server/db/client';
import { familyMoneyPlans, users } from '@server/db/schema';
import { appError } from '@server/http/errors';
import { readProgress } from '@server/shared/progress-state';
import { collegePricesByUnitId, familyPriceDto } from '@server/shared/prices';
import { savedCollegesOf } from '@server/shared/saved-lists';
import { moneyPlanTerms } from './money-plan.terms';

/*
 * The family money plan (ADR 0025): the inputs one student's family shares (the student
 * and every linked parent read and edit them), and the plan for each college on the student's list,
 * computed here so every viewer sees the same figures. Access is checked on every request, like the
 * family feature: the caller's user type, and for a parent their own link to the child.
 */

/** The refusals of the routes' account-type guards (requireUserType). */
export const studentsOnly = () => appError(403, 'money-plan.students_only');
export const parentsOnly = () => appError(403, 'money-plan.parents_only');

type StoredInputs = MoneyPlanInputs & { version: number; updatedAt: Date | null; updatedByName: string | null };

async function readInputs(db: Database, studentId: string): Promise<StoredInputs> {
  const [row] = await db
    .select({
      contributionPerYear: familyMoneyPlans.contributionPerYear,
      savings: familyMoneyPlans.savings,
      extraGrants: familyMoneyPlans.extraGrants,
      familyIncome: familyMoneyPlans.familyIncome,
      subsidizedEligibility: familyMoneyPlans.subsidizedEligibility,
      version: familyMoneyPlans.version,
      updatedAt: familyMoneyPlans.updatedAt,
      updatedByName: users.name,
    })
    .from(familyMoneyPlans)
    .leftJoin(users, eq(users.id, familyMoneyPlans.updatedBy))
    .where(eq(familyMoneyPlans.studentId, studentId));
  return row ?? { ...EMPTY_MONEY_PLAN_INPUTS, version: 0, updatedAt: null, updatedByName: null };
}

/**
 * Saves the inputs if `version` is still the stored one (0: nobody has saved yet); otherwise 409,
 * so one editor never silently overwrites another's change.
 */
export async function saveInputs(db: Database, studentId: string, editorId: string, update: MoneyPlanUpdate, now = new Date()) {
  const { version, ...inputs } = update;
  const values = { ...inputs, updatedAt: now, updatedBy: editorId };
  const saved =
    version === 0
      ? await db
          .insert(familyMoneyPlans)
          .values({ studentId, ...values, version: 1 })
          .onConflictDoNothing()
          .returning({ version: familyMoneyPlans.version })
      : await db
          .update(familyMoneyPlans)
          .set({ ...values, version: version + 1 })
          .where(and(eq(familyMoneyPlans.studentId, studentId), eq(familyMoneyPlans.version, version)))
          .returning({ version: familyMoneyPlans.version });
  if (saved.length === 0) throw appError(409, 'money-plan.stale');
}

function careerPayOf(state: Awaited<ReturnType<typeof readProgress>>) {
  const saved = state.financialExpectations?.value;
  if (!saved || !(saved.monthlyIncome > 0)) return null;
  const horizon = earningsHorizonOrDefault(saved.earningsHorizon);
  return {
    annual: saved.monthlyIncome * 12,
    monthly: saved.monthlyIncome,
    horizon,
    horizonLabel: EARNINGS_HORIZON_LABELS[horizon].short,
    explanation: EARNINGS_HORIZON_LABELS[horizon].explanation,
  };
}

/** The whole plan as the student and their linked parents see it. */
export async function moneyPlanView(db: Database, student: { studentId: string; name: string }, now = new Date()) {
  const [inputs, state, saved] = await Promise.all([
    readInputs(db, student.studentId),
    readProgress(db, student.studentId),
    savedCollegesOf(db, student.studentId),
  ]);
  const careerPay = careerPayOf(state);
  const prices = await collegePricesByUnitId(
    db,
    saved.map(({ college }) => college.unitId),
  );
  const { terms, shown, sources, rules } = moneyPlanTerms(now);
  const { version, updatedAt, updatedByName, ...figures } = inputs;
  return {
    student: { name: student.name },
    inputs: { ...figures, version, updatedAt: updatedAt?.toISOString() ?? null, updatedByName },
    careerPay,
    terms: shown,
    sources,
    rules,
    colleges: saved.map(({ college }) => {
      // The gap uses the family's bracket price when they give an income (never the average in its place).
      const price = familyPriceDto(
        prices.get(college.unitId) ?? { netPriceByIncome: [null, null, null, null, null], averageNetPrice: college.averageNetPrice },
        figures.familyIncome,
      );
      return {
        unitId: college.unitId,
        name: college.name,
        city: college.city,
        state: college.state,
        predominantDegree: college.predominantDegree,
        source: college.source,
        familyPrice: price,
        plan: collegeMoneyPlan(
          { averageNetPrice: price.comparable, predominantDegree: college.predominantDegree },
          figures,
          careerPay?.annual ?? null,
          terms,
        ),
      };
    }),
  };
}
export type MoneyPlanView = Awaited<ReturnType<typeof moneyPlanView>>;

/** For "export my data": the student's plan inputs (a parent's export holds none of their children's plans). */
export async function exportMoneyPlan(db: Database, userId: string) {
  const [row] = await db
    .select({
      contributionPerYear: familyMoneyPlans.contributionPerYear,
      savings: familyMoneyPlans.savings,
      extraGrants: familyMoneyPlans.extraGrants,
      familyIncome: familyMoneyPlans.familyIncome,
      subsidizedEligibility: familyMoneyPlans.subsidizedEligibility,
      version: familyMoneyPlans.version,
      updatedAt: familyMoneyPlans.updatedAt,
      updatedBy: users.name,
    })
    .from(familyMoneyPlans)
    .leftJoin(users, eq(users.id, familyMoneyPlans.updatedBy))
    .where(eq(familyMoneyPlans.studentId, userId));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}
