import { useId, useState, type FormEvent } from 'react';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@domain/analytics/events';
import { usageQuerySchema } from '@domain/analytics/insights';
import { VITAL_THRESHOLDS, type VitalRating } from '@domain/analytics/vitals';
import { Button } from '@client/ui/button';
import { CitedTable } from '@client/ui/cited-table';
import { formatCount, formatIsoDay, formatShare } from '@client/ui/format';
import { Spinner } from '@client/ui/spinner';
import { useUsageInsights, type UsageInsights, type UsagePeriodQuery } from './api/use-usage-insights';
import { BarTable, StatCard, VISIBLE_CAPTION } from './bar-table';
import { DailyChart } from './daily-chart';
import { fieldErrorsOf } from './field-errors';
import { LabelledInput, LoadError } from './form-parts';

const EVENT_LABELS: Record<Exclude<AnalyticsEventName, 'page_view' | 'web_vital'>, string> = {
  journey_started: 'Journey started',
  career_quiz_completed: 'Career quiz completed',
  college_quiz_completed: 'College quiz completed',
  financial_expectations_saved: 'Financial expectations saved',
  results_viewed: 'Results viewed',
  game_finished: 'Game finished',
  calculator_used: 'Calculator used',
  post_created: 'Forum post created',
  meeting_requested: 'Meeting requested',
  feedback_sent: 'Feedback sent',
  premium_started: 'Premium started',
};
const KEY_EVENTS = ANALYTICS_EVENTS.filter((name): name is keyof typeof EVENT_LABELS => name in EVENT_LABELS);

const RATING_TEXT: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
const RATING_STYLE: Record<VitalRating, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  'needs-improvement': 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom dates' },
] as const;
type PresetValue = (typeof PRESETS)[number]['value'];

function formatVital(metric: keyof typeof VITAL_THRESHOLDS, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${formatCount(Math.round(value))} ms`;
}

function PeriodPicker({ onChange }: { onChange: (period: UsagePeriodQuery) => void }) {
  const id = useId();
  const [preset, setPreset] = useState<PresetValue>('30');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

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
        <legend className="font-semibold">Period</legend>
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
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate aria-label="Custom period">
          <LabelledInput
            label="From (UTC)"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={errors.from}
          />
          <LabelledInput label="To (UTC)" type="date" value={to} onChange={(event) => setTo(event.target.value)} error={errors.to} />
          <Button type="submit">Show period</Button>
        </form>
      ) : null}
    </div>
  );
}

function VitalsTable({ vitals }: { vitals: UsageInsights['vitals'] }) {
  return (
    <CitedTable
      caption="Web vitals of real visits (75th percentile)"
      captionClassName={VISIBLE_CAPTION}
      columns={[
        { header: 'Metric' },
        { header: 'p75', numeric: true },
        { header: 'Rating' },
        { header: 'Good / needs improvement / poor', numeric: true },
        { header: 'Samples', numeric: true },
      ]}
      className="text-sm"
      scroll={{}}
    >
      {vitals.map((vital) => {
        const limits = VITAL_THRESHOLDS[vital.metric];
        return (
          <tr key={vital.metric} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium">
              {vital.metric}
              <span className="block text-xs font-normal text-slate-700">
                good ≤ {formatVital(vital.metric, limits.good)}, poor &gt; {formatVital(vital.metric, limits.poor)}
              </span>
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{vital.p75 === null ? 'no data' : formatVital(vital.metric, vital.p75)}</td>
            <td className="py-2 pr-4">
              {vital.rating ? (
                <span className={`rounded px-2 py-0.5 font-medium ${RATING_STYLE[vital.rating]}`}>{RATING_TEXT[vital.rating]}</span>
              ) : (
                'no data'
              )}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {vital.samples === 0
                ? 'no data'
                : `${formatShare(vital.shares.good)} / ${formatShare(vital.shares['needs-improvement'])} / ${formatShare(vital.shares.poor)}`}
            </td>
            <td className="py-2 text-right tabular-nums">{formatCount(vital.samples)}</td>
          </tr>
        );
      })}
    </CitedTable>
  );
}

function UsageReport({ usage }: { usage: UsageInsights }) {
  const events = new Map(usage.events.map((event) => [event.name, event.count]));
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        {formatIsoDay(usage.period.from)} to {formatIsoDay(usage.period.to)} (UTC days).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Visitors" value={formatCount(usage.totals.visitors)} note="Unique per day, added up over the days" />
        <StatCard label="Page views" value={formatCount(usage.totals.pageViews)} />
      </div>
      <DailyChart daily={usage.daily} />
      <BarTable
        caption="Funnel: visitors who reached each step (counted once per visitor and day)"
        headers={['Step', 'Visitors', 'Of all visitors', 'Of the step before']}
        rows={usage.funnel.map((step) => ({
          key: step.key,
          label: step.label,
          value: step.visitors,
          extra: [step.ofFirst === null ? '–' : formatShare(step.ofFirst), step.ofPrevious === null ? '–' : formatShare(step.ofPrevious)],
        }))}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        {usage.topPages.length > 0 ? (
          <BarTable
            caption="Top pages"
            headers={['Page', 'Views']}
            rows={usage.topPages.map((page) => ({ key: page.path, label: <code>{page.path}</code>, value: page.views }))}
          />
        ) : (
          <p className="text-slate-700">No page views in this period.</p>
        )}
        <BarTable
          caption="Key events"
          headers={['Event', 'Times']}
          rows={KEY_EVENTS.map((name) => ({ key: name, label: EVENT_LABELS[name], value: events.get(name) ?? 0 }))}
        />
      </div>
      <VitalsTable vitals={usage.vitals} />
    </div>
  );
}

export function UsageSection() {
  const [period, setPeriod] = useState<UsagePeriodQuery>({ days: '30' });
  const usage = useUsageInsights(period);
  return (
    <section aria-labelledby="usage-heading" className="space-y-6">
      <h2 id="usage-heading" className="text-2xl font-bold">
        Usage
      </h2>
      <PeriodPicker onChange={setPeriod} />
      {usage.isPending ? (
        <Spinner label="Loading usage…" />
      ) : usage.isError ? (
        <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />
      ) : (
        <div aria-busy={usage.isFetching} className={usage.isPlaceholderData ? 'opacity-60' : undefined}>
          <UsageReport usage={usage.data} />
        </div>
      )}
    </section>
  );
}
