import type { safeBorrowing } from '@domain/finance/borrowing';
import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { CitationList } from './citation-list';
import { useCalcFormat } from './format';
import { ScrollRegion } from './scroll-region';

const limits = FEDERAL_LOAN_LIMITS;

function LimitRow({ label, amount, note }: { label: string; amount: number; note?: string }) {
  const { usdWhole } = useCalcFormat();
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        {label}
        {note ? <span className="block text-xs text-slate-600">{note}</span> : null}
      </th>
      <td className="py-2 text-right font-semibold tabular-nums">{usdWhole(amount)}</td>
    </tr>
  );
}

/** Federal loan limits over the years of study (once there is a result), and the caps for loans from July 1, 2026. */
export function FederalLimits({ result, yearsLabel }: { result: ReturnType<typeof safeBorrowing> | null; yearsLabel: string }) {
  const t = useT('calculator');
  const { usdWhole } = useCalcFormat();
  const yearly = (amounts: readonly number[]) => amounts.map(usdWhole).join(' / ');
  return (
    <div>
      <h2 className="text-xl font-bold">{t('calculator.limitsHeading', { years: yearsLabel })}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('calculator.limitsIntro')}</p>
      {result ? (
        <ScrollRegion label={t('calculator.limitsRegion')} className="mt-3">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="sr-only">{t('calculator.limitsCaption', { years: yearsLabel })}</caption>
            <tbody>
              <LimitRow
                label={t('calculator.limitDependent')}
                amount={result.federalLimits.dependentUndergraduate}
                note={t('calculator.limitDependentNote', {
                  yearly: yearly(limits.dependentUndergraduate.annualByYear),
                  total: usdWhole(limits.dependentUndergraduate.aggregate),
                })}
              />
              <LimitRow
                label={t('calculator.limitIndependent')}
                amount={result.federalLimits.independentUndergraduate}
                note={t('calculator.limitPerYearTotal', {
                  yearly: yearly(limits.independentUndergraduate.annualByYear),
                  total: usdWhole(limits.independentUndergraduate.aggregate),
                })}
              />
              <LimitRow
                label={t('calculator.limitParentPlus')}
                amount={result.federalLimits.parentPlus2026}
                note={t('calculator.limitPerYearTotal', {
                  yearly: usdWhole(limits.from2026.parentPlusAnnualPerStudent),
                  total: usdWhole(limits.from2026.parentPlusAggregatePerStudent),
                })}
              />
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <CitationList citations={limits.dependentUndergraduate.sources} className="mt-2" />
      <h3 className="mt-4 font-semibold">{t('calculator.caps2026')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          {t('calculator.capGraduate', {
            yearly: usdWhole(limits.from2026.graduateAnnual),
            total: usdWhole(limits.from2026.graduateAggregate),
          })}
        </li>
        <li>
          {t('calculator.capProfessional', {
            yearly: usdWhole(limits.from2026.professionalAnnual),
            total: usdWhole(limits.from2026.professionalAggregate),
          })}
        </li>
        <li>
          {t('calculator.capParentPlus', {
            yearly: usdWhole(limits.from2026.parentPlusAnnualPerStudent),
            total: usdWhole(limits.from2026.parentPlusAggregatePerStudent),
          })}
        </li>
        <li>{t('calculator.capLifetime', { total: usdWhole(limits.from2026.lifetimeAggregate) })}</li>
        {limits.from2026.gradPlusEndsForNewBorrowers ? <li>{t('calculator.gradPlusEnds')}</li> : null}
      </ul>
      <CitationList citations={limits.from2026.sources} className="mt-2" />
    </div>
  );
}
