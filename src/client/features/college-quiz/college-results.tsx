import { useEffect, useRef, useState } from 'react';
import type { CollegeMatch } from '@domain/catalog/college-match';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { SectionSources } from '@client/ui/section-sources';
import { CollegeMatchCard } from './college-match-card';
import { CompareTable } from './compare-table';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ADMISSION_LABELS } from './match-labels';

export const PAGE_SIZE = 10;
export const MAX_COMPARED = 4;

type Props = {
  matches: readonly CollegeMatch[];
  total: number;
  yearsOfStudy: number;
  /** Colleges ticked on arrival (from a college page's "Compare"); ids not among the matches are ignored. */
  initialCompared?: readonly number[];
};

/** The ranked matches, ten at a time, with up to four ticked for a side-by-side comparison. */
export function CollegeResults({ matches, total, yearsOfStudy, initialCompared = [] }: Props) {
  const t = useT('college-quiz');
  const format = useFormatters();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [compared, setCompared] = useState<number[]>(() =>
    initialCompared.filter((unitId) => matches.some((match) => match.college.unitId === unitId)).slice(0, MAX_COMPARED),
  );
  const compareSection = useRef<HTMLElement>(null);
  const [limitMessage, setLimitMessage] = useState(false);
  const firstRevealed = useRef<number | null>(null);
  const headings = useRef(new Map<number, HTMLHeadingElement>());

  useEffect(() => {
    // After "Show more", focus moves to the first newly shown college instead of staying on a vanished button.
    if (firstRevealed.current === null) return;
    headings.current.get(firstRevealed.current)?.focus();
    firstRevealed.current = null;
  }, [shown]);

  useEffect(() => {
    // Arriving to compare a college: show the comparison rather than the top of the list.
    if (compared.length > 0) compareSection.current?.scrollIntoView({ block: 'start' });
    // Only on arrival: later ticks must not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const comparedMatches = compared.flatMap((unitId) => matches.filter((match) => match.college.unitId === unitId));

  function setComparedFor(unitId: number, checked: boolean) {
    if (!checked) {
      setCompared((list) => list.filter((id) => id !== unitId));
      setLimitMessage(false);
      return;
    }
    if (compared.length >= MAX_COMPARED) {
      setLimitMessage(true);
      return;
    }
    setCompared((list) => [...list, unitId]);
  }

  function showMore() {
    firstRevealed.current = shown;
    setShown((value) => value + PAGE_SIZE);
  }

  return (
    <div>
      <p className="mt-2 text-slate-700">
        {t('college-quiz.resultsIntro', { count: matches.length, total: format.count(total), totalCount: total })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {Object.values(ADMISSION_LABELS).map((label) => (
          <li key={label.text}>
            <span className={`mr-1 rounded-full border px-2 py-0.5 font-semibold ${label.className}`}>{t(label.text)}</span>{' '}
            {t(label.meaning)}
          </li>
        ))}
      </ul>

      <section ref={compareSection} aria-labelledby="compare-heading" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 id="compare-heading" className="text-lg font-bold">
          {t('college-quiz.compareHeading')}
        </h3>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {compared.length === 0
            ? t('college-quiz.compareNone', { max: MAX_COMPARED })
            : compared.length === 1
              ? t('college-quiz.compareOne', { max: MAX_COMPARED })
              : t('college-quiz.compareMany', { count: compared.length, max: MAX_COMPARED })}
        </p>
        {limitMessage ? (
          <div className="mt-3">
            <Alert>{t('college-quiz.compareLimit', { max: MAX_COMPARED })}</Alert>
          </div>
        ) : null}
        {comparedMatches.length >= 2 ? (
          <CompareTable matches={comparedMatches} yearsOfStudy={yearsOfStudy} onRemove={(unitId) => setComparedFor(unitId, false)} />
        ) : null}
      </section>

      <ol className="mt-6 space-y-4" aria-label={t('college-quiz.matchingColleges')}>
        {matches.slice(0, shown).map((match, index) => (
          <li key={match.college.unitId}>
            <CollegeMatchCard
              match={match}
              rank={index + 1}
              yearsOfStudy={yearsOfStudy}
              compared={compared.includes(match.college.unitId)}
              onCompareChange={(checked) => setComparedFor(match.college.unitId, checked)}
              headingRef={(element) => {
                if (element) headings.current.set(index, element);
                else headings.current.delete(index);
              }}
            />
          </li>
        ))}
      </ol>
      <SectionSources sources={matches.slice(0, shown).map((match) => match.college.source)} />
      {shown < matches.length ? (
        <Button variant="secondary" className="mt-6" onClick={showMore}>
          {t('college-quiz.showMore', { count: Math.min(PAGE_SIZE, matches.length - shown) })}
        </Button>
      ) : null}
    </div>
  );
}
