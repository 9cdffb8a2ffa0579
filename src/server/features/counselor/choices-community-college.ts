import type { College } from '@domain/catalog/schemas';
import { comparablePrice } from '@domain/prices/brackets';
import { collegeMoneyPlan } from '@domain/money-plan/money-plan';
import { trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { transferMoneyPlan, transferSavings } from '@domain/money-plan/transfer-plan';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import type { ServerTranslate } from '@server/shared/messages';
import type { CounselorCatalog } from './counselor.catalog';
import type { StudentMoneyPlan } from './counselor.saved';
import { plannedDebtFacts } from './counselor.facts';
import { collegeLink, collegeSource, done, money, pricesSource, wholeUsd, yearlyPrice, type ChoiceAnswer } from './choices-shared';

/*
 * "Community college first, then transfer?": priced on the colleges the question names (or the state's largest
 * public two-year college), or, for a student with a money plan and no college named, on that plan.
 */

/* ---------- community college first ---------- */

const isCommunityCollege = (college: College) => college.control === 'public' && college.predominantDegree === 'associate';

/** The largest public two-year college of a state in Waypoint's list: the assumption when the student names none. */
function localCommunityCollege(colleges: readonly College[], state: string): College | null {
  return (
    colleges
      .filter((c) => c.state === state && c.currentlyOperating && isCommunityCollege(c) && c.averageNetPrice !== null)
      .sort((a, b) => (b.undergraduates ?? 0) - (a.undergraduates ?? 0) || a.unitId - b.unitId)[0] ?? null
  );
}

export async function communityCollegeAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  named: readonly College[],
  income: number | null,
  student: { plan: StudentMoneyPlan; saved: readonly College[] } | null,
  today: Date,
): Promise<ChoiceAnswer> {
  const four = named.find((c) => !isCommunityCollege(c)) ?? null;
  if (!four && named.length === 0 && student) {
    const own = await planTransferAnswer(t, catalog, student.plan, student.saved, today);
    if (own) return own;
  }
  if (!four)
    return done('community-college-first', [t('counselor-replies.answer.ccNeedCollege'), '', t('counselor-replies.answer.ccToolLink')], []);
  const namedCc = named.find(isCommunityCollege) ?? null;
  const cc = namedCc ?? localCommunityCollege(await catalog.colleges(), four.state);
  if (!cc)
    return done('community-college-first', [t('counselor-replies.answer.ccNoneInState', { state: four.state, college: four.name })], []);
  const fourPrice = yearlyPrice(four, income);
  const ccPrice = yearlyPrice(cc, income);
  if (!fourPrice || !ccPrice)
    return done(
      'community-college-first',
      [t('counselor-replies.answer.ccNoPrice', { cc: cc.name, college: four.name })],
      [pricesSource(four), pricesSource(cc)],
    );
  const route = 2 * ccPrice.amount + 2 * fourPrice.amount;
  const direct = 4 * fourPrice.amount;
  const saving = direct - route;
  const lines = [
    t('counselor-replies.answer.ccAssumption', {
      cc: cc.name,
      college: four.name,
      picked: namedCc ? 'named' : 'largest',
      state: four.state,
    }),
    t('counselor-replies.answer.ccPriceBasis', {
      basis: income !== null && fourPrice.basis === 'bracket' && ccPrice.basis === 'bracket' ? 'bracket' : 'average',
      income: income === null ? '' : wholeUsd(income),
    }),
    '',
    t('counselor-replies.answer.ccYearly', { college: cc.name, amount: wholeUsd(ccPrice.amount) }),
    t('counselor-replies.answer.ccYearly', { college: four.name, amount: wholeUsd(fourPrice.amount) }),
    t('counselor-replies.answer.ccTotals', { route: wholeUsd(route), direct: wholeUsd(direct) }),
    '',
    saving > 0 ? t('counselor-replies.answer.ccSaves', { saving: wholeUsd(saving) }) : t('counselor-replies.answer.ccNoSaving'),
  ];
  if (cc.completionRate !== null)
    lines.push(t('counselor-replies.answer.ccCompletion', { cc: cc.name, rate: `${Math.round(cc.completionRate * 100)}%` }));
  lines.push('', t('counselor-replies.answer.ccTransferCheck'), '', collegeLink(t, cc), collegeLink(t, four));
  return done('community-college-first', lines, [pricesSource(cc), pricesSource(four), collegeSource(cc)]);
}

/* ---------- community college first, on the student's own money plan ---------- */

const isTwoYear = (college: College) => college.predominantDegree === 'associate' || college.predominantDegree === 'certificate';
const isFourYear = (college: College) => college.predominantDegree === 'bachelor' || college.predominantDegree === 'graduate';

