import type { SessionState } from '@client/shared/session/use-session';
import { EnglishNames } from '@client/ui/english-names';
import type { ScholarshipDto } from './api/use-scholarship-search';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { BASIS_KEYS, FIELD_KEYS, GRADE_LEVEL_KEYS, useSpanishScholarships } from './scholarship-texts';
import { SaveToggle } from './save-toggle';

export function ScholarshipCard({ scholarship, session }: { scholarship: ScholarshipDto; session: SessionState }) {
  const t = useT('scholarships');
  const format = useFormatters();
  // Proper names stay; the amount and eligibility texts come in Spanish from src/data/i18n (or say they are in English).
  const texts = useSpanishScholarships();
  const spanish = texts?.SCHOLARSHIPS_ES[scholarship.id];
  const inEnglish = texts !== null && spanish === undefined;
  const monthText = scholarship.usualDeadlineMonth === null ? null : format.month(scholarship.usualDeadlineMonth);
  const month = monthText === null ? null : monthText.charAt(0).toLocaleUpperCase() + monthText.slice(1);
  const headingId = `scholarship-${scholarship.id}`;
  const untranslated = inEnglish ? <span className="ml-1 text-xs font-normal text-slate-600">{t('scholarships.inEnglish')}</span> : null;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <h4 id={headingId} className="text-lg font-bold text-slate-900">
        <span lang="en">{scholarship.name}</span>
      </h4>
      <p className="text-sm text-slate-700" lang="en">
        {scholarship.sponsor}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{t('scholarships.award')}</dt>
          <dd className="font-semibold text-slate-900">
            {spanish?.amount ?? scholarship.amount}
            {untranslated}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('scholarships.usualDeadline')}</dt>
          <dd className="font-semibold text-slate-900">{month ?? t('scholarships.deadlineVaries')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('scholarships.whoCanApply')}</dt>
          <dd>{scholarship.gradeLevels.map((level) => t(GRADE_LEVEL_KEYS[level])).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('scholarships.fieldLabel')}</dt>
          <dd>{scholarship.fields.map((field) => t(FIELD_KEYS[field])).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('scholarships.basedOn')}</dt>
          <dd>{scholarship.basis ? t(BASIS_KEYS[scholarship.basis]) : t('scholarships.notStated')}</dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-800">
        {spanish?.eligibility ?? scholarship.eligibility}
        {untranslated}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <a
          href={scholarship.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('scholarships.visitSponsor')}
          <span className="sr-only">
            <EnglishNames text={t('scholarships.visitSponsorSr', { name: scholarship.name })} names={[scholarship.name]} />
          </span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ml-1 h-4 w-4">
            <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
            <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
          </svg>
        </a>
        <SaveToggle scholarship={scholarship} session={session} />
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {t.rich('scholarships.checked', {
          date: format.isoDay(scholarship.source.checked),
          // The source's official English name goes in whole: the sentence only places it.
          source: () => (
            <a
              href={scholarship.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-brand-800"
            >
              <span lang="en">
                {scholarship.source.publisher}, “{scholarship.source.title}”
              </span>
              <span className="sr-only">{t('scholarships.opensNewTab')}</span>
            </a>
          ),
        })}
      </p>
    </article>
  );
}
