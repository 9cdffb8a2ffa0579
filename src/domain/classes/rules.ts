import { RIASEC_AREAS, RIASEC_NAMES } from '@domain/catalog/catalog-values';
import type { ProgressStepId } from '@domain/progress/progress';
import { ROSTERED_CSV_TEXT, type NotJoinedRow } from './rostered';

/*
 * Classes, the pure rules: who counts as verified, the join code, the roster's filters,
 * sorting, search and paging, the class totals, and the formula-safe CSV. The server builds roster
 * rows from each member's synced state; everything here is tested at its boundaries.
 */

export { formatInviteCode as formatJoinCode, normaliseInviteCode as normaliseJoinCode } from '@domain/family/invite';

export const ROSTER_PAGE_SIZE = 25;

/** The consent screen: exactly what a class's educator sees of each member (the roster row and the student page). */
export const CLASS_CONSENT_ITEMS = [
  'Your name as it shows on Waypoint',
  'Your progress through the five steps, and when you were last active',
  'Your career quiz results: Holland code, interest profile, top careers and majors',
  'Your financial expectations and their grade',
  'The colleges on your list and your saved scholarships',
  'Whether you finished the premium assessment, and the assignments you have done',
] as const;
export const CLASS_NEVER_SEEN = [
  'Your e-mail address or any contact details',
  'Your AI counselor conversations',
  'Your forum posts and replies',
  'Your messages and mentor meetings',
] as const;
export const STEP_IDS = [
  'journey',
  'career-quiz',
  'college-quiz',
  'financial-expectations',
  'premium-journey',
] as const satisfies readonly ProgressStepId[];
export const STEP_LABELS: Record<ProgressStepId, string> = {
  journey: 'Start your journey',
  'career-quiz': 'Career quiz',
  'college-quiz': 'College quiz',
  'financial-expectations': 'Financial expectations',
  'premium-journey': 'Premium journey',
};
/** A reminder for one assignment at most this often (enforced by the server). */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The lower-cased domain of an address, or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** True when the address's domain is exactly one of the configured domains (no subdomain match: "evil-school.org" is not "school.org"). */
export function isDomainVerified(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== null && domains.includes(domain);
}

export function canSendReminder(lastReminderAt: Date | null, now: Date): boolean {
  return lastReminderAt === null || now.getTime() - lastReminderAt.getTime() >= REMINDER_INTERVAL_MS;
}

export type RosterRow = {
  memberId: string;
  name: string;
  /** The student's ID in the school's records, as the educator typed it; null until then. */
  schoolId: string | null;
  joinedAt: string;
  lastActiveAt: string | null;
  percent: number;
  steps: { id: ProgressStepId; done: boolean }[];
  hollandCode: string | null;
  topCareers: string[];
  topMajors: string[];
  grade: string | null;
  /** Colleges the student's last college quiz matched. */
  collegeMatches: number;
  /** Colleges the student saved to their list. */
  collegesSaved: number;
  premiumDone: boolean;
  /** The class's assignments (due date order) and where this student stands on each. */
  assignments: { id: string; status: AssignmentStatus; doneAt: string | null }[];
};

