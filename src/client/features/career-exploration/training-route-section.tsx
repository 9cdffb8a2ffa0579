import { useId } from 'react';
import { TRAINING_COSTS } from '@data/training-costs';
import type { Career, RowSource } from '@domain/catalog/schemas';
import { SCHOOLING_LEVEL_LABELS, trainingRoute } from '@domain/catalog/training-route';
import { ExternalLink, PROSE_LINK } from '@client/ui/external-link';
import { NOT_REPORTED } from '@client/ui/format';
import { SourceLine } from '@client/ui/source-line';
import { RouteTerms } from '@client/ui/training-route';

/** Where to find training when no major leads to a career (or as well as one): public finders. */
export const TRAINING_FINDERS = [
  { href: 'https://www.apprenticeship.gov/apprenticeship-job-finder', label: 'Find an apprenticeship (U.S. Department of Labor)' },
  { href: 'https://www.careeronestop.org/FindTraining/find-training.aspx', label: 'Find training programs near you (CareerOneStop)' },
] as const;

export function TrainingFinderLinks() {
  return (
    <ul className="mt-2 space-y-1">
      {TRAINING_FINDERS.map((finder) => (
        <li key={finder.href}>
          <ExternalLink href={finder.href} className={PROSE_LINK}>
            {finder.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * How people get into this career (issue 17): BLS's typical entry education, work experience and on-the-job
 * training, and the training route with its time and typical cost, each with its source. Always shown.
 */
export function TrainingRouteSection({ career }: { career: Career }) {
  const headingId = useId();
  const route = trainingRoute(career, TRAINING_COSTS);
  const sources: RowSource[] = [
    ...(career.trainingSource ? [career.trainingSource] : []),
    ...(route ? [route.timeSource, ...(route.cost ? [route.cost.source] : [])] : []),
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        How to get there: training route
      </h2>
      {route ? (
        <p className="mt-1 text-slate-700">
          Level of schooling: <strong>{SCHOOLING_LEVEL_LABELS[route.level]}</strong>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">BLS does not report a typical way into this career. The finders below list programs.</p>
      )}
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-700">Typical education needed for entry</dt>
        <dd className="font-medium">{career.entryEducation ?? NOT_REPORTED}</dd>
        <dt className="text-slate-700">Work experience in a related job</dt>
        <dd className="font-medium">{career.workExperience ?? NOT_REPORTED}</dd>
        <dt className="text-slate-700">On-the-job training</dt>
        <dd className="font-medium">{career.onTheJobTraining ?? NOT_REPORTED}</dd>
        <RouteTerms route={route} />
      </dl>
      <div className="mt-4 space-y-1 text-sm">
        {sources.map((source) => (
          <SourceLine key={`${source.url}|${source.name}`} source={source} className="text-sm" />
        ))}
      </div>
      <p className="mt-4 font-medium">Find a program</p>
      <TrainingFinderLinks />
    </section>
  );
}
