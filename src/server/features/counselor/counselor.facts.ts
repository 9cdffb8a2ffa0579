import { FEDERAL_LOAN_LIMITS, REPAYMENT_RULES } from '@data/federal-loans';
import { PRIVATE_LOAN_ASSUMPTION } from '@data/private-loans';
import { MAJORS_ES } from '@data/i18n/majors-es';
import type { Career, College, Major } from '@domain/catalog/schemas';
import {
  careerEntry,
  collegeEntry,
  CAREER_ALIASES_ES,
  MAJOR_ALIASES,
  MAJOR_ALIASES_ES,
  namedInOrder,
  readQuestionFacts,
  withAliases,
  DEFAULT_YEARS_OF_STUDY,
  type CatalogNames,
  type DebtFact,
} from '@domain/counselor/question-facts';
import type { CounselorSource } from '@domain/counselor/schemas';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { financialGrade, GRADE_TABLE, type FinancialGradeResult } from '@domain/finance/grade';
import { rapMonthlyPayment } from '@domain/finance/repayment';
import { plannedDebtCost, trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import type { CounselorCatalog } from './counselor.catalog';
import {
  borrowingFor,
  careerLabel,
  citationSource,
  gradeFor,
  majorLabel,
  rowSource,
  undergraduateRate,
  uniqueSources,
  type Sourced,
} from './counselor.tools';

/*
 * The student's own numbers: the amount, the path (major, career)
 * and the college read from the question, then the same finance rules the
 * pages use: the grade (debt ÷ a year of the path's earnings, A+ to F), the
 * tiered Standard plan payment, the RAP payment and the safe amount. Both the
 * offline counselor and the model get these figures.
 */

export type ResolvedFacts = {
  debt: DebtFact | null;
  salary: number | null;
  major: Major | null;
  career: Career | null;
  college: College | null;
  /** The colleges an ambiguous name could be ("University of California"), when no college is named for sure. */
  collegeCandidates: College[];
};

/**
 * A career's everyday names beyond its title and curated aliases: its O*NET alternate titles of two words or more
 * that no other career shares ("Veterinary Technician", "Crime Scene Investigator"); one-word titles ("Analyst",
 * "Planner") and shared ones name nothing for sure.
 */
function distinctAlternateTitles(titles: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const [code, list] of titles)
    for (const title of list) {
      const key = title.toLowerCase();
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)!.add(code);
    }
  const out = new Map<string, string[]>();
  for (const [code, list] of titles)
    out.set(
      code,
      list.filter((title) => owners.get(title.toLowerCase())!.size === 1 && title.split(/[\s()]+/).filter(Boolean).length >= 2),
    );
  return out;
}

const namesCache = new WeakMap<CounselorCatalog, ReturnType<typeof buildNames>>();

type NameSources = {
  careers: readonly Career[];
  majors: readonly Major[];
  colleges: readonly College[];
  titles: ReadonlyMap<string, readonly string[]>;
};

/** Whether two catalogs' lists give every row the same names (the figures may differ: they are not part of a name). */
function sameNameSources(a: NameSources, b: NameSources): boolean {
  const sameTitles = (x: readonly string[] | undefined, y: readonly string[] | undefined) =>
    x === y || (x !== undefined && y !== undefined && x.length === y.length && x.every((title, i) => title === y[i]));
  return (
    a.careers.length === b.careers.length &&
    a.careers.every((c, i) => c.socCode === b.careers[i]!.socCode && c.title === b.careers[i]!.title) &&
    a.majors.length === b.majors.length &&
    a.majors.every((m, i) => m.cip === b.majors[i]!.cip && m.name === b.majors[i]!.name) &&
    a.colleges.length === b.colleges.length &&
    a.colleges.every((c, i) => c.unitId === b.colleges[i]!.unitId && c.name === b.colleges[i]!.name) &&
    a.titles.size === b.titles.size &&
    [...a.titles].every(([code, titles]) => sameTitles(titles, b.titles.get(code)))
  );
}

/*
 * The names last built, with the lists they came from. The shared catalog is read again every minute, and its names
 * almost never change: the same names are then kept, with the phrases and the first-word index made from them, instead
 * of being made again from tens of thousands of titles (which held the event loop for a second or more each minute).
 */
