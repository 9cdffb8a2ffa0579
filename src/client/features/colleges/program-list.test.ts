import { describe, expect, it } from 'vitest';
import { CREDENTIAL_LEVELS } from '@domain/catalog/programs';
import { listPrograms, programListQuery, PROGRAMS_PAGE_SIZE, type ListedProgram } from './program-list';

const program = (title: string, overrides: Partial<ListedProgram> = {}): ListedProgram => ({
  cip: '42.01',
  title,
  majorName: null,
  credentialLevel: 'bachelor',
  graduates: null,
  medianDebt: null,
  medianEarnings: null,
  grade: { grade: 'N/A', risk: null, debtToIncome: null },
  ...overrides,
});
const query = { q: '', credential: null, sort: 'name' as const, page: 1 };

describe('listPrograms', () => {
  it('searches titles without regard to case or accents, and by the curated major name', () => {
    const programs = [program('Psicología'), program('Nursing', { majorName: 'Enfermería' }), program('Art')];
    expect(listPrograms(programs, { ...query, q: 'PSICOLOGIA' }).items.map((p) => p.title)).toEqual(['Psicología']);
    expect(listPrograms(programs, { ...query, q: 'enfermeria' }).items.map((p) => p.title)).toEqual(['Nursing']);
  });

  it('filters by credential', () => {
    const programs = [program('A', { credentialLevel: 'associate' }), program('B')];
    expect(listPrograms(programs, { ...query, credential: 'associate' }).items.map((p) => p.title)).toEqual(['A']);
  });

  it('sorts a figure best first and puts the unreported last in both directions', () => {
    const programs = [program('A', { medianDebt: 30_000 }), program('B'), program('C', { medianDebt: 10_000 })];
    expect(listPrograms(programs, { ...query, sort: 'debt' }).items.map((p) => p.title)).toEqual(['C', 'A', 'B']);
    const earning = [program('A', { medianEarnings: 30_000 }), program('B'), program('C', { medianEarnings: 50_000 })];
    expect(listPrograms(earning, { ...query, sort: 'earnings' }).items.map((p) => p.title)).toEqual(['C', 'A', 'B']);
  });

  it('sorts by grade on the debt-to-earnings ratio', () => {
    const graded = (title: string, debtToIncome: number | null) =>
      program(title, { grade: { grade: debtToIncome === null ? 'N/A' : 'A', risk: null, debtToIncome } });
    expect(
      listPrograms([graded('A', 1.2), graded('B', null), graded('C', 0.3)], { ...query, sort: 'grade' }).items.map((p) => p.title),
    ).toEqual(['C', 'A', 'B']);
  });

  it('pages, clamping a page past the end to the last', () => {
    const programs = Array.from({ length: PROGRAMS_PAGE_SIZE + 3 }, (_, index) => program(`P${String(index).padStart(2, '0')}`));
    const second = listPrograms(programs, { ...query, page: 2 });
    expect(second).toMatchObject({ total: PROGRAMS_PAGE_SIZE + 3, page: 2, pageCount: 2 });
    expect(second.items).toHaveLength(3);
    expect(listPrograms(programs, { ...query, page: 9 }).page).toBe(2);
  });
});

describe('programListQuery', () => {
  it('reads the address and falls back to the defaults for unknown values', () => {
    expect(programListQuery(new URLSearchParams('q=art&credential=master&sort=debt&page=3'), CREDENTIAL_LEVELS)).toEqual({
      q: 'art',
      credential: 'master',
      sort: 'debt',
      page: 3,
    });
    expect(programListQuery(new URLSearchParams('credential=phd&sort=fun&page=-1'), CREDENTIAL_LEVELS)).toEqual(query);
  });
});
