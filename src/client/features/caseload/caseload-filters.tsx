import { useId, useState, type ReactNode } from 'react';
import {
  CASELOAD_ASSIGNMENT_STATUSES,
  CASELOAD_GRADES,
  CASELOAD_SORTS,
  CASELOAD_STEPS,
  type CaseloadQuery,
} from '@domain/classes/caseload';
import { GRADE_LEVELS } from '@domain/classes/schemas';
import { gradeLevelText, stepLabel } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import type { CaseloadPage as Page } from './api';

/* The caseload's filters: what to show, step, grade, assignment status, class, search, sort and order. */

const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

const STATUS_KEYS = {
  overdue: 'caseload.statusOverdue',
  'not-done': 'caseload.statusNotDone',
  late: 'caseload.statusLate',
  done: 'caseload.statusDone',
} as const;
const SORT_KEYS = {
  urgency: 'caseload.sortUrgency',
  name: 'caseload.sortName',
  progress: 'caseload.sortProgress',
  'last-active': 'caseload.sortLastActive',
} as const;

export function Filters({
  query,
  set,
  classes,
}: {
  query: CaseloadQuery;
  set: (change: Partial<CaseloadQuery>) => void;
  classes: Page['classes'];
}) {
  const t = useT('caseload', 'classes');
  const searchId = useId();
  // The box keeps what is typed (spaces too); the address gets it as the server reads it.
  const [search, setSearch] = useState(query.q);
  const optional = <V extends string>(value: string) => (value === '' ? undefined : (value as V));
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:hidden">
      <Select label={t('caseload.show')} value={query.show} onChange={(value) => set({ show: value as CaseloadQuery['show'] })}>
        <option value="attention">{t('caseload.showAttention')}</option>
        <option value="all">{t('caseload.showAll')}</option>
      </Select>
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold">
          {t('caseload.search')}
        </label>
        <input
          id={searchId}
          type="search"
          maxLength={80}
          className={inputClass}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            set({ q: event.target.value.trim() });
          }}
        />
      </div>
      <Select label={t('caseload.step')} value={query.step ?? ''} onChange={(value) => set({ step: optional(value) })}>
        <option value="">{t('caseload.anyStep')}</option>
        {CASELOAD_STEPS.map((step) => (
          <option key={step} value={step}>
            {step === 'done' ? t('caseload.allStepsDone') : t('caseload.onStep', { step: stepLabel(t, step) })}
          </option>
        ))}
      </Select>
      <Select label={t('caseload.grade')} value={query.grade ?? ''} onChange={(value) => set({ grade: optional(value) })}>
        <option value="">{t('caseload.anyGrade')}</option>
        {CASELOAD_GRADES.map((grade) => (
          <option key={grade} value={grade}>
            {grade === 'none' ? t('caseload.noGrade') : grade}
          </option>
        ))}
      </Select>
      <Select
        label={t('caseload.gradeLevel')}
        value={query.gradeLevel === undefined ? '' : String(query.gradeLevel)}
        onChange={(value) => set({ gradeLevel: value === '' ? undefined : Number(value) })}
      >
        <option value="">{t('caseload.anyGradeLevel')}</option>
        {GRADE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {gradeLevelText(t, level)}
          </option>
        ))}
      </Select>
      <Select label={t('caseload.class')} value={query.classId ?? ''} onChange={(value) => set({ classId: optional(value) })}>
        <option value="">{t('caseload.anyClass')}</option>
        {classes.map((cls) => (
          <option key={cls.id} value={cls.id}>
            {cls.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('caseload.assignmentStatus')}
        value={query.assignmentStatus ?? ''}
        onChange={(value) => set({ assignmentStatus: optional(value) })}
      >
        <option value="">{t('caseload.anyAssignmentStatus')}</option>
        {CASELOAD_ASSIGNMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_KEYS[status])}
          </option>
        ))}
      </Select>
      <div className="grid grid-cols-2 gap-3">
        <Select label={t('caseload.sort')} value={query.sort} onChange={(value) => set({ sort: value as CaseloadQuery['sort'] })}>
          {CASELOAD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </Select>
        <Select label={t('caseload.order')} value={query.dir} onChange={(value) => set({ dir: value as CaseloadQuery['dir'] })}>
          <option value="asc">{t('caseload.ascending')}</option>
          <option value="desc">{t('caseload.descending')}</option>
        </Select>
      </div>
    </div>
  );
}
