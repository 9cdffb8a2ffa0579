import { useId } from 'react';
import { TRAINING_COSTS } from '@data/training-costs';
import type { Career, RowSource } from '@domain/catalog/schemas';
import { trainingRoute } from '@domain/catalog/training-route';
import { ExternalLink, PROSE_LINK } from '@client/ui/external-link';
import { useT } from '@client/shared/i18n/i18n-store';
import { SourceLine } from '@client/ui/source-line';
import { RouteTerms } from '@client/ui/training-route';
import { EducationText } from './education-text';

/** Where to find training when no major leads to a career (or as well as one): public finders. */
export const TRAINING_FINDERS = [
  { href: 'https://www.apprenticeship.gov/apprenticeship-job-finder', label: 'careers.route.apprenticeship' },
  { href: 'https://www.careeronestop.org/FindTraining/find-training.aspx', label: 'careers.route.careerOneStop' },
] as const;

export function TrainingFinderLinks() {
  const t = useT('careers');
  return (
    <ul className="mt-2 space-y-1">
      {TRAINING_FINDERS.map((finder) => (
        <li key={finder.href}>
          <ExternalLink href={finder.href} className={PROSE_LINK}>
            {t(finder.label)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * How people get into this career: BLS's typical entry education, work experience and on-the-job
 * training, and the training route with its time and typical cost, each with its source. Always shown.
 */
export function TrainingRouteSection({ career }: { career: Career }) {
  const t = useT('careers');
  const english = (text: string | null) => (text === null ? t('common.notReported') : <span lang="en">{text}</span>);
  const headingId = useId();
  const route = trainingRoute(career, TRAINING_COSTS);
  const sources: RowSource[] = [
    ...(career.trainingSource ? [career.trainingSource] : []),
    ...(route ? [route.timeSource, ...(route.cost ? [route.cost.source] : [])] : []),
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('careers.route.heading')}
      </h2>
      {route ? (
        <p className="mt-1 text-slate-700">
          {t('careers.route.level')}
          <strong>{t(`careers.schooling.${route.level}`)}</strong>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">{t('careers.route.none')}</p>
      )}
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-700">{t('careers.route.entry')}</dt>
        <dd className="font-medium">
          <EducationText label={career.entryEducation} />
        </dd>
        <dt className="text-slate-700">{t('careers.route.experience')}</dt>
        <dd className="font-medium">{english(career.workExperience)}</dd>
        <dt className="text-slate-700">{t('careers.route.onTheJob')}</dt>
        <dd className="font-medium">{english(career.onTheJobTraining)}</dd>
        <RouteTerms route={route} />
      </dl>
      <div className="mt-4 space-y-1 text-sm">
        {sources.map((source) => (
          <SourceLine key={`${source.url}|${source.name}`} source={source} className="text-sm" />
        ))}
      </div>
      <p className="mt-4 font-medium">{t('careers.route.findProgram')}</p>
      <TrainingFinderLinks />
    </section>
  );
}