let lastNames: { sources: NameSources; names: CatalogNames } | undefined;

async function buildNames(catalog: CounselorCatalog) {
  const [careers, majors, colleges, titles] = await Promise.all([
    catalog.careers(),
    catalog.majors(),
    catalog.colleges(),
    catalog.alternateTitles(),
  ]);
  const sources: NameSources = { careers, majors, colleges, titles };
  if (lastNames && sameNameSources(lastNames.sources, sources)) return { careers, majors, colleges, names: lastNames.names };
  const alternate = distinctAlternateTitles(titles);
  const names: CatalogNames = {
    // A major answers to its Spanish name too ("psicología", "enfermería"), whatever the page's language.
    majors: majors.map((m) => {
      const entry = withAliases(m.cip, m.name, MAJOR_ALIASES);
      const spanish = MAJORS_ES[m.cip]?.name;
      return { ...entry, names: [...entry.names, ...(spanish ? [spanish] : []), ...(MAJOR_ALIASES_ES[m.cip] ?? [])] };
    }),
    careers: careers.map((c) => {
      const entry = careerEntry(c.socCode, c.title);
      return { ...entry, names: [...entry.names, ...(CAREER_ALIASES_ES[c.socCode] ?? []), ...(alternate.get(c.socCode) ?? [])] };
    }),
    colleges: colleges.map((c) => collegeEntry(String(c.unitId), c.name)),
  };
  lastNames = { sources, names };
  return { careers, majors, colleges, names };
}

/** The question's amounts and the catalog rows it names (best match of each kind); built once per catalog. */
function catalogNames(catalog: CounselorCatalog) {
  let names = namesCache.get(catalog);
  if (!names) {
    names = buildNames(catalog);
    namesCache.set(catalog, names);
  }
  return names;
}

/** Every major, career and college the question names, whole-phrase, in the order named. */
export async function namedRows(
  question: string,
  catalog: CounselorCatalog,
): Promise<{ careers: Career[]; majors: Major[]; colleges: College[] }> {
  const { careers, majors, colleges, names } = await catalogNames(catalog);
  const keys = namedInOrder(question, names);
  return {
    majors: keys.majors.flatMap((key) => majors.filter((m) => m.cip === key)),
    careers: keys.careers.flatMap((key) => careers.filter((c) => c.socCode === key)),
    colleges: keys.colleges.flatMap((key) => colleges.filter((c) => String(c.unitId) === key)),
  };
}

export async function resolveQuestionFacts(question: string, catalog: CounselorCatalog): Promise<ResolvedFacts> {
  const { careers, majors, colleges, names } = await catalogNames(catalog);
  const facts = readQuestionFacts(question, names);
  return {
    debt: facts.debt,
    salary: facts.salary,
    major: majors.find((m) => m.cip === facts.major) ?? null,
    career: careers.find((c) => c.socCode === facts.career) ?? null,
    college: colleges.find((c) => String(c.unitId) === facts.college) ?? null,
    // Candidates are suggestions: a closed institution (Scorecard CURROPER 0) is never one.
    collegeCandidates: facts.collegeCandidates.flatMap((key) => colleges.filter((c) => String(c.unitId) === key && c.currentlyOperating)),
  };
}

export type EarningsBasis = {
  annual: number;
  kind: 'salary' | 'major' | 'career' | 'college' | 'expected';
  /** What the figure is, e.g. "Psychology graduates’ median earnings". */
  label: string;
  /** When in a career the figure is measured (every earnings figure says its horizon). */
  horizon: string;
  source: CounselorSource | null;
};

/**
 * When in a career each figure is measured. Early career and all workers are the site's own labels (the same words
 * as every page that shows earnings); the salary the student gives and their expected income are the counselor's.
 */
export const HORIZON = {
  salary: 'the salary you gave',
  early: EARNINGS_HORIZON_LABELS['early-career'].short,
  allWorkers: `${EARNINGS_HORIZON_LABELS['all-workers'].short}: starting pay is usually lower`,
  expected: 'the income you entered in your financial expectations',
} as const;

