import { eq } from 'drizzle-orm';
import { cipSeriesOf } from '@domain/catalog/college-match';
import {
  canFinishTransfer,
  canStartTransfer,
  plannedCredential,
  type OfferedCredential,
  type PlanCredential,
} from '@domain/money-plan/credentials';
import {
  collegeMoneyPlan,
  type CollegeMoneyPlan,
  type MoneyPlanInputs,
  type MoneyPlanTerms,
  type PredominantDegree,
} from '@domain/money-plan/money-plan';
import type { TransferPair } from '@domain/money-plan/plan-choices';
import { transferMoneyPlan, transferSavings, type TransferMoneyPlan, type TransferSavings } from '@domain/money-plan/transfer-plan';
import type { Database } from '@server/db/client';
import { fieldsOfStudy } from '@server/db/schema';
import {
  checkPair,
  planColleges,
  suggestCommunityColleges,
  transferCollegeDto,
  type PlanCollege,
  type TransferCollegeDto,
} from './money-plan.transfer';

/*
 * The money plan's credential choice per college and its transfer route, as the plan view shows them: the
 * credentials each saved college offers, the route (kept, or shown from a link before it is kept) beside four years
 * at its four-year college, the saved colleges each side can use, and suggested community colleges.
 */

export type CollegeCredential = {
  /** What the college awards, shortest first, each from its programs or assumed from its main degree. */
  offered: OfferedCredential[];
  /** The credential the plan uses (the family's choice, else the default); null: none known, the 4-year assumption. */
  planned: PlanCredential | null;
  /** True when the family chose it (false: the default). */
  chosen: boolean;
};

export function collegePlanOf(
  offered: readonly OfferedCredential[],
  predominant: PredominantDegree | null,
  choice: PlanCredential | undefined,
): CollegeCredential {
  const planned = plannedCredential(choice, offered, predominant);
  return { offered: [...offered], planned, chosen: choice !== undefined && planned === choice };
}

export type TransferRouteDto = {
  /** The route the family kept (false: shown from a link, not kept yet). */
  kept: boolean;
  first: TransferCollegeDto;
  second: TransferCollegeDto;
  plan: TransferMoneyPlan;
  /** Four years at the four-year college, for the bachelor's, on the same figures. */
  fourYear: CollegeMoneyPlan;
  savings: TransferSavings | null;
};

export type TransferViewDto = {
  route: TransferRouteDto | null;
  /** Saved colleges the route can start at (two-year, or awarding an associate's). */
  firsts: TransferCollegeDto[];
  /** Saved colleges the route can finish at (awarding the bachelor's). */
  seconds: TransferCollegeDto[];
  /** The cheapest community colleges in the four-year college's state, by the family's price. */
  suggestions: { state: string; field: { cip: string; title: string } | null; colleges: TransferCollegeDto[] } | null;
};

export async function transferView(
  db: Database,
  input: {
    saved: readonly number[];
    kept: TransferPair | null;
    preview: TransferPair | null;
    figures: MoneyPlanInputs;
    careerPay: number | null;
    terms: MoneyPlanTerms;
    /** The student's field (a CIP code from their career quiz); null: any associate's. */
    field: string | null;
  },
): Promise<{ offered: Map<number, OfferedCredential[]>; view: TransferViewDto }> {
  const pair = input.preview ?? input.kept;
  const found = await planColleges(db, [...input.saved, ...(pair ? [pair.first, pair.second] : [])]);
  const income = input.figures.familyIncome;
  const dto = (college: PlanCollege) => transferCollegeDto(college, income);
  let route: TransferRouteDto | null = null;
  if (pair) {
    // A link's route that does not fit is the caller's 400; a kept one that no longer fits (the data changed) is left out.
    const sides = input.preview ? checkPair(found, pair) : keptSides(found, pair);
    if (sides) {
      const first = dto(sides.first);
      const second = dto(sides.second);
      const plan = transferMoneyPlan(
        first.familyPrice.comparable,
        second.familyPrice.comparable,
        input.figures,
        input.careerPay,
        input.terms,
      );
      const fourYear = collegeMoneyPlan(
        { averageNetPrice: second.familyPrice.comparable, predominantDegree: sides.second.predominantDegree, credential: 'bachelor' },
        input.figures,
        input.careerPay,
        input.terms,
      );
      route = {
        kept: input.preview === null || (input.kept?.first === pair.first && input.kept.second === pair.second),
        first,
        second,
        plan,
        fourYear,
        savings: plan.status === 'planned' && fourYear.status === 'planned' ? transferSavings(plan, fourYear) : null,
      };
    }
  }
  const savedColleges = input.saved.flatMap((id) => found.get(id) ?? []);
  const seconds = savedColleges.filter((college) => canFinishTransfer(college.offered));
  const firsts = savedColleges.filter((college) => canStartTransfer(college.offered, college.predominantDegree));
  const target = route?.second ?? (seconds[0] ? dto(seconds[0]) : null);
  let suggestions: TransferViewDto['suggestions'] = null;
  if (target) {
    const series = input.field ? cipSeriesOf(input.field) : null;
    const suggested = await suggestCommunityColleges(db, { state: target.state, field: series, income });
    const [title] = suggested.field
      ? await db.select({ title: fieldsOfStudy.title }).from(fieldsOfStudy).where(eq(fieldsOfStudy.cip, suggested.field))
      : [];
    suggestions = {
      state: target.state,
      field: suggested.field && title ? { cip: suggested.field, title: title.title } : null,
      colleges: suggested.colleges.map(dto),
    };
  }
  const offered = new Map([...found].map(([id, college]) => [id, college.offered]));
  return { offered, view: { route, firsts: firsts.map(dto), seconds: seconds.map(dto), suggestions } };
}

function keptSides(found: ReadonlyMap<number, PlanCollege>, pair: TransferPair) {
  const first = found.get(pair.first);
  const second = found.get(pair.second);
  if (!first || !second || !canStartTransfer(first.offered, first.predominantDegree) || !canFinishTransfer(second.offered)) return null;
  return { first, second };
}
