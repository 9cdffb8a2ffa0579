import { useId, useState, type FormEvent } from 'react';
import { feedbackFilterSchema } from '@domain/analytics/insights';
import { usefulnessLabel, USEFULNESS_BANDS, willingnessToPayLabel } from '@domain/feedback/labels';
import { FEEDBACK_CATEGORIES } from '@domain/feedback/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import { Button, buttonClass } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useAnalyticsFormat } from './analytics-format';
import { categoryText, loadErrorText, willingnessBandText } from './analytics-messages';
import { RATING_KEYS, USEFULNESS_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';
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

type T = Translate<'analytics' | 'feedback'>;

/** A star rating's label (1-5) in the active language; '' outside the scale. */
const ratingText = (t: T, rating: number) => {
  const key = Number.isInteger(rating) ? RATING_KEYS[rating - 1] : undefined;
  return key ? t(key) : '';
};
const usefulnessText = (t: T, score: number) => {
  const band = usefulnessLabel(score);
  return band ? t(USEFULNESS_KEYS[USEFULNESS_BANDS.indexOf(band)]!) : '';
};
const willingnessText = (t: T, dollars: number) => {
  const band = willingnessToPayLabel(dollars);
  return band ? t(WILLINGNESS_KEYS[band]) : '';
};

function FeedbackFilters({ initial, onApply }: { initial: FeedbackFilterValues; onApply: (filters: FeedbackFilterValues) => void }) {
  const t = useT('analytics', 'feedback');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorText = (field: string) => fieldErrorText(t, errors[field]);
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
      aria-label={t('analytics.feedback.filterForm')}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-medium">
          {t('analytics.feedback.category')}
        </label>
        <select id={`${id}-category`} value={draft.category} onChange={set('category')} className={inputClass}>
          <option value="">{t('analytics.feedback.allCategories')}</option>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryText(t, category)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-rating`} className="block text-sm font-medium">
          {t('analytics.feedback.rating')}
        </label>
        <select id={`${id}-rating`} value={draft.rating} onChange={set('rating')} className={inputClass}>
          <option value="">{t('analytics.feedback.allRatings')}</option>
          {[5, 4, 3, 2, 1].map((rating) => (
            <option key={rating} value={String(rating)}>
              {t('analytics.feedback.numbered', { value: rating, label: ratingText(t, rating) })}
            </option>
          ))}
        </select>
      </div>
      <LabelledInput label={t('analytics.fromUtc')} type="date" value={draft.from} onChange={set('from')} error={errorText('from')} />
      <LabelledInput label={t('analytics.toUtc')} type="date" value={draft.to} onChange={set('to')} error={errorText('to')} />
      <LabelledInput
        label={t('analytics.feedback.textContains')}
        type="search"
        value={draft.q}
        onChange={set('q')}
        maxLength={200}
        error={errorText('q')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{t('analytics.feedback.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('analytics.feedback.clear')}
        </Button>
      </div>
    </form>
  );
}

function FeedbackSummaryView({ summary }: { summary: FeedbackInsights['summary'] }) {
  const t = useT('analytics', 'feedback');
  const format = useAnalyticsFormat();
  const average = (value: number | null, show: (n: number) => string) => (value === null ? t('analytics.feedback.noneYet') : show(value));
  const share = (count: number) => (summary.count === 0 ? '–' : format.wholeShare(count / summary.count));
  const rows = (list: { label: string; count: number }[], label: (text: string, index: number) => string) =>
    list.map((d, index) => ({ key: d.label, label: label(d.label, index), value: d.count, extra: [share(d.count)] }));
  // The server's labels are the spec's English ("1 – Poor", "1-2 – Not useful"): shown by position.
  const numbered = (value: string, label: string) => t('analytics.feedback.numbered', { value, label });
  const ratingRow = (_text: string, index: number) => numbered(String(index + 1), ratingText(t, index + 1));
  const usefulnessRow = (text: string, index: number) =>
    USEFULNESS_KEYS[index] ? numbered(`${index * 2 + 1}-${index * 2 + 2}`, t(USEFULNESS_KEYS[index])) : text;
  const headers = (first: string) => [first, t('analytics.feedback.count'), t('analytics.feedback.share')];
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('analytics.feedback.count')} value={format.count(summary.count)} />
        <StatCard
          label={t('analytics.feedback.averageRating')}
          value={average(summary.averageRating, (n) => t('analytics.feedback.outOf5', { value: format.fixed(n, 1) }))}
          note={summary.averageRating === null ? undefined : ratingText(t, Math.round(summary.averageRating)) || undefined}
        />
        <StatCard
          label={t('analytics.feedback.averageUsefulness')}
          value={average(summary.averageUsefulness, (n) => t('analytics.feedback.outOf10', { value: format.fixed(n, 1) }))}
          note={summary.averageUsefulness === null ? undefined : usefulnessText(t, Math.round(summary.averageUsefulness)) || undefined}
        />
        <StatCard
          label={t('analytics.feedback.averageWillingness')}
          value={average(summary.averageWillingnessToPay, (n) => t('analytics.feedback.perMonth', { amount: format.usd(n) }))}
          note={
            summary.averageWillingnessToPay === null
              ? undefined
              : willingnessText(t, Math.round(summary.averageWillingnessToPay)) || undefined
          }
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <BarTable
          caption={t('analytics.feedback.overallRating')}
          headers={headers(t('analytics.feedback.rating'))}
          rows={rows(summary.ratings, ratingRow)}
        />
        <BarTable
          caption={t('analytics.feedback.usefulness')}
          headers={headers(t('analytics.feedback.band'))}
          rows={rows(summary.usefulness, usefulnessRow)}
        />
        <BarTable
          caption={t('analytics.feedback.willingness')}
          headers={headers(t('analytics.feedback.band'))}
          rows={rows(summary.willingnessToPay, (text) => willingnessBandText(t, text))}
        />
        <BarTable
          caption={t('analytics.feedback.categories')}
          headers={headers(t('analytics.feedback.category'))}
          rows={rows(summary.categories, (text) => categoryText(t, text))}
        />
      </div>
    </div>
  );
}

function FeedbackItem({ item }: { item: FeedbackInsights['items'][number] }) {
  const t = useT('analytics', 'feedback');
  const format = useAnalyticsFormat();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t('analytics.feedback.itemTitle', {
            category: categoryText(t, item.category),
            rating: item.rating,
            label: ratingText(t, item.rating),
          })}
        </p>
        <p className="text-sm text-slate-700">
          <time dateTime={item.timestamp}>{t('analytics.feedback.utcTime', { time: format.utcMoment(item.timestamp) })}</time>
        </p>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">{item.message}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.usefulnessTerm')}</dt>
          <dd className="inline">
            {t('analytics.feedback.usefulnessValue', { value: item.usefulness, label: usefulnessText(t, item.usefulness) })}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.wouldPay')}</dt>
          <dd className="inline">
            {t('analytics.feedback.wouldPayValue', {
              amount: format.usd(item.willingness_to_pay),
              label: willingnessText(t, item.willingness_to_pay),
            })}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.currentTools')}</dt>
          <dd className="inline break-words">{item.currentTools}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.featureRequests')}</dt>
          <dd className="inline break-words">{item.featureRequests}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.sentBy')}</dt>
          <dd className="inline break-words">{item.userEmail ?? t('analytics.feedback.anonymous')}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('analytics.feedback.replyTo')}</dt>
          <dd className="inline break-words">
            {item.email ? (
              <a href={`mailto:${item.email}`} className="text-brand-800 underline">
                {item.email}
              </a>
            ) : (
              t('analytics.feedback.noEmail')
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function FeedbackPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT('analytics');
  return (
    <nav aria-label={t('analytics.feedback.pages')} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('analytics.feedback.previous')}
      </Button>
      <p aria-live="polite">{t('analytics.feedback.pageOf', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('analytics.feedback.next')}
      </Button>
    </nav>
  );
}

export function FeedbackSection() {
  const t = useT('analytics', 'feedback');
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
          {t('analytics.feedback.heading')}
        </h2>
        <a href={feedbackCsvUrl(filters)} download className={buttonClass('secondary')}>
          {t('analytics.feedback.downloadCsv')}
        </a>
      </div>
      <FeedbackFilters initial={filters} onApply={apply} />
      {result.isPending ? (
        <Spinner label={t('analytics.feedback.loading')} />
      ) : result.isError ? (
        <LoadError message={loadErrorText(t, result.error)} onRetry={() => void result.refetch()} />
      ) : (
        <div aria-busy={result.isFetching} className={`space-y-8 ${result.isPlaceholderData ? 'opacity-60' : ''}`}>
          <FeedbackSummaryView summary={result.data.summary} />
          <div>
            <h3 className="text-xl font-semibold">{t('analytics.feedback.messages')}</h3>
            {result.data.items.length === 0 ? (
              <p className="mt-3 text-slate-700">{t('analytics.feedback.noMatches')}</p>
            ) : (
              <>
                <ol className="mt-3 space-y-3" aria-label={t('analytics.feedback.list')}>
                  {result.data.items.map((item) => (
                    <FeedbackItem key={item.id} item={item} />
                  ))}
                </ol>
                <FeedbackPager page={page} pages={pages} onPage={setPage} />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
