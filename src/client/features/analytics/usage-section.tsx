import { useId, useState, type FormEvent } from 'react';
import { ANALYTICS_EVENTS } from '@domain/analytics/events';
import { usageQuerySchema } from '@domain/analytics/insights';
import { VITAL_THRESHOLDS, type VitalRating } from '@domain/analytics/vitals';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import type { AreaKey } from '@client/shared/i18n/messages';
import { Button } from '@client/ui/button';
import { CitedTable } from '@client/ui/cited-table';
import { Spinner } from '@client/ui/spinner';
import { useAnalyticsFormat, type AnalyticsFormat } from './analytics-format';
import { EVENT_KEYS, FUNNEL_KEYS, loadErrorText } from './analytics-messages';
import { useUsageInsights, type UsageInsights, type UsagePeriodQuery } from './api/use-usage-insights';
import { BarTable, StatCard, VISIBLE_CAPTION } from './bar-table';
import { DailyChart } from './daily-chart';
import { fieldErrorsOf } from './field-errors';
import { LabelledInput, LoadError } from './form-parts';

const KEY_EVENTS = ANALYTICS_EVENTS.filter((name): name is keyof typeof EVENT_KEYS => name in EVENT_KEYS);

const RATING_KEYS: Record<VitalRating, AreaKey<'analytics'>> = {
  good: 'analytics.vitals.good',
  'needs-improvement': 'analytics.vitals.needsImprovement',
  poor: 'analytics.vitals.poor',
};
const RATING_STYLE: Record<VitalRating, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  'needs-improvement': 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

const PRESETS = [
  { value: '7', key: 'analytics.period.last7' },
  { value: '30', key: 'analytics.period.last30' },
  { value: '90', key: 'analytics.period.last90' },
  { value: 'custom', key: 'analytics.period.custom' },
] as const;
type PresetValue = (typeof PRESETS)[number]['value'];

function formatVital(format: AnalyticsFormat, metric: keyof typeof VITAL_THRESHOLDS, value: number): string {
  return metric === 'CLS' ? format.fixed(value, 3) : `${format.count(Math.round(value))} ms`;
}

