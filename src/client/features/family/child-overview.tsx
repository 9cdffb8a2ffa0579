import { Fragment, type ReactNode } from 'react';
import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import type { FinancialRisk } from '@domain/finance/grade';
import { CollegeLink } from '@client/shared/prices/college-link';
import { FamilyPriceFigure, NET_PRICE_YEAR } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import { ApiError } from '@client/shared/lib/api-client';
import { useChildOverview, type ChildOverview } from '@client/shared/family/api/use-family';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { AreaKey } from '@client/shared/i18n/messages';
import { careerPagePath } from '@client/shared/lib/public-paths';
import { Link } from '@client/shared/routing';

/*
 * One linked child's plan, read-only: progress, results, the financial plan with its
 * grade and earnings horizon, the college list with net prices and their sources, saved
 * scholarships and upcoming mentor meetings.
 */

type Key = AreaKey<'family'>;

/** The progress steps' ids (domain/progress progressSteps), as keys. */
const STEP_KEYS: Readonly<Record<string, Key>> = {
  journey: 'family.stepJourney',
  'career-quiz': 'family.stepCareerQuiz',
  'college-quiz': 'family.stepCollegeQuiz',
  'financial-expectations': 'family.stepFinancial',
  'premium-journey': 'family.stepPremium',
};

const RISK_KEYS: Readonly<Record<FinancialRisk, Key>> = {
  'Very Low': 'family.riskVeryLow',
  Low: 'family.riskLow',
  Moderate: 'family.riskModerate',
  Higher: 'family.riskHigher',
  High: 'family.riskHigh',
  'Very High': 'family.riskVeryHigh',
  Extreme: 'family.riskExtreme',
};

