import { familyIncomeIssue, MAX_PLANNED_DEBT } from '../prices/brackets';
import { US_STATES, type UsState } from './catalog-values';
import { CIP_SERIES_PATTERN, MAJOR_COLLEGE_SORTS, type MajorCollegeSort } from './program-values';

/*
 * What the college and field-of-study pages ask the API for, read from their address. The page builds its request
 * with these, and the server, which sends the page's HTML, names the same address for the browser to fetch while the
 * scripts load: the two must agree to the character, or the browser fetches the answer twice.
 */

/** The highest UNITID the API takes (a PostgreSQL integer). */
const MAX_UNIT_ID = 2_147_483_647;

/** The UNITID in an address, or null when it is not one (the page then says so instead of asking the API). */
export function unitIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_UNIT_ID ? value : null;
}

/** A 4-digit CIP series as the field-of-study page's address holds it ("42.01"), or null. */
export function cipSeriesOf(text: string): string | null {
  return CIP_SERIES_PATTERN.test(text) ? text : null;
}

/** `?plannedDebt=` of the college page's address when it is whole dollars within the API's bound, else null. */
export function plannedDebtOf(params: URLSearchParams): number | null {
  const text = params.get('plannedDebt');
  return text !== null && /^\d+$/.test(text) && Number(text) <= MAX_PLANNED_DEBT ? Number(text) : null;
}

/** The query of GET /api/colleges/:unitId, keys in the order the page's client writes them. */
export function collegeDetailRequest(income: number | null, plannedDebt: number | null): { income?: string; plannedDebt?: string } {
  return {
    ...(income === null ? {} : { income: String(income) }),
    ...(plannedDebt === null ? {} : { plannedDebt: String(plannedDebt) }),
  };
}

const isSort = (value: string | null): value is MajorCollegeSort => (MAJOR_COLLEGE_SORTS as readonly (string | null)[]).includes(value);
export const isUsState = (value: string | null): value is UsState => (US_STATES as readonly (string | null)[]).includes(value);

/** The field-of-study page's filters from its address, kept only when valid (a hand-edited bad value falls back). */
export interface MajorPageFilters {
  sort: MajorCollegeSort;
  state: UsState | undefined;
  page: number;
  /** As typed in the address, when it is an income the API takes. */
  income: string | undefined;
}

export function majorPageFilters(params: URLSearchParams): MajorPageFilters {
  const sort = params.get('sort');
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  const incomeText = params.get('income');
  const income = incomeText !== null && incomeText !== '' && familyIncomeIssue(Number(incomeText)) === null ? incomeText : undefined;
  return {
    sort: isSort(sort) ? sort : 'grade',
    state: isUsState(state) ? state : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    income,
  };
}

/** The query of GET /api/majors/:cip for these filters, keys in the order the page's client writes them. */
export function majorDetailRequest(filters: MajorPageFilters): { sort: MajorCollegeSort; page: string; state?: UsState; income?: string } {
  return {
    sort: filters.sort,
    page: String(filters.page),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.income !== undefined ? { income: filters.income } : {}),
  };
}

/** An API address with its query as the app's client serializes it (URLSearchParams, in the object's key order). */
export function apiAddress(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The parameters each page reads from its address; a server render is made only for an address naming no other. */
const PAGE_PARAMETERS: Readonly<Record<'colleges' | 'majors', readonly string[]>> = {
  colleges: ['plannedDebt'],
  majors: ['sort', 'state', 'page', 'income'],
};

/**
 * Whether an address's query holds only what its page reads, each once and valid: an address padded with made-up
 * parameters is a copy no visitor needs rendered, only a way to make the server render again.
 */
export function pageQueryIsCanonical(page: 'colleges' | 'majors', params: URLSearchParams): boolean {
  const allowed = PAGE_PARAMETERS[page];
  const keys = [...params.keys()];
  if (keys.some((key) => !allowed.includes(key)) || new Set(keys).size !== keys.length) return false;
  if (page === 'colleges') return !params.has('plannedDebt') || plannedDebtOf(params) !== null;
  const filters = majorPageFilters(params);
  return (
    (!params.has('sort') || filters.sort === params.get('sort')) &&
    (!params.has('state') || filters.state === params.get('state')) &&
    (!params.has('page') || String(filters.page) === params.get('page')) &&
    (!params.has('income') || filters.income === params.get('income'))
  );
}
