import { createContext, useContext, useId } from 'react';
import { Link, Navigate, useLocation, useParams } from '@client/shared/routing';
import type { Career } from '@domain/catalog/schemas';
import { careerCodeFor, isSocCode, JOB_ZONES, type JobZone } from '@domain/catalog/catalog-values';
import { schoolingLevel } from '@domain/catalog/training-route';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { formatOutlook } from '@client/ui/format';
import { FiguresFromNote, outlookWords, type CareerWithOutlook } from '@client/ui/career-figures';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { CareerPayText } from '@client/shared/career-quiz/career-pay-text';
import { SourceLine } from '@client/ui/source-line';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { SaveCareerButton } from '@client/shared/saved-lists/save-button';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useCareer } from './api/use-career';
import { useCareerMajors } from './api/use-career-majors';
import { EXPLORE_PATH, type DetailLinkState } from './career-card';
import { CareerDescription } from './description-language';
import { EducationText } from './education-text';
import { FamilyFit } from './family-fit';
import { InterestProfile } from './interest-profile';
import { OnetDescriptionCredit } from './onet-credit';
import { RecommendedBadge } from './recommended-badge';
import { TrainingFinderLinks, TrainingRouteSection } from './training-route-section';
import { useGamesFit } from './use-games-fit';

/** /premium/career-exploration/:socCode (signed in only): everything Waypoint knows about one career. */
export function CareerDetailPage() {
  return (
    <CognitiveAssessmentProvider>
      <CareerDetail />
    </CognitiveAssessmentProvider>
  );
}

/**
 * /careers/:socCode, public (signed out works): the same page, linked from the quiz results, the family view and the
 * major pages. Its way back is the free career quiz, not the signed-in exploration tool.
 */
export function PublicCareerPage() {
  return (
    <CognitiveAssessmentProvider>
      <PublicPage.Provider value={true}>
        <CareerDetail />
      </PublicPage.Provider>
    </CognitiveAssessmentProvider>
  );
}

const PublicPage = createContext(false);

/** "Back to results" keeps the filters the career was opened from; opened from a link, it goes to all careers. */
function useResultsLink(): string {
  const state = useLocation().state as Partial<DetailLinkState> | null;
  const publicPage = useContext(PublicPage);
  if (publicPage) return PUBLIC_BACK_PATH;
  const results = typeof state?.results === 'string' && state.results.startsWith('?') ? state.results : '';
  return `${EXPLORE_PATH}${results}`;
}

/** Where a visitor on a public career page goes back to: the free career quiz and its results. */
const PUBLIC_BACK_PATH = '/career-quiz';

function BackToResults() {
  const t = useT('careers');
  const publicPage = useContext(PublicPage);
  return (
    <Link to={useResultsLink()} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2">
      <span aria-hidden="true">←&nbsp;</span>
      {t(publicPage ? 'careers.detail.backToQuiz' : 'careers.detail.back')}
    </Link>
  );
}

function CareerDetail() {
  const t = useT('careers');
  const { socCode = '' } = useParams();
  const validCode = isSocCode(socCode);
  const canonical = validCode ? null : careerCodeFor(socCode);
  const { pathname } = useLocation();
  const career = useCareer(socCode, validCode);
  const notFound = !validCode || (career.error instanceof ApiError && career.error.status === 404);
  usePageTitle(notFound ? t('careers.detail.notFoundTitle') : (career.data?.title ?? t('careers.detail.career')));

  // A BLS code ("47-2111", as BLS and the news print it) opens the O*NET occupation of the same number.
  if (canonical) return <Navigate to={`${pathname.slice(0, pathname.lastIndexOf('/') + 1)}${canonical}`} replace />;
  if (notFound) return <CareerNotFound />;
  if (career.isPending) return <Spinner label={t('careers.detail.loading')} />;
  if (career.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BackToResults />
        <h1 className="mt-4 text-3xl font-bold">{t('careers.detail.career')}</h1>
        <LoadFailed text={t('careers.detail.careerFailed', { message: career.error.message })} onRetry={() => void career.refetch()} />
      </div>
    );
  }
  return <CareerProfile career={career.data} />;
}

function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT('careers');
  return (
    <div className="mt-4 space-y-3">
      <Alert>{text}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('careers.detail.tryAgain')}
      </Button>
    </div>
  );
}

function CareerNotFound() {
  const t = useT('careers');
  const publicPage = useContext(PublicPage);
  const back = useResultsLink();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('careers.detail.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('careers.detail.notFoundText')}</p>
      <ButtonLink to={back} className="mt-6">
        {t(publicPage ? 'careers.detail.backToQuiz' : 'careers.detail.backToExploration')}
      </ButtonLink>
    </div>
  );
}

const isJobZone = (zone: number | null): zone is JobZone => zone !== null && (JOB_ZONES as readonly number[]).includes(zone);