const HORIZON_KEYS: Readonly<Record<EarningsHorizon, Key>> = {
  'early-career': 'family.horizonEarly',
  'all-workers': 'family.horizonAll',
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="mt-1 text-slate-700">{children}</p>;

function ProgressPart({ progress }: { progress: ChildOverview['progress'] }) {
  const t = useT('family');
  return (
    <Part title={t('family.progress', { percent: progress.percent })}>
      <ul className="mt-2 space-y-1">
        {progress.steps.map((step) => (
          <li key={step.id}>
            <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
            {STEP_KEYS[step.id] ? t(STEP_KEYS[step.id]!) : step.label}:{' '}
            <span className="font-semibold">{step.done ? t('family.stepDone') : t('family.stepNotYet')}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

const majorPath = (cip: string | null) => (cip && /^\d{2}\.\d{2}$/.test(cip) ? `/majors/${cip}` : null);

/** Names separated by commas, each opening its public page where it has one. */
function LinkedNames({ items }: { items: readonly { name: string; path: string | null }[] }) {
  return items.map((item, index) => (
    <Fragment key={`${item.name}-${index}`}>
      {index > 0 ? ', ' : null}
      {item.path ? (
        <Link to={item.path} className="text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {item.name}
        </Link>
      ) : (
        item.name
      )}
    </Fragment>
  ));
}

function ResultsPart({ results }: { results: ChildOverview['results'] }) {
  const t = useT('family');
  if (!results.hollandCode && results.topMajors.length === 0)
    return (
      <Part title={t('family.results')}>
        <Empty>{t('family.noQuizResult')}</Empty>
      </Part>
    );
  return (
    <Part title={t('family.results')}>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-sm text-slate-700">{t('family.hollandCode')}</dt>
          <dd className="font-semibold">{results.hollandCode ?? t('family.notRecorded')}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('family.topCareers')}</dt>
          <dd className="font-semibold break-words">
            {results.topCareers.length ? (
              <LinkedNames items={results.topCareers.map((career) => ({ name: career.title, path: careerPagePath(career.socCode) }))} />
            ) : (
              t('family.noneYet')
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('family.topMajors')}</dt>
          <dd className="font-semibold break-words">
            {results.topMajors.length ? (
              <LinkedNames items={results.topMajors.map((major) => ({ ...major, path: majorPath(major.cip) }))} />
            ) : (
              t('family.noneYet')
            )}
          </dd>
        </div>
      </dl>
    </Part>
  );
}

function FinancesPart({ finances }: { finances: ChildOverview['finances'] }) {
  const t = useT('family');
  const format = useFormatters();
  if (!finances)
    return (
      <Part title={t('family.financial')}>
        <Empty>{t('family.notFilledIn')}</Empty>
      </Part>
    );
  const horizon = t(HORIZON_KEYS[finances.earningsHorizon]);
  return (
    <Part title={t('family.financial')}>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-sm text-slate-700">{t('family.expectedIncome')}</dt>
          <dd className="font-semibold">{t('family.monthlyIncome', { amount: format.usd(finances.monthlyIncome), horizon })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('family.plannedDebt')}</dt>
          <dd className="font-semibold">{format.usd(finances.plannedDebt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('family.financialGrade')}</dt>
          <dd className="font-semibold">
            {finances.risk
              ? t('family.gradeText', {
                  grade: finances.grade,
                  risk: RISK_KEYS[finances.risk] ? t(RISK_KEYS[finances.risk]) : finances.risk,
                  horizon,
                })
              : t('family.notGraded')}
          </dd>
        </div>
      </dl>
    </Part>
  );
}

function CollegesPart({ colleges }: { colleges: ChildOverview['colleges'] }) {
  const t = useT('family');
  const { income } = useFamilyIncome();
  return (
    <Part title={t('family.collegeList')}>
      {colleges.length === 0 ? (
        <Empty>{t('family.noColleges')}</Empty>
      ) : (
        <ul className="mt-2 space-y-3">
          {colleges.map((college) => (
            <li key={college.unitId}>
              <p className="font-semibold break-words">
                <CollegeLink college={college} />
              </p>
              <p className="text-sm text-slate-700">
                {college.city ? `${college.city}, ` : ''}
                {college.state}
              </p>
              <FamilyPriceFigure
                compact
                netPriceByIncome={college.netPriceByIncome}
                averageNetPrice={college.averageNetPrice}
                income={income}
              />
              <p className="text-xs text-slate-700">
                {t.rich('family.priceSource', {
                  year: NET_PRICE_YEAR,
                  link: (words) => (
                    <a href={college.source.url} className="underline underline-offset-2 hover:text-brand-800">
                      {words}
                    </a>
                  ),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function ScholarshipsPart({ scholarships }: { scholarships: ChildOverview['scholarships'] }) {
  const t = useT('family');
  const format = useFormatters();
  return (
    <Part title={t('family.savedScholarships')}>
      {scholarships.length === 0 ? (
        <Empty>{t('family.noScholarships')}</Empty>
      ) : (
        <ul className="mt-2 space-y-2">
          {scholarships.map((item) => {
            const month = item.usualDeadlineMonth === null ? null : format.month(item.usualDeadlineMonth);
            return (
              <li key={item.id}>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-2 break-words"
                >
                  {item.name}
                  <span className="sr-only">{t('family.opensSponsor')}</span>
                </a>
                <p className="text-sm text-slate-700">
                  {item.sponsor} · {item.amount} · {month ? t('family.usuallyDue', { month }) : t('family.deadlineVaries')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Part>
  );
}

const MEETING_STATUS = {
  requested: 'family.statusRequested',
  rescheduled: 'family.statusRescheduled',
  accepted: 'family.statusAccepted',
} as const;

function MeetingsPart({ meetings }: { meetings: ChildOverview['meetings'] }) {
  const t = useT('family');
  const format = useFormatters();
  return (
    <Part title={t('family.meetings')}>
      {meetings.length === 0 ? (
        <Empty>{t('family.noMeetings')}</Empty>
      ) : (
        <ul className="mt-2 space-y-2">
          {meetings.map((meeting) => (
            <li key={`${meeting.startsAt}-${meeting.topic}`}>
              <p className="font-semibold break-words">{meeting.topic}</p>
              <p className="text-sm text-slate-700">
                {t('family.meetingWith', {
                  when: format.localDateTime(meeting.startsAt),
                  name: meeting.professional.fullName,
                  job: meeting.professional.jobTitle,
                  status: t(MEETING_STATUS[meeting.status]),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function ChildOverviewView({ linkId, name }: { linkId: string; name: string }) {
  const t = useT('family');
  const overview = useChildOverview(linkId);
  if (overview.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        {t('family.loadingPlan', { name })}
      </p>
    );
  if (overview.isError) {
    const gone = overview.error instanceof ApiError && overview.error.status === 404;
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{gone ? t('family.noLongerLinked', { name }) : t('family.planError', { name })}</p>
        {gone ? null : (
          <Button variant="secondary" className="mt-2" onClick={() => void overview.refetch()}>
            {t('family.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  const data = overview.data;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <ProgressPart progress={data.progress} />
      <ResultsPart results={data.results} />
      <FinancesPart finances={data.finances} />
      <CollegesPart colleges={data.colleges} />
      <ScholarshipsPart scholarships={data.scholarships} />
      <MeetingsPart meetings={data.meetings} />
    </div>
  );
}
