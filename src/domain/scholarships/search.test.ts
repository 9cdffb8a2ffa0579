import { describe, expect, it } from 'vitest';
import type { Scholarship } from './schemas';
import { compareByDeadline, deadlineCalendar, foldText, searchScholarships } from './search';

const source = {
  publisher: 'Test',
  title: 'Test',
  url: 'https://example.org/',
  checked: '2026-11-22',
  confirms: 'Test fixture for the search.',
};

function scholarship(overrides: Partial<Scholarship> & Pick<Scholarship, 'id' | 'name'>): Scholarship {
  return {
    sponsor: 'Example Foundation',
    amount: '$1,000',
    amountMax: 1_000,
    usualDeadlineMonth: 3,
    gradeLevels: ['high-school-senior'],
    fields: ['any'],
    basis: 'merit',
    eligibility: 'High school seniors.',
    url: 'https://example.org/apply',
    source,
    ...overrides,
  };
}

const LIST: readonly Scholarship[] = [
  scholarship({ id: 'zeta-stem', name: 'Zeta STEM Award', fields: ['stem'], usualDeadlineMonth: 1, amountMax: 5_000, basis: 'merit' }),
  scholarship({
    id: 'alpha-need',
    name: 'Alpha Need Grant',
    basis: 'need',
    usualDeadlineMonth: 1,
    amountMax: 2_500,
    gradeLevels: ['undergraduate'],
  }),
  scholarship({
    id: 'live-mas',
    name: 'Live Más Scholarship',
    sponsor: 'Taco Bell Foundation',
    usualDeadlineMonth: 12,
    amountMax: 25_000,
    eligibility: 'Ages 16 to 26 who share their passion in a video.',
    gradeLevels: ['high-school-senior', 'undergraduate'],
  }),
  scholarship({ id: 'full-ride', name: 'Full Ride Match', amount: 'Full tuition', amountMax: null, usualDeadlineMonth: 9, basis: 'both' }),
  scholarship({
    id: 'rolling-nursing',
    name: 'Nursing Corps',
    fields: ['health'],
    usualDeadlineMonth: null,
    basis: 'need',
    gradeLevels: ['undergraduate', 'graduate'],
  }),
  scholarship({ id: 'unknown-basis', name: 'Mystery Award', basis: null, usualDeadlineMonth: 9, amountMax: 10_000 }),
  scholarship({ id: 'beta-arts', name: 'beta Arts Prize', fields: ['arts', 'humanities'], usualDeadlineMonth: 1, amountMax: 10_000 }),
];

const ids = (page: { items: readonly Scholarship[] }) => page.items.map((item) => item.id);

describe('searchScholarships: order', () => {
  it('sorts by deadline month, then name ignoring case, with unknown months last', () => {
    expect(ids(searchScholarships(LIST))).toEqual([
      'alpha-need',
      'beta-arts',
      'zeta-stem',
      'full-ride',
      'unknown-basis',
      'live-mas',
      'rolling-nursing',
    ]);
  });

  it('does not modify the list it is given', () => {
    const before = LIST.map((item) => item.id);
    searchScholarships(LIST, { q: 'award' });
    expect(LIST.map((item) => item.id)).toEqual(before);
  });

  it('breaks a tie on month and name by id, so the order never depends on input order', () => {
    const twins = [scholarship({ id: 'b-twin', name: 'Twin' }), scholarship({ id: 'a-twin', name: 'Twin' })];
    expect(ids(searchScholarships(twins))).toEqual(['a-twin', 'b-twin']);
    expect(ids(searchScholarships([...twins].reverse()))).toEqual(['a-twin', 'b-twin']);
    expect(compareByDeadline(twins[0]!, twins[0]!)).toBe(0);
  });
});

describe('searchScholarships: text', () => {
  it('matches name, sponsor, eligibility and fields without regard to case', () => {
    expect(ids(searchScholarships(LIST, { q: 'ZETA' }))).toEqual(['zeta-stem']);
    expect(ids(searchScholarships(LIST, { q: 'taco bell' }))).toEqual(['live-mas']);
    expect(ids(searchScholarships(LIST, { q: 'passion video' }))).toEqual(['live-mas']);
    expect(ids(searchScholarships(LIST, { q: 'health' }))).toEqual(['rolling-nursing']);
  });

  it('needs every word, in any order, and ignores accents and extra spaces', () => {
    expect(ids(searchScholarships(LIST, { q: '  mas   live ' }))).toEqual(['live-mas']);
    expect(ids(searchScholarships(LIST, { q: 'live nursing' }))).toEqual([]);
    expect(foldText('Live Más')).toBe('live mas');
  });

  it('treats an empty or blank query as no filter', () => {
    expect(searchScholarships(LIST, { q: '' }).total).toBe(LIST.length);
    expect(searchScholarships(LIST, { q: '   ' }).total).toBe(LIST.length);
  });
});