function PeriodPicker({ onChange }: { onChange: (period: UsagePeriodQuery) => void }) {
  const t = useT('analytics');
  const id = useId();
  const [preset, setPreset] = useState<PresetValue>('30');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorText = (field: string) => fieldErrorText(t, errors[field]);

  const choose = (value: PresetValue) => {
    setPreset(value);
    setErrors({});
    if (value !== 'custom') onChange({ days: value });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = usageQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    onChange({ from, to });
  };

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="font-semibold">{t('analytics.period.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRESETS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={option.value}
                checked={preset === option.value}
                onChange={() => choose(option.value)}
                className="accent-brand-700"
              />
              {t(option.key)}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate aria-label={t('analytics.period.customForm')}>
          <LabelledInput
            label={t('analytics.fromUtc')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={errorText('from')}
          />
          <LabelledInput
            label={t('analytics.toUtc')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={errorText('to')}
          />
          <Button type="submit">{t('analytics.period.show')}</Button>
        </form>
      ) : null}
    </div>
  );
}

function VitalsTable({ vitals }: { vitals: UsageInsights['vitals'] }) {
  const t = useT('analytics');
  const format = useAnalyticsFormat();
  const noData = t('analytics.noData');
  return (
    <CitedTable
      caption={t('analytics.vitals.caption')}
      captionClassName={VISIBLE_CAPTION}
      columns={[
        { header: t('analytics.vitals.metric') },
        { header: 'p75', numeric: true },
        { header: t('analytics.vitals.rating') },
        { header: t('analytics.vitals.shares'), numeric: true },
        { header: t('analytics.vitals.samples'), numeric: true },
      ]}
      className="text-sm"
      scroll={{ label: t('analytics.vitals.caption') }}
    >
      {vitals.map((vital) => {
        const limits = VITAL_THRESHOLDS[vital.metric];
        return (
          <tr key={vital.metric} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium">
              {vital.metric}
              <span className="block text-xs font-normal text-slate-700">
                {t('analytics.vitals.limits', {
                  good: formatVital(format, vital.metric, limits.good),
                  poor: formatVital(format, vital.metric, limits.poor),
                })}
              </span>
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">
              {vital.p75 === null ? noData : formatVital(format, vital.metric, vital.p75)}
            </td>
            <td className="py-2 pr-4">
              {vital.rating ? (
                <span className={`rounded px-2 py-0.5 font-medium ${RATING_STYLE[vital.rating]}`}>{t(RATING_KEYS[vital.rating])}</span>
              ) : (
                noData
              )}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {vital.samples === 0
                ? noData
                : `${format.share(vital.shares.good)} / ${format.share(vital.shares['needs-improvement'])} / ${format.share(vital.shares.poor)}`}
            </td>
            <td className="py-2 text-right tabular-nums">{format.count(vital.samples)}</td>
          </tr>
        );
      })}
    </CitedTable>
  );
}

function UsageReport({ usage }: { usage: UsageInsights }) {
  const t = useT('analytics');
  const format = useAnalyticsFormat();
  const events = new Map(usage.events.map((event) => [event.name, event.count]));
  const funnelLabel = (step: { key: string; label: string }) => {
    const key = FUNNEL_KEYS[step.key];
    return key ? t(key) : step.label;
  };
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        {t('analytics.period.range', { from: format.isoDay(usage.period.from), to: format.isoDay(usage.period.to) })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('analytics.visitors')} value={format.count(usage.totals.visitors)} note={t('analytics.visitorsNote')} />
        <StatCard label={t('analytics.pageViews')} value={format.count(usage.totals.pageViews)} />
      </div>
      <DailyChart daily={usage.daily} />
      <BarTable
        caption={t('analytics.funnel.caption')}
        headers={[t('analytics.funnel.step'), t('analytics.visitors'), t('analytics.funnel.ofAll'), t('analytics.funnel.ofPrevious')]}
        rows={usage.funnel.map((step) => ({
          key: step.key,
          label: funnelLabel(step),
          value: step.visitors,
          extra: [step.ofFirst === null ? '–' : format.share(step.ofFirst), step.ofPrevious === null ? '–' : format.share(step.ofPrevious)],
        }))}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        {usage.topPages.length > 0 ? (
          <BarTable
            caption={t('analytics.topPages')}
            headers={[t('analytics.page'), t('analytics.views')]}
            rows={usage.topPages.map((page) => ({ key: page.path, label: <code>{page.path}</code>, value: page.views }))}
          />
        ) : (
          <p className="text-slate-700">{t('analytics.noPageViews')}</p>
        )}
        <BarTable
          caption={t('analytics.keyEvents')}
          headers={[t('analytics.event'), t('analytics.times')]}
          rows={KEY_EVENTS.map((name) => ({ key: name, label: t(EVENT_KEYS[name]), value: events.get(name) ?? 0 }))}
        />
      </div>
      <VitalsTable vitals={usage.vitals} />
    </div>
  );
}

export function UsageSection() {
  const t = useT('analytics');
  const [period, setPeriod] = useState<UsagePeriodQuery>({ days: '30' });
  const usage = useUsageInsights(period);
  return (
    <section aria-labelledby="usage-heading" className="space-y-6">
      <h2 id="usage-heading" className="text-2xl font-bold">
        {t('analytics.usage.heading')}
      </h2>
      <PeriodPicker onChange={setPeriod} />
      {usage.isPending ? (
        <Spinner label={t('analytics.usage.loading')} />
      ) : usage.isError ? (
        <LoadError message={loadErrorText(t, usage.error)} onRetry={() => void usage.refetch()} />
      ) : (
        <div aria-busy={usage.isFetching} className={usage.isPlaceholderData ? 'opacity-60' : undefined}>
          <UsageReport usage={usage.data} />
        </div>
      )}
    </section>
  );
}
