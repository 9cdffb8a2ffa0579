import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TransferPair } from '@domain/money-plan/plan-choices';
import { RISK_LABEL_KEYS } from '@client/shared/financial-expectations/grade-texts';
import { apiErrorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { bracketText, NET_PRICE_YEAR } from '@client/shared/prices/family-price';
import { CollegeLink } from '@client/shared/prices/college-link';
import { Link, useLocation, useNavigate, useSearchParams } from '@client/shared/routing';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Sources } from './plan-sources';
import { storedFigures } from './credential-choice';
import { useSaveMoneyPlan, useTransferPreview, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

/*
 * "Two years at a community college, then two at a four-year college", side by side with four years at the
 * four-year college: both colleges' prices for the family, loans year by year, all the debt at repayment, the
 * monthly payment on the one basis, both grades, and what the route saves. A route comes from the plan (kept by the
 * family) or from a link (`?first=&second=`, as the college quiz and the suggestions here link) until it is kept.
 */

type View = MoneyPlan['transfer'];
type Route = NonNullable<View['route']>;
type TransferCollege = Route['first'];

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/** `?first=&second=` as a pair of UNITIDs; null when either is missing or not one. */
function pairFrom(params: URLSearchParams): TransferPair | null {
  const read = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const first = read('first');
  const second = read('second');
  return first !== null && second !== null && first !== second ? { first, second } : null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

type PlannedSide = Extract<Route['plan'], { status: 'planned' }> | Extract<Route['fourYear'], { status: 'planned' }>;

/** One column: the figures both plans share, in the same rows, so the two read across. */
type SubHeading = 'h4' | 'h5';

function PlanColumn({
  heading,
  prices,
  plan,
  testId,
  as: Heading,
}: {
  heading: string;
  prices: string;
  plan: PlannedSide;
  testId: string;
  as: SubHeading;
}) {
  const t = useT('transfer-plan', 'grades');
  const format = useFormatters();
  const grade = (result: PlannedSide['student']['grade']) =>
    result.risk ? `${result.grade} (${t(RISK_LABEL_KEYS[result.risk])})` : t('transfer-plan.notGraded');
  const borrowed = plan.funding.directLoans + plan.funding.parentPlus + plan.funding.unfunded;
  return (
    <article className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <Heading className="text-base font-semibold break-words">{heading}</Heading>
      <dl className="mt-2">
        <Row term={t('transfer-plan.row.prices')}>{prices}</Row>
        <Row term={t('transfer-plan.row.total')}>{format.usd(plan.totalNetPrice)}</Row>
        <Row term={t('transfer-plan.row.family')}>
          {format.usd(plan.familyContribution)} + {format.usd(plan.savings)} + {format.usd(plan.extraGrants)}
        </Row>
        <Row term={t('transfer-plan.row.loans')}>
          {borrowed > 0 ? (
            <ul className="text-sm font-normal">
              {plan.funding.years.map((row) => (
                <li key={row.year}>
                  {t('transfer-plan.row.loanYear', {
                    year: row.year,
                    direct: format.usd(row.directLoan),
                    plus: format.usd(row.parentPlus),
                    private: format.usd(row.unfunded),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            t('transfer-plan.noLoans')
          )}
        </Row>
        <Row term={t('transfer-plan.row.borrowed')}>{format.usd(borrowed)}</Row>
        <Row term={t('transfer-plan.row.debt')}>{format.usdCents(plan.allDebtAtRepayment)}</Row>
        <Row term={t('transfer-plan.row.monthly')}>
          <span data-testid={`${testId}-monthly`}>
            {t('transfer-plan.row.monthlyValue', { payment: format.usdCents(plan.monthlyPaymentAll) })}
          </span>
        </Row>
        <Row term={t('transfer-plan.row.studentGrade')}>{grade(plan.student.grade)}</Row>
        <Row term={t('transfer-plan.row.familyGrade')}>{grade(plan.familyGrade.headline)}</Row>
      </dl>
    </article>
  );
}

function Comparison({ route, data, sub }: { route: Route; data: MoneyPlan; sub: SubHeading }) {
  const t = useT('transfer-plan', 'colleges');
  const format = useFormatters();
  const { plan, fourYear, first, second, savings } = route;
  if (plan.status !== 'planned' || fourYear.status !== 'planned') {
    const missing = plan.status === 'no-net-price' ? plan.missing : ['second'];
    const side = missing.length > 1 ? 'both' : (missing[0] ?? 'both');
    return <Alert>{t('transfer-plan.noPrice', { side, first: first.name, second: second.name })}</Alert>;
  }
  const bracket = first.familyPrice.bracket;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 md:grid-cols-2">
        <PlanColumn
          as={sub}
          testId="transfer-route"
          heading={t('transfer-plan.routeHeading', { first: first.name, second: second.name })}
          prices={t('transfer-plan.row.pricesRoute', {
            first: first.name,
            firstPrice: format.usd(plan.firstPricePerYear),
            second: second.name,
            secondPrice: format.usd(plan.secondPricePerYear),
          })}
          plan={plan}
        />
        <PlanColumn
          as={sub}
          testId="transfer-four-year"
          heading={t('transfer-plan.fourHeading', { second: second.name })}
          prices={t('transfer-plan.row.pricesFour', { price: format.usd(fourYear.netPricePerYear) })}
          plan={fourYear}
        />
      </div>
      <p className="font-semibold" data-testid="transfer-savings">
        {savings && savings.saves
          ? savings.allDebtAtRepayment > 0
            ? t('transfer-plan.saves', {
                first: first.name,
                netPrice: format.usd(savings.netPrice),
                debt: format.usdCents(savings.allDebtAtRepayment),
                monthly: format.usdCents(savings.monthlyPayment),
              })
            : t('transfer-plan.savesPriceOnly', { first: first.name, netPrice: format.usd(savings.netPrice) })
          : t('transfer-plan.noSaving', { first: first.name, second: second.name })}
      </p>
      <div className="text-xs text-slate-700">
        <p>
          {bracket
            ? t('transfer-plan.priceSource', { year: NET_PRICE_YEAR, bracket: bracketText(t, format, bracket) })
            : t('transfer-plan.priceSourceAverage', { year: NET_PRICE_YEAR })}
        </p>
        <Sources sources={[first.source, second.source, ...data.sources.directLimits, ...data.sources.tieredStandard]} />
      </div>
    </div>
  );
}

/** Keep a route shown from a link, or remove the kept one (after a confirmation). */
function KeepOrRemove({ route, data, target }: { route: Route; data: MoneyPlan; target: MoneyPlanTarget }) {
  const t = useT('transfer-plan');
  const save = useSaveMoneyPlan(target);
  const [confirming, setConfirming] = useState(false);
  const failure = save.error ? (save.error instanceof ApiError ? apiErrorText(t, save.error) : t('transfer-plan.failed')) : null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{route.kept ? t('transfer-plan.kept') : t('transfer-plan.preview')}</p>
      {!route.kept ? (
        <Button
          disabled={save.isPending}
          onClick={() => save.mutate({ ...storedFigures(data), transfer: { first: route.first.unitId, second: route.second.unitId } })}
        >
          {t('transfer-plan.keep')}
        </Button>
      ) : confirming ? (
        <div
          role="group"
          aria-label={t('transfer-plan.removeConfirm')}
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <p>{t('transfer-plan.removeConfirm')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="danger"
              disabled={save.isPending}
              onClick={() => save.mutate({ ...storedFigures(data), transfer: null }, { onSuccess: () => setConfirming(false) })}
            >
              {t('transfer-plan.removeYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('transfer-plan.removeNo')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('transfer-plan.remove')}
        </Button>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}

function Choose({ view, pair }: { view: View; pair: TransferPair | null }) {
  const t = useT('transfer-plan');
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const suggested = (view.suggestions?.colleges ?? []).filter((c) => !view.firsts.some((s) => s.unitId === c.unitId));
  const [first, setFirst] = useState(String(pair?.first ?? view.firsts[0]?.unitId ?? suggested[0]?.unitId ?? ''));
  const [second, setSecond] = useState(String(pair?.second ?? view.seconds[0]?.unitId ?? ''));
  if (view.seconds.length === 0 && !pair)
    return (
      <p className="text-slate-700">
        {t.rich('transfer-plan.form.noSecond', {
          quiz: (words) => (
            <Link to="/college-quiz" className={linkClass}>
              {words}
            </Link>
          ),
        })}
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!first || !second) return;
    navigate(`${pathname}?first=${first}&second=${second}`);
  };
  const option = (college: TransferCollege) => (
    <option key={college.unitId} value={college.unitId}>
      {college.name}
    </option>
  );
  const selectClass = 'min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2';
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="min-w-0">
        <label htmlFor={`${id}-first`} className="block font-semibold">
          {t('transfer-plan.form.first')}
        </label>
        <select id={`${id}-first`} value={first} onChange={(event) => setFirst(event.target.value)} className={selectClass}>
          <option value="">{t('transfer-plan.form.choose')}</option>
          {view.firsts.length ? <optgroup label={t('transfer-plan.form.savedGroup')}>{view.firsts.map(option)}</optgroup> : null}
          {suggested.length ? <optgroup label={t('transfer-plan.form.suggestedGroup')}>{suggested.map(option)}</optgroup> : null}
          {pair && unlisted(view, pair.first) ? <option value={pair.first}>{pair.first}</option> : null}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-second`} className="block font-semibold">
          {t('transfer-plan.form.second')}
        </label>
        <select id={`${id}-second`} value={second} onChange={(event) => setSecond(event.target.value)} className={selectClass}>
          <option value="">{t('transfer-plan.form.choose')}</option>
          {view.seconds.map(option)}
          {view.route && !view.seconds.some((c) => c.unitId === view.route!.second.unitId) ? option(view.route.second) : null}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t('transfer-plan.form.compare')}
      </Button>
      {view.firsts.length === 0 ? <p className="text-sm text-slate-700 sm:col-span-3">{t('transfer-plan.form.noFirst')}</p> : null}
    </form>
  );
}

/** True when the link's first college is in neither list (an unknown id): the select still shows what the link named. */
function unlisted(view: View, unitId: number): boolean {
  return (
    !view.firsts.some((c) => c.unitId === unitId) &&
    !(view.suggestions?.colleges ?? []).some((c) => c.unitId === unitId) &&
    view.route?.first.unitId !== unitId
  );
}

function Suggestions({ view, sub: Heading }: { view: View; sub: SubHeading }) {
  const t = useT('transfer-plan');
  const format = useFormatters();
  const { pathname } = useLocation();
  const suggestions = view.suggestions;
  const second = view.route?.second ?? view.seconds[0];
  if (!suggestions || !second) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <Heading className="font-semibold">{t('transfer-plan.suggestions.title', { state: suggestions.state })}</Heading>
      <p className="text-sm text-slate-700">
        {suggestions.field
          ? t('transfer-plan.suggestions.field', { state: suggestions.state, field: suggestions.field.title })
          : t('transfer-plan.suggestions.any', { state: suggestions.state })}
      </p>
      {suggestions.colleges.length === 0 ? (
        <p className="mt-2">{t('transfer-plan.suggestions.none', { state: suggestions.state })}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {suggestions.colleges.map((college) => (
            <li key={college.unitId} className="break-words">
              <CollegeLink college={college} />{' '}
              {college.familyPrice.comparable !== null
                ? t('transfer-plan.suggestions.item', {
                    city: college.city ?? college.state,
                    price: format.usd(college.familyPrice.comparable),
                  })
                : null}{' '}
              <Link to={`${pathname}?first=${college.unitId}&second=${second.unitId}`} className={linkClass}>
                {t('transfer-plan.suggestions.compare', { second: second.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Sources sources={suggestions.colleges.slice(0, 1).map((c) => c.source)} />
    </div>
  );
}

export function TransferRoute({ data, target, level }: { data: MoneyPlan; target: MoneyPlanTarget; level: 3 | 4 }) {
  const t = useT('transfer-plan');
  const Heading = level === 3 ? 'h3' : 'h4';
  const sub: SubHeading = level === 3 ? 'h4' : 'h5';
  const headingId = `transfer-route-${target.kind === 'mine' ? 'mine' : target.linkId}`;
  const [params] = useSearchParams();
  const linked = pairFrom(params);
  const kept = data.inputs.transfer;
  const pair = linked && !(kept && kept.first === linked.first && kept.second === linked.second) ? linked : null;
  const preview = useTransferPreview(target, pair);
  const view: View = pair ? (preview.data?.transfer ?? { ...data.transfer, route: null }) : data.transfer;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      data-testid="transfer-section"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {t('transfer-plan.title')}
      </Heading>
      <p className="text-slate-700">{t('transfer-plan.intro')}</p>
      <Choose key={`${pair?.first ?? kept?.first ?? ''}-${pair?.second ?? kept?.second ?? ''}`} view={view} pair={pair ?? kept} />
      {pair && preview.isPending ? (
        <p role="status" className="text-slate-700">
          {t('transfer-plan.loading')}
        </p>
      ) : pair && preview.isError ? (
        <Alert>{preview.error instanceof ApiError ? apiErrorText(t, preview.error) : t('transfer-plan.failed')}</Alert>
      ) : view.route ? (
        <>
          <Comparison route={view.route} data={data} sub={sub} />
          <KeepOrRemove route={view.route} data={data} target={target} />
        </>
      ) : null}
      <p className="text-sm text-slate-800">{t('transfer-plan.credits')}</p>
      <Suggestions view={view} sub={sub} />
    </section>
  );
}
