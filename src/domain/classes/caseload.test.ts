import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  bulkRemindSchema,
  BULK_REMIND_MAX,
  CASELOAD_PAGE_SIZE,
  caseloadPage,
  caseloadQuerySchema,
  caseloadRow,
  currentStep,
  STUCK_DAYS,
  type CaseloadFacts,
  type CaseloadQuery,
} from './caseload';
import { STEP_IDS } from './rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-06T12:00:00.000Z');
const CLASS = '00000000-0000-4000-8000-000000000001';
const OTHER_CLASS = '00000000-0000-4000-8000-000000000002';

const steps = (done: number) => STEP_IDS.map((id, index) => ({ id, done: index < done }));
function facts(name: string, extra: Partial<CaseloadFacts> = {}): CaseloadFacts {
  return {
    memberId: `m-${name}`,
    name,
    classes: [{ classId: CLASS, memberId: `m-${name}`, className: 'Period 3', gradeLevel: 11 }],
    joinedAt: NOW - 2 * DAY,
    lastActiveAt: null,
    percent: 0,
    steps: steps(0),
    stepsDoneAt: {},
    hollandCode: null,
    grade: null,
    finances: null,
    assignments: [],
    ...extra,
  };
}
const done = (count: number, at: number): Partial<CaseloadFacts> => ({
  steps: steps(count),
  percent: count * 20,
  stepsDoneAt: Object.fromEntries(STEP_IDS.slice(0, count).map((id) => [id, at])),
});
const query = (change: Partial<CaseloadQuery> = {}): CaseloadQuery => ({ ...caseloadQuerySchema.parse({}), ...change });

describe('who needs attention', () => {
  it('flags a financial grade of C, D or F with the debt and the pay, and not a C+ or a student without a plan', () => {
    const graded = (grade: CaseloadFacts['grade']) =>
      attentionReasons(facts('A', { grade, finances: { monthlyIncome: 3000, plannedDebt: 80_000, debtToIncome: 80_000 / 36_000 } }), NOW);
    expect(graded('D')).toEqual([{ kind: 'debt', grade: 'D', plannedDebt: 80_000, monthlyIncome: 3000, debtToIncome: 80_000 / 36_000 }]);
    expect(graded('C').map((reason) => reason.kind)).toEqual(['debt']);
    expect(graded('F').map((reason) => reason.kind)).toEqual(['debt']);
    expect(graded('C+')).toEqual([]);
    expect(attentionReasons(facts('No plan', { grade: null, finances: null }), NOW)).toEqual([]);
  });

  it('flags an assignment not done after the end of its due day, counting whole days late, most late first', () => {
    const assignment = (id: string, dueOn: string, status: 'done' | 'late' | 'not-done') => ({
      id,
      classId: CLASS,
      step: 'career-quiz' as const,
      dueOn,
      status,
    });
    const reasons = attentionReasons(
      facts('B', {
        assignments: [
          assignment('a1', '2026-12-06', 'not-done'), // due today: not yet overdue
          assignment('a2', '2026-12-05', 'not-done'), // ended 12 hours ago: 1 day
          assignment('a3', '2026-11-30', 'not-done'),
          assignment('a4', '2026-11-01', 'late'),
          assignment('a5', '2026-11-01', 'done'),
        ],
      }),
      NOW,
    );
    expect(
      reasons.map((reason) => (reason.kind === 'overdue' ? [reason.assignmentId, reason.days, reason.className] : reason.kind)),
    ).toEqual([
      ['a3', 6, 'Period 3'],
      ['a2', 1, 'Period 3'],
    ]);
  });

  it('flags a next step waiting 14 days since the last finished step, or since joining when none is done, and never a finished student', () => {
    const at13 = attentionReasons(facts('C', { ...done(2, NOW - 13 * DAY - 23 * 60 * 60 * 1000) }), NOW);
    expect(at13).toEqual([]);
    const at14 = attentionReasons(facts('C', { ...done(2, NOW - STUCK_DAYS * DAY) }), NOW);
    expect(at14).toEqual([{ kind: 'stuck', step: 'college-quiz', days: 14, since: 'step' }]);
    // The latest finished step counts: a recent step resets the wait.
    const recent = facts('C', { ...done(2, NOW - 40 * DAY), stepsDoneAt: { journey: NOW - 40 * DAY, 'career-quiz': NOW - DAY } });
    expect(attentionReasons(recent, NOW)).toEqual([]);
    expect(attentionReasons(facts('D', { joinedAt: NOW - 20 * DAY }), NOW)).toEqual([
      { kind: 'stuck', step: 'journey', days: 20, since: 'joined' },
    ]);
    expect(attentionReasons(facts('E', { ...done(5, NOW - 90 * DAY), percent: 100 }), NOW)).toEqual([]);
  });

  it('the current step is the first not done; none once the premium feedback makes 100%', () => {
    expect(currentStep({ steps: steps(3), percent: 60 })).toBe('financial-expectations');
    expect(currentStep({ steps: steps(4), percent: 100 })).toBeNull();
  });
});