/**
 * The year of income the debt is graded against: a salary the question gives, else the major's, the career's or
 * the college's, else the student's own expected income (monthly × 12, as their financial grade uses it).
 */
export function earningsBasis(facts: ResolvedFacts, expectedAnnual: number | null = null): EarningsBasis | null {
  if (facts.salary !== null)
    return { annual: facts.salary, kind: 'salary', label: 'The salary you gave', horizon: HORIZON.salary, source: null };
  const { major, career, college } = facts;
  if (major?.medianEarnings)
    return {
      annual: major.medianEarnings,
      kind: 'major',
      label: `${major.name} graduates’ median earnings`,
      horizon: HORIZON.early,
      source: rowSource(majorLabel(major), major.source),
    };
  if (career?.medianPay)
    return {
      annual: career.medianPay,
      kind: 'career',
      label: `The median pay of ${career.title.toLowerCase()}`,
      horizon: HORIZON.allWorkers,
      source: rowSource(careerLabel(career), career.source),
    };
  if (college?.medianEarnings)
    return {
      annual: college.medianEarnings,
      kind: 'college',
      label: `${college.name} graduates’ median earnings`,
      horizon: HORIZON.early,
      source: rowSource({ key: 'counselor-replies.source.college', values: { name: college.name } }, college.source),
    };
  if (expectedAnnual !== null && expectedAnnual > 0)
    return { annual: expectedAnnual, kind: 'expected', label: 'Your expected income', horizon: HORIZON.expected, source: null };
  return null;
}

export type PlanFacts = {
  debt: number;
  /** The amount as the question wrote it, and the years when it was a yearly amount. */
  debtWritten: string;
  perYear: number | null;
  years: number | null;
  earnings: Omit<EarningsBasis, 'source'>;
  grade: FinancialGradeResult;
  gradeExplanation: string | null;
  /**
   * The planned debt at its true cost, as the grade page, financial expectations, the calculators and the money plan
   * show it (planned-debt.ts): split within the federal limits, interest to repayment, each part under its one rule.
   * Its monthly payment is the one payment the counselor gives for a planned debt.
   */
  trueCost: PlannedDebtFacts;
  /** RAP's first-year payment with the earnings as AGI and no dependents: it depends on income, not on the debt. */
  rapMonthlyPayment: number;
  /** Largest total debt that keeps each grade on these earnings. */
  safe: { grade: 'A-' | 'B+'; maxDebt: number | null }[];
  /** The major's graduates' median federal debt, for comparison. */
  typicalDebt: number | null;
  majorName: string | null;
  careerTitle: string | null;
  collegeName: string | null;
};

export type PlannedDebtFacts = {
  monthlyPayment: number;
  /** The rates' award year (loans first disbursed today). */
  rateAwardYear: string;
  schoolYears: number;
  schoolYearsAssumed: boolean;
  allDebtAtRepayment: number;
  parts: {
    kind: 'student' | 'parent-plus' | 'private';
    principal: number;
    atRepayment: number;
    monthlyPayment: number;
    months: number;
    ratePercent: number;
  }[];
  /** "$X of this would have to be Parent PLUS or private loans"; null within the student's limits. */
  beyondFederal: { amount: number; parentPlus: number; private: number; federalLimit: number } | null;
};

const REPAYMENT_SOURCES = REPAYMENT_RULES.filter((rule) => rule.rule === 'tiered-standard' || rule.rule === 'rap-payment').flatMap((rule) =>
  rule.sources.map((citation) => citationSource({ key: 'counselor-replies.source.repaymentPlans' }, citation)),
);

const LIMIT_SOURCES = [...FEDERAL_LOAN_LIMITS.dependentUndergraduate.sources, ...FEDERAL_LOAN_LIMITS.from2026.sources.slice(0, 1)].map(
  (citation) => citationSource({ key: 'counselor-replies.source.loanLimits' }, citation),
);
const PRIVATE_SOURCES = PRIVATE_LOAN_ASSUMPTION.sources.map((citation) =>
  citationSource({ key: 'counselor-replies.source.privateRate' }, citation, true),
);

