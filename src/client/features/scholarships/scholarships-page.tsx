import { useRef } from 'react';
import { SCHOLARSHIP_DEADLINES } from '@data/scholarship-deadlines';
import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';
import { localizedGuide, useSpanishScholarships } from './scholarship-texts';
import { DeadlineCalendar } from './deadline-calendar';
import { ScholarshipDirectory } from './scholarship-directory';
import { HowToApply, SpotScams, WhereToLook } from './scholarship-guide';

const SECTIONS = [
  { id: 'where-to-look', title: 'scholarships.sectionWhere' },
  { id: 'how-to-apply', title: 'scholarships.sectionHow' },
  { id: 'deadlines', title: 'scholarships.sectionDeadlines' },
  { id: 'scams', title: 'scholarships.sectionScams' },
  { id: 'directory', title: 'scholarships.sectionDirectory' },
] as const satisfies readonly { id: string; title: AreaKey<'scholarships'> }[];

export function ScholarshipsPage() {
  const t = useT('scholarships');
  usePageTitle(t('scholarships.title'));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const guide = localizedGuide(SCHOLARSHIP_GUIDE, useSpanishScholarships());
  const sectionTitle = (id: (typeof SECTIONS)[number]['id']) => t(SECTIONS.find((section) => section.id === id)!.title);

  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('scholarships.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('scholarships.intro')}</p>
        <p className="mt-6 max-w-3xl rounded-xl border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">{guide.scams.rule}</p>
        <nav aria-label={t('scholarships.onThisPage')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-100"
                >
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <section aria-labelledby="where-to-look">
        <h2 id="where-to-look" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('where-to-look')}
        </h2>
        <div className="mt-6">
          <WhereToLook guide={guide} />
        </div>
      </section>

      <section aria-labelledby="how-to-apply">
        <h2 id="how-to-apply" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('how-to-apply')}
        </h2>
        <div className="mt-6">
          <HowToApply guide={guide} />
        </div>
      </section>

      <section aria-labelledby="deadlines">
        <h2 id="deadlines" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('deadlines')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('scholarships.deadlinesIntro')}</p>
        <div className="mt-6">
          <DeadlineCalendar calendar={SCHOLARSHIP_DEADLINES} onShowMonth={() => resultsHeading.current?.focus()} />
        </div>
      </section>

      <section aria-labelledby="scams">
        <h2 id="scams" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('scams')}
        </h2>
        <p className="mt-2 max-w-3xl font-semibold text-slate-900">{guide.scams.rule}</p>
        <div className="mt-6">
          <SpotScams guide={guide} />
        </div>
      </section>

      <section aria-labelledby="directory">
        <h2 id="directory" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('directory')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('scholarships.directoryIntro')}</p>
        <div className="mt-6">
          <ScholarshipDirectory resultsHeadingRef={resultsHeading} />
        </div>
      </section>
    </div>
  );
}
