import type { RowSource } from '@domain/catalog/schemas';
import { EnglishNames } from '@client/ui/english-names';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { sourceText } from '@client/ui/format';
import type { MoneyPlan } from './use-money-plan';

/*
 * How the money plan cites its figures: the source lines (short on a phone, every source on demand) and the
 * "estimate" marks next to a fee or a rate that is not in our data for loans made today.
 */

/** A source line: a stand-in rate or fee says so in plain words; any other estimate keeps the app's usual wording. */
export function planSourceText(source: RowSource, t: Translate, estimateNote?: string): string {
  return source.estimate && estimateNote ? `${source.name}, ${source.year}. ${estimateNote}` : sourceText(source, t);
}

/** The publisher, for the short line a phone shows before the sources are opened. */
const publisherOf = (source: RowSource) => source.name.split(':')[0]!.split(',')[0]!.trim();

/**
 * "Source: A" or "Sources: A and 2 more" with an open-on-demand list of every source, linked, in
 * full (on a phone the full lines were several screens long). Estimates say so in the short line too.
 */
export function Sources({
  sources,
  standIn = false,
}: {
  sources: readonly RowSource[];
  /** For stand-in loan figures: say in plain words why the figure is an estimate. */
  standIn?: boolean;
}) {
  const t = useT('money-plan');
  if (sources.length === 0) return null;
  const estimateNote = standIn ? t('money-plan.card.standInNote') : undefined;
  const publishers = [...new Set(sources.map(publisherOf))];
  const short =
    publishers.length > 1 ? t('money-plan.card.andMore', { first: publishers[0]!, count: publishers.length - 1 }) : publishers[0];
  const estimate = sources.some((source) => source.estimate);
  return (
    <details className="text-xs text-slate-700">
      <summary className="min-h-6 cursor-pointer break-words">
        {t('money-plan.card.sourceLabel', { count: sources.length })}: <EnglishNames text={short ?? ''} names={publishers} />
        {estimate ? t('money-plan.card.estimateShort') : ''}{' '}
        <span className="font-medium text-brand-800 underline underline-offset-2">{t('money-plan.card.details')}</span>
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
        {sources.map((source, index) => (
          <li key={`${source.url}-${index}`}>
            <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
              <EnglishNames text={planSourceText(source, t, estimateNote)} names={[source.name]} />
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Estimate() {
  const t = useT('money-plan');
  return (
    <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('money-plan.card.estimate')}</span>
  );
}

/** Said in words next to the fee when the fee for loans made today is not in our data (fees change each October 1). */
export function FeeEstimate({ data }: { data: MoneyPlan }) {
  const t = useT('money-plan');
  const { intlLocale } = useI18n();
  if (data.terms.feesCoverToday) return null;
  return (
    <>
      {' '}
      <Estimate /> {t('money-plan.card.feeEstimate', { date: longDate(data.terms.feesBefore, intlLocale) })}
    </>
  );
}

/** Said in words next to a payment when the rate for loans made today is not in our data yet. */
export function RateEstimate({ data }: { data: MoneyPlan }) {
  const t = useT('money-plan');
  if (data.terms.ratesCoverToday) return null;
  return (
    <span className="block text-xs font-normal text-slate-700">
      <Estimate /> {t('money-plan.card.rateEstimate', { awardYear: data.terms.rateAwardYear })}
    </span>
  );
}

/** "2026-07-01" → "July 1, 2026" (or "1 de julio de 2026"): a parent reads dates, not ISO strings. */
export const longDate = (iso: string, locale: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
