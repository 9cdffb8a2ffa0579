import { z } from '@domain/zod';
import type { FinancialGrade } from '@domain/finance/grade';
import type { ProgressStepId } from '@domain/progress/progress';
import { ASSIGNMENT_STATUSES, GRADE_ORDER, STEP_IDS, dueEnd, type AssignmentStatus } from './rules';

/*
 * The caseload: every student in all of an educator's classes, one row per student however many of those
 * classes they are in. The server gathers the facts (steps and when each was finished, the financial grade and
 * its figures, each assignment's status); everything here is pure: who needs attention and why, how urgent,
 * and the filter, sort and pages. Reasons are facts with codes, never sentences: each language words them.
 */

export const CASELOAD_PAGE_SIZE = 50;
/** A student whose next step has waited this long (no step finished) needs attention. */
export const STUCK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The financial grades that flag a student: C or worse (the debt planned is two years of expected pay or more). */
export const ATTENTION_GRADES = ['C', 'D', 'F'] as const satisfies readonly FinancialGrade[];
export type AttentionGrade = (typeof ATTENTION_GRADES)[number];
const isAttentionGrade = (grade: string | null): grade is AttentionGrade => (ATTENTION_GRADES as readonly string[]).includes(grade ?? '');

export type CaseloadAssignment = {
  id: string;
  classId: string;
  step: ProgressStepId;
  dueOn: string;
  status: AssignmentStatus;
};

/** What the server knows of one student across the educator's classes (only what the consent screen lists). */
export type CaseloadFacts = {
  /** The first membership's id: the row's key and the link to the student's page. */
  memberId: string;
  name: string;
  classes: { classId: string; memberId: string; className: string; gradeLevel: number }[];
  /** The earliest time the student joined one of the classes. */
  joinedAt: number;
  lastActiveAt: number | null;
  percent: number;
  steps: { id: ProgressStepId; done: boolean }[];
  /** When each done step was finished, where known. */
  stepsDoneAt: Partial<Record<ProgressStepId, number>>;
  hollandCode: string | null;
  grade: Exclude<FinancialGrade, 'N/A'> | null;
  /** The student's own financial expectations, which the grade reads (null without a plan). */
  finances: { monthlyIncome: number; plannedDebt: number; debtToIncome: number } | null;
  assignments: CaseloadAssignment[];
};

export type AttentionReason =
  | { kind: 'debt'; grade: AttentionGrade; plannedDebt: number; monthlyIncome: number; debtToIncome: number }
  | { kind: 'overdue'; assignmentId: string; classId: string; className: string; step: ProgressStepId; dueOn: string; days: number }
  | { kind: 'stuck'; step: ProgressStepId; days: number; since: 'step' | 'joined' };
type OverdueReason = Extract<AttentionReason, { kind: 'overdue' }>;

export type CaseloadRow = Omit<CaseloadFacts, 'stepsDoneAt' | 'finances' | 'joinedAt' | 'lastActiveAt'> & {
  lastActiveAt: string | null;
  nextStep: ProgressStepId | null;
  reasons: AttentionReason[];
  /** Higher is more urgent; 0 for a student who needs no attention. */
  urgency: number;
};

/** The first step not done, or null when every step is done (or the premium feedback made it 100%). */
export function currentStep(facts: Pick<CaseloadFacts, 'steps' | 'percent'>): ProgressStepId | null {
  if (facts.percent >= 100) return null;
  return facts.steps.find((step) => !step.done)?.id ?? null;
}

const wholeDays = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * Why a student needs attention, most urgent first: a financial grade of C or worse (the debt they are heading
 * for), each assignment not done past its due date, and a next step waiting 14 days or more since the last step
 * was finished (or since they joined, when no step is done yet).
 */
