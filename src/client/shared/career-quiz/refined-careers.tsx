import { useId, useState } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { RefinedCareer, SetAsideCareer } from '@domain/career-quiz/career-quiz';
import { SectionSources } from '@client/ui/section-sources';
import { CareerFactsCard } from '../cognitive/career-facts';
import type { CareerPreferences } from '@domain/career-quiz/career-quiz-result';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { keptReasons, setAsideReasons } from './refine-reasons';
import { ShowAllButton } from '@client/ui/show-all-button';

/** A group of refined careers: the ones that fit (the first few, then all on request) and, folded away, the ones set aside. */
export function RefinedCareerList({
  careers,
  setAside,
  preferences,
  initialCount = 8,
}: {
  careers: RefinedCareer<Career>[];
  setAside: SetAsideCareer<Career>[];
  /** The preferences the list was refined by: the reasons are worded from them and each career's facts. */
  preferences: CareerPreferences;
  initialCount?: number;
}) {
  const t = useT('career-quiz', 'careers');
  const format = useFormatters();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? careers : careers.slice(0, initialCount);
  return (
    <div className="mt-4">
      {careers.length === 0 ? (
        <p className="text-slate-700">
          {t('career-quiz.refined.noneFits')}{' '}
          <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('career-quiz.refined.review')}
          </a>
        </p>
      ) : (
        <>
          <ul id={listId} className="grid gap-3 sm:grid-cols-2">
            {shown.map((item) => (
              <CareerCard key={item.career.socCode} item={item} reasons={keptReasons(t, format.usd, item, preferences)} />
            ))}
          </ul>
          <SectionSources sources={shown.map((item) => item.career.source)} />
        </>
      )}
      {careers.length > initialCount ? (
        <ShowAllButton listId={listId} showAll={showAll} onToggle={() => setShowAll((value) => !value)}>
          {showAll
            ? t('career-quiz.refined.showFirst', { count: initialCount })
            : t('career-quiz.refined.showAll', { count: careers.length })}
        </ShowAllButton>
      ) : null}
      {setAside.length > 0 ? (
        <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2">
          <summary className="cursor-pointer py-1 font-medium text-slate-800">
            {t('career-quiz.refined.setAside', { count: setAside.length })}
          </summary>
          <ul className="mt-2 space-y-2 pb-2 text-sm">
            {setAside.map((item) => (
              <li key={item.career.socCode}>
                <span className="font-semibold">{item.career.title}:</span> {setAsideReasons(t, format.usd, item, preferences).join(' ')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function CareerCard({ item, reasons }: { item: RefinedCareer<Career>; reasons: string[] }) {
  const t = useT('career-quiz');
  return (
    <CareerFactsCard career={item.career}>
      <p className="mt-2 text-sm font-semibold text-slate-800">{t('career-quiz.refined.howItFits')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </CareerFactsCard>
  );
}