describe('urgency', () => {
  const debt = (grade: 'C' | 'D' | 'F', ratio: number) => ({
    grade,
    finances: { monthlyIncome: 1000, plannedDebt: ratio * 12_000, debtToIncome: ratio },
  });
  const overdue = (days: number) => ({
    assignments: [
      {
        id: 'a',
        classId: CLASS,
        step: 'journey' as const,
        dueOn: new Date(NOW - days * DAY - DAY).toISOString().slice(0, 10),
        status: 'not-done' as const,
      },
    ],
  });

  it('puts F before D before C, the larger debt first within a grade, then overdue work, then a stalled step; reasons add up', () => {
    const rows = [
      facts('Stalled', { joinedAt: NOW - 30 * DAY }),
      facts('Grade C', debt('C', 2.05)),
      facts('Overdue', overdue(3)),
      facts('Grade F', debt('F', 4)),
      facts('Grade D small', debt('D', 2.2)),
      facts('Grade D large', debt('D', 3)),
      facts('Grade D and overdue', { ...debt('D', 2.2), ...overdue(1) }),
      facts('Fine'),
    ].map((row) => caseloadRow(row, NOW));
    const page = caseloadPage(rows, query({ show: 'all' }), NOW);
    expect(page.items.map((row) => row.name)).toEqual([
      'Grade F',
      'Grade D and overdue',
      'Grade D large',
      'Grade D small',
      'Grade C',
      'Overdue',
      'Stalled',
      'Fine',
    ]);
    expect(page.items.at(-1)!.urgency).toBe(0);
  });
});

