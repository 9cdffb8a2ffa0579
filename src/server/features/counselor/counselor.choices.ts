import { COLLEGE_INSTITUTION_SOURCE, PROGRAM_OUTCOMES_SOURCE } from '@data/college-programs';
import { credentialLevelOf, graduatesOf, type ProgramRow } from '@domain/catalog/programs';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { choiceAsked, familyIncomeIn, type ChoiceKind } from '@domain/counselor/choices';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import type { FinancialGradeResult, FinancialRisk } from '@domain/finance/grade';
import type { Locale } from '@domain/i18n/locales';
import { comparablePrice, familyPrice, INCOME_BRACKET_BOUNDS, type FamilyPrice, type IncomeBracket } from '@domain/prices/brackets';
import { collegeMoneyPlan } from '@domain/money-plan/money-plan';
import { trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { transferMoneyPlan, transferSavings } from '@domain/money-plan/transfer-plan';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { plannedDebtGrade, programGrade } from '@domain/prices/program-grade';
import { translate, type ServerTranslate } from '@server/shared/messages';
import type { CounselorCatalog } from './counselor.catalog';
import type { StudentMoneyPlan } from './counselor.saved';
import { planFor, plannedDebtFacts, type ResolvedFacts } from './counselor.facts';
import type { MessageKey } from '@locales/keys';
import { gradeFor, rowSource, uniqueSources } from './counselor.tools';

/*
 * Price, program and real-choice answers: what a family would pay at a college (its income bracket's net price),
 * what a program's graduates earn and owe, whether a loan for a program is safe, community college first or four
 * years, a trade instead of the planned degree, and whether a major is worth it. The facts are computed here from the
 * catalog rows and the finance rules; every sentence comes from the `counselor` catalog of the answer's language.
 * Both the offline counselor and the model's tool use these facts.
 */

/** The bachelor's program row when the college reports one, else the lowest credential it reports for the series. */
export type ProgramFacts = {
  unitId: number;
  cip: string;
  credentialLevel: number;
  graduates: number | null;
  debtCohort: number | null;
  medianDebt: number | null;
  earningsCohort: number | null;
  /** Median earnings in the first year after completing; null when not reported (too few graduates). */
  medianEarnings: number | null;
  grade: FinancialGradeResult;
};

const BACHELOR = 3;

export async function programFacts(catalog: CounselorCatalog, unitId: number, cip: string): Promise<ProgramFacts | null> {
  const rows = (await catalog.programs(unitId)).filter((row) => row[1] === cip);
  const row: ProgramRow | undefined = rows.find((r) => r[2] === BACHELOR) ?? [...rows].sort((a, b) => a[2] - b[2])[0];
  if (!row) return null;
  const [, , level, awards1, awards2, debtCohort, medianDebt, earningsCohort, medianEarnings] = row;
  return {
    unitId,
    cip,
    credentialLevel: level,
    graduates: graduatesOf(awards1, awards2),
    debtCohort,
    medianDebt,
    earningsCohort,
    medianEarnings,
    grade: programGrade(medianDebt, medianEarnings),
  };
}

const RISK_KEYS: Record<FinancialRisk, MessageKey> = {
  'Very Low': 'counselor.answer.risk.veryLow',
  Low: 'counselor.answer.risk.low',
  Moderate: 'counselor.answer.risk.moderate',
  Higher: 'counselor.answer.risk.higher',
  High: 'counselor.answer.risk.high',
  'Very High': 'counselor.answer.risk.veryHigh',
  Extreme: 'counselor.answer.risk.extreme',
};
const riskText = (t: ServerTranslate, risk: FinancialRisk | null) => (risk ? t(RISK_KEYS[risk]) : t('counselor.answer.notReported'));

const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PROGRAMS_SOURCE: CounselorSource = {
  label: 'Program outcomes',
  name: `${PROGRAM_OUTCOMES_SOURCE.name}, ${PROGRAM_OUTCOMES_SOURCE.release}`,
  year: PROGRAM_OUTCOMES_SOURCE.completionYears.join(' and '),
  url: PROGRAM_OUTCOMES_SOURCE.url,
  estimate: false,
};
const pricesSource = (college: College): CounselorSource =>
  rowSource(`Net price by family income: ${college.name}`, COLLEGE_INSTITUTION_SOURCE);

function bracketText(t: ServerTranslate, bracket: IncomeBracket): string {
  const { min, max } = INCOME_BRACKET_BOUNDS[bracket];
  return max === null
    ? t('counselor.answer.bracketTop', { min: wholeUsd(min) })
    : t('counselor.answer.bracket', { min: wholeUsd(min), max: wholeUsd(max) });
}

/** What the family's price is, in the answer's words: the bracket's figure, its absence, or the range. */
function priceSentence(t: ServerTranslate, college: College, price: FamilyPrice): string {
  const name = college.name;
  if (price.kind === 'bracket')
    return t('counselor.answer.priceBracket', {
      college: name,
      bracket: bracketText(t, price.bracket),
      amount: wholeUsd(price.amount),
      negative: price.negative ? 'yes' : 'no',
    });
  if (price.kind === 'suppressed')
    return t('counselor.answer.priceSuppressed', {
      college: name,
      bracket: bracketText(t, price.bracket),
      average: college.averageNetPrice === null ? t('counselor.answer.notReported') : wholeUsd(Math.max(0, college.averageNetPrice)),
    });
  if (price.min === null || price.max === null)
    return t('counselor.answer.priceNone', {
      college: name,
      average: price.average === null ? t('counselor.answer.notReported') : wholeUsd(price.average),
    });
  return t('counselor.answer.priceRange', {
    college: name,
    min: wholeUsd(price.min),
    max: wholeUsd(price.max),
    average: price.average === null ? t('counselor.answer.notReported') : wholeUsd(price.average),
  });
}

/** The yearly price a comparison uses: the bracket's figure with an income, else the all-income average; null when unknown. */
function yearlyPrice(college: College, income: number | null): { amount: number; basis: 'bracket' | 'average' } | null {
  if (income !== null) {
    const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
    if (price.kind === 'bracket') return { amount: price.amount, basis: 'bracket' };
  }
  return college.averageNetPrice === null ? null : { amount: Math.max(0, college.averageNetPrice), basis: 'average' };
}

function sourceLines(t: ServerTranslate, sources: readonly CounselorSource[]): string[] {
  return [
    t('counselor.answer.sourcesHeading'),
    ...sources.map((s) =>
      t('counselor.answer.sourceLine', {
        label: s.label,
        name: s.name,
        year: s.year ?? '',
        hasYear: s.year ? 'yes' : 'no',
        estimate: s.estimate ? 'yes' : 'no',
      }),
    ),
  ];
}

export type ChoiceAnswer = { kind: ChoiceKind | 'program-loan'; text: string; sources: CounselorSource[] };

const done = (t: ServerTranslate, kind: ChoiceAnswer['kind'], lines: string[], sources: CounselorSource[]): ChoiceAnswer => {
  const unique = uniqueSources(sources);
  const cited = unique.length ? ['', ...sourceLines(t, unique)] : [];
  return { kind, text: [...lines, ...cited].join('\n').trim(), sources: unique };
};

const collegeLink = (t: ServerTranslate, college: College) =>
  t('counselor.answer.collegeLink', { college: college.name, unitId: String(college.unitId) });
const majorLink = (t: ServerTranslate, major: Major, majorName: string) =>
  t('counselor.answer.majorLink', { major: majorName, cip: major.cip });

/* ---------- price ---------- */

function priceAnswer(t: ServerTranslate, college: College, income: number | null): ChoiceAnswer {
  const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
  const lines = [
    priceSentence(t, college, price),
    '',
    t('counselor.answer.priceWhose'),
    t('counselor.answer.priceCalculator'),
    '',
    collegeLink(t, college),
  ];
  if (income === null) lines.splice(1, 0, '', t('counselor.answer.priceAskIncome'));
  return done(t, 'price', lines, [pricesSource(college)]);
}

/* ---------- program earnings and a loan for a program ---------- */

function programLines(t: ServerTranslate, college: College, majorName: string, program: ProgramFacts): string[] {
  const earnings =
    program.medianEarnings === null
      ? t('counselor.answer.programEarningsSuppressed', { major: majorName, college: college.name })
      : t('counselor.answer.programEarnings', {
          major: majorName,
          college: college.name,
          earnings: wholeUsd(program.medianEarnings),
          cohort: String(program.earningsCohort ?? 0),
          years: PROGRAM_OUTCOMES_SOURCE.completionYears.join(' / '),
        });
  const debt =
    program.medianDebt === null
      ? t('counselor.answer.programDebtSuppressed')
      : t('counselor.answer.programDebt', { debt: wholeUsd(program.medianDebt), cohort: String(program.debtCohort ?? 0) });
  const lines = [earnings, debt];
  if (program.credentialLevel !== BACHELOR)
    lines.push(t('counselor.answer.programLevel', { level: credentialLevelOf(program.credentialLevel) ?? 'other' }));
  return lines;
}

async function programEarningsAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  college: College,
  major: Major,
  majorName: string,
): Promise<ChoiceAnswer> {
  const program = await programFacts(catalog, college.unitId, major.cip);
  if (!program)
    return done(
      t,
      'program-earnings',
      [
        t('counselor.answer.noProgram', { major: majorName, college: college.name }),
        '',
        collegeLink(t, college),
        majorLink(t, major, majorName),
      ],
      [],
    );
  const lines = [...programLines(t, college, majorName, program)];
  if (program.grade.grade !== 'N/A')
    lines.push(t('counselor.answer.programGrade', { grade: program.grade.grade, ratio: (program.grade.debtToIncome ?? 0).toFixed(2) }));
  lines.push('', t('counselor.answer.programHorizon'), '', collegeLink(t, college), majorLink(t, major, majorName));
  return done(t, 'program-earnings', lines, [PROGRAMS_SOURCE]);
}

