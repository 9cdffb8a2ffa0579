import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { SourceList } from './source-list';
import { YearlyLimitsTable } from './yearly-limits-table';

const { from2026 } = FEDERAL_LOAN_LIMITS;

/** How much students can borrow: today's undergraduate limits and the limits for loans made from 2026. */
export function LoanLimitsSection() {
  const t = useT('debt-facts');
  const { usd, isoDay } = useFormatters();
  return (
    <section aria-labelledby="limits-heading">
      <h2 id="limits-heading" className="text-2xl font-bold">
        {t('debt-facts.limitsHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('debt-facts.limitsIntro')}</p>
      <YearlyLimitsTable />
      <h3 className="mt-8 text-lg font-semibold">{t('debt-facts.newLimits', { day: isoDay(from2026.effective) })}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        <li>
          {t('debt-facts.parentPlus', {
            yearly: usd(from2026.parentPlusAnnualPerStudent),
            total: usd(from2026.parentPlusAggregatePerStudent),
          })}
        </li>
        <li>
          {t('debt-facts.graduate', {
            yearly: usd(from2026.graduateAnnual),
            total: usd(from2026.graduateAggregate),
            professionalYearly: usd(from2026.professionalAnnual),
            professionalTotal: usd(from2026.professionalAggregate),
          })}
        </li>
        {from2026.gradPlusEndsForNewBorrowers ? <li>{t('debt-facts.gradPlusEnds')}</li> : null}
        <li>{t('debt-facts.lifetime', { total: usd(from2026.lifetimeAggregate) })}</li>
      </ul>
      <SourceList sources={from2026.sources} className="mt-3" />
    </section>
  );
}