describe('the caseload page', () => {
  const rows = [
    facts('Ana Diaz', { grade: 'D', finances: { monthlyIncome: 2000, plannedDebt: 60_000, debtToIncome: 2.5 }, ...done(4, NOW - DAY) }),
    facts('Ben Ode', {
      classes: [
        { classId: CLASS, memberId: 'm-Ben Ode', className: 'Period 3', gradeLevel: 11 },
        { classId: OTHER_CLASS, memberId: 'm-Ben-2', className: 'Seniors', gradeLevel: 12 },
      ],
      ...done(1, NOW - DAY),
      assignments: [{ id: 'x', classId: OTHER_CLASS, step: 'career-quiz', dueOn: '2026-12-01', status: 'not-done' }],
    }),
    facts('Cy Lee', { grade: 'A', ...done(5, NOW - DAY), percent: 100 }),
    facts('Dee Roe', {
      ...done(2, NOW - DAY),
      assignments: [{ id: 'y', classId: CLASS, step: 'journey', dueOn: '2026-11-01', status: 'late' }],
    }),
  ].map((row) => caseloadRow(row, NOW));

  it('opens on the students who need attention, most urgent first, and counts the rest', () => {
    const page = caseloadPage(rows, query(), NOW);
    expect(page.items.map((row) => row.name)).toEqual(['Ana Diaz', 'Ben Ode']);
    expect(page).toMatchObject({ total: 2, students: 4, attention: 2, page: 1, pageCount: 1, pageSize: CASELOAD_PAGE_SIZE });
  });

  it('filters by name, step, financial grade, grade level, class and assignment status', () => {
    const names = (change: Partial<CaseloadQuery>) =>
      caseloadPage(rows, query({ show: 'all', ...change }), NOW).items.map((row) => row.name);
    expect(names({ q: 'OD' })).toEqual(['Ben Ode']);
    expect(names({ step: 'career-quiz' })).toEqual(['Ben Ode']);
    expect(names({ step: 'done' })).toEqual(['Cy Lee']);
    expect(names({ grade: 'D' })).toEqual(['Ana Diaz']);
    expect(names({ grade: 'none' })).toEqual(['Ben Ode', 'Dee Roe']);
    expect(names({ gradeLevel: 12 })).toEqual(['Ben Ode']);
    expect(names({ classId: OTHER_CLASS })).toEqual(['Ben Ode']);
    expect(names({ assignmentStatus: 'overdue' })).toEqual(['Ben Ode']);
    expect(names({ assignmentStatus: 'late' })).toEqual(['Dee Roe']);
    // With a class chosen, only that class's assignments count.
    expect(names({ classId: CLASS, assignmentStatus: 'not-done' })).toEqual([]);
  });

  it('sorts by name, progress and last active, either way', () => {
    const names = (change: Partial<CaseloadQuery>) =>
      caseloadPage(rows, query({ show: 'all', ...change }), NOW).items.map((row) => row.name);
    expect(names({ sort: 'name', dir: 'desc' })).toEqual(['Dee Roe', 'Cy Lee', 'Ben Ode', 'Ana Diaz']);
    expect(names({ sort: 'progress' })).toEqual(['Ben Ode', 'Dee Roe', 'Ana Diaz', 'Cy Lee']);
  });

  it('pages by 50 and keeps a page past the end on the last page', () => {
    const many = Array.from({ length: 120 }, (_, index) => caseloadRow(facts(`Student ${String(index).padStart(3, '0')}`), NOW));
    const second = caseloadPage(many, query({ show: 'all', sort: 'name', page: 2 }), NOW);
    expect(second.items).toHaveLength(50);
    expect(second.items[0]!.name).toBe('Student 050');
    expect(caseloadPage(many, query({ show: 'all', page: 99 }), NOW)).toMatchObject({ page: 3, pageCount: 3 });
    expect(caseloadPage(many, query({ show: 'all', page: 3 }), NOW).items).toHaveLength(20);
  });
});

describe('the query and reminder schemas', () => {
  it('defaults to who needs attention, most urgent first, page 1', () => {
    expect(caseloadQuerySchema.parse({})).toEqual({ show: 'attention', q: '', sort: 'urgency', dir: 'asc', page: 1 });
    expect(caseloadQuerySchema.parse({ page: '3', gradeLevel: '9', q: '  ana ' })).toMatchObject({ page: 3, gradeLevel: 9, q: 'ana' });
  });

  it('refuses unknown values and parameters with codes', () => {
    const codes = (input: Record<string, string>) => caseloadQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(codes({ page: '0' })).toEqual(['caseload.page']);
    expect(codes({ page: 'two' })).toEqual(['caseload.page']);
    expect(codes({ sort: 'grade' })).toEqual(['caseload.query']);
    expect(codes({ step: 'nap' })).toEqual(['caseload.query']);
    expect(codes({ gradeLevel: '5' })).toEqual(['caseload.query']);
    expect(codes({ classId: 'nope' })).toEqual(['caseload.class_id']);
    expect(codes({ q: 'x'.repeat(81) })).toEqual(['caseload.search']);
    expect(caseloadQuerySchema.safeParse({ educatorId: 'someone-else' }).success).toBe(false);
  });

  it('takes 1 to 100 member ids', () => {
    const id = '00000000-0000-4000-8000-000000000009';
    expect(bulkRemindSchema.safeParse({ memberIds: [id] }).success).toBe(true);
    expect(bulkRemindSchema.safeParse({ memberIds: [] }).error?.issues[0]?.message).toBe('caseload.students');
    expect(bulkRemindSchema.safeParse({ memberIds: Array(BULK_REMIND_MAX + 1).fill(id) }).success).toBe(false);
    expect(bulkRemindSchema.safeParse({ memberIds: ['x'] }).error?.issues[0]?.message).toBe('caseload.students');
  });
});
