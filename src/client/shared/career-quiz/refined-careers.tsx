import { useId, useState } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { RefinedCareer, SetAsideCareer } from '@domain/career-quiz/career-quiz';
import { Button } from '@client/ui/button';
import { SectionSources } from '@client/ui/section-sources';
import { CareerFactsCard } from '../cognitive/career-facts';

/** A group of refined careers: the ones that fit (the first few, then all on request) and, folded away, the ones set aside. */
export function RefinedCareerList({
  careers,
  setAside,
  initialCount = 8,
}: {
  careers: RefinedCareer<Career>[];
  setAside: SetAsideCareer<Career>[];
  initialCount?: number;
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? careers : careers.slice(0, initialCount);
  return (
    <div className="mt-4">
      {careers.length === 0 ? (
        <p className="text-slate-700">
          None of these careers fits your pay minimum and planned schooling.{' '}
          <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
            Review your preferences
          </a>
        </p>
      ) : (
        <>
          <ul id={listId} className="grid gap-3 sm:grid-cols-2">
            {shown.map((item) => (
              <CareerCard key={item.career.socCode} item={item} />
            ))}
          </ul>
          <SectionSources sources={shown.map((item) => item.career.source)} />
        </>
      )}
      {careers.length > initialCount ? (
        <Button
          variant="secondary"
          className="mt-3"
          aria-controls={listId}
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? `Show the first ${initialCount} only` : `Show all ${careers.length} careers`}
        </Button>
      ) : null}
      {setAside.length > 0 ? (
        <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2">
          <summary className="cursor-pointer py-1 font-medium text-slate-800">
            {setAside.length === 1 ? '1 career set aside' : `${setAside.length} careers set aside`} by your preferences
          </summary>
          <ul className="mt-2 space-y-2 pb-2 text-sm">
            {setAside.map(({ career, reasons }) => (
              <li key={career.socCode}>
                <span className="font-semibold">{career.title}:</span> {reasons.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function CareerCard({ item }: { item: RefinedCareer<Career> }) {
  return (
    <CareerFactsCard career={item.career}>
      <p className="mt-2 text-sm font-semibold text-slate-800">How it fits your preferences</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {item.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </CareerFactsCard>
  );
}
