import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';

/** Links to the tools that use these numbers. */
export function NextStepsSection() {
  const t = useT('debt-facts');
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-800 px-6 py-8 text-white">
      <h2 id="next-heading" className="text-2xl font-bold">
        {t('debt-facts.nextHeading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {[
          { to: '/calculator', title: t('debt-facts.nextCalculator'), text: t('debt-facts.nextCalculatorText') },
          { to: '/debt-calculator', title: t('debt-facts.nextBorrow'), text: t('debt-facts.nextBorrowText') },
          { to: '/resources/scholarships', title: t('debt-facts.nextScholarships'), text: t('debt-facts.nextScholarshipsText') },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block h-full rounded-xl bg-white p-4 text-slate-900 hover:bg-brand-50">
              <span className="font-semibold text-brand-800 underline underline-offset-2">{link.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