describe('searchScholarships: filters', () => {
  it('filters by grade level', () => {
    expect(ids(searchScholarships(LIST, { gradeLevel: 'graduate' }))).toEqual(['rolling-nursing']);
    expect(ids(searchScholarships(LIST, { gradeLevel: 'undergraduate' }))).toEqual(['alpha-need', 'live-mas', 'rolling-nursing']);
  });

  it('lists awards for a field together with awards open to any field', () => {
    const stem = ids(searchScholarships(LIST, { field: 'stem' }));
    expect(stem).toContain('zeta-stem');
    expect(stem).toContain('live-mas');
    expect(stem).not.toContain('beta-arts');
    expect(stem).not.toContain('rolling-nursing');
    expect(ids(searchScholarships(LIST, { field: 'humanities' }))).toContain('beta-arts');
  });

  it('keeps only awards known to reach the minimum amount, including one exactly at it', () => {
    expect(ids(searchScholarships(LIST, { minAmount: 10_000 }))).toEqual(['beta-arts', 'unknown-basis', 'live-mas']);
    expect(ids(searchScholarships(LIST, { minAmount: 10_001 }))).toEqual(['live-mas']);
  });

  it('treats a minimum of 0 as no filter, so awards with unknown amounts stay', () => {
    expect(searchScholarships(LIST, { minAmount: 0 }).total).toBe(LIST.length);
  });

  it('filters by the usual deadline month', () => {
    expect(ids(searchScholarships(LIST, { deadlineMonth: 9 }))).toEqual(['full-ride', 'unknown-basis']);
    expect(ids(searchScholarships(LIST, { deadlineMonth: 6 }))).toEqual([]);
  });

  it('lists need-based awards with those weighing both, and likewise merit; "both" means both only', () => {
    expect(ids(searchScholarships(LIST, { basis: 'need' }))).toEqual(['alpha-need', 'full-ride', 'rolling-nursing']);
    expect(ids(searchScholarships(LIST, { basis: 'merit' }))).toEqual(['beta-arts', 'zeta-stem', 'full-ride', 'live-mas']);
    expect(ids(searchScholarships(LIST, { basis: 'both' }))).toEqual(['full-ride']);
  });

  it('leaves an award with an unconfirmed basis out of every basis filter', () => {
    for (const basis of ['need', 'merit', 'both'] as const) {
      expect(ids(searchScholarships(LIST, { basis }))).not.toContain('unknown-basis');
    }
  });

  it('combines filters', () => {
    const page = searchScholarships(LIST, {
      gradeLevel: 'high-school-senior',
      field: 'arts',
      minAmount: 5_000,
      deadlineMonth: 1,
      basis: 'merit',
      q: 'prize',
    });
    expect(ids(page)).toEqual(['beta-arts']);
    expect(page.total).toBe(1);
  });
});

describe('searchScholarships: pages', () => {
  it('returns the page asked for with the total across pages', () => {
    expect(searchScholarships(LIST, { page: 1, pageSize: 3 })).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(ids(searchScholarships(LIST, { page: 2, pageSize: 3 }))).toEqual(['full-ride', 'unknown-basis', 'live-mas']);
    expect(ids(searchScholarships(LIST, { page: 3, pageSize: 3 }))).toEqual(['rolling-nursing']);
  });

  it('returns no items past the last page, still with the total', () => {
    expect(searchScholarships(LIST, { page: 9, pageSize: 3 })).toEqual({ items: [], total: 7, page: 9, pageSize: 3 });
  });

  it('defaults to page 1 of 20 and keeps the page size between 1 and 50', () => {
    expect(searchScholarships(LIST)).toMatchObject({ page: 1, pageSize: 20 });
    expect(searchScholarships(LIST, { pageSize: 500 }).pageSize).toBe(50);
    expect(searchScholarships(LIST, { pageSize: 0, page: 0 })).toMatchObject({ pageSize: 1, page: 1 });
  });

  it('returns an empty page for an empty list', () => {
    expect(searchScholarships([], { q: 'anything' })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('deadlineCalendar', () => {
  it('lists twelve months in order, each with its scholarships by name, and the rest under "varies"', () => {
    const calendar = deadlineCalendar(LIST);
    expect(calendar.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calendar.months[0]!.scholarships.map((s) => s.id)).toEqual(['alpha-need', 'beta-arts', 'zeta-stem']);
    expect(calendar.months[8]!.scholarships.map((s) => s.name)).toEqual(['Full Ride Match', 'Mystery Award']);
    expect(calendar.months[11]!.scholarships).toEqual([{ id: 'live-mas', name: 'Live Más Scholarship' }]);
    expect(calendar.months[5]!.scholarships).toEqual([]);
    expect(calendar.varies).toEqual([{ id: 'rolling-nursing', name: 'Nursing Corps' }]);
  });

  it('places every scholarship exactly once', () => {
    const calendar = deadlineCalendar(LIST);
    const placed = [...calendar.months.flatMap((m) => m.scholarships), ...calendar.varies].map((s) => s.id);
    expect(placed.sort()).toEqual(LIST.map((s) => s.id).sort());
  });
});
