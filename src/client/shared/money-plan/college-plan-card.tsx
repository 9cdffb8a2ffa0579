import type { ReactNode } from 'react';
import { CollegeLink } from '@client/shared/prices/college-link';
import { bracketText, NET_PRICE_YEAR } from '@client/shared/prices/family-price';
import { Alert } from '@client/ui/alert';
import { RISK_LABEL_KEYS } from '@client/shared/financial-expectations/grade-texts';
import { horizonText } from '@client/shared/financial-expectations/horizon-texts';
import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';
import type { YearsBasis } from '@domain/money-plan/money-plan';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatShare } from '@client/ui/format';
import { CredentialChoice } from './credential-choice';
import { Estimate, FeeEstimate, RateEstimate, Sources } from './plan-sources';
import type { MoneyPlan, MoneyPlanTarget } from './use-money-plan';

/*
 * One college's money plan, as a card (side by side on wide screens, stacked on phones). Every
 * figure has its source line; figures Waypoint works out are marked as estimates.
 */

type College = MoneyPlan['colleges'][number];

/** The years basis code (domain programYears) and its sentence. */
const BASIS_KEYS: Readonly<Record<YearsBasis, AreaKey<'money-plan'>>> = {
  bachelor: 'money-plan.basis.bachelor',
  associate: 'money-plan.basis.associate',
  certificate: 'money-plan.basis.certificate',
  graduate: 'money-plan.basis.graduate',
  unknown: 'money-plan.basis.unknown',
};
type Planned = Extract<College['plan'], { status: 'planned' }>;

function Row({ term, children, note }: { term: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
      {note ? <dd className="mt-0.5">{note}</dd> : null}
    </div>
  );
}

/**
 * Whose price the plan uses, with its source: the family's income bracket when the family gave an income, else the
 * all-income average. The college row's own source also covers Waypoint's debt and earnings estimates; the price is
 * the Scorecard's published figure, so it is cited alone and not marked as an estimate.
 */
function PriceBasis({ familyPrice, url }: { familyPrice: College['familyPrice']; url: string }) {
  const t = useT('money-plan', 'colleges');
  const format = useFormatters();
  const price = familyPrice.price;
  const link = (words: ReactNode) => (
    <a href={url} className="underline underline-offset-2 hover:text-brand-800">
      {words}
    </a>
  );
  return (
    <p className="text-xs text-slate-700" data-testid="plan-price-basis">
      {price.kind === 'range'
        ? t.rich('money-plan.card.priceAverage', { year: NET_PRICE_YEAR, link })
        : t.rich('money-plan.card.priceBracket', { bracket: bracketText(t, format, price.bracket), year: NET_PRICE_YEAR, link })}
      {price.kind === 'bracket' && price.negative ? ` ${t('colleges.price.negative')}` : null}
    </p>
  );
}

function FundingRows({ plan, college, data }: { plan: Planned; college: College; data: MoneyPlan }) {
  const t = useT('money-plan');
  const format = useFormatters();
  const { funding, years } = plan;
  const byYear = (pick: (row: Planned['funding']['years'][number]) => number) =>
    funding.years.map((row) => t('money-plan.card.year', { year: row.year, amount: format.usd(pick(row)) })).join(', ');
  return (
    <>
      <Row
        term={t('money-plan.card.netPriceTerm', { years: years.years })}
        note={<PriceBasis familyPrice={college.familyPrice} url={college.source.url} />}
      >
        {t('money-plan.card.netPriceValue', {
          perYear: format.usd(plan.netPricePerYear),
          years: years.years,
          total: format.usd(plan.totalNetPrice),
        })}
      </Row>
      <Row
        term={t('money-plan.card.familyTerm', { years: years.years })}
        note={<p className="text-xs text-slate-700">{t('money-plan.card.familySource')}</p>}
      >
        {format.usd(plan.familyContribution)} + {format.usd(plan.savings)} + {format.usd(plan.extraGrants)}
      </Row>
      <Row term={t('money-plan.card.gapTerm')} note={<p className="text-xs text-slate-700">{t('money-plan.card.gapNote')}</p>}>
        {format.usd(plan.gap)}
        {plan.surplus > 0 ? t('money-plan.card.surplus', { amount: format.usd(plan.surplus) }) : null}
      </Row>
      <Row term={t('money-plan.card.directTerm')} note={<Sources sources={data.sources.directLimits} />}>
        {format.usd(funding.directLoans)}
        {funding.directLoans > 0 ? <span className="block text-sm font-normal">{byYear((row) => row.directLoan)}</span> : null}
      </Row>
      <Row term={t('money-plan.card.plusTerm')} note={<Sources sources={data.sources.plusCaps} />}>
        {format.usd(funding.parentPlus)}
        {funding.parentPlus > 0 ? <span className="block text-sm font-normal">{byYear((row) => row.parentPlus)}</span> : null}
      </Row>
      <Row term={t('money-plan.card.unfundedTerm')}>{format.usd(funding.unfunded)}</Row>
    </>
  );
}

