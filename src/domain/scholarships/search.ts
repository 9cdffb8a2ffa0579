import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type FieldFilter, type GradeLevel, type Scholarship, type ScholarshipBasis } from './schemas';

/** The directory filters; every one is optional, so the page and the tests can pass only what they use. */
export type ScholarshipFilters = {
  readonly q?: string | undefined;
  readonly gradeLevel?: GradeLevel | undefined;
  readonly field?: FieldFilter | undefined;
  readonly minAmount?: number | undefined;
  readonly deadlineMonth?: number | undefined;
  readonly basis?: ScholarshipBasis | undefined;
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
};

export type ScholarshipPage<T extends Scholarship = Scholarship> = {
  readonly items: readonly T[];
  /** Matches across all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
};

/** Lower case without accents, so "mas" finds "Live Más". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function searchableText(scholarship: Scholarship): string {
  return foldText([scholarship.name, scholarship.sponsor, scholarship.eligibility, ...scholarship.fields].join(' '));
}

/** Every word of the query must appear somewhere (name, sponsor, eligibility or fields). */
function matchesText(scholarship: Scholarship, q: string | undefined): boolean {
  const terms = foldText(q ?? '')
    .split(/\s+/)
    .filter((term) => term.length > 0);
  if (terms.length === 0) return true;
  const haystack = searchableText(scholarship);
  return terms.every((term) => haystack.includes(term));
}

/** A student in a field can apply to scholarships for that field and to those open to any field. */
function matchesField(scholarship: Scholarship, field: FieldFilter | undefined): boolean {
  return field === undefined || scholarship.fields.includes('any') || scholarship.fields.includes(field);
}

/**
 * "Need-based" lists awards that weigh need, including those that weigh both; likewise for merit.
 * "Both" lists only awards that weigh both. An award whose basis we could not confirm matches no basis filter.
 */
function matchesBasis(scholarship: Scholarship, basis: ScholarshipBasis | undefined): boolean {
  if (basis === undefined) return true;
  if (scholarship.basis === null) return false;
  return basis === 'both' ? scholarship.basis === 'both' : scholarship.basis === basis || scholarship.basis === 'both';
}

/**
 * An award "of at least X" must be known to reach X; "full tuition" and "varies" (amountMax null)
 * are left out rather than guessed, so a minimum never shows a $500 award as if it met $10,000.
 */
function matchesAmount(scholarship: Scholarship, minAmount: number | undefined): boolean {
  if (minAmount === undefined || minAmount <= 0) return true;
  return scholarship.amountMax !== null && scholarship.amountMax >= minAmount;
}

/** Deadline month ascending with unknown months last, then name, then id; Array.sort is stable. */
export function compareByDeadline(a: Scholarship, b: Scholarship): number {
  const monthA = a.usualDeadlineMonth ?? 13;
  const monthB = b.usualDeadlineMonth ?? 13;
  if (monthA !== monthB) return monthA - monthB;
  const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));
}

/** Filters, sorts and pages the directory. Pure: the list is never modified. */
export function searchScholarships<T extends Scholarship>(list: readonly T[], filters: ScholarshipFilters = {}): ScholarshipPage<T> {
  const matches = list
    .filter(
      (scholarship) =>
        matchesText(scholarship, filters.q) &&
        (filters.gradeLevel === undefined || scholarship.gradeLevels.includes(filters.gradeLevel)) &&
        matchesField(scholarship, filters.field) &&
        matchesAmount(scholarship, filters.minAmount) &&
        (filters.deadlineMonth === undefined || scholarship.usualDeadlineMonth === filters.deadlineMonth) &&
        matchesBasis(scholarship, filters.basis),
    )
    .sort(compareByDeadline);
  const pageSize = clampPageSize(filters.pageSize);
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const start = (page - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize), total: matches.length, page, pageSize };
}

export type DeadlineMonth = {
  /** 1-12. */
  readonly month: number;
  readonly scholarships: readonly Pick<Scholarship, 'id' | 'name'>[];
};

export type DeadlineCalendar = {
  readonly months: readonly DeadlineMonth[];
  /** Rolling, set locally, or not confirmed: "check the sponsor's page". */
  readonly varies: readonly Pick<Scholarship, 'id' | 'name'>[];
};

/** Twelve months (January first), each with the scholarships usually due then, by name. */
export function deadlineCalendar(list: readonly Scholarship[]): DeadlineCalendar {
  const sorted = [...list].sort(compareByDeadline);
  const pick = (s: Scholarship) => ({ id: s.id, name: s.name });
  return {
    months: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      scholarships: sorted.filter((s) => s.usualDeadlineMonth === index + 1).map(pick),
    })),
    varies: sorted.filter((s) => s.usualDeadlineMonth === null).map(pick),
  };
}
