import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { COSTLY_RULE_TEXT, isCostlyGrade } from '@domain/finance/costly';
import { formatRatio } from '@client/ui/format';
import { MAJOR_HORIZON, money, type Row } from './major-rows';

/** The costly majors, and the majors whose earnings are low for the student's planned debt. */
export function MajorsWarnings({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  const costly = rows.filter((row) => row.assessment.status === 'costly');
  const personalRisk = rows.filter((row) => isCostlyGrade(row.personal.grade));
  return (
    <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">Warnings</h3>
      <p className="mt-1 text-sm text-amber-950">
        How we flag a costly major: {COSTLY_RULE_TEXT} {ADDED_FAMILY_DEBT.parentPlus.note} {ADDED_FAMILY_DEBT.private.note} The same grade
        line applies to your own planned debt against each major&apos;s typical earnings.
      </p>
      {costly.length === 0 && personalRisk.length === 0 ? (
        <p className="mt-2 text-sm font-medium text-amber-950">None of your majors crosses that line.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
          {costly.map((row) => (
            <li key={`costly-${row.name}`}>
              <strong>{row.major?.name}</strong> is costly: typical family debt of {money(row.assessment.debt?.total ?? null)} against
              typical earnings of {money(row.major?.medianEarnings ?? null)} a year ({MAJOR_HORIZON}) (ratio{' '}
              {formatRatio(row.assessment.ratio ?? 0)}, grade {row.assessment.grade.grade}, {row.assessment.grade.risk} risk).
            </li>
          ))}
          {personalRisk.map((row) => (
            <li key={`personal-${row.name}`}>
              Your planned debt of {money(plannedDebt)} is {formatRatio(row.personal.debtToIncome ?? 0)} times the typical earnings of{' '}
              <strong>{row.major?.name}</strong> graduates in the {MAJOR_HORIZON} (grade {row.personal.grade}, {row.personal.risk} risk).
              Consider borrowing less or a cheaper path.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