/** "Is a $40,000 loan for nursing at Ohio State safe?": the debt against that program's first-year earnings. */
async function programLoanAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  college: College,
  major: Major,
  majorName: string,
  debt: number,
  today: Date,
): Promise<ChoiceAnswer | null> {
  const program = await programFacts(catalog, college.unitId, major.cip);
  if (!program || program.medianEarnings === null) return null;
  const grade = plannedDebtGrade(debt, program.medianEarnings);
  const payment = plannedDebtFacts(debt, today);
  const lines = [
    t('counselor.answer.programLoan', {
      debt: wholeUsd(debt),
      major: majorName,
      college: college.name,
      grade: grade.grade,
      risk: riskText(t, grade.risk),
      earnings: wholeUsd(program.medianEarnings),
      ratio: (grade.debtToIncome ?? 0).toFixed(2),
    }),
    t('counselor.answer.trueCostPayment', {
      monthly: money(payment.data.monthlyPayment),
      atRepayment: money(payment.data.allDebtAtRepayment),
      years: String(payment.data.schoolYears),
      awardYear: payment.data.rateAwardYear,
      beyond: payment.data.beyondFederal ? wholeUsd(payment.data.beyondFederal.amount) : '',
      hasBeyond: payment.data.beyondFederal ? 'yes' : 'no',
    }),
    ...programLines(t, college, majorName, program),
    '',
    t('counselor.answer.gradeRule'),
    '',
    collegeLink(t, college),
    majorLink(t, major, majorName),
  ];
  return done(t, 'program-loan', lines, [
    PROGRAMS_SOURCE,
    ...gradeFor({ monthlyIncome: program.medianEarnings / 12, plannedDebt: debt }).sources,
    ...payment.sources,
  ]);
}

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

