import { describe, expect, it } from 'vitest';
import {
  assignmentStatus,
  canSendReminder,
  classTotals,
  isTimeZone,
  localDate,
  localDateTime,
  shownPartition,
  SMALL_GROUP,
  csvCell,
  isDomainVerified,
  isOverdue,
  matchesFilter,
  nextStep,
  REMINDER_INTERVAL_MS,
  ROSTER_CSV_HEADER,
  rosterCsv,
  rosterPage,
  rosterStatus,
  STEP_IDS,
  stepsDoneAt,
  type RosterRow,
} from './rules';
import { assignmentInputSchema, classInputSchema, joinClassSchema } from './schemas';

const CLASS = { name: 'Seminar', gradeLevel: 13, timeZone: 'UTC' };
const steps = (done: number) => STEP_IDS.map((id, index) => ({ id, done: index < done }));
function row(name: string, done: number, extra: Partial<RosterRow> = {}): RosterRow {
  return {
    memberId: `m-${name}`,
    name,
    schoolId: null,
    joinedAt: '2026-11-01T00:00:00.000Z',
    lastActiveAt: null,
    percent: Math.round((100 * done) / 5),
    steps: steps(done),
    hollandCode: null,
    topCareers: [],
    topMajors: [],
    grade: null,
    collegeMatches: 0,
    collegesSaved: 0,
    premiumDone: false,
    assignments: [],
    ...extra,
  };
}

describe('roster status and filters', () => {
  it('is not started at 0 steps, in progress from 1 to 4, done at 5 or at 100%', () => {
    expect(rosterStatus(row('a', 0))).toBe('not-started');
    expect(rosterStatus(row('a', 1))).toBe('in-progress');
    expect(rosterStatus(row('a', 4))).toBe('in-progress');
    expect(rosterStatus(row('a', 5))).toBe('done');
    expect(rosterStatus({ ...row('a', 2), percent: 100 })).toBe('done');
  });

  it('is stuck on the first step not done; a done student is stuck nowhere', () => {
    expect(nextStep(row('a', 1))).toBe('career-quiz');
    expect(nextStep(row('a', 4))).toBe('premium-journey');
    expect(nextStep(row('a', 5))).toBeNull();
    expect(matchesFilter(row('a', 1), 'stuck', 'career-quiz')).toBe(true);
    expect(matchesFilter(row('a', 1), 'stuck', 'college-quiz')).toBe(false);
    expect(matchesFilter(row('a', 0), 'stuck')).toBe(false);
    expect(matchesFilter(row('a', 5), 'stuck')).toBe(false);
    expect(matchesFilter(row('a', 3), 'stuck')).toBe(true);
  });
});

describe('roster page', () => {
  const rows = [row('bea', 2), row('Adam', 0), row('cleo', 5), row('dan', 2, { lastActiveAt: '2026-11-20T00:00:00.000Z' })];
  const query = { filter: 'all' as const, sort: 'name' as const, dir: 'asc' as const, q: '', page: 1 };

  it('sorts by name in any case, by progress and by last active (never active first ascending)', () => {
    expect(rosterPage(rows, query).items.map((r) => r.name)).toEqual(['Adam', 'bea', 'cleo', 'dan']);
    expect(rosterPage(rows, { ...query, sort: 'progress', dir: 'desc' }).items.map((r) => r.name)).toEqual(['cleo', 'dan', 'bea', 'Adam']);
    expect(rosterPage(rows, { ...query, sort: 'last-active', dir: 'desc' }).items[0]!.name).toBe('dan');
  });

  it('searches names in any case and counts after the filter', () => {
    expect(rosterPage(rows, { ...query, q: 'ADA' })).toMatchObject({ total: 1, items: [{ name: 'Adam' }] });
    expect(rosterPage(rows, { ...query, filter: 'done' }).total).toBe(1);
  });

  it('pages at the boundary and clamps a page past the end', () => {
    const many = Array.from({ length: 26 }, (_, index) => row(`s${String(index).padStart(2, '0')}`, 1));
    expect(rosterPage(many, query, 25)).toMatchObject({ total: 26, pageCount: 2, page: 1 });
    expect(rosterPage(many, query, 25).items).toHaveLength(25);
    expect(rosterPage(many, { ...query, page: 2 }, 25).items.map((r) => r.name)).toEqual(['s25']);
    expect(rosterPage(many, { ...query, page: 9 }, 25).page).toBe(2);
    expect(rosterPage(many.slice(0, 25), query, 25).pageCount).toBe(1);
    expect(rosterPage([], query, 25)).toMatchObject({ total: 0, pageCount: 1, items: [] });
  });
});

