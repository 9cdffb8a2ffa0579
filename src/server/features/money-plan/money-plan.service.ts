import { and, eq, sql } from 'drizzle-orm';
import { collegeMoneyPlan, EMPTY_MONEY_PLAN_INPUTS, type MoneyPlanInputs } from '@domain/money-plan/money-plan';
import type { CredentialChoices } from '@domain/money-plan/credentials';
import type { MoneyPlanSave, TransferPair } from '@domain/money-plan/plan-choices';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import type { Database } from '@server/db/client';
import { familyMoneyPlans, users } from '@server/db/schema';
import { appError } from '@server/http/errors';
import { MONEY_PLAN_FIGURE_COLUMNS } from '@server/shared/money-plan-figures';
import { readProgress } from '@server/shared/progress-state';
import { collegePricesByUnitId, familyPriceDto } from '@server/shared/prices';
import { savedCollegesOf } from '@server/shared/saved-lists';
import { moneyPlanTerms } from './money-plan.terms';
import { checkChoices } from './money-plan.transfer';
import { collegePlanOf, transferView } from './money-plan.transfer-view';
import { collegeNamed } from '@server/shared/catalog';

/*
 * The family money plan (ADR 0025): the inputs one student's family shares (the student
 * and every linked parent read and edit them), and the plan for each college on the student's list,
 * computed here so every viewer sees the same figures. Access is checked on every request, like the
 * family feature: the caller's user type, and for a parent their own link to the child.
 */

/** The refusals of the routes' account-type guards (requireUserType). */
export const studentsOnly = () => appError(403, 'money-plan.students_only');
export const parentsOnly = () => appError(403, 'money-plan.parents_only');

type StoredInputs = MoneyPlanInputs & {
  credentials: CredentialChoices;
  transferFirst: number | null;
  transferSecond: number | null;
  version: number;
  updatedAt: Date | null;
  updatedByName: string | null;
};

/** The stored row: the figures, the family's choices, and who saved it last (null: nobody has yet). */
async function storedPlan(db: Database, studentId: string) {
  const [row] = await db
    .select({
      ...MONEY_PLAN_FIGURE_COLUMNS,
      credentials: familyMoneyPlans.credentials,
      transferFirst: familyMoneyPlans.transferFirst,
      transferSecond: familyMoneyPlans.transferSecond,
      version: familyMoneyPlans.version,
      updatedAt: familyMoneyPlans.updatedAt,
      updatedByName: users.name,
    })
    .from(familyMoneyPlans)
    .leftJoin(users, eq(users.id, familyMoneyPlans.updatedBy))
    .where(eq(familyMoneyPlans.studentId, studentId));
  return row ?? null;
}

async function readInputs(db: Database, studentId: string): Promise<StoredInputs> {
  const row = await storedPlan(db, studentId);
  return (
    row ?? {
      ...EMPTY_MONEY_PLAN_INPUTS,
      credentials: {},
      transferFirst: null,
      transferSecond: null,
      version: 0,
      updatedAt: null,
      updatedByName: null,
    }
  );
}

/**
 * Saves the inputs if `version` is still the stored one (0: nobody has saved yet); otherwise 409,
 * so one editor never silently overwrites another's change.
 */
export async function saveInputs(db: Database, studentId: string, editorId: string, update: MoneyPlanSave, now = new Date()) {
  // A credential the college does not award, or a route that is not two-year then four-year, is a 400 before any write.
  await checkChoices(db, update);
  const { version, credentials, transfer, ...inputs } = update;
  const pair = transfer === undefined ? {} : { transferFirst: transfer?.first ?? null, transferSecond: transfer?.second ?? null };
  const values = { ...inputs, ...pair, updatedAt: now, updatedBy: editorId };
  // The credentials sent are merged into the stored ones, college by college.
  const mergedCredentials = credentials ? sql`${familyMoneyPlans.credentials} || ${JSON.stringify(credentials)}::jsonb` : undefined;
  const saved =
    version === 0
      ? await db
          .insert(familyMoneyPlans)
          .values({ studentId, ...values, credentials: credentials ?? {}, version: 1 })
          .onConflictDoNothing()
          .returning({ version: familyMoneyPlans.version })
      : await db
          .update(familyMoneyPlans)
          .set({ ...values, ...(mergedCredentials ? { credentials: mergedCredentials } : {}), version: version + 1 })
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

/**
 * The whole plan as the student and their linked parents see it. `preview` is a transfer route to show in place of
 * the kept one (the college quiz links with both colleges); it is checked like a saved one (400 when it does not fit).
 */
export async function moneyPlanView(
  db: Database,
  student: { studentId: string; name: string },
  now = new Date(),
  preview: TransferPair | null = null,
) {
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
  const { version, updatedAt, updatedByName, credentials, transferFirst, transferSecond, ...figures } = inputs;
  const kept = transferFirst !== null && transferSecond !== null ? { first: transferFirst, second: transferSecond } : null;
  const transfer = await transferView(db, {
    saved: saved.map(({ college }) => college.unitId),
    kept,
    preview,
    figures,
    careerPay: careerPay?.annual ?? null,
    terms,
    field: state.quizResult?.value.topMajorCips?.[0] ?? null,
  });
  return {
    student: { name: student.name },
    inputs: {
      ...figures,
      credentials,
      transfer: kept,
      version,
      updatedAt: updatedAt?.toISOString() ?? null,
      updatedByName,
    },
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
      const offered = transfer.offered.get(college.unitId) ?? [];
      const credential = collegePlanOf(offered, college.predominantDegree, credentials[String(college.unitId)]);
      return {
        ...collegeNamed(college),
        predominantDegree: college.predominantDegree,
        source: college.source,
        familyPrice: price,
        credential,
        plan: collegeMoneyPlan(
          { averageNetPrice: price.comparable, predominantDegree: college.predominantDegree, credential: credential.planned },
          figures,
          careerPay?.annual ?? null,
          terms,
        ),
      };
    }),
    transfer: transfer.view,
  };
}
export type MoneyPlanView = Awaited<ReturnType<typeof moneyPlanView>>;

/** For "export my data": the student's plan inputs (a parent's export holds none of their children's plans). */
export async function exportMoneyPlan(db: Database, userId: string) {
  const row = await storedPlan(db, userId);
  if (!row) return null;
  const { updatedAt, updatedByName, ...inputs } = row;
  return { ...inputs, updatedAt: updatedAt.toISOString(), updatedBy: updatedByName };
}
