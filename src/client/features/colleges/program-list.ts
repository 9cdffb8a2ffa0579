import type { CredentialLevel } from '@domain/catalog/program-values';
import type { FinancialGradeResult } from '@domain/finance/grade';

/*
 * The college page's program list: searched, filtered, sorted and paged in the browser (a college reports at most a
 * few hundred programs, all in one answer), with the choices kept in the address so a link or Back restores them.
 */

export const PROGRAM_SORTS = ['name', 'graduates', 'debt', 'earnings', 'grade'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];
export const PROGRAMS_PAGE_SIZE = 20;

/** The program fields the list reads. */
export interface ListedProgram {
  cip: string;
  title: string;
  majorName: string | null;
  credentialLevel: CredentialLevel;
  graduates: number | null;
  medianDebt: number | null;
  medianEarnings: number | null;
  grade: FinancialGradeResult;
}

export interface ProgramListQuery {
  q: string;
  credential: CredentialLevel | null;
  sort: ProgramSort;
  page: number;
}

/** A figure not reported sorts last whatever the order; ties go by title, then credential. */
function byFigure(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

function compare(sort: ProgramSort, a: ListedProgram, b: ListedProgram): number {
  switch (sort) {
    case 'graduates':
      return byFigure(a.graduates, b.graduates, -1);
    case 'debt':
      return byFigure(a.medianDebt, b.medianDebt, 1);
    case 'earnings':
      return byFigure(a.medianEarnings, b.medianEarnings, -1);
    case 'grade':
      // The best grade is the lowest debt-to-earnings ratio; no grade last.
      return byFigure(a.grade.debtToIncome, b.grade.debtToIncome, 1);
    case 'name':
      return 0;
  }
}

/** Lower case without accents, so "psicologia" finds "Psicología" and "ART" finds "Art". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The programs matching the search and credential, in the chosen order, and the page asked for (clamped). */
export function listPrograms<P extends ListedProgram>(
  programs: readonly P[],
  query: ProgramListQuery,
): { items: P[]; total: number; page: number; pageCount: number } {
  const words = folded(query.q).split(/\s+/).filter(Boolean);
  const matching = programs.filter((program) => {
    if (query.credential !== null && program.credentialLevel !== query.credential) return false;
    const text = folded(`${program.title} ${program.majorName ?? ''} ${program.cip}`);
    return words.every((word) => text.includes(word));
  });
  const sorted = [...matching].sort(
    (a, b) =>
      compare(query.sort, a, b) ||
      a.title.localeCompare(b.title) ||
      a.cip.localeCompare(b.cip) ||
      a.credentialLevel.localeCompare(b.credentialLevel),
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / PROGRAMS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return {
    items: sorted.slice((page - 1) * PROGRAMS_PAGE_SIZE, page * PROGRAMS_PAGE_SIZE),
    total: sorted.length,
    page,
    pageCount,
  };
}

/** The list's choices from the address (unknown values fall back to the defaults). */
export function programListQuery(params: URLSearchParams, credentials: readonly CredentialLevel[]): ProgramListQuery {
  const sort = params.get('sort');
  const credential = params.get('credential');
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    credential: credentials.find((level) => level === credential) ?? null,
    sort: PROGRAM_SORTS.find((value) => value === sort) ?? 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
