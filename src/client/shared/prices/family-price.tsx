import { useId, useState, type FormEvent } from 'react';
import {
  familyIncomeIssue,
  familyPrice,
  INCOME_BRACKET_BOUNDS,
  type FamilyIncomeIssue,
  type IncomeBracket,
  type NetPriceByIncome,
} from '@domain/prices/brackets';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { Formatters } from '@client/ui/format';
import { Button } from '@client/ui/button';
import { DollarInput } from '@client/ui/dollar-input';
import { FieldError } from '@client/ui/field-error';
import { useFamilyIncome, type FamilyIncomeOrigin } from './use-family-income';

/*
 * The family's own price at a college, the same way on every page that shows one: the bracket's figure with the
 * label saying whose price it is, "not reported" for a bracket the college does not publish, and without an income
 * the range across brackets beside the all-income average (never the average alone). The income editor beside it
 * asks once and keeps the answer (use-family-income.ts).
 */

/** The Scorecard year of the institution figures (net prices, cost of attendance). */
export const NET_PRICE_YEAR = '2023-24';

/** "$48,001 to $75,000" / "$110,001 or more", in the active language. */
export function bracketText(t: Translate<'colleges'>, format: Formatters, bracket: IncomeBracket): string {
  const { min, max } = INCOME_BRACKET_BOUNDS[bracket];
  return max === null
    ? t('colleges.bracketAbove', { min: format.usd(min) })
    : t('colleges.bracketBetween', { min: format.usd(min), max: format.usd(max) });
}

export interface FamilyPriceFigureProps {
  netPriceByIncome: NetPriceByIncome;
  averageNetPrice: number | null;
  income: number | null;
  /** Smaller type inside cards. */
  compact?: boolean;
  /** Inside a <dl>: the label is the term and the figure and notes its descriptions. */
  term?: boolean;
}

/** The family's yearly price at one college, with the label naming whose price and the source. */
export function FamilyPriceFigure({ netPriceByIncome, averageNetPrice, income, compact = false, term = false }: FamilyPriceFigureProps) {
  const t = useT('colleges');
  const format = useFormatters();
  const price = familyPrice(netPriceByIncome, averageNetPrice, income);
  const source = { year: NET_PRICE_YEAR };
  let label: string;
  let figure: string;
  const notes: string[] = [];
  if (price.kind === 'bracket') {
    label = t('colleges.price.bracketLabel', { bracket: bracketText(t, format, price.bracket), ...source });
    figure = format.usd(price.amount);
    if (price.negative) notes.push(t('colleges.price.negative'));
  } else if (price.kind === 'suppressed') {
    label = t('colleges.price.bracketLabel', { bracket: bracketText(t, format, price.bracket), ...source });
    figure = t('colleges.price.suppressed');
  } else {
    label = t('colleges.price.rangeLabel', source);
    figure =
      price.min === null || price.max === null
        ? t('colleges.price.notReported')
        : price.min === price.max
          ? format.usd(price.min)
          : t('colleges.price.range', { min: format.usd(price.min), max: format.usd(price.max) });
    notes.push(
      price.average === null ? t('colleges.price.averageNotReported') : t('colleges.price.average', { average: format.usd(price.average) }),
    );
    if (price.suppressedBrackets.length > 0 && price.min !== null)
      notes.push(t('colleges.price.someSuppressed', { count: price.suppressedBrackets.length }));
    if (price.negative) notes.push(t('colleges.price.negative'));
  }
  if (term)
    return (
      <div data-testid="family-price">
        <dt className="text-sm text-slate-700">{label}</dt>
        <dd className="font-semibold">{figure}</dd>
        {notes.map((note) => (
          <dd key={note} className="text-xs text-slate-700">
            {note}
          </dd>
        ))}
      </div>
    );
  return (
    <div data-testid="family-price">
      <p className={compact ? 'text-sm text-slate-700' : 'text-slate-700'}>{label}</p>
      <p className={compact ? 'font-semibold' : 'text-2xl font-bold'}>{figure}</p>
      {notes.map((note) => (
        <p key={note} className="text-xs text-slate-700">
          {note}
        </p>
      ))}
    </div>
  );
}

const ISSUE_KEYS = {
  not_a_number: 'colleges.error.income_not_a_number',
  not_whole: 'colleges.error.income_not_whole',
  negative: 'colleges.error.income_negative',
  too_large: 'colleges.error.income_too_large',
} as const satisfies Record<FamilyIncomeIssue, string>;

/** A typed income: digits with optional "$", commas and spaces; anything else is not a number. */
export function parseIncome(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const ORIGIN_KEYS = {
  'money-plan': 'colleges.income.fromMoneyPlan',
  profile: 'colleges.income.fromAccount',
  device: 'colleges.income.fromDevice',
} as const satisfies Record<Exclude<FamilyIncomeOrigin, null>, string>;

/** Shows the income the prices use and lets the family set, change or forget it. */
export function FamilyIncomeEditor() {
  const t = useT('colleges');
  const format = useFormatters();
  const { income, origin, save, saving, saveFailed, loading } = useFamilyIncome();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<FamilyIncomeIssue | null>(null);
  const fieldId = useId();
  if (loading) return null;
  const open = editing || income === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseIncome(text);
    const problem = familyIncomeIssue(value);
    setIssue(problem);
    if (problem) return;
    try {
      await save(value);
      setEditing(false);
    } catch {
      // The editor shows saveFailed.
    }
  };

  return (
    <section aria-label={t('colleges.income.region')} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      {income !== null ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>
            {t('colleges.income.current', { income: format.usd(income) })}
            {origin ? <span className="text-sm text-slate-700"> {t(ORIGIN_KEYS[origin])}</span> : null}
          </p>
          {!editing ? (
            <Button
              variant="secondary"
              onClick={() => {
                setText(String(income));
                setEditing(true);
              }}
            >
              {t('colleges.income.change')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('colleges.income.ask')}</p>
      )}
      {open ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={fieldId} className="text-sm font-semibold">
              {t('colleges.income.label')}
            </label>
            <DollarInput
              id={fieldId}
              name="familyIncome"
              value={text}
              onChange={(event) => setText(event.target.value)}
              invalid={issue !== null}
              aria-describedby={issue ? `${fieldId}-error` : undefined}
            />
          </div>
          <Button type="submit" disabled={saving}>
            {t('colleges.income.save')}
          </Button>
          {income !== null ? (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                void save(null).then(
                  () => setEditing(false),
                  () => undefined,
                );
              }}
            >
              {t('colleges.income.forget')}
            </Button>
          ) : null}
          <div className="basis-full">
            <FieldError fieldId={fieldId} error={issue ? t(ISSUE_KEYS[issue]) : undefined} />
            {saveFailed ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                {t('colleges.income.saveFailed')}
              </p>
            ) : null}
            <p className="text-xs text-slate-700">{t('colleges.income.hint')}</p>
          </div>
        </form>
      ) : null}
    </section>
  );
}