/** The cheapest operating public two-year college of a state at the family's price (the money plan's price), or null. */
function cheapestCommunityCollege(colleges: readonly College[], state: string, income: number | null): College | null {
  const priced = colleges.flatMap((college) => {
    if (college.state !== state || !college.currentlyOperating || !isCommunityCollege(college)) return [];
    const price = comparablePrice(college.netPriceByIncome, college.averageNetPrice, income);
    return price === null ? [] : [{ college, price }];
  });
  priced.sort((a, b) => a.price - b.price || a.college.name.localeCompare(b.college.name) || a.college.unitId - b.college.unitId);
  return priced[0]?.college ?? null;
}

/**
 * "What if I go to community college first?" for a student with a money plan and no college named: the route the
 * family kept, else a two-year and a four-year college from the saved list (the cheapest public two-year college of
 * the four-year college's state when none is saved), priced, borrowed and graded exactly as the money plan does.
 * Null when the list has no four-year college.
 */
async function planTransferAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  plan: StudentMoneyPlan,
  saved: readonly College[],
  today: Date,
): Promise<ChoiceAnswer | null> {
  const all = await catalog.colleges();
  const byId = new Map(all.map((college) => [college.unitId, college]));
  const income = plan.figures.familyIncome;
  let picked: 'kept' | 'saved' | 'cheapest' = 'kept';
  let cc = plan.transfer ? (byId.get(plan.transfer.first) ?? null) : null;
  let four = plan.transfer ? (byId.get(plan.transfer.second) ?? null) : null;
  if (!cc || !four) {
    four = saved.find(isFourYear) ?? null;
    if (!four) return null;
    cc = saved.find(isTwoYear) ?? null;
    picked = 'saved';
    if (!cc) {
      cc = cheapestCommunityCollege(all, four.state, income);
      picked = 'cheapest';
    }
    if (!cc)
      return done('community-college-first', [t('counselor-replies.answer.ccNoneInState', { state: four.state, college: four.name })], []);
  }
  const ccPrice = comparablePrice(cc.netPriceByIncome, cc.averageNetPrice, income);
  const fourPrice = comparablePrice(four.netPriceByIncome, four.averageNetPrice, income);
  const { terms } = trueCostTermsFor(today.toISOString().slice(0, 10), TRUE_COST_DATASETS);
  const route = transferMoneyPlan(ccPrice, fourPrice, plan.figures, plan.careerAnnualPay, terms);
  const direct = collegeMoneyPlan(
    { averageNetPrice: fourPrice, predominantDegree: four.predominantDegree, credential: 'bachelor' },
    plan.figures,
    plan.careerAnnualPay,
    terms,
  );
  const priceSources = [pricesSource(cc), pricesSource(four)];
  if (route.status !== 'planned' || direct.status !== 'planned')
    return done('community-college-first', [t('counselor-replies.answer.ccNoPrice', { cc: cc.name, college: four.name })], priceSources);
  const row = (kind: 'transfer' | 'direct', side: typeof route | typeof direct) => {
    if (side.status !== 'planned') return '';
    const { funding } = side;
    const borrowed = funding.directLoans + funding.parentPlus + funding.unfunded;
    return t('counselor-replies.answer.ccPlanRow', {
      route: kind,
      price: wholeUsd(side.totalNetPrice),
      borrowed: wholeUsd(borrowed),
      direct: wholeUsd(funding.directLoans),
      plus: wholeUsd(funding.parentPlus),
      private: wholeUsd(funding.unfunded),
      debt: money(side.allDebtAtRepayment),
      monthly: money(side.monthlyPaymentAll),
      grade: side.student.grade.grade,
      familyGrade: side.familyGrade.headline.grade,
    });
  };
  const savings = transferSavings(route, direct);
  const lines = [
    t('counselor-replies.answer.ccPlanIntro', { cc: cc.name, college: four.name, picked, state: four.state }),
    t('counselor-replies.answer.ccPlanBasis', {
      basis: income !== null ? 'bracket' : 'average',
      income: income === null ? '' : wholeUsd(income),
      pay: plan.careerAnnualPay === null ? '' : wholeUsd(plan.careerAnnualPay),
      hasPay: plan.careerAnnualPay === null ? 'no' : 'yes',
    }),
    '',
    t('counselor-replies.answer.ccYearly', { college: cc.name, amount: wholeUsd(route.firstPricePerYear) }),
    t('counselor-replies.answer.ccYearly', { college: four.name, amount: wholeUsd(route.secondPricePerYear) }),
    row('transfer', route),
    row('direct', direct),
    '',
    savings.saves
      ? t('counselor-replies.answer.ccPlanSaves', {
          netPrice: wholeUsd(savings.netPrice),
          debt: money(Math.max(0, savings.allDebtAtRepayment)),
          monthly: money(Math.max(0, savings.monthlyPayment)),
        })
      : t('counselor-replies.answer.ccNoSaving'),
    '',
    t('counselor-replies.answer.ccTransferCheck'),
    '',
    t('counselor-replies.answer.ccPlanLink', { first: String(cc.unitId), second: String(four.unitId) }),
    collegeLink(t, cc),
    collegeLink(t, four),
  ];
  return done('community-college-first', lines, [...priceSources, ...plannedDebtFacts(route.gap, today).sources]);
}
