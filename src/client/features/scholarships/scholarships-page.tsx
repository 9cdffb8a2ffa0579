import { useRef } from 'react';
import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { usePageTitle } from '@client/ui/use-page-title';
import { DeadlineCalendar } from './deadline-calendar';
import { ScholarshipDirectory } from './scholarship-directory';
import { HowToApply, SpotScams, WhereToLook } from './scholarship-guide';

const SECTIONS = [
  { id: 'where-to-look', title: 'Where to look' },
  { id: 'how-to-apply', title: 'How to apply' },
  { id: 'deadlines', title: 'Deadlines calendar' },
  { id: 'scams', title: 'How to spot a scam' },
  { id: 'directory', title: 'Scholarship directory' },
] as const;

const sectionTitle = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((section) => section.id === id)!.title;

export function ScholarshipsPage() {
  usePageTitle('Scholarship guide');
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Scholarship guide</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Scholarships are money for school that you never pay back. Every dollar you win is a dollar you don't have to borrow. Here is
          where to find them, how to apply, when they are due, and a directory of national scholarships that are free to enter.
        </p>
        <p className="mt-6 max-w-3xl rounded-xl border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
          {SCHOLARSHIP_GUIDE.scams.rule}
        </p>
        <nav aria-label="On this page" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-100"
                >
                  {section.title}
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
          <WhereToLook guide={SCHOLARSHIP_GUIDE} />
        </div>
      </section>

      <section aria-labelledby="how-to-apply">
        <h2 id="how-to-apply" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('how-to-apply')}
        </h2>
        <div className="mt-6">
          <HowToApply guide={SCHOLARSHIP_GUIDE} />
        </div>
      </section>

      <section aria-labelledby="deadlines">
        <h2 id="deadlines" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('deadlines')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          The month each scholarship in our directory usually closes. Dates move a few days each year, so check the sponsor's site, and
          start a month or two early: many large awards close in the fall of senior year.
        </p>
        <div className="mt-6">
          <DeadlineCalendar calendar={SCHOLARSHIP_GUIDE.deadlines} onShowMonth={() => resultsHeading.current?.focus()} />
        </div>
      </section>

      <section aria-labelledby="scams">
        <h2 id="scams" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('scams')}
        </h2>
        <p className="mt-2 max-w-3xl font-semibold text-slate-900">{SCHOLARSHIP_GUIDE.scams.rule}</p>
        <div className="mt-6">
          <SpotScams guide={SCHOLARSHIP_GUIDE} />
        </div>
      </section>

      <section aria-labelledby="directory">
        <h2 id="directory" className="scroll-mt-20 text-2xl font-bold">
          {sectionTitle('directory')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          National scholarships that recur every year and are free to enter. Each one shows where and when we checked it. Filters are kept
          in the page address, so you can bookmark or share what you found.
        </p>
        <div className="mt-6">
          <ScholarshipDirectory resultsHeadingRef={resultsHeading} />
        </div>
      </section>
    </div>
  );
}
