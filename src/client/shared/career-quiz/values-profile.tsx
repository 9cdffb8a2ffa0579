import { WORK_VALUE_INFO, WORK_VALUES_SOURCE } from '@domain/career-quiz/career-quiz';
import { WORK_VALUES, type ValuesProfile, type WorkValue } from '@domain/career-quiz/career-quiz-result';

/**
 * The six work values as a bar list. Each row says its score in words, so the
 * list is its own text alternative; the bars are decoration.
 */
export function ValuesProfileList({ profile, topValues }: { profile: ValuesProfile; topValues: readonly WorkValue[] }) {
  return (
    <ul className="space-y-3" aria-label="How much each work value matters to you, out of 100">
      {WORK_VALUES.map((value) => (
        <li key={value}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {WORK_VALUE_INFO[value].label}
              {topValues.includes(value) ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Top value</span>
              ) : null}
            </span>
            <span className="tabular-nums text-slate-800">{profile[value]} of 100</span>
          </div>
          <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-3 rounded-full bg-brand-700" style={{ width: `${profile[value]}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function WorkValuesSourceNote() {
  return (
    <p className="mt-3 text-xs text-slate-700">
      The six values and their meanings follow the{' '}
      <a href={WORK_VALUES_SOURCE.url} className="underline underline-offset-2 hover:text-brand-800">
        {WORK_VALUES_SOURCE.name}
      </a>
      ; the statements are Waypoint&apos;s own. 0 means you rated a value&apos;s statements &quot;not important&quot;, 100 &quot;extremely
      important&quot;.
    </p>
  );
}
