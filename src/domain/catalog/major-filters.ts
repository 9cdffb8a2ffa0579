import { familyIncomeIssue } from '../prices/brackets';
import { US_STATES, type UsState } from './us-states';

/*
 * A field-of-study page's address: its 4-digit CIP series and the filters of its college list. Plain values and
 * functions, no zod: the web app reads an address with them before the page's code has loaded, to ask for the page's
 * data at once.
 */

/** A 4-digit CIP series as the pages and the API write it: "42.01". */
export const CIP_SERIES_PATTERN = /^\d{2}\.\d{2}$/;

/** How the colleges of a field-of-study page are ordered: lowest median debt, highest first-year earnings, best grade, lowest price. */
export const MAJOR_COLLEGE_SORTS = ['debt', 'earnings', 'grade', 'price'] as const;
export type MajorCollegeSort = (typeof MAJOR_COLLEGE_SORTS)[number];

/** The highest page number the API takes. */
const MAX_PAGE = 10_000;

/** The college list's filters as the address holds them; `income` stays the address's text (whole dollars). */
export interface MajorFilters {
  sort: MajorCollegeSort;
  state: UsState | undefined;
  page: number;
  income: string | undefined;
}

const isSort = (value: string | null): value is MajorCollegeSort => (MAJOR_COLLEGE_SORTS as readonly (string | null)[]).includes(value);
/** Whether a text is one of the state codes the college list filters by. */
export const isUsState = (value: string | null): value is UsState => (US_STATES as readonly (string | null)[]).includes(value);

/** The filters in an address's query, each kept only when valid (a hand-edited bad value falls back to the default). */
export function majorFiltersOf(params: URLSearchParams): MajorFilters {
  const sort = params.get('sort');
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  const incomeText = params.get('income');
  const income = incomeText !== null && incomeText !== '' && familyIncomeIssue(Number(incomeText)) === null ? incomeText : undefined;
  return {
    sort: isSort(sort) ? sort : 'grade',
    state: isUsState(state) ? state : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    income,
  };
}

/** GET /api/majors/:cip's query for these filters: the sort and page always, the state and income when chosen. */
export function majorRequestOf(filters: MajorFilters): { sort: MajorCollegeSort; page: string; state?: UsState; income?: string } {
  return {
    sort: filters.sort,
    page: String(filters.page),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.income !== undefined ? { income: filters.income } : {}),
  };
}