function StudentRows({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const t = useT('money-plan', 'grades', 'budget');
  const format = useFormatters();
  const { student } = plan;
  const pay = data.careerPay;
  const horizon = pay ? horizonText(t, pay.horizon, 'short') : '';
  const risk = (value: keyof typeof RISK_LABEL_KEYS) => t(RISK_LABEL_KEYS[value]);
  return (
    <>
      <Row
        term={t('money-plan.card.studentDebtTerm')}
        note={
          <>
            <p className="text-xs text-slate-700">
              {t('money-plan.card.interestNote', {
                assumption: plan.subsidized.assumption === 'subsidized-within-limits' ? 'subsidized' : 'unsubsidized',
                subsidized: format.usd(plan.subsidized.amount),
              })}{' '}
              {t('money-plan.card.feesNote', { fees: format.usd(student.fees), percent: data.terms.directFeePercent })}
              <FeeEstimate data={data} />
            </p>
            <Sources sources={data.sources.fees} standIn />
          </>
        }
      >
        {format.usd(student.debt)}
        {student.debt > 0 ? (
          <span className="block text-sm font-normal">
            {t('money-plan.card.atRepayment', { amount: format.usdCents(student.debtAtRepayment) })}
          </span>
        ) : null}
      </Row>
      <Row
        term={t('money-plan.card.studentPaymentTerm')}
        note={<Sources sources={[...data.sources.tieredStandard, ...data.sources.rates]} standIn />}
      >
        {student.standard ? (
          <>
            {t('money-plan.card.studentStandard', {
              payment: format.usdCents(student.standard.monthlyPayment),
              years: student.standard.months / 12,
              rate: data.terms.undergraduateRatePercent,
              awardYear: data.terms.rateAwardYear,
            })}
            <RateEstimate data={data} />
          </>
        ) : (
          t('money-plan.card.noLoan')
        )}
        {student.rapMonthlyPayment !== null && pay ? (
          <span className="block">
            {t('money-plan.card.rap', { payment: format.usdCents(student.rapMonthlyPayment), annual: format.usd(pay.annual), horizon })}
          </span>
        ) : null}
      </Row>
      <Row
        term={t('money-plan.card.gradeTerm')}
        note={
          <p className="text-xs text-slate-700">
            {pay ? t('money-plan.card.pay', { annual: format.usd(pay.annual), horizon }) : t('money-plan.card.noPay')}
          </p>
        }
      >
        {student.grade.risk ? `${student.grade.grade} (${risk(student.grade.risk)})` : t('money-plan.card.notGraded')}
        {student.gradeWithUnfunded?.risk ? (
          <span className="block text-sm font-normal">
            {t('money-plan.card.gradeWithPrivate', { grade: student.gradeWithUnfunded.grade, risk: risk(student.gradeWithUnfunded.risk) })}
          </span>
        ) : null}
      </Row>
    </>
  );
}

function ParentRows({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const t = useT('money-plan');
  const format = useFormatters();
  const { parent } = plan;
  return (
    <>
      <Row
        term={t('money-plan.card.parentDebtTerm')}
        note={
          <>
            <p className="text-xs text-slate-700">
              {t('money-plan.card.parentInterestNote')}{' '}
              {t('money-plan.card.feesNote', { fees: format.usd(parent.fees), percent: data.terms.plusFeePercent })}
              <FeeEstimate data={data} />
            </p>
            <Sources sources={data.sources.fees} standIn />
          </>
        }
      >
        {format.usd(parent.debt)}
        {parent.debt > 0 ? (
          <span className="block text-sm font-normal">
            {t('money-plan.card.atRepayment', { amount: format.usdCents(parent.debtAtRepayment) })}
          </span>
        ) : null}
      </Row>
      <Row
        term={t('money-plan.card.parentPaymentTerm')}
        note={
          <>
            <p className="text-xs text-slate-700">{t('money-plan.card.parentNoRap')}</p>
            <Sources sources={[...data.sources.tieredStandard, ...data.sources.rates]} standIn />
          </>
        }
      >
        {parent.standard ? (
          <>
            {t('money-plan.card.parentStandard', {
              payment: format.usdCents(parent.standard.monthlyPayment),
              years: parent.standard.months / 12,
              rate: data.terms.plusRatePercent,
              awardYear: data.terms.rateAwardYear,
            })}
            <RateEstimate data={data} />
          </>
        ) : (
          t('money-plan.card.noLoan')
        )}
        {parent.shareOfIncome !== null ? (
          <span className="block text-sm font-normal">
            {t('money-plan.card.shareOfIncome', { share: formatShare(parent.shareOfIncome) })}
          </span>
        ) : null}
      </Row>
    </>
  );
}

function PrivateRow({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const t = useT('money-plan');
  const format = useFormatters();
  const loan = plan.private;
  if (loan.debt <= 0 || !loan.standard) return null;
  return (
    <Row
      term={t('money-plan.card.privateTerm')}
      note={
        <>
          <p className="text-xs text-slate-700">
            {t('money-plan.card.privateNote', { rate: data.terms.privateRatePercent, year: data.terms.privateRateYear })}
          </p>
          <Sources sources={data.sources.privateRate} />
        </>
      }
    >
      <Estimate />{' '}
      {t('money-plan.card.privateValue', {
        debt: format.usd(loan.debt),
        atRepayment: format.usdCents(loan.debtAtRepayment),
        payment: format.usdCents(loan.standard.monthlyPayment),
        years: loan.standard.months / 12,
        rate: data.terms.privateRatePercent,
      })}
    </Row>
  );
}

/** The family grade: all the debt for this degree against the student's pay, and the parents' share; the worse one heads it. */
function FamilyRows({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const t = useT('money-plan', 'grades', 'budget');
  const format = useFormatters();
  const { familyGrade: grade, parent } = plan;
  const pay = data.careerPay;
  const horizon = pay ? horizonText(t, pay.horizon, 'short') : '';
  const risk = (value: keyof typeof RISK_LABEL_KEYS) => t(RISK_LABEL_KEYS[value]);
  const debt = format.usdCents(plan.allDebtAtRepayment);
  return (
    <Row term={t('money-plan.card.familyGradeTerm')} note={<p className="text-xs text-slate-700">{t('money-plan.card.familyHow')}</p>}>
      <span className="text-lg" data-testid="family-grade">
        {grade.headline.risk ? `${grade.headline.grade} (${risk(grade.headline.risk)})` : t('money-plan.card.notGraded')}
      </span>
      <span className="block text-sm font-normal">
        {grade.allDebt.risk && pay
          ? t('money-plan.card.familyAllDebt', {
              debt,
              annual: format.usd(pay.annual),
              horizon,
              grade: grade.allDebt.grade,
              risk: risk(grade.allDebt.risk),
            })
          : t('money-plan.card.familyAllDebtNoPay', { debt })}
      </span>
      <span className="block text-sm font-normal">
        {!parent.standard
          ? t('money-plan.card.familyNoPlus')
          : grade.parents.risk && grade.parentPaymentShare !== null
            ? t('money-plan.card.familyParents', {
                payment: format.usdCents(parent.standard.monthlyPayment),
                share: formatShare(grade.parentPaymentShare),
                grade: grade.parents.grade,
                risk: risk(grade.parents.risk),
              })
            : t('money-plan.card.familyParentsNoIncome', { payment: format.usdCents(parent.standard.monthlyPayment) })}
      </span>
      <span className="block text-sm font-normal">
        {t('money-plan.card.monthlyAll', { payment: format.usdCents(plan.monthlyPaymentAll) })}
      </span>
    </Row>
  );
}

export function CollegePlanCard({
  college,
  data,
  level,
  target,
}: {
  college: College;
  data: MoneyPlan;
  level: 3 | 4;
  target: MoneyPlanTarget;
}) {
  const t = useT('money-plan');
  const tPrices = useT('colleges');
  const format = useFormatters();
  const { plan } = college;
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `money-plan-${college.unitId}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <Heading id={headingId} className="text-lg font-semibold break-words">
        <CollegeLink college={college} />
      </Heading>
      <p className="text-sm text-slate-700">
        {college.city ? `${college.city}, ` : ''}
        {college.state}
        {college.credential.planned ? null : ` · ${t(BASIS_KEYS[plan.years.basis])}`}
      </p>
      <CredentialChoice college={college} data={data} target={target} />
      {plan.status === 'no-net-price' ? (
        <p className="mt-3 text-slate-700">
          {college.familyPrice.price.kind === 'suppressed'
            ? t('money-plan.card.noBracketPrice', { bracket: bracketText(tPrices, format, college.familyPrice.price.bracket) })
            : t('money-plan.card.noNetPrice')}
        </p>
      ) : (
        <>
          {plan.beyondFederal ? (
            <div className="mt-3">
              <Alert>
                {t('money-plan.card.beyondFederal', {
                  amount: format.usd(plan.beyondFederal.amount),
                  limit: format.usd(plan.beyondFederal.federalLimit),
                  years: plan.years.years,
                })}
              </Alert>
            </div>
          ) : null}
          {plan.warnings.includes('private-loans-needed') ? (
            <div className="mt-3">
              <Alert>{t('money-plan.card.privateLoansNeeded', { amount: format.usd(plan.funding.unfunded) })}</Alert>
            </div>
          ) : null}
          <dl className="mt-2">
            <FundingRows plan={plan} college={college} data={data} />
            <StudentRows plan={plan} data={data} />
            <ParentRows plan={plan} data={data} />
            <PrivateRow plan={plan} data={data} />
            <FamilyRows plan={plan} data={data} />
          </dl>
        </>
      )}
    </article>
  );
}