describe('class totals', () => {
  it('counts the funnel per step, first interest letters, grades and each student’s majors once', () => {
    const totals = classTotals([
      row('a', 2, { hollandCode: 'IRC', grade: 'A', topMajors: ['Nursing', 'Nursing', 'Biology'] }),
      row('b', 1, { hollandCode: 'SIA', grade: 'A', topMajors: ['Nursing'] }),
      row('c', 0),
    ]);
    // Three students: every count is under 5, so each is hidden, and so is every major.
    expect(totals.students).toBe(3);
    expect(totals.funnel.map((step) => step.done)).toEqual([null, null, null, null, null]);
    expect(totals.status).toEqual({ notStarted: null, inProgress: null, done: null });
    expect(totals.interests.every((area) => area.count === null)).toBe(true);
    expect(totals.grades.every((grade) => grade.count === null)).toBe(true);
    expect(totals.majors).toEqual([]);
    expect(totals.hiddenMajors).toBe(2);
    expect(totals.smallGroup).toBe(SMALL_GROUP);
  });

  it('shows a count of exactly 5, hides 4, and lists only majors chosen by 5 or more', () => {
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => row(`n${i}`, 2, { hollandCode: 'IRC', grade: 'A', topMajors: ['Nursing', 'Biology'] })),
      ...Array.from({ length: 4 }, (_, i) => row(`s${i}`, 1, { hollandCode: 'SIA', grade: 'B', topMajors: ['Nursing'] })),
      ...Array.from({ length: 6 }, (_, i) => row(`z${i}`, 0)),
    ];
    const totals = classTotals(rows);
    expect(totals.funnel.map((step) => step.done)).toEqual([9, 5, null, null, null]);
    expect(totals.majors).toEqual([
      { name: 'Nursing', count: 9 },
      { name: 'Biology', count: 5 },
    ]);
    expect(totals.hiddenMajors).toBe(0);
    expect(totals.interests.find((area) => area.area === 'I')?.count).toBe(5);
    expect(totals.interests.find((area) => area.area === 'none')?.count).toBe(6);
    // S (4) is hidden, and so are the zero areas; more than one hidden, so nothing more is needed.
    expect(totals.interests.find((area) => area.area === 'S')?.count).toBeNull();
    // Nobody done (hidden) is the only hidden status, so the smaller shown one goes too.
    expect(totals.status).toEqual({ notStarted: null, inProgress: 9, done: null });
  });

  it('hides everything for an empty class', () => {
    const totals = classTotals([]);
    expect(totals.funnel.every((step) => step.done === null)).toBe(true);
    expect(totals.majors).toEqual([]);
  });
});

describe('shownPartition', () => {
  it('hides every count under 5', () => {
    expect(shownPartition([5, 4, 0, 12])).toEqual([5, null, null, 12]);
  });

  it('hides the smallest shown count too when only one is hidden, so the class size minus the rest gives nothing away', () => {
    expect(shownPartition([7, 3, 20])).toEqual([null, null, 20]);
    expect(shownPartition([6, 6, 2])).toEqual([null, 6, null]);
    expect(shownPartition([5, 9])).toEqual([5, 9]);
    expect(shownPartition([4])).toEqual([null]);
  });
});

describe('CSV', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell(5)).toBe('5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
  });

  it('writes the header and one CRLF line per student', () => {
    const csv = rosterCsv([row('Ann', 2, { topMajors: ['Nursing', 'Biology'], grade: 'B+' })], [], CLASS);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(ROSTER_CSV_HEADER.join(','));
    expect(lines[1]).toBe('Ann,,College / other,Seminar,joined,40,yes,yes,no,no,no,,,,Nursing; Biology,B+,0,0,no');
    expect(lines[2]).toBe('');
  });
});

