import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { COLLEGE_INSTITUTION_SOURCE } from '@data/college-programs';
import type { RowSource } from '@domain/catalog/schemas';
import {
  canFinishTransfer,
  canStartTransfer,
  CREDENTIAL_LEVEL_OF,
  offeredCredentials,
  type CredentialChoices,
  type OfferedCredential,
} from '@domain/money-plan/credentials';
import type { PredominantDegree } from '@domain/money-plan/money-plan';
import type { NetPriceByIncome } from '@domain/prices/brackets';
import type { TransferPair } from '@domain/money-plan/plan-choices';
import type { Database } from '@server/db/client';
import { collegePrograms, colleges } from '@server/db/schema';
import { codedFieldError } from '@server/http/errors';
import { alphabetical, bracketPrices, collegeNamed, comparablePriceSql } from '@server/shared/catalog';
import { familyPriceDto, type FamilyPriceDto } from '@server/shared/prices';

/*
 * What the money plan needs to know of a college to offer credentials and the transfer route: the credential levels
 * it reported programs at (College Scorecard field-of-study), its predominant degree, its state and prices; and the
 * cheapest community colleges of a state for the family's income bracket.
 */

export type PlanCollege = {
  unitId: number;
  name: string;
  city: string | null;
  state: string;
  predominantDegree: PredominantDegree | null;
  currentlyOperating: boolean;
  averageNetPrice: number | null;
  netPriceByIncome: NetPriceByIncome;
  offered: OfferedCredential[];
};

const HIGHEST_PLANNED_LEVEL = CREDENTIAL_LEVEL_OF.bachelor;

/** The certificate, associate's and bachelor's levels each college reported programs at. */
async function programLevels(db: Database, unitIds: readonly number[]): Promise<Map<number, number[]>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ unitId: collegePrograms.unitId, level: collegePrograms.credentialLevel })
    .from(collegePrograms)
    .where(and(inArray(collegePrograms.unitId, [...unitIds]), lte(collegePrograms.credentialLevel, HIGHEST_PLANNED_LEVEL)));
  const levels = new Map<number, number[]>();
  for (const row of rows) levels.set(row.unitId, [...(levels.get(row.unitId) ?? []), row.level]);
  return levels;
}

const COLLEGE_COLUMNS = {
  unitId: colleges.unitId,
  name: colleges.name,
  city: colleges.city,
  state: colleges.state,
  predominantDegree: colleges.predominantDegree,
  currentlyOperating: colleges.currentlyOperating,
  averageNetPrice: colleges.averageNetPrice,
  netPriceByIncome: colleges.netPriceByIncome,
};

/** The colleges by UNITID with the credentials each offers (unknown ids are absent). */
export async function planColleges(db: Database, unitIds: readonly number[]): Promise<Map<number, PlanCollege>> {
  const ids = [...new Set(unitIds)];
  if (ids.length === 0) return new Map();
  const [rows, levels] = await Promise.all([
    db.select(COLLEGE_COLUMNS).from(colleges).where(inArray(colleges.unitId, ids)),
    programLevels(db, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.unitId,
      {
        ...row,
        netPriceByIncome: bracketPrices(row.netPriceByIncome),
        offered: offeredCredentials(levels.get(row.unitId) ?? [], row.predominantDegree),
      },
    ]),
  );
}

/**
 * Refuses (400, by field) a credential a college does not award, an unknown college, and a transfer route that
 * does not start at a two-year college or does not end where the bachelor's is awarded.
 */
export async function checkChoices(
  db: Database,
  choices: { credentials?: CredentialChoices | undefined; transfer?: TransferPair | null | undefined },
): Promise<void> {
  const credentialIds = Object.keys(choices.credentials ?? {}).map(Number);
  const pair = choices.transfer ?? null;
  const found = await planColleges(db, [...credentialIds, ...(pair ? [pair.first, pair.second] : [])]);
  for (const [key, credential] of Object.entries(choices.credentials ?? {})) {
    const college = found.get(Number(key));
    if (!college) throw codedFieldError(`credentials.${key}`, 'transfer-plan.college_unknown');
    if (!college.offered.some((o) => o.credential === credential))
      throw codedFieldError(`credentials.${key}`, 'transfer-plan.credential_not_awarded', { college: college.name, credential });
  }
  if (pair) checkPair(found, pair);
}

