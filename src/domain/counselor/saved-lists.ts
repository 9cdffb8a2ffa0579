/*
 * The student's saved careers and colleges in the counselor: which
 * saved list a question asks about, and the orders the offline counselor
 * answers in. Pure; the server reads the lists and the catalog rows.
 */

export type SavedListAsked = 'careers' | 'colleges' | 'both';

const SAVED =
  /\bmy saved\b|\bsaved (careers?|colleges?|schools?|universit(y|ies)|jobs?|list|ones)\b|\b(careers?|colleges?|schools?|universit(y|ies)|jobs?|ones) (that )?i(['’]ve| have)? saved\b|\bmy (saved )?(list|bookmarks)\b/;
const COLLEGE = /\b(colleges?|schools?|universit(y|ies)|campus(es)?)\b/;
const CAREER = /\b(careers?|jobs?|occupations?|professions?)\b/;

/** Which saved list the question is about, or null when it does not ask about a saved list. */
export function savedListAsked(question: string): SavedListAsked | null {
  const q = question.toLowerCase();
  if (!SAVED.test(q)) return null;
  const colleges = COLLEGE.test(q);
  const careers = CAREER.test(q);
  if (colleges && !careers) return 'colleges';
  if (careers && !colleges) return 'careers';
  return 'both';
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lowest average net price first; a college that reports none goes last (never counted as $0). */
export function cheapestFirst<T extends { name: string; averageNetPrice: number | null }>(colleges: readonly T[]): T[] {
  return [...colleges].sort((a, b) => {
    if (a.averageNetPrice === null || b.averageNetPrice === null) {
      return a.averageNetPrice === b.averageNetPrice ? byName(a.name, b.name) : a.averageNetPrice === null ? 1 : -1;
    }
    return a.averageNetPrice - b.averageNetPrice || byName(a.name, b.name);
  });
}

/** Highest median pay first; a career that reports none goes last. */
export function bestPaidFirst<T extends { title: string; medianPay: number | null }>(careers: readonly T[]): T[] {
  return [...careers].sort((a, b) => {
    if (a.medianPay === null || b.medianPay === null) {
      return a.medianPay === b.medianPay ? byName(a.title, b.title) : a.medianPay === null ? 1 : -1;
    }
    return b.medianPay - a.medianPay || byName(a.title, b.title);
  });
}