async function communityCollegeAnswer(
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
  if (!four) return done(t, 'community-college-first', [t('counselor.answer.ccNeedCollege'), '', t('counselor.answer.ccToolLink')], []);
  const namedCc = named.find(isCommunityCollege) ?? null;
  const cc = namedCc ?? localCommunityCollege(await catalog.colleges(), four.state);
  if (!cc) return done(t, 'community-college-first', [t('counselor.answer.ccNoneInState', { state: four.state, college: four.name })], []);
  const fourPrice = yearlyPrice(four, income);
  const ccPrice = yearlyPrice(cc, income);
  if (!fourPrice || !ccPrice)
    return done(
      t,
      'community-college-first',
      [t('counselor.answer.ccNoPrice', { cc: cc.name, college: four.name })],
      [pricesSource(four), pricesSource(cc)],
    );
  const route = 2 * ccPrice.amount + 2 * fourPrice.amount;
  const direct = 4 * fourPrice.amount;
  const saving = direct - route;
  const lines = [
    t('counselor.answer.ccAssumption', {
      cc: cc.name,
      college: four.name,
      picked: namedCc ? 'named' : 'largest',
      state: four.state,
    }),
    t('counselor.answer.ccPriceBasis', {
      basis: income !== null && fourPrice.basis === 'bracket' && ccPrice.basis === 'bracket' ? 'bracket' : 'average',
      income: income === null ? '' : wholeUsd(income),
    }),
    '',
    t('counselor.answer.ccYearly', { college: cc.name, amount: wholeUsd(ccPrice.amount) }),
    t('counselor.answer.ccYearly', { college: four.name, amount: wholeUsd(fourPrice.amount) }),
    t('counselor.answer.ccTotals', { route: wholeUsd(route), direct: wholeUsd(direct) }),
    '',
    saving > 0 ? t('counselor.answer.ccSaves', { saving: wholeUsd(saving) }) : t('counselor.answer.ccNoSaving'),
  ];
  if (cc.completionRate !== null)
    lines.push(t('counselor.answer.ccCompletion', { cc: cc.name, rate: `${Math.round(cc.completionRate * 100)}%` }));
  lines.push('', t('counselor.answer.ccTransferCheck'), '', collegeLink(t, cc), collegeLink(t, four));
  return done(t, 'community-college-first', lines, [pricesSource(cc), pricesSource(four), rowSource(`College: ${cc.name}`, cc.source)]);
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
      return done(t, 'community-college-first', [t('counselor.answer.ccNoneInState', { state: four.state, college: four.name })], []);
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
    return done(t, 'community-college-first', [t('counselor.answer.ccNoPrice', { cc: cc.name, college: four.name })], priceSources);
  const row = (kind: 'transfer' | 'direct', side: typeof route | typeof direct) => {
    if (side.status !== 'planned') return '';
    const { funding } = side;
    const borrowed = funding.directLoans + funding.parentPlus + funding.unfunded;
    return t('counselor.answer.ccPlanRow', {
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
    t('counselor.answer.ccPlanIntro', { cc: cc.name, college: four.name, picked, state: four.state }),
    t('counselor.answer.ccPlanBasis', {
      basis: income !== null ? 'bracket' : 'average',
      income: income === null ? '' : wholeUsd(income),
      pay: plan.careerAnnualPay === null ? '' : wholeUsd(plan.careerAnnualPay),
      hasPay: plan.careerAnnualPay === null ? 'no' : 'yes',
    }),
    '',
    t('counselor.answer.ccYearly', { college: cc.name, amount: wholeUsd(route.firstPricePerYear) }),
    t('counselor.answer.ccYearly', { college: four.name, amount: wholeUsd(route.secondPricePerYear) }),
    row('transfer', route),
    row('direct', direct),
    '',
    savings.saves
      ? t('counselor.answer.ccPlanSaves', {
          netPrice: wholeUsd(savings.netPrice),
          debt: money(Math.max(0, savings.allDebtAtRepayment)),
          monthly: money(Math.max(0, savings.monthlyPayment)),
        })
      : t('counselor.answer.ccNoSaving'),
    '',
    t('counselor.answer.ccTransferCheck'),
    '',
    t('counselor.answer.ccPlanLink', { first: String(cc.unitId), second: String(four.unitId) }),
    collegeLink(t, cc),
    collegeLink(t, four),
  ];
  return done(t, 'community-college-first', lines, [...priceSources, ...plannedDebtFacts(route.gap, today).sources]);
}

/* ---------- a trade vs the planned degree ---------- */

function tradeAnswer(
  t: ServerTranslate,
  trade: Career | null,
  facts: ResolvedFacts,
  context: CounselorContext,
  majorName: string | null,
  today: Date,
): ChoiceAnswer {
  if (!trade) return done(t, 'trade-vs-degree', [t('counselor.answer.tradeNeedTrade')], []);
  const sources: CounselorSource[] = [rowSource(`Career: ${trade.title}`, trade.source)];
  if (trade.trainingSource) sources.push(rowSource(`Training: ${trade.title}`, trade.trainingSource));
  const lines = [
    t('counselor.answer.tradeLine', {
      career: trade.title,
      pay: trade.medianPay === null ? t('counselor.answer.notReported') : wholeUsd(trade.medianPay),
      education: trade.entryEducation ?? t('counselor.answer.notReported'),
      training: trade.onTheJobTraining ?? t('counselor.answer.notReported'),
    }),
  ];
  if (/apprentice/i.test(trade.onTheJobTraining ?? '')) lines.push(t('counselor.answer.tradePaysWhileTraining'));
  const income = context.finances?.monthlyIncome ?? 0;
  const plannedDebt = facts.debt?.total ?? (context.finances && context.finances.plannedDebt > 0 ? context.finances.plannedDebt : null);
  if (plannedDebt === null) {
    lines.push('', t('counselor.answer.tradeNeedPlan'));
    return done(t, 'trade-vs-degree', lines, sources);
  }
  // The planned degree is graded on its own earnings (the major named, else the student's expected income), never the trade's pay.
  const plan = planFor(
    {
      ...facts,
      career: null,
      salary: null,
      debt: facts.debt ?? { total: plannedDebt, text: wholeUsd(plannedDebt), perYear: null, years: null },
    },
    today,
    income > 0 ? income * 12 : null,
  );
  if (!plan) {
    lines.push('', t('counselor.answer.tradeNeedEarnings', { debt: wholeUsd(plannedDebt) }));
    return done(t, 'trade-vs-degree', lines, sources);
  }
  lines.push(
    '',
    t('counselor.answer.tradePlan', {
      debt: wholeUsd(plan.data.debt),
      major: majorName ?? '',
      hasMajor: majorName && plan.data.earnings.kind === 'major' ? 'yes' : 'no',
      grade: plan.data.grade.grade,
      risk: riskText(t, plan.data.grade.risk),
      monthly: money(plan.data.trueCost.monthlyPayment),
      earnings: wholeUsd(plan.data.earnings.annual),
      basis: plan.data.earnings.kind === 'major' ? 'major' : 'expected',
    }),
  );
  if (trade.medianPay !== null && plan.data.earnings.kind === 'major') lines.push(t('counselor.answer.tradeHorizons'));
  lines.push('', t('counselor.answer.tradeYourCall'));
  return done(t, 'trade-vs-degree', lines, [...sources, ...plan.sources]);
}

/* ---------- is it worth it ---------- */

type Verdict = 'manageable' | 'caution' | 'costly' | 'unknown';
function verdictOf(grade: FinancialGradeResult): Verdict {
  if (grade.grade === 'N/A') return 'unknown';
  if (['A+', 'A', 'A-', 'B+'].includes(grade.grade)) return 'manageable';
  if (['B', 'B-', 'C+', 'C'].includes(grade.grade)) return 'caution';
  return 'costly';
}

async function worthItAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  major: Major | null,
  majorName: string | null,
  college: College | null,
  income: number | null,
): Promise<ChoiceAnswer> {
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  let grade: FinancialGradeResult | null = null;
  if (major && majorName && college) {
    const program = await programFacts(catalog, college.unitId, major.cip);
    if (program) {
      lines.push(...programLines(t, college, majorName, program));
      sources.push(PROGRAMS_SOURCE);
      grade = program.grade;
    }
  }
  if (major && majorName && (grade === null || grade.grade === 'N/A')) {
    lines.push(
      t('counselor.answer.majorNational', {
        major: majorName,
        earnings: major.medianEarnings === null ? t('counselor.answer.notReported') : wholeUsd(major.medianEarnings),
        debt: major.medianDebt === null ? t('counselor.answer.notReported') : wholeUsd(major.medianDebt),
      }),
    );
    sources.push(rowSource(`Major: ${major.name}`, major.source));
    grade = programGrade(major.medianDebt, major.medianEarnings);
  }
  if (college) {
    const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
    lines.push(priceSentence(t, college, price));
    sources.push(pricesSource(college));
    if (!major && college.medianEarnings !== null && college.medianDebt !== null) {
      grade = programGrade(college.medianDebt, college.medianEarnings);
      sources.push(rowSource(`College: ${college.name}`, college.source));
      lines.push(
        t('counselor.answer.collegeOutcomes', {
          college: college.name,
          earnings: wholeUsd(college.medianEarnings),
          debt: wholeUsd(college.medianDebt),
        }),
      );
    }
  }
  const verdict = grade ? verdictOf(grade) : 'unknown';
  lines.unshift(
    t('counselor.answer.worthVerdict', { verdict, grade: grade?.grade ?? 'N/A', ratio: (grade?.debtToIncome ?? 0).toFixed(2) }),
    '',
  );
  lines.push('', t('counselor.answer.worthNotOnlyMoney'), '');
  if (college) lines.push(collegeLink(t, college));
  if (major && majorName) lines.push(majorLink(t, major, majorName));
  return done(t, 'worth-it', lines, sources);
}

/* ---------- entry ---------- */

/** The names the answer shows: the major's Spanish name in a Spanish answer, when Waypoint has one. */
export type MajorNamer = (major: Major) => string;

/**
 * The answer to a price, program or real-choice question, or null when the question asks none of them (or names
 * too little to answer, where another answer does better).
 */
export async function answerChoice(
  question: string,
  facts: ResolvedFacts,
  named: { colleges: readonly College[]; careers: readonly Career[] },
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  language: Locale,
  majorName: MajorNamer,
  /** The signed-in student's saved colleges and money plan: "community college first?" then answers on their own plan. */
  student: { plan: StudentMoneyPlan; saved: readonly College[] } | null = null,
): Promise<ChoiceAnswer | null> {
  const t = translate(language);
  const college = facts.college;
  const major = facts.major;
  const tradeCareer = [facts.career, ...named.careers].find(
    (career): career is Career => career !== null && (career.onTheJobTraining ?? '').toLowerCase().includes('apprentice'),
  );
  const kind = choiceAsked(question, {
    college: Boolean(college),
    major: Boolean(major),
    tradeCareer: Boolean(tradeCareer),
    debt: Boolean(facts.debt),
  });
  const income = familyIncomeIn(question);
  const name = major ? majorName(major) : null;
  if (!kind) {
    if (facts.debt && college && major && name) return programLoanAnswer(t, catalog, college, major, name, facts.debt.total, today);
    return null;
  }
  switch (kind) {
    case 'price':
      return college ? priceAnswer(t, college, income) : null;
    case 'program-earnings':
      return college && major && name ? programEarningsAnswer(t, catalog, college, major, name) : null;
    case 'community-college-first':
      return communityCollegeAnswer(t, catalog, named.colleges.length ? named.colleges : college ? [college] : [], income, student, today);
    case 'trade-vs-degree':
      return tradeAnswer(t, tradeCareer ?? facts.career, facts, context, name, today);
    case 'worth-it':
      return worthItAnswer(t, catalog, major, name, college, income);
  }
}
