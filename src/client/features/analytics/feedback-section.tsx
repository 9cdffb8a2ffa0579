import { useId, useState, type FormEvent } from 'react';
import { feedbackFilterSchema } from '@domain/analytics/insights';
import { ratingLabel, usefulnessLabel, willingnessToPayLabel } from '@domain/feedback/labels';
import { FEEDBACK_CATEGORIES } from '@domain/feedback/schemas';
import { Button, buttonClass } from '@client/ui/button';
import { formatCount, formatUsd } from '@client/ui/format';
import { Spinner } from '@client/ui/spinner';
import {
  EMPTY_FILTERS,
  feedbackCsvUrl,
  useFeedbackInsights,
  type FeedbackFilterValues,
  type FeedbackInsights,
} from './api/use-feedback-insights';
import { BarTable, StatCard } from './bar-table';
import { fieldErrorsOf } from './field-errors';
import { inputClass, LabelledInput, LoadError } from './form-parts';

const TIMESTAMP = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function FeedbackFilters({ initial, onApply }: { initial: FeedbackFilterValues; onApply: (filters: FeedbackFilterValues) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof FeedbackFilterValues) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(draft).filter(([, value]) => value.trim() !== '');
    const parsed = feedbackFilterSchema.safeParse(Object.fromEntries(entries));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    setErrors({});
    onApply(EMPTY_FILTERS);
  };
  return (
    <form
      aria-label="Filter feedback"
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-medium">
          Category
        </label>
        <select id={`${id}-category`} value={draft.category} onChange={set('category')} className={inputClass}>
          <option value="">All categories</option>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-rating`} className="block text-sm font-medium">
          Rating
        </label>
        <select id={`${id}-rating`} value={draft.rating} onChange={set('rating')} className={inputClass}>
          <option value="">All ratings</option>
          {[5, 4, 3, 2, 1].map((rating) => (
            <option key={rating} value={String(rating)}>
              {rating} – {ratingLabel(rating)}
            </option>
          ))}
        </select>
      </div>
      <LabelledInput label="From (UTC)" type="date" value={draft.from} onChange={set('from')} error={errors.from} />
      <LabelledInput label="To (UTC)" type="date" value={draft.to} onChange={set('to')} error={errors.to} />
      <LabelledInput label="Text contains" type="search" value={draft.q} onChange={set('q')} maxLength={200} error={errors.q} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

const average = (value: number | null, format: (n: number) => string) => (value === null ? 'no feedback yet' : format(value));

function FeedbackSummaryView({ summary }: { summary: FeedbackInsights['summary'] }) {
  const share = (count: number) => (summary.count === 0 ? '–' : `${Math.round((count / summary.count) * 100)}%`);
  const rows = (list: { label: string; count: number }[]) =>
    list.map((d) => ({ key: d.label, label: d.label, value: d.count, extra: [share(d.count)] }));
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Feedback" value={formatCount(summary.count)} />
        <StatCard
          label="Average rating"
          value={average(summary.averageRating, (n) => `${n.toFixed(1)} / 5`)}
          note={summary.averageRating === null ? undefined : ratingLabel(Math.round(summary.averageRating))}
        />
        <StatCard
          label="Average usefulness"
          value={average(summary.averageUsefulness, (n) => `${n.toFixed(1)} / 10`)}
          note={summary.averageUsefulness === null ? undefined : usefulnessLabel(Math.round(summary.averageUsefulness))}
        />
        <StatCard
          label="Average willingness to pay"
          value={average(summary.averageWillingnessToPay, (n) => `${formatUsd(n)} / month`)}
          note={summary.averageWillingnessToPay === null ? undefined : willingnessToPayLabel(Math.round(summary.averageWillingnessToPay))}
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <BarTable caption="Overall rating" headers={['Rating', 'Feedback', 'Share']} rows={rows(summary.ratings)} />
        <BarTable caption="Usefulness" headers={['Band', 'Feedback', 'Share']} rows={rows(summary.usefulness)} />
        <BarTable caption="Willingness to pay" headers={['Band', 'Feedback', 'Share']} rows={rows(summary.willingnessToPay)} />
        <BarTable caption="Categories" headers={['Category', 'Feedback', 'Share']} rows={rows(summary.categories)} />
      </div>
    </div>
  );
}

function FeedbackItem({ item }: { item: FeedbackInsights['items'][number] }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {item.category} · {item.rating}/5 {ratingLabel(item.rating)}
        </p>
        <p className="text-sm text-slate-700">
          <time dateTime={item.timestamp}>{TIMESTAMP.format(new Date(item.timestamp))} UTC</time>
        </p>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">{item.message}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Usefulness: </dt>
          <dd className="inline">
            {item.usefulness}/10 ({usefulnessLabel(item.usefulness)})
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Would pay: </dt>
          <dd className="inline">
            {formatUsd(item.willingness_to_pay)}/month ({willingnessToPayLabel(item.willingness_to_pay)})
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Current tools: </dt>
          <dd className="inline break-words">{item.currentTools}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Feature requests: </dt>
          <dd className="inline break-words">{item.featureRequests}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Sent by: </dt>
          <dd className="inline break-words">{item.userEmail ?? 'anonymous'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Reply to: </dt>
          <dd className="inline break-words">
            {item.email ? (
              <a href={`mailto:${item.email}`} className="text-brand-800 underline">
                {item.email}
              </a>
            ) : (
              'no e-mail given'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function FeedbackSection() {
  const [filters, setFilters] = useState<FeedbackFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const result = useFeedbackInsights(filters, page);
  const apply = (next: FeedbackFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.pageSize)) : 1;

  return (
    <section aria-labelledby="feedback-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feedback-heading" className="text-2xl font-bold">
          Feedback
        </h2>
        <a href={feedbackCsvUrl(filters)} download className={buttonClass('secondary')}>
          Download CSV
        </a>
      </div>
      <FeedbackFilters initial={filters} onApply={apply} />
      {result.isPending ? (
        <Spinner label="Loading feedback…" />
      ) : result.isError ? (
        <LoadError message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <div aria-busy={result.isFetching} className={`space-y-8 ${result.isPlaceholderData ? 'opacity-60' : ''}`}>
          <FeedbackSummaryView summary={result.data.summary} />
          <div>
            <h3 className="text-xl font-semibold">Messages</h3>
            {result.data.items.length === 0 ? (
              <p className="mt-3 text-slate-700">No feedback matches these filters.</p>
            ) : (
              <>
                <ol className="mt-3 space-y-3" aria-label="Feedback, newest first">
                  {result.data.items.map((item) => (
                    <FeedbackItem key={item.id} item={item} />
                  ))}
                </ol>
                <nav aria-label="Feedback pages" className="mt-4 flex flex-wrap items-center gap-3">
                  <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous page
                  </Button>
                  <p aria-live="polite">
                    Page {page} of {pages}
                  </p>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Next page
                  </Button>
                </nav>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
