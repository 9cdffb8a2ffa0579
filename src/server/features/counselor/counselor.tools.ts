import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { MAJORS_ES } from '@data/i18n/majors-es';
import { careerPayText } from '@domain/catalog/career-pay';
import type { Career, College, Major, RowSource } from '@domain/catalog/schemas';
import { collegeEntry, matchColleges, type NamedEntry } from '@domain/counselor/question-facts';
import type { CounselorSource } from '@domain/counselor/schemas';
import { safeBorrowing } from '@domain/finance/borrowing';
import { financialGrade, GRADE_TABLE, type FinancialGradeResult } from '@domain/finance/grade';
import { amortizationSchedule, monthlyPayment, scheduleTotals, type Citation } from '@domain/finance/loans';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { assessMajorFamilyCost } from '@domain/finance/costly';
import { rateForDate } from '@domain/finance/payment-share';
import { federalRepayment } from '@domain/finance/repayment-basis';
import { trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import type { MessageValues } from '@domain/i18n/message-format';
import type { Locale } from '@domain/i18n/locales';
import type { MessageKey } from '@locales/keys';
import { translate } from '@server/shared/messages';
import { rankByName, type CounselorCatalog } from './counselor.catalog';

/*
 * The counselor's tools: look up a career, a major or a college in Waypoint's
 * catalog, and compute a loan payment, a financial grade or a safe borrowing
 * amount with src/domain/finance. The model calls them; the offline counselor
 * calls them directly. Every result carries the sources of its figures, and a
 * figure the source does not report stays null ("not reported"), never 0.
 */

export type Sourced<T> = { data: T; sources: CounselorSource[] };

/** The names an answer shows: a major's or a career's Spanish name in a Spanish answer, when Waypoint has one. */
export type ShownNames = {
  majorName: (major: Pick<Major, 'cip' | 'name'>) => string;
  careerTitle: (career: Pick<Career, 'socCode' | 'title'>) => string;
};

/** The catalog's own (English) names. */
export const CATALOG_NAMES: ShownNames = { majorName: (major) => major.name, careerTitle: (career) => career.title };

/** The names in an answer's language: Waypoint's Spanish majors and careers' Spanish titles, else the catalog's. */
export async function shownNames(language: Locale, catalog: CounselorCatalog): Promise<ShownNames> {
  if (language !== 'es') return CATALOG_NAMES;
  const titles = await catalog.spanishTitles();
  return {
    majorName: (major) => MAJORS_ES[major.cip]?.name ?? major.name,
    careerTitle: (career) => titles.get(career.socCode) ?? career.title,
  };
}

/**
 * What a source was used for, as a catalog key: written in the reply's language when the reply is sent. A label
 * that names a career or a major keeps it, so the reply names it as its text does.
 */
export type SourceLabel = {
  key: MessageKey;
  values?: MessageValues;
  career?: Pick<Career, 'socCode' | 'title'>;
  major?: Pick<Major, 'cip' | 'name'>;
};

export const careerLabel = (career: Pick<Career, 'socCode' | 'title'>): SourceLabel => ({
  key: 'counselor-replies.source.career',
  values: { name: career.title },
  career: { socCode: career.socCode, title: career.title },
});
export const majorLabel = (major: Pick<Major, 'cip' | 'name'>): SourceLabel => ({
  key: 'counselor-replies.source.major',
  values: { name: major.name },
  major: { cip: major.cip, name: major.name },
});

/*
 * A source carries its label's English text (what the model's tools, tests and logs read) and, under a symbol key
 * that JSON never writes, the label's key, so `sourcesIn` can write it in the reply's language at the end.
 */
const LABEL = Symbol('counselor source label');
type LabelledSource = CounselorSource & { [LABEL]?: SourceLabel };
const english = translate('en');

export function labelledSource(label: SourceLabel, source: Omit<CounselorSource, 'label'>): CounselorSource {
  const result: LabelledSource = { label: english(label.key, label.values), ...source, [LABEL]: label };
  return result;
}

export function rowSource(label: SourceLabel, source: RowSource): CounselorSource {
  return labelledSource(label, { name: source.name, year: source.year, url: source.url, estimate: source.estimate });
}

export function citationSource(label: SourceLabel, citation: Citation, estimate = false): CounselorSource {
  return labelledSource(label, {
    name: `${citation.publisher}: ${citation.title}`,
    year: citation.published?.slice(0, 4) ?? null,
    url: citation.url,
    estimate,
  });
}

/** The sources as a reply sends and keeps them: each label in the reply's language, naming what its text names. */
export function sourcesIn(language: Locale, sources: readonly CounselorSource[], shown: ShownNames = CATALOG_NAMES): CounselorSource[] {
  const t = translate(language);
  return sources.map((source: LabelledSource) => {
    const { [LABEL]: label, ...plain } = source;
    if (!label) return plain;
    const name = label.career ? shown.careerTitle(label.career) : label.major ? shown.majorName(label.major) : null;
    return { ...plain, label: t(label.key, name === null ? label.values : { ...label.values, name }) };
  });
}

const GRADE_SOURCE = labelledSource(
  { key: 'counselor-replies.source.financialGrade' },
  {
    name: 'Waypoint financial grade: planned debt ÷ a year of income, graded A+ to F',
    year: null,
    url: '/financial-expectations',
    estimate: false,
  },
);

/** Sources can repeat across tool calls; each is listed once. */
export function uniqueSources(sources: readonly CounselorSource[]): CounselorSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.label}|${source.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/* ---------- catalog lookups ---------- */

export type CareerFacts = {
  socCode: string;
  title: string;
  description: string;
  medianPay: number | null;
  /** The median pay in words (careerPayText): "$239,200 or more" when top-coded, hourly pay when only that is published. */
  pay: string;
  payKind: Career['payKind'];
  hourlyMedianPay: number | null;
  outlookPercent: number | null;
  entryEducation: string | null;
  jobZone: number | null;
};

function careerFacts(career: Career): CareerFacts {
  const { socCode, title, description, medianPay, payKind, outlookPercent, entryEducation, jobZone } = career;
  const hourlyMedianPay = career.hourlyMedianPay ?? null;
  return {
    socCode,
    title,
    description,
    medianPay,
    pay: careerPayText(career),
    payKind,
    hourlyMedianPay,
    outlookPercent,
    entryEducation,
    jobZone,
  };
}

export function describeCareers(careers: readonly Career[]): Sourced<CareerFacts[]> {
  return { data: careers.map(careerFacts), sources: careers.map((career) => rowSource(careerLabel(career), career.source)) };
}

export async function lookupCareer(catalog: CounselorCatalog, query: string, limit = 3): Promise<Sourced<CareerFacts[]>> {
  const careers = await catalog.careers();
  const bySoc = careers.filter((career) => career.socCode === query.trim());
  const found = bySoc.length
    ? bySoc
    : rankByName(query, careers, (career) => career.title, 'career')
        .slice(0, limit)
        .map((match) => match.item);
  return describeCareers(found);
}

export type MajorFacts = {
  cip: string;
  name: string;
  description: string;
  medianEarnings: number | null;
  medianDebt: number | null;
  /** The financial grade (debt over a year's income, A+ to F) with the major's typical earnings as the year's income and its typical debt as the planned debt. */
  debtGrade: FinancialGradeResult;
  /** Costly by Waypoint's one rule (domain/finance/costly.ts, COSTLY_RULE_TEXT). */
  costly: boolean;
  careerCodes: string[];
};

export function describeMajors(majors: readonly Major[]): Sourced<MajorFacts[]> {
  return {
    data: majors.map((major) => {
      const assessment = assessMajorFamilyCost(major, ADDED_FAMILY_DEBT);
      return {
        cip: major.cip,
        name: major.name,
        description: major.description,
        medianEarnings: major.medianEarnings,
        medianDebt: major.medianDebt,
        debtGrade: assessment.grade,
        costly: assessment.status === 'costly',
        careerCodes: [...major.careerCodes],
      };
    }),
    sources: majors.map((major) => rowSource(majorLabel(major), major.source)),
  };
}

export async function lookupMajor(catalog: CounselorCatalog, query: string, limit = 3): Promise<Sourced<MajorFacts[]>> {
  const majors = await catalog.majors();
  return describeMajors(
    rankByName(query, majors, (major) => major.name, 'major')
      .slice(0, limit)
      .map((match) => match.item),
  );
}

export type CollegeFacts = Omit<College, 'source' | 'url'> & { website: string | null };

export function describeColleges(colleges: readonly College[]): Sourced<CollegeFacts[]> {
  return {
    data: colleges.map(({ source: _source, url, ...college }) => ({ ...college, website: url })),
    sources: colleges.map((college) =>
      rowSource({ key: 'counselor-replies.source.college', values: { name: college.name } }, college.source),
    ),
  };
}

/*
 * One list of entries per list of colleges (the shared catalog's, for a minute): the matcher indexes a list's names
 * the first time it sees the list, so a new list for every lookup would split every college's names again each time.
 */
const collegeEntries = new WeakMap<readonly College[], readonly NamedEntry[]>();

function collegeEntriesOf(colleges: readonly College[]): readonly NamedEntry[] {
  let entries = collegeEntries.get(colleges);
  if (!entries) {
    entries = colleges.map((college) => collegeEntry(String(college.unitId), college.name));
    collegeEntries.set(colleges, entries);
  }
  return entries;
}

/**
 * The colleges a query names, with the same whole-phrase names and aliases as the questions: "Ohio
 * State" is Ohio State University-Main Campus; "community college" names none; an ambiguous name ("University of
 * California") returns every college it could be, for the model to ask which one.
 */
export async function lookupCollege(catalog: CounselorCatalog, query: string, limit = 3): Promise<Sourced<CollegeFacts[]>> {
  const colleges = await catalog.colleges();
  const match = matchColleges(query.toLowerCase(), collegeEntriesOf(colleges));
  const keys = match.keys.length ? match.keys : (match.ambiguous[0]?.keys ?? []);
  // A college named for sure is answered even when closed (its figures say so); suggestions for an ambiguous name
  // never include a closed one.
  const found = keys.flatMap((key) =>
    colleges.filter((college) => String(college.unitId) === key && (match.keys.length > 0 || college.currentlyOperating)),
  );
  return describeColleges(found.slice(0, match.keys.length ? limit : Math.max(limit, found.length)));
}

/* ---------- money ---------- */

/** Today's undergraduate Direct Loan rate, or the latest in our data when the new award year is not in it yet. */
export function undergraduateRate(today: Date) {
  const choice = rateForDate(DIRECT_LOAN_RATES, today.toISOString().slice(0, 10));
  const rate = choice?.rate ?? DIRECT_LOAN_RATES.at(-1)!;
  return {
    percent: rate.undergraduatePercent,
    awardYear: rate.awardYear,
    sources: rate.sources.map((citation) =>
      citationSource({ key: 'counselor-replies.source.loanRate', values: { year: rate.awardYear } }, citation),
    ),
  };
}

export type LoanPaymentFacts = {
  principal: number;
  ratePercent: number;
  rateAwardYear: string;
  years: number;
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
  /** The term came from the federal standard plan for loans made from July 1, 2026 (by balance). */
  termFromStandardPlan: boolean;
};

/** Level monthly payment on `principal` at the undergraduate rate; the term defaults to the standard plan's for that balance. */
export function loanPayment(input: { principal: number; years?: number | null }, today: Date): Sourced<LoanPaymentFacts> {
  const rate = undergraduateRate(today);
  // Without a term the question is about a federal balance: the one repayment rule every page uses.
  const basis = input.years ? null : federalRepayment(input.principal, rate.percent);
  const months = basis ? basis.months : Math.round((input.years ?? 10) * 12);
  const totals = scheduleTotals(amortizationSchedule(input.principal, rate.percent, months));
  return {
    data: {
      principal: input.principal,
      ratePercent: rate.percent,
      rateAwardYear: rate.awardYear,
      years: months / 12,
      monthlyPayment: basis ? basis.monthlyPayment : monthlyPayment(input.principal, rate.percent, months),
      totalPaid: totals.totalPaid,
      totalInterest: totals.totalInterest,
      termFromStandardPlan: !input.years,
    },
    sources: rate.sources,
  };
}

export type GradeFacts = FinancialGradeResult & { monthlyIncome: number; plannedDebt: number; explanation: string | null };

export function gradeFor(input: { monthlyIncome: number; plannedDebt: number }): Sourced<GradeFacts> {
  const result = financialGrade(input.monthlyIncome, input.plannedDebt);
  const row = GRADE_TABLE.find((r) => r.grade === result.grade);
  return { data: { ...result, ...input, explanation: row?.explanation ?? null }, sources: [GRADE_SOURCE] };
}

export type BorrowingFacts = {
  annualSalary: number;
  yearsOfStudy: number;
  ratePercent: number;
  /**
   * Largest total debt for each grade (A- keeps the risk low, B+ is the last "moderate" grade), everything due a
   * month on it at its true cost over the years of study, and how much of it lies beyond the student's federal limits.
   */
  ceilings: { grade: 'A-' | 'B+'; maxDebt: number | null; monthlyPayment: number | null; beyondFederal: number | null }[];
  federalLimits: { dependentUndergraduate: number; independentUndergraduate: number; parentPlus2026: number };
};

export function borrowingFor(input: { annualSalary: number; yearsOfStudy: number }, today: Date): Sourced<BorrowingFacts> {
  const rate = undergraduateRate(today);
  const { terms } = trueCostTermsFor(today.toISOString().slice(0, 10), TRUE_COST_DATASETS);
  const ceilings = (['A-', 'B+'] as const).map((grade) => {
    const result = safeBorrowing(
      { annualSalary: input.annualSalary, yearsOfStudy: input.yearsOfStudy, targetGrade: grade, terms },
      FEDERAL_LOAN_LIMITS,
    );
    return {
      grade,
      maxDebt: result.maxDebt,
      monthlyPayment: result.cost?.monthlyPayment ?? null,
      beyondFederal: result.cost ? (result.cost.beyondFederal?.amount ?? 0) : null,
    };
  });
  const limits = safeBorrowing(
    { annualSalary: input.annualSalary, yearsOfStudy: input.yearsOfStudy, targetGrade: 'B+', terms },
    FEDERAL_LOAN_LIMITS,
  ).federalLimits;
  const limitSources = [...FEDERAL_LOAN_LIMITS.dependentUndergraduate.sources, ...FEDERAL_LOAN_LIMITS.from2026.sources.slice(0, 1)].map(
    (citation) => citationSource({ key: 'counselor-replies.source.loanLimits' }, citation),
  );
  return {
    data: {
      annualSalary: input.annualSalary,
      yearsOfStudy: input.yearsOfStudy,
      ratePercent: rate.percent,
      ceilings,
      federalLimits: {
        dependentUndergraduate: limits.dependentUndergraduate,
        independentUndergraduate: limits.independentUndergraduate,
        parentPlus2026: limits.parentPlus2026,
      },
    },
    sources: uniqueSources([GRADE_SOURCE, ...rate.sources, ...limitSources]),
  };
}