export const ASSIGNMENT_STATUSES = ['done', 'late', 'not-done'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The stored keys whose presence finishes each step (as in progressSteps), used to date when a step was finished. */
const STEP_KEYS: Record<Exclude<ProgressStepId, 'journey'>, readonly string[]> = {
  'career-quiz': ['quizResult', 'premiumCareerQuizCompleted'],
  'college-quiz': ['collegeQuizResults'],
  'financial-expectations': ['financialExpectations', 'premiumFinancialExpectations'],
  'premium-journey': ['premiumGamesResults', 'premiumCareerQuizCompleted'],
};

/**
 * When each done step was finished: the earliest save of a key that finishes it (the journey: its own flag or
 * the first later step). Only the last save of a key is kept, so a step redone after its due date dates from
 * the redo; null for steps not done.
 */
export function stepsDoneAt(
  steps: readonly { id: ProgressStepId; done: boolean }[],
  savedAt: Readonly<Partial<Record<string, number>>>,
): Partial<Record<ProgressStepId, number>> {
  const earliest = (keys: readonly string[]) => {
    const times = keys.flatMap((key) => (savedAt[key] === undefined ? [] : [savedAt[key]]));
    return times.length ? Math.min(...times) : undefined;
  };
  const result: Partial<Record<ProgressStepId, number>> = {};
  for (const step of steps) {
    if (!step.done || step.id === 'journey') continue;
    const at = earliest(STEP_KEYS[step.id]);
    if (at !== undefined) result[step.id] = at;
  }
  if (steps.some((step) => step.id === 'journey' && step.done)) {
    const at = earliest(['journeyStarted']);
    const candidates = [...(at === undefined ? [] : [at]), ...Object.values(result)];
    if (candidates.length) result.journey = Math.min(...candidates);
  }
  return result;
}

/** The end of a due date (YYYY-MM-DD), at the end of that day in UTC. */
export const dueEnd = (dueOn: string): number => Date.parse(`${dueOn}T23:59:59.999Z`);

/** Done (by the end of the due date), late (done after it) or not done. A done step with no date counts as done. */
export function assignmentStatus(done: boolean, doneAt: number | undefined, dueOn: string): AssignmentStatus {
  if (!done) return 'not-done';
  return doneAt !== undefined && doneAt > dueEnd(dueOn) ? 'late' : 'done';
}

/** Not done and past the end of its due date. */
export const isOverdue = (status: AssignmentStatus, dueOn: string, now: number): boolean => status === 'not-done' && now > dueEnd(dueOn);

export type RosterStatus = 'not-started' | 'in-progress' | 'done';
export type RosterFilter = 'all' | 'not-started' | 'stuck' | 'done';
export type RosterSort = 'name' | 'progress' | 'last-active';

/** Not started: no step done. Done: every step done (or the premium feedback, which makes 100%). In progress otherwise. */
export function rosterStatus(row: Pick<RosterRow, 'steps' | 'percent'>): RosterStatus {
  if (row.percent >= 100 || row.steps.every((step) => step.done)) return 'done';
  if (row.steps.every((step) => !step.done)) return 'not-started';
  return 'in-progress';
}

/** The first step not done yet (where an in-progress student is stuck), or null when done. */
export function nextStep(row: Pick<RosterRow, 'steps' | 'percent'>): ProgressStepId | null {
  if (rosterStatus(row) === 'done') return null;
  return row.steps.find((step) => !step.done)?.id ?? null;
}

export type RosterQuery = {
  filter: RosterFilter;
  step?: ProgressStepId | undefined;
  /** With `assignmentStatus`: only students at that status on that assignment. */
  assignment?: string | undefined;
  assignmentStatus?: AssignmentStatus | undefined;
  sort: RosterSort;
  dir: 'asc' | 'desc';
  q: string;
  page: number;
};

export function matchesAssignment(row: RosterRow, assignment: string | undefined, status: AssignmentStatus | undefined): boolean {
  if (assignment === undefined || status === undefined) return true;
  return row.assignments.some((entry) => entry.id === assignment && entry.status === status);
}

export function matchesFilter(row: RosterRow, filter: RosterFilter, step?: ProgressStepId): boolean {
  const status = rosterStatus(row);
  if (filter === 'all') return true;
  if (filter === 'not-started') return status === 'not-started';
  if (filter === 'done') return status === 'done';
  return status === 'in-progress' && (step === undefined || nextStep(row) === step);
}

const byName = (a: RosterRow, b: RosterRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.memberId.localeCompare(b.memberId);

function compare(sort: RosterSort): (a: RosterRow, b: RosterRow) => number {
  if (sort === 'progress') return (a, b) => a.percent - b.percent || byName(a, b);
  if (sort === 'last-active') {
    // Never active sorts as the oldest.
    return (a, b) => (Date.parse(a.lastActiveAt ?? '') || 0) - (Date.parse(b.lastActiveAt ?? '') || 0) || byName(a, b);
  }
  return byName;
}

/** Filter, search (name, any case), sort, then one page; `total` counts the rows after filter and search. */
export function rosterPage(rows: readonly RosterRow[], query: RosterQuery, pageSize = ROSTER_PAGE_SIZE) {
  const needle = query.q.trim().toLocaleLowerCase('en');
  const kept = rows.filter(
    (row) =>
      matchesFilter(row, query.filter, query.step) &&
      matchesAssignment(row, query.assignment, query.assignmentStatus) &&
      (!needle || row.name.toLocaleLowerCase('en').includes(needle)),
  );
  const order = compare(query.sort);
  kept.sort(query.dir === 'asc' ? order : (a, b) => -order(a, b));
  const pageCount = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize, pageCount };
}

export const GRADE_ORDER = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D', 'F'] as const;

/** A class total below this many students is not shown: in a small class a count of 1 or 2 names someone. */
export const SMALL_GROUP = 5;

/** A count, or null when it is under SMALL_GROUP ("fewer than 5 students"). Zero is hidden too: it also says who did not. */
export const shownCount = (count: number): number | null => (count >= SMALL_GROUP ? count : null);

/**
 * Counts that add up to the class (each student in exactly one): the small ones hidden, and when exactly one is
 * hidden, the smallest shown one as well, so the hidden one cannot be worked out as the class size minus the rest.
 */
export function shownPartition(counts: readonly number[]): (number | null)[] {
  const shown = counts.map(shownCount);
  if (shown.filter((value) => value === null).length === 1) {
    let smallest = -1;
    shown.forEach((value, index) => {
      if (value !== null && (smallest === -1 || value < (shown[smallest] as number))) smallest = index;
    });
    if (smallest !== -1) shown[smallest] = null;
  }
  return shown;
}

/**
 * The class totals: how many reached each step (the funnel), the spread of first interest areas and of
 * financial grades (with "none yet"), and the most-chosen majors (each student's top majors, counted once).
 * Every count under SMALL_GROUP is null, and a major chosen by fewer students is left out (its name alone would
 * say what someone chose); `hiddenMajors` says how many were left out.
 */
export function classTotals(rows: readonly RosterRow[], topMajorCount = 5) {
  const funnel = STEP_IDS.map((id) => ({
    step: id,
    label: STEP_LABELS[id],
    done: shownCount(rows.filter((row) => row.steps.some((step) => step.id === id && step.done)).length),
  }));
  const areas = [...RIASEC_AREAS, 'none'] as const;
  const interestCounts = shownPartition(
    areas.map((area) => rows.filter((row) => (area === 'none' ? !row.hollandCode : row.hollandCode?.[0] === area)).length),
  );
  const interests = areas.map((area, index) => ({
    area: area as string,
    label: area === 'none' ? 'No career quiz yet' : RIASEC_NAMES[area],
    count: interestCounts[index] ?? null,
  }));
  const gradeKeys = [...GRADE_ORDER, 'none'] as const;
  const gradeCounts = shownPartition(
    gradeKeys.map((grade) => rows.filter((row) => (grade === 'none' ? row.grade === null : row.grade === grade)).length),
  );
  const grades = gradeKeys.map((grade, index) => ({ grade: grade as string, count: gradeCounts[index] ?? null }));
  const majorCounts = new Map<string, number>();
  for (const row of rows) for (const major of new Set(row.topMajors)) majorCounts.set(major, (majorCounts.get(major) ?? 0) + 1);
  const ranked = [...majorCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const majors = ranked
    .filter(([, count]) => count >= SMALL_GROUP)
    .slice(0, topMajorCount)
    .map(([name, count]) => ({ name, count }));
  const [notStarted, inProgress, done] = shownPartition([
    rows.filter((row) => rosterStatus(row) === 'not-started').length,
    rows.filter((row) => rosterStatus(row) === 'in-progress').length,
    rows.filter((row) => rosterStatus(row) === 'done').length,
  ]);
  return {
    students: rows.length,
    smallGroup: SMALL_GROUP,
    status: { notStarted: notStarted ?? null, inProgress: inProgress ?? null, done: done ?? null },
    funnel,
    interests,
    grades,
    majors,
    hiddenMajors: ranked.filter(([, count]) => count < SMALL_GROUP).length,
  };
}

/** A spreadsheet cell: a leading = + - @ tab or carriage return is prefixed with ' (no formula runs); quoted when needed. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** True for a time zone name the platform knows (IANA, e.g. "America/Chicago"; "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A moment as the school's clock reads it: "2026-12-06 09:05" (24-hour), for a spreadsheet to sort and merge. */
export function localDateTime(at: string | number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The day alone, in the school's zone: "2026-12-06". */
export const localDate = (at: string | number, timeZone: string) => localDateTime(at, timeZone).slice(0, 10);

/** The class the CSV is of: its name and grade go on every line, its zone dates every time. */
export type CsvClass = { name: string; gradeLevel: number; timeZone: string };

const csvGrade = (level: number) => (level === 13 ? 'College / other' : String(level));

export const rosterCsvHeader = (timeZone: string) => [
  'Name',
  'School ID',
  'Grade',
  'Class',
  'Status',
  'Progress %',
  ...STEP_IDS.map((id) => STEP_LABELS[id]),
  `Last active (${timeZone})`,
  'Holland code',
  'Top careers',
  'Top majors',
  'Financial grade',
  'College quiz matches',
  'Colleges saved',
  'Premium done',
];
export const ROSTER_CSV_HEADER = rosterCsvHeader('UTC');

export const ASSIGNMENT_CSV_TEXT: Record<AssignmentStatus, string> = { done: 'done', late: 'late', 'not-done': 'not done' };

/**
 * The CSV, made to merge with the school's records: one row per student with the school's student ID, the class's
 * grade and name, times in the school's zone, and one column per assignment ("Assignment: <step> due <date>")
 * reading "done <date>", "late <date>" (the day it was done, in the school's zone) or "not done". The school
 * roster's students who have not joined follow, with what the roster gave and their status, the rest left empty.
 */
export function rosterCsv(
  rows: readonly RosterRow[],
  assignments: readonly { id: string; step: ProgressStepId; dueOn: string }[] = [],
  cls: CsvClass,
  notJoined: readonly NotJoinedRow[] = [],
): string {
  const header = [...rosterCsvHeader(cls.timeZone), ...assignments.map((a) => `Assignment: ${STEP_LABELS[a.step]} due ${a.dueOn}`)];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = [
      row.name,
      row.schoolId ?? '',
      csvGrade(cls.gradeLevel),
      cls.name,
      ROSTERED_CSV_TEXT.joined,
      row.percent,
      ...STEP_IDS.map((id) => (row.steps.find((step) => step.id === id)?.done ? 'yes' : 'no')),
      row.lastActiveAt ? localDateTime(row.lastActiveAt, cls.timeZone) : '',
      row.hollandCode ?? '',
      row.topCareers.join('; '),
      row.topMajors.join('; '),
      row.grade ?? '',
      row.collegeMatches,
      row.collegesSaved,
      row.premiumDone ? 'yes' : 'no',
      ...assignments.map((a) => {
        const entry = row.assignments.find((item) => item.id === a.id);
        if (!entry) return '';
        const text = ASSIGNMENT_CSV_TEXT[entry.status];
        return entry.status !== 'not-done' && entry.doneAt ? `${text} ${localDate(entry.doneAt, cls.timeZone)}` : text;
      }),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  for (const row of notJoined) {
    const known = [row.name, row.schoolId ?? '', csvGrade(cls.gradeLevel), cls.name, ROSTERED_CSV_TEXT[row.status]];
    lines.push([...known, ...Array<string>(header.length - known.length).fill('')].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