/** The same checks for a route shown before it is kept (the query's fields). */
export function checkPair(found: ReadonlyMap<number, PlanCollege>, pair: TransferPair): { first: PlanCollege; second: PlanCollege } {
  const first = found.get(pair.first);
  const second = found.get(pair.second);
  if (!first) throw codedFieldError('transfer.first', 'transfer-plan.college_unknown');
  if (!second) throw codedFieldError('transfer.second', 'transfer-plan.college_unknown');
  if (!canStartTransfer(first.offered, first.predominantDegree))
    throw codedFieldError('transfer.first', 'transfer-plan.not_two_year', { college: first.name });
  if (!canFinishTransfer(second.offered)) throw codedFieldError('transfer.second', 'transfer-plan.no_bachelor', { college: second.name });
  return { first, second };
}

export type TransferCollegeDto = {
  unitId: number;
  name: string;
  city: string | null;
  state: string;
  predominantDegree: PredominantDegree | null;
  offered: OfferedCredential[];
  familyPrice: FamilyPriceDto;
  /** Where the prices come from (College Scorecard, with the college's own page). */
  source: RowSource;
};

export function transferCollegeDto(college: PlanCollege, income: number | null): TransferCollegeDto {
  return {
    ...collegeNamed(college),
    predominantDegree: college.predominantDegree,
    offered: college.offered,
    familyPrice: familyPriceDto(college, income),
    source: { ...COLLEGE_INSTITUTION_SOURCE, url: `https://collegescorecard.ed.gov/school/?${college.unitId}` },
  };
}

export const SUGGESTED_COMMUNITY_COLLEGES = 3;

/**
 * The cheapest public two-year colleges of a state (predominantly associate's degrees or certificates, operating)
 * by the family's price (its bracket with an income, else the average), that award an associate's in the field
 * (a 4-digit CIP series) or, with no field or none in it, any associate's. Colleges without that price are left
 * out: a suggestion is ranked by a price we can show.
 */
export async function suggestCommunityColleges(
  db: Database,
  query: { state: string; field: string | null; income: number | null; limit?: number },
): Promise<{ field: string | null; colleges: PlanCollege[] }> {
  const price = comparablePriceSql(query.income);
  const search = async (field: string | null) => {
    const awards = sql`exists (select 1 from ${collegePrograms} where ${collegePrograms.unitId} = ${colleges.unitId} and ${collegePrograms.credentialLevel} = ${CREDENTIAL_LEVEL_OF.associate}${
      field ? sql` and ${collegePrograms.cip} = ${field}` : sql``
    })`;
    return db
      .select({ unitId: colleges.unitId })
      .from(colleges)
      .where(
        and(
          eq(colleges.state, query.state as typeof colleges.$inferSelect.state),
          eq(colleges.currentlyOperating, true),
          eq(colleges.control, 'public'),
          inArray(colleges.predominantDegree, ['associate', 'certificate']),
          sql`${price} is not null`,
          awards,
        ),
      )
      .orderBy(sql`${price} asc`, alphabetical(colleges.name), asc(colleges.unitId))
      .limit(query.limit ?? SUGGESTED_COMMUNITY_COLLEGES);
  };
  let field = query.field;
  let rows = await search(field);
  if (rows.length === 0 && field !== null) {
    field = null;
    rows = await search(null);
  }
  const found = await planColleges(
    db,
    rows.map((row) => row.unitId),
  );
  return { field, colleges: rows.flatMap((row) => found.get(row.unitId) ?? []) };
}