/**
 * A planned debt at its true cost (plannedDebtCost, the function the pages call): the one monthly payment the
 * counselor gives for it, each loan's part, and the beyond-federal facts, with the rates, limits and repayment rules
 * as sources. `schoolYears` defaults to the pages' assumption (a four-year degree).
 */
export function plannedDebtFacts(debt: number, today: Date, schoolYears?: number): Sourced<PlannedDebtFacts> {
  const dated = trueCostTermsFor(today.toISOString().slice(0, 10), TRUE_COST_DATASETS);
  const years = schoolYears === undefined ? undefined : Math.min(10, Math.max(1, Math.round(schoolYears)));
  const cost = plannedDebtCost(debt, dated.terms, years === undefined ? {} : { years });
  const parts = (
    [
      ['student', cost.student],
      ['parent-plus', cost.parent],
      ['private', cost.private],
    ] as const
  ).flatMap(([kind, part]) =>
    part.repayment
      ? [
          {
            kind,
            principal: part.debt.principal,
            atRepayment: part.debt.atRepayment,
            monthlyPayment: part.repayment.monthlyPayment,
            months: part.repayment.months,
            ratePercent: part.debt.ratePercent,
          },
        ]
      : [],
  );
  const rate = undergraduateRate(today);
  return {
    data: {
      monthlyPayment: cost.monthlyPayment,
      rateAwardYear: dated.rateAwardYear,
      schoolYears: cost.years,
      schoolYearsAssumed: cost.yearsAssumed,
      allDebtAtRepayment: cost.allDebtAtRepayment,
      parts,
      beyondFederal: cost.beyondFederal
        ? {
            amount: cost.beyondFederal.amount,
            parentPlus: cost.beyondFederal.parentPlus,
            private: cost.beyondFederal.private,
            federalLimit: cost.beyondFederal.federalLimit,
          }
        : null,
    },
    sources: uniqueSources([...rate.sources, ...LIMIT_SOURCES, ...REPAYMENT_SOURCES, ...(cost.private.repayment ? PRIVATE_SOURCES : [])]),
  };
}

/** The grade, the one payment and the safe amount for the question's debt on its path's earnings; null without both. */
export function planFor(facts: ResolvedFacts, today: Date, expectedAnnual: number | null = null): Sourced<PlanFacts> | null {
  const basis = earningsBasis(facts, expectedAnnual);
  if (!facts.debt || !basis) return null;
  const debt = facts.debt.total;
  const graded = gradeFor({ monthlyIncome: basis.annual / 12, plannedDebt: debt });
  const cost = plannedDebtFacts(debt, today, facts.debt.years ?? undefined);
  const borrowing = borrowingFor({ annualSalary: basis.annual, yearsOfStudy: facts.debt.years ?? DEFAULT_YEARS_OF_STUDY }, today);
  const { source, ...earnings } = basis;
  const rowSources = [facts.major, facts.career, facts.college].flatMap((row) => {
    if (!row) return [];
    if ('cip' in row) return [rowSource(majorLabel(row), row.source)];
    if ('socCode' in row) return [rowSource(careerLabel(row), row.source)];
    return [rowSource({ key: 'counselor-replies.source.college', values: { name: row.name } }, row.source)];
  });
  return {
    data: {
      debt,
      debtWritten: facts.debt.text,
      perYear: facts.debt.perYear,
      years: facts.debt.years,
      earnings,
      grade: financialGrade(basis.annual / 12, debt),
      gradeExplanation: GRADE_TABLE.find((row) => row.grade === graded.data.grade)?.explanation ?? null,
      trueCost: cost.data,
      rapMonthlyPayment: rapMonthlyPayment(basis.annual, 0),
      safe: borrowing.data.ceilings.map(({ grade, maxDebt }) => ({ grade, maxDebt })),
      typicalDebt: facts.major?.medianDebt ?? null,
      majorName: facts.major?.name ?? null,
      careerTitle: facts.career?.title ?? null,
      collegeName: facts.college?.name ?? null,
    },
    sources: uniqueSources([...(source ? [source] : []), ...rowSources, ...graded.sources, ...cost.sources]),
  };
}