describe('verification and reminders', () => {
  it('matches the e-mail domain exactly, in any case', () => {
    expect(isDomainVerified('t@School.org', ['school.org'])).toBe(true);
    expect(isDomainVerified('t@evil-school.org', ['school.org'])).toBe(false);
    expect(isDomainVerified('t@sub.school.org', ['school.org'])).toBe(false);
    expect(isDomainVerified('school.org', ['school.org'])).toBe(false);
    expect(isDomainVerified('t@school.org', [])).toBe(false);
  });

  it('allows a reminder exactly a day after the last one, not a millisecond before', () => {
    const last = new Date('2026-11-20T10:00:00.000Z');
    expect(canSendReminder(null, last)).toBe(true);
    expect(canSendReminder(last, new Date(last.getTime() + REMINDER_INTERVAL_MS - 1))).toBe(false);
    expect(canSendReminder(last, new Date(last.getTime() + REMINDER_INTERVAL_MS))).toBe(true);
  });
});

describe('schemas', () => {
  it('takes a school year whose second half follows the first', () => {
    expect(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel: 9 }).success).toBe(true);
    expect(classInputSchema.safeParse({ name: 'A', schoolYear: '2099-00', gradeLevel: 9 }).success).toBe(true);
    expect(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-28', gradeLevel: 9 }).success).toBe(false);
    expect(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel: 5 }).success).toBe(false);
    expect(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel: 14 }).success).toBe(false);
    expect(classInputSchema.safeParse({ name: 'x'.repeat(81), schoolYear: '2026-27', gradeLevel: 9 }).success).toBe(false);
  });

  it('joins with a code or a token, not both', () => {
    expect(joinClassSchema.parse({ code: 'abcd-ef23' })).toEqual({ code: 'ABCDEF23' });
    expect(joinClassSchema.safeParse({}).success).toBe(false);
    expect(joinClassSchema.safeParse({ code: 'ABCDEF23', token: 'a'.repeat(43) }).success).toBe(false);
  });

  it('sets assignments on the five steps with a real date', () => {
    expect(assignmentInputSchema.safeParse({ step: 'career-quiz', dueOn: '2026-12-01' }).success).toBe(true);
    expect(assignmentInputSchema.safeParse({ step: 'forum', dueOn: '2026-12-01' }).success).toBe(false);
    expect(assignmentInputSchema.safeParse({ step: 'career-quiz', dueOn: '2026-02-30' }).success).toBe(false);
  });
});

describe('assignment status', () => {
  const day = (iso: string) => Date.parse(iso);
  it('is done by the end of the due date, late after it, not done without the step', () => {
    expect(assignmentStatus(true, day('2026-05-01T23:59:00Z'), '2026-05-01')).toBe('done');
    expect(assignmentStatus(true, day('2026-05-02T00:00:01Z'), '2026-05-01')).toBe('late');
    expect(assignmentStatus(true, undefined, '2026-05-01')).toBe('done');
    expect(assignmentStatus(false, day('2026-04-01T00:00:00Z'), '2026-05-01')).toBe('not-done');
  });

  it('is overdue only when not done and past the due date', () => {
    expect(isOverdue('not-done', '2026-05-01', day('2026-05-02T00:00:01Z'))).toBe(true);
    expect(isOverdue('not-done', '2026-05-01', day('2026-05-01T12:00:00Z'))).toBe(false);
    expect(isOverdue('late', '2026-05-01', day('2026-06-01T00:00:00Z'))).toBe(false);
  });

  it('dates each done step from the earliest save of a key that finishes it; the journey from the first later step', () => {
    const done = steps(0).map((step) => ({ ...step, done: step.id === 'journey' || step.id === 'career-quiz' }));
    const at = stepsDoneAt(done, { quizResult: 200, premiumCareerQuizCompleted: 100, collegeQuizResults: 50 });
    expect(at).toEqual({ 'career-quiz': 100, journey: 100 });
    expect(stepsDoneAt(done, { journeyStarted: 10, quizResult: 200 })).toEqual({ 'career-quiz': 200, journey: 10 });
  });

  it('filters the roster by status on one assignment, and writes one CSV column per assignment', () => {
    const rows = [
      row('Ann', 2, { schoolId: 'S-1001', assignments: [{ id: 'a1', status: 'done', doneAt: '2026-04-30T18:00:00.000Z' }] }),
      // Done at 03:30 UTC on May 2: still May 1 in Chicago, but the status was computed on UTC days.
      row('Ben', 1, { assignments: [{ id: 'a1', status: 'late', doneAt: '2026-05-02T03:30:00.000Z' }] }),
      row('Cy', 0, { lastActiveAt: '2026-12-06T15:04:00.000Z', assignments: [{ id: 'a1', status: 'not-done', doneAt: null }] }),
    ];
    const query = { filter: 'all', sort: 'name', dir: 'asc', q: '', page: 1 } as const;
    expect(rosterPage(rows, { ...query, assignment: 'a1', assignmentStatus: 'late' }).items.map((r) => r.name)).toEqual(['Ben']);
    expect(rosterPage(rows, { ...query, assignment: 'a1', assignmentStatus: 'not-done' }).items.map((r) => r.name)).toEqual(['Cy']);
    const csv = rosterCsv(rows, [{ id: 'a1', step: 'career-quiz', dueOn: '2026-05-01' }], CLASS).split('\r\n');
    expect(csv[0]).toContain('College quiz matches,Colleges saved,Premium done,Assignment: Career quiz due 2026-05-01');
    expect(csv.slice(1, 4).map((line) => line.split(',').at(-1))).toEqual(['done 2026-04-30', 'late 2026-05-02', 'not done']);
  });

  it("writes the school ID, grade, class and times in the school's zone, so the file merges with school records", () => {
    const rows = [
      row('Ann', 2, { schoolId: '=1001', assignments: [{ id: 'a1', status: 'late', doneAt: '2026-05-02T03:30:00.000Z' }] }),
      row('Cy', 0, { lastActiveAt: '2026-12-06T15:04:00.000Z' }),
    ];
    const lines = rosterCsv(rows, [{ id: 'a1', step: 'career-quiz', dueOn: '2026-05-01' }], {
      name: 'Period 3',
      gradeLevel: 9,
      timeZone: 'America/Chicago',
    }).split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['Name', 'School ID', 'Grade', 'Class']);
    expect(lines[0]).toContain('Last active (America/Chicago)');
    // A school ID is a cell like any other: formula-safe.
    expect(lines[1]!.split(',').slice(0, 5)).toEqual(['Ann', "'=1001", '9', 'Period 3', 'joined']);
    expect(lines[1]!.split(',').at(-1)).toBe('late 2026-05-01');
    expect(lines[2]).toContain(',2026-12-06 09:04,');
  });
});

