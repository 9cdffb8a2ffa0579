import type { ReactNode } from 'react';
import { Link } from '@client/shared/routing';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { errorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { Button } from '@client/ui/button';
import { CollegePlanCard } from './college-plan-card';
import { longDate, Sources } from './plan-sources';
import { MoneyPlanForm } from './money-plan-form';
import { TransferRoute } from './transfer-route';
import { useMoneyPlan, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

/*
 * The family money plan (ADR 0025), on /money-plan for the student and on /family for
 * each linked child: the family's figures (editable by both sides) and, side by side, each college
 * on the student's list with the gap, the federal loans that fill it in order, what stays uncovered,
 * the debts, payments and grade.
 */

function HowItWorks({ data }: { data: MoneyPlan }) {
  const t = useT('money-plan', 'calculator');
  const format = useFormatters();
  const { intlLocale } = useI18n();
  const [first, second, later] = data.terms.directAnnualByYear;
  const rates = {
    awardYear: data.terms.rateAwardYear,
    studentRate: data.terms.undergraduateRatePercent,
    plusRate: data.terms.plusRatePercent,
  };
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">{t('money-plan.how.title')}</summary>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>{t('money-plan.how.netPrice')}</li>
        <li>
          {t('money-plan.how.gap', {
            first: format.usd(first!),
            second: format.usd(second!),
            later: format.usd(later!),
            aggregate: format.usd(data.terms.directAggregate),
            plusAnnual: format.usd(data.terms.plusAnnual),
            plusAggregate: format.usd(data.terms.plusAggregate),
            plusEffective: longDate(data.terms.plusEffective, intlLocale),
          })}
          <Sources sources={[...data.sources.directLimits, ...data.sources.plusCaps]} />
        </li>
        <li>
          {data.terms.ratesCoverToday ? t('money-plan.how.ratesToday', rates) : t('money-plan.how.ratesStandIn', rates)}{' '}
          {t('calculator.rule.tieredStandard')} {t('calculator.rule.rapPayment')}
          <Sources sources={[...data.sources.rates, ...data.sources.rap]} standIn />
        </li>
        <li>{t('money-plan.how.parentShare')}</li>
        <li>{t('money-plan.how.estimate')}</li>
      </ul>
    </details>
  );
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/** The cheapest 2-year college on the list against each 4-year one: the transfer route, when it saves money. */
function transferRoute(data: MoneyPlan) {
  const priced = data.colleges.flatMap((college) =>
    college.plan.status === 'planned'
      ? [{ name: college.name, degree: college.predominantDegree, price: college.plan.netPricePerYear }]
      : [],
  );
  const twoYear = priced.filter((c) => c.degree === 'associate' || c.degree === 'certificate').sort((a, b) => a.price - b.price)[0];
  const fourYear = priced.filter((c) => c.degree === 'bachelor' || c.degree === 'graduate').sort((a, b) => b.price - a.price)[0];
  if (!twoYear || !fourYear || fourYear.price <= twoYear.price) return null;
  // Four years at the 4-year college minus two there and two at the 2-year one.
  return { cc: twoYear, bachelor: fourYear, saving: 2 * (fourYear.price - twoYear.price) };
}

/** What to do next: a short checklist, each step with where it comes from. */
function NextSteps({ data, level }: { data: MoneyPlan; level: 3 | 4 }) {
  const t = useT('money-plan');
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `money-plan-next-${level}`;
  const format = useFormatters();
  const route = transferRoute(data);
  const external = (href: string) => (chunks: ReactNode) => (
    <a href={href} className={linkClass}>
      {chunks}
    </a>
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <Heading id={headingId} className="text-lg font-semibold">
        {t('money-plan.next.title')}
      </Heading>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-800">
        <li>{t.rich('money-plan.next.fafsa', { link: external('https://studentaid.gov/apply-for-aid/fafsa/fafsa-deadlines') })}</li>
        <li>{t.rich('money-plan.next.netPrice', { link: external('https://nces.ed.gov/collegenavigator/') })}</li>
        <li>
          {t.rich('money-plan.next.scholarships', {
            link: (chunks) => (
              <Link to="/profile" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </li>
        <li>{t('money-plan.next.review')}</li>
        <li>
          {route
            ? t('money-plan.next.transfer', {
                cc: route.cc.name,
                ccPrice: format.usd(route.cc.price),
                bachelor: route.bachelor.name,
                bachelorPrice: format.usd(route.bachelor.price),
                saving: format.usd(route.saving),
              })
            : t('money-plan.next.transferGeneral')}
        </li>
      </ol>
    </section>
  );
}

function Colleges({ data, target, level }: { data: MoneyPlan; target: MoneyPlanTarget; level: 3 | 4 }) {
  const t = useT('money-plan');
  if (data.colleges.length === 0)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold">{t('money-plan.empty.title')}</p>
        {target.kind === 'mine' ? (
          <p className="mt-1 text-slate-700">
            {t.rich('money-plan.empty.mine', {
              quiz: (words) => (
                <Link to="/college-quiz" className="font-semibold text-brand-800 underline underline-offset-2">
                  {words}
                </Link>
              ),
            })}
          </p>
        ) : (
          <p className="mt-1 text-slate-700">{t('money-plan.empty.child', { name: data.student.name })}</p>
        )}
      </div>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {data.colleges.map((college) => (
        <CollegePlanCard key={college.unitId} college={college} data={data} level={level} target={target} />
      ))}
    </div>
  );
}

export function MoneyPlanSection({ target, headingLevel = 2 }: { target: MoneyPlanTarget; headingLevel?: 2 | 3 }) {
  const t = useT('money-plan');
  const plan = useMoneyPlan(target);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `money-plan-${target.kind === 'mine' ? 'mine' : target.linkId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 min-w-0 space-y-4">
      <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        {t('money-plan.section.title')}
      </Heading>
      {plan.isPending ? (
        <p role="status" className="text-slate-700">
          {t('money-plan.section.loading')}
        </p>
      ) : plan.isError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{plan.error instanceof ApiError && plan.error.status !== 0 ? errorText(t, plan.error) : t('money-plan.section.loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void plan.refetch()}>
            {t('money-plan.section.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-slate-700">
            {target.kind === 'mine'
              ? t('money-plan.section.introMine')
              : t('money-plan.section.introChild', { name: plan.data.student.name })}
          </p>
          <MoneyPlanForm target={target} plan={plan.data} level={headingLevel === 2 ? 3 : 4} />
          <HowItWorks data={plan.data} />
          <Colleges data={plan.data} target={target} level={headingLevel === 2 ? 3 : 4} />
          <TransferRoute data={plan.data} target={target} level={headingLevel === 2 ? 3 : 4} />
          <NextSteps data={plan.data} level={headingLevel === 2 ? 3 : 4} />
        </>
      )}
    </section>
  );
}
