import { useState } from 'react';
import type { InterestMatch, InterestMatchReason } from '@domain/career-quiz/riasec';
import type { Major } from '@domain/catalog/schemas';
import { Button } from '@client/ui/button';
import { SectionSources } from '@client/ui/section-sources';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { Fact } from '@client/ui/fact';
import { matchWhyText } from './match-why';

/** Shown first; the rest of the ten behind "Show more". (Careers are shown by level of schooling: level-matches.tsx.) */
const INITIAL_SHOWN = 5;

function MatchHeader({ title, similarity, why }: { title: string; similarity: number; why: InterestMatchReason }) {
  const t = useT('career-quiz');
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
          {t('career-quiz.interestMatch', { percent: similarity })}
        </p>
      </div>
      <p className="mt-1 text-slate-800">{matchWhyText(t, why)}</p>
    </>
  );
}

function ShowMore({ shown, total, onShowMore }: { shown: number; total: number; onShowMore: () => void }) {
  const t = useT('career-quiz');
  if (shown >= total) return null;
  return (
    <Button variant="secondary" className="mt-4" onClick={onShowMore}>
      {t('career-quiz.showMoreMajors', { count: total - shown })}
    </Button>
  );
}

/**
 * The matched majors. Each one's button does what it says: it opens the college quiz with that major as the intended one
 * (an "Explore <major>" button that only toggled its own label explored nothing).
 */
export function MajorMatches({
  matches,
  selectedMajor,
  onExplore,
}: {
  matches: readonly InterestMatch<Major>[];
  selectedMajor: string | null;
  onExplore: (name: string) => void;
}) {
  const [shown, setShown] = useState(INITIAL_SHOWN);
  const t = useT('career-quiz');
  const format = useFormatters();
  if (matches.length === 0) return <p className="mt-4 text-slate-700">{t('career-quiz.noMajors')}</p>;
  return (
    <>
      <ol className="mt-4 space-y-4">
        {matches.slice(0, shown).map(({ item: major, similarity, why }) => {
          const selected = selectedMajor === major.name;
          return (
            <li
              key={major.cip}
              className={`rounded-xl border bg-white p-4 ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
            >
              <MatchHeader title={major.name} similarity={similarity} why={why} />
              <p className="mt-2 text-slate-700">{major.description}</p>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <Fact term={t(major.source.estimate ? 'career-quiz.graduateEarningsEstimate' : 'career-quiz.graduateEarnings')}>
                  {major.medianEarnings === null ? t('career-quiz.notReported') : format.usd(major.medianEarnings)}
                </Fact>
                <Fact term={t(major.source.estimate ? 'career-quiz.graduateDebtEstimate' : 'career-quiz.graduateDebt')}>
                  {major.medianDebt === null ? t('career-quiz.notReported') : format.usd(major.medianDebt)}
                </Fact>
              </dl>
              <Button variant={selected ? 'primary' : 'secondary'} className="mt-3" onClick={() => onExplore(major.name)}>
                {t('career-quiz.findColleges', { major: major.name })}
              </Button>
            </li>
          );
        })}
      </ol>
      <SectionSources sources={matches.slice(0, shown).map((match) => match.item.source)} />
      <ShowMore shown={shown} total={matches.length} onShowMore={() => setShown(matches.length)} />
    </>
  );
}
