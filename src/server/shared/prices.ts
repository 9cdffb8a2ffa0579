import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  comparablePrice,
  familyPrice,
  incomeBracket,
  type FamilyPrice,
  type IncomeBracket,
  type NetPriceByIncome,
} from '@domain/prices/brackets';
import type { Database } from '@server/db/client';
import { colleges, familyLinks, familyMoneyPlans, profiles } from '@server/db/schema';

/*
 * The family's own price at a college, for every feature that shows one (the college and major pages, the
 * college quiz, saved colleges, the family view, the money plan): which income the prices use for a signed-in user,
 * and the bracket prices of colleges by UNITID.
 */

/** Where the income a signed-in user's prices use came from: their money plan, their account setting, or neither. */
export type FamilyIncomeBasis = 'money-plan' | 'profile' | null;

export interface FamilyIncomeForPrices {
  familyIncome: number | null;
  basis: FamilyIncomeBasis;
  /** The account's own setting (profiles.family_income), shown and edited where prices are. */
  profileFamilyIncome: number | null;
}

/**
 * The yearly family income that picks a signed-in user's price bracket. The money plan's family income wins when it
 * is set (the family typed it for the plan, with its other figures): a student's own plan, or for a parent the most
 * recently saved plan of a linked student that has one. Otherwise the account's setting; otherwise none (the pages
 * then show the range across brackets).
 */
export async function familyIncomeForPrices(db: Database, userId: string): Promise<FamilyIncomeForPrices> {
  const [profile] = await db.select({ familyIncome: profiles.familyIncome }).from(profiles).where(eq(profiles.userId, userId));
  const profileFamilyIncome = profile?.familyIncome ?? null;
  const [plan] = await db
    .select({ familyIncome: familyMoneyPlans.familyIncome })
    .from(familyMoneyPlans)
    .where(
      and(
        isNotNull(familyMoneyPlans.familyIncome),
        or(
          eq(familyMoneyPlans.studentId, userId),
          sql`${familyMoneyPlans.studentId} in (select ${familyLinks.studentId} from ${familyLinks} where ${familyLinks.parentId} = ${userId})`,
        ),
      ),
    )
    // The user's own plan first, then the most recently saved.
    .orderBy(sql`(${familyMoneyPlans.studentId} = ${userId}) desc`, desc(familyMoneyPlans.updatedAt))
    .limit(1);
  if (plan?.familyIncome !== null && plan?.familyIncome !== undefined)
    return { familyIncome: plan.familyIncome, basis: 'money-plan', profileFamilyIncome };
  if (profileFamilyIncome !== null) return { familyIncome: profileFamilyIncome, basis: 'profile', profileFamilyIncome };
  return { familyIncome: null, basis: null, profileFamilyIncome };
}

/** Stores (or, with null, forgets) the account's family income for prices; false when the user has no profile. */
export async function setProfileFamilyIncome(db: Database, userId: string, familyIncome: number | null): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ familyIncome, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length > 0;
}

/** One college's prices as the money plan and the pages read them. */
export interface CollegePrices {
  unitId: number;
  averageNetPrice: number | null;
  netPriceByIncome: NetPriceByIncome;
  costOfAttendance: number | null;
  currentlyOperating: boolean;
}

/** The prices of the given colleges, by UNITID (unknown ids are simply absent). */
export async function collegePricesByUnitId(db: Database, unitIds: readonly number[]): Promise<Map<number, CollegePrices>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({
      unitId: colleges.unitId,
      averageNetPrice: colleges.averageNetPrice,
      netPriceByIncome: colleges.netPriceByIncome,
      costOfAttendance: colleges.costOfAttendance,
      currentlyOperating: colleges.currentlyOperating,
    })
    .from(colleges)
    .where(sql`${colleges.unitId} = any(${sql.param([...unitIds])}::integer[])`);
  return new Map(rows.map((row) => [row.unitId, row]));
}

/** The family's price at a college, with the bracket it was picked for (the DTO's `familyPrice`). */
export interface FamilyPriceDto {
  income: number | null;
  bracket: IncomeBracket | null;
  price: FamilyPrice;
  /** The yearly figure a budget compares (src/domain/prices/brackets.ts comparablePrice); null when unknown. */
  comparable: number | null;
}

export function familyPriceDto(prices: Pick<CollegePrices, 'netPriceByIncome' | 'averageNetPrice'>, income: number | null): FamilyPriceDto {
  return {
    income,
    bracket: income === null ? null : incomeBracket(income),
    price: familyPrice(prices.netPriceByIncome, prices.averageNetPrice, income),
    comparable: comparablePrice(prices.netPriceByIncome, prices.averageNetPrice, income),
  };
}