export function attentionReasons(facts: CaseloadFacts, now: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (isAttentionGrade(facts.grade) && facts.finances) {
    reasons.push({
      kind: 'debt',
      grade: facts.grade,
      plannedDebt: facts.finances.plannedDebt,
      monthlyIncome: facts.finances.monthlyIncome,
      debtToIncome: facts.finances.debtToIncome,
    });
  }
  const classNames = new Map(facts.classes.map((cls) => [cls.classId, cls.className]));
  const overdue = facts.assignments
    .filter((assignment) => assignment.status === 'not-done' && now > dueEnd(assignment.dueOn))
    .map((assignment): OverdueReason => ({
      kind: 'overdue',
      assignmentId: assignment.id,
      classId: assignment.classId,
      className: classNames.get(assignment.classId) ?? '',
      step: assignment.step,
      dueOn: assignment.dueOn,
      // A day late from the first moment after the due date's end.
      days: Math.max(1, Math.ceil((now - dueEnd(assignment.dueOn)) / DAY_MS)),
    }))
    .sort((a, b) => b.days - a.days);
  reasons.push(...overdue);
  const next = currentStep(facts);
  if (next) {
    const done = Object.values(facts.stepsDoneAt);
    const since = done.length ? Math.max(...done) : facts.joinedAt;
    const days = wholeDays(now - since);
    if (days >= STUCK_DAYS) reasons.push({ kind: 'stuck', step: next, days, since: done.length ? 'step' : 'joined' });
  }
  return reasons;
}

/*
 * Urgency, as one number so it sorts: the debt comes first (F, then D, then C, and within a grade the larger
 * debt for the pay), then overdue work (more days first), then a stalled step. Each reason adds its weight, so
 * a student with a D and overdue work is above one with the D alone.
 */
const DEBT_WEIGHT: Record<AttentionGrade, number> = { F: 3_000_000, D: 2_000_000, C: 1_000_000 };
function reasonWeight(reason: AttentionReason): number {
  if (reason.kind === 'debt') return DEBT_WEIGHT[reason.grade] + Math.min(99_999, Math.round(reason.debtToIncome * 1000));
  if (reason.kind === 'overdue') return 100_000 + Math.min(365, reason.days) * 100;
  return 10_000 + Math.min(365, reason.days) * 10;
}
export const urgencyOf = (reasons: readonly AttentionReason[]) => reasons.reduce((sum, reason) => sum + reasonWeight(reason), 0);

export function caseloadRow(facts: CaseloadFacts, now: number): CaseloadRow {
  const { stepsDoneAt: _doneAt, finances: _finances, joinedAt: _joinedAt, lastActiveAt, ...shown } = facts;
  const reasons = attentionReasons(facts, now);
  return {
    ...shown,
    lastActiveAt: lastActiveAt === null ? null : new Date(lastActiveAt).toISOString(),
    nextStep: currentStep(facts),
    reasons,
    urgency: urgencyOf(reasons),
  };
}

export const CASELOAD_SHOW = ['attention', 'all'] as const;
export const CASELOAD_SORTS = ['urgency', 'name', 'progress', 'last-active'] as const;
/** The step filter: the step a student is on now, or done with every step. */
export const CASELOAD_STEPS = [...STEP_IDS, 'done'] as const;
export const CASELOAD_GRADES = [...GRADE_ORDER, 'none'] as const;
/** Assignment statuses to filter on; overdue is not done and past its due date. */
export const CASELOAD_ASSIGNMENT_STATUSES = [...ASSIGNMENT_STATUSES, 'overdue'] as const;

/** The codes of the caseload's query and bulk reminder messages (src/locales/<lang>/caseload.ts words them). */
export const CASELOAD_MESSAGES = {
  query: 'caseload.query',
  page: 'caseload.page',
  search: 'caseload.search',
  classId: 'caseload.class_id',
  students: 'caseload.students',
} as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.enum(values, { error: CASELOAD_MESSAGES.query }));

/** GET /api/educator/caseload: which students, in what order, which page (the web app sends the same). */
export const caseloadQuerySchema = z.strictObject({
  show: z._default(z.enum(CASELOAD_SHOW, { error: CASELOAD_MESSAGES.query }), 'attention'),
  q: z._default(z.string().check(z.trim(), z.maxLength(80, CASELOAD_MESSAGES.search)), ''),
  step: optionalEnum(CASELOAD_STEPS),
  grade: optionalEnum(CASELOAD_GRADES),
  gradeLevel: z.optional(
    z.coerce
      .number({ error: CASELOAD_MESSAGES.query })
      .check(z.int(CASELOAD_MESSAGES.query), z.minimum(6, CASELOAD_MESSAGES.query), z.maximum(13, CASELOAD_MESSAGES.query)),
  ),
  classId: z.optional(z.uuid(CASELOAD_MESSAGES.classId)),
  assignmentStatus: optionalEnum(CASELOAD_ASSIGNMENT_STATUSES),
  sort: z._default(z.enum(CASELOAD_SORTS, { error: CASELOAD_MESSAGES.query }), 'urgency'),
  dir: z._default(z.enum(['asc', 'desc'], { error: CASELOAD_MESSAGES.query }), 'asc'),
  page: z._default(
    z.coerce
      .number({ error: CASELOAD_MESSAGES.page })
      .check(z.int(CASELOAD_MESSAGES.page), z.minimum(1, CASELOAD_MESSAGES.page), z.maximum(10_000, CASELOAD_MESSAGES.page)),
    1,
  ),
});
export type CaseloadQuery = z.output<typeof caseloadQuerySchema>;
export type CaseloadQueryInput = z.input<typeof caseloadQuerySchema>;

