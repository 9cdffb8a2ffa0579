import { Link } from '@client/shared/routing';
import type { RowSource } from '@domain/catalog/schemas';
import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import { MajorsBars } from './majors-bars';
import { MajorsTable } from './majors-table';
import { MajorsWarnings } from './majors-warnings';
import { rowsFor, sourceKey } from './major-rows';
import { useMajorTexts } from './use-major-texts';
import type { MatchedMajor } from './match-majors';

/** The student's majors: typical earnings against typical debt, as bars and a table, with warnings for costly ones. */
export function MajorsComparison({
  matched,
  plannedDebt,
  horizon,
}: {
  matched: readonly MatchedMajor[];
  plannedDebt: number | null;
  /** The horizon the student's income plans on; the majors' figures are early career whatever it is. */
  horizon: EarningsHorizon;
}) {
  const { t, horizon: MAJOR_HORIZON } = useMajorTexts();
  const rows = rowsFor(matched, plannedDebt);
  const charted = rows.filter((row) => row.major && row.major.medianEarnings !== null && row.major.medianDebt !== null);
  const sources = new Map<string, RowSource>();
  for (const row of rows) if (row.major) sources.set(sourceKey(row.major.source), row.major.source);

  return (
    <section aria-labelledby="majors-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="majors-heading" className="text-2xl font-bold">
        {t('results.majorsHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('results.majorsIntro', { horizon: MAJOR_HORIZON })}</p>
      {horizon === 'all-workers' ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('results.majorsAllWorkers', { allWorkers: t('results.horizon.all-workers'), horizon: MAJOR_HORIZON })}
        </p>
      ) : null}

      {charted.length > 0 ? <MajorsBars charted={charted} /> : null}

      <MajorsTable rows={rows} plannedDebt={plannedDebt} />

      {sources.size > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {[...sources.values()].map((source, index) => (
            <span key={sourceKey(source)}>
              {index === 0 ? t('results.sourceLabel', { count: sources.size }) : '; '}
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {source.name}, {source.year}
                <span className="sr-only">{t('results.opensNewTab')}</span>
              </a>
              {source.estimate ? t('results.estimateDerived') : ''}
            </span>
          ))}
          {t.rich('results.seeEveryMajor', {
            link: (words) => (
              <Link to="/outcomes" className="font-medium text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
          })}
        </p>
      ) : null}

      <MajorsWarnings rows={rows} plannedDebt={plannedDebt} />
    </section>
  );
}