function CareerProfile({ career }: { career: CareerWithOutlook }) {
  const t = useT('careers');
  const format = useFormatters();
  const games = useGamesFit();
  const fit = games.recommended.get(career.socCode);
  const zone = isJobZone(career.jobZone) ? career.jobZone : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <BackToResults />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('careers.detail.career')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{career.title}</h1>
      {fit ? (
        <div className="mt-3">
          <RecommendedBadge fit={fit} />
        </div>
      ) : null}
      <CareerDescription career={career} className="mt-4 max-w-3xl text-lg text-slate-700" />
      <OnetDescriptionCredit career={career} className="mt-1 text-sm text-slate-700" />
      <div className="mt-4">
        <SaveCareerButton career={career} />
      </div>

      <section aria-labelledby="facts-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="facts-heading" className="text-xl font-bold">
          {t('careers.detail.factsHeading')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-700">{t('careers.detail.pay')}</dt>
            <dd className="text-2xl font-bold">
              <CareerPayText career={career} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('careers.detail.outlook')}</dt>
            <dd className="text-2xl font-bold">
              {career.outlookPercent === null ? t('common.notReported') : formatOutlook(career.outlookPercent)}
            </dd>
            {career.outlookComparison ? <dd className="mt-1 text-sm text-slate-700">{outlookWords(t, career)}</dd> : null}
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('careers.detail.openings')}</dt>
            <dd className="font-semibold">
              {career.annualOpenings == null || career.annualOpenings <= 0
                ? t('common.notReported')
                : t('careers.detail.openingsValue', { count: format.count(career.annualOpenings) })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('careers.detail.education')}</dt>
            <dd className="font-semibold">
              <EducationText label={career.entryEducation} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('careers.detail.jobZone')}</dt>
            <dd>
              {zone === null ? (
                <span className="font-semibold">{t('common.notReported')}</span>
              ) : (
                <>
                  <span className="font-semibold">{t('careers.detail.zoneOf', { zone, title: t(`careers.jobZone.${zone}`) })}</span>
                  <span className="mt-1 block text-sm text-slate-700">{t(`careers.jobZonePrep.${zone}`)}</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        <FiguresFromNote career={career} className="mt-4 text-sm font-medium" />
        <SourceLine source={career.source} className="mt-2 text-sm" />
        <p className="mt-1 text-sm text-slate-700">{t('careers.detail.zonesNote')}</p>
      </section>

      <div className="mt-6 space-y-6">
        <TrainingRouteSection career={career} />
        <InterestProfile interests={career.interests} />
        <FamilyFit socCode={career.socCode} games={games} />
        <RelatedMajors socCode={career.socCode} entryEducation={career.entryEducation} />
        <NextSteps career={career} />
      </div>
    </div>
  );
}

function RelatedMajors({ socCode, entryEducation }: { socCode: string; entryEducation: string | null }) {
  const t = useT('careers');
  const format = useFormatters();
  const money = (amount: number | null) => (amount === null ? t('common.notReported') : format.usd(amount));
  const headingId = useId();
  const level = schoolingLevel(entryEducation);
  const degreeLevel = level === 'bachelor' || level === 'graduate';
  const majors = useCareerMajors(socCode);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('careers.majors.heading')}
      </h2>
      {majors.isPending ? <p className="mt-2 text-slate-700">{t('careers.majors.loading')}</p> : null}
      {majors.isError ? (
        <LoadFailed text={t('careers.detail.majorsFailed', { message: majors.error.message })} onRetry={() => void majors.refetch()} />
      ) : null}
      {majors.data?.length === 0 ? (
        <div className="mt-2 text-slate-700">
          <p>{t(degreeLevel ? 'careers.majors.noneDegree' : 'careers.majors.noneNeeded')}</p>
          <TrainingFinderLinks />
        </div>
      ) : null}
      {majors.data && majors.data.length > 0 ? (
        <>
          <p className="mt-1 text-slate-700">{t('careers.majors.intro')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {majors.data.map((major) => (
              <li key={major.cip} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold">{major.name}</h3>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-slate-700">{t('careers.majors.earnings')}</dt>
                  <dd className="font-medium">{money(major.medianEarnings)}</dd>
                  <dt className="text-slate-700">{t('careers.majors.debt')}</dt>
                  <dd className="font-medium">{money(major.medianDebt)}</dd>
                </dl>
                <SourceLine source={major.source} className="mt-2 text-xs" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function NextSteps({ career }: { career: Career }) {
  const t = useT('careers');
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="next-heading" className="text-xl font-bold">
        {t('careers.next.heading')}
      </h2>
      <p className="mt-1 text-slate-800">{t('careers.next.text')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/premium/ai-counselor">{t('careers.next.counselor')}</ButtonLink>
        <ButtonLink to={`/professional-meetings?career=${encodeURIComponent(career.socCode)}`} variant="secondary">
          {t('careers.next.mentor')}
        </ButtonLink>
      </div>
    </section>
  );
}