/** At most this many students in one bulk reminder (two pages). */
export const BULK_REMIND_MAX = 100;
/** POST /api/educator/caseload/remind: the students chosen, by the member id their row carries. */
export const bulkRemindSchema = z.strictObject({
  memberIds: z
    .array(z.uuid(CASELOAD_MESSAGES.students), { error: CASELOAD_MESSAGES.students })
    .check(z.minLength(1, CASELOAD_MESSAGES.students), z.maxLength(BULK_REMIND_MAX, CASELOAD_MESSAGES.students)),
});
export type BulkRemind = z.output<typeof bulkRemindSchema>;

export function matchesCaseload(row: CaseloadRow, query: Omit<CaseloadQuery, 'sort' | 'dir' | 'page'>, now: number): boolean {
  if (query.show === 'attention' && row.reasons.length === 0) return false;
  if (query.q) {
    const needle = query.q.toLocaleLowerCase('en');
    if (!row.name.toLocaleLowerCase('en').includes(needle)) return false;
  }
  if (query.step !== undefined && (row.nextStep ?? 'done') !== query.step) return false;
  if (query.grade !== undefined && (row.grade ?? 'none') !== query.grade) return false;
  if (query.gradeLevel !== undefined && !row.classes.some((cls) => cls.gradeLevel === query.gradeLevel)) return false;
  if (query.classId !== undefined && !row.classes.some((cls) => cls.classId === query.classId)) return false;
  // With a class chosen, the assignment status is about that class's assignments.
  const assignments = row.assignments.filter((entry) => query.classId === undefined || entry.classId === query.classId);
  if (query.assignmentStatus === 'overdue') {
    if (!assignments.some((entry) => entry.status === 'not-done' && now > dueEnd(entry.dueOn))) return false;
  } else if (query.assignmentStatus !== undefined && !assignments.some((entry) => entry.status === query.assignmentStatus)) {
    return false;
  }
  return true;
}

// One collator for every comparison: `localeCompare` with a locale builds a new one per call, which a sort of
// hundreds of rows on each request cannot afford.
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: CaseloadRow, b: CaseloadRow) =>
  names.compare(a.name, b.name) || (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0);

function compare(sort: CaseloadQuery['sort']): (a: CaseloadRow, b: CaseloadRow) => number {
  // Urgency reads most urgent first in its natural ("ascending") order.
  if (sort === 'urgency') return (a, b) => b.urgency - a.urgency || byName(a, b);
  if (sort === 'progress') return (a, b) => a.percent - b.percent || byName(a, b);
  if (sort === 'last-active')
    return (a, b) => (Date.parse(a.lastActiveAt ?? '') || 0) - (Date.parse(b.lastActiveAt ?? '') || 0) || byName(a, b);
  return byName;
}

/** Filter, sort, then one page of 50; `total` counts after the filters, `attention` the students who need it at all. */
export function caseloadPage(rows: readonly CaseloadRow[], query: CaseloadQuery, now: number, pageSize = CASELOAD_PAGE_SIZE) {
  const kept = rows.filter((row) => matchesCaseload(row, query, now));
  const order = compare(query.sort);
  kept.sort(query.dir === 'asc' ? order : (a, b) => -order(a, b));
  const pageCount = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return {
    items: kept.slice((page - 1) * pageSize, page * pageSize),
    total: kept.length,
    students: rows.length,
    attention: rows.filter((row) => row.reasons.length > 0).length,
    page,
    pageSize,
    pageCount,
  };
}