describe("the roster's students who have not joined, in the CSV", () => {
  it('follow the members with the status column, what the roster gave, and empty progress cells; formula-safe', () => {
    const lines = rosterCsv(
      [row('Ann', 2)],
      [{ id: 'a1', step: 'career-quiz', dueOn: '2026-05-01' }],
      { name: 'Period 3', gradeLevel: 9, timeZone: 'UTC' },
      [
        { id: 'm1', name: 'Bo Pending', schoolId: 'S-2', gradeLevel: 9, status: 'pending' },
        { id: 'm2', name: '=Cy Declined', schoolId: null, gradeLevel: null, status: 'declined' },
        { id: 'm3', name: 'Di Left', schoolId: '+3', gradeLevel: 10, status: 'left' },
      ],
    ).split('\r\n');
    const width = lines[0]!.split(',').length;
    expect(lines[0]!.split(',').slice(0, 5)).toEqual(['Name', 'School ID', 'Grade', 'Class', 'Status']);
    expect(lines[1]!.split(',')[4]).toBe('joined');
    expect(lines[2]).toBe(`Bo Pending,S-2,9,Period 3,not joined yet${','.repeat(width - 5)}`);
    expect(lines[3]).toBe(`'=Cy Declined,,9,Period 3,declined to join${','.repeat(width - 5)}`);
    expect(lines[4]!.split(',').slice(0, 5)).toEqual(['Di Left', "'+3", '9', 'Period 3', 'left the class']);
    expect(lines.slice(1, 5).every((line) => line.split(',').length === width)).toBe(true);
    expect(lines[5]).toBe('');
  });
});

describe('time zones and local times', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('America/Chicago\u202E')).toBe(false);
    expect(isTimeZone('a'.repeat(80))).toBe(false);
  });

  it("reads a moment on the school's clock, across a date line and a daylight-saving change", () => {
    expect(localDateTime('2026-12-06T15:04:00.000Z', 'America/Chicago')).toBe('2026-12-06 09:04');
    expect(localDateTime('2026-07-06T15:04:00.000Z', 'America/Chicago')).toBe('2026-07-06 10:04');
    expect(localDateTime('2026-12-06T23:30:00.000Z', 'Pacific/Auckland')).toBe('2026-12-07 12:30');
    expect(localDateTime('2026-12-06T00:00:00.000Z', 'UTC')).toBe('2026-12-06 00:00');
    expect(localDate('2026-05-02T03:30:00.000Z', 'America/Chicago')).toBe('2026-05-01');
  });
});
