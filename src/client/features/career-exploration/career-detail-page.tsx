import { useId } from 'react';
import { annualOpeningsText, careerPayText } from '@domain/catalog/career-pay';
import { Link, useLocation, useParams } from 'react-router';
import { JOB_ZONE_INFO } from '@domain/catalog/career-explore';
import { JOB_ZONES, socCodeSchema, type Career, type JobZone } from '@domain/catalog/schemas';
import { schoolingLevel } from '@domain/catalog/training-route';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { formatOutlook, formatUsdOrNotReported, NOT_REPORTED } from '@client/ui/format';
import { SourceLine } from '@client/ui/source-line';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { SaveCareerButton } from '@client/shared/saved-lists/save-button';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useCareer } from './api/use-career';
import { useCareerMajors } from './api/use-career-majors';
import { EXPLORE_PATH, type DetailLinkState } from './career-card';
import { CareerDescription } from './description-language';
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

/** "Back to results" keeps the filters the career was opened from; opened from a link, it goes to all careers. */
function useResultsLink(): string {
  const state = useLocation().state as Partial<DetailLinkState> | null;
  const results = typeof state?.results === 'string' && state.results.startsWith('?') ? state.results : '';
  return `${EXPLORE_PATH}${results}`;
}

function BackToResults() {
  return (
    <Link to={useResultsLink()} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2">
      <span aria-hidden="true">←&nbsp;</span>Back to results
    </Link>
  );
}

function CareerDetail() {
  const { socCode = '' } = useParams();
  const validCode = socCodeSchema.safeParse(socCode).success;
  const career = useCareer(socCode, validCode);
  const notFound = !validCode || (career.error instanceof ApiError && career.error.status === 404);
  usePageTitle(notFound ? 'Career not found' : (career.data?.title ?? 'Career'));

  if (notFound) return <CareerNotFound />;
  if (career.isPending) return <Spinner label="Loading the career…" />;
  if (career.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BackToResults />
        <h1 className="mt-4 text-3xl font-bold">Career</h1>
        <LoadFailed what="The career" message={career.error.message} onRetry={() => void career.refetch()} />
      </div>
    );
  }
  return <CareerProfile career={career.data} />;
}

function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="mt-4 space-y-3">
      <Alert>
        {what} could not be loaded. {message}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function CareerNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Career not found</h1>
      <p className="mt-3 text-slate-700">There is no career with that code in Waypoint&apos;s catalog. The link may be old or mistyped.</p>
      <ButtonLink to={useResultsLink()} className="mt-6">
        Back to career exploration
      </ButtonLink>
    </div>
  );
}

const isJobZone = (zone: number | null): zone is JobZone => zone !== null && (JOB_ZONES as readonly number[]).includes(zone);

function CareerProfile({ career }: { career: Career }) {
  const games = useGamesFit();
  const fit = games.recommended.get(career.socCode);
  const zone = isJobZone(career.jobZone) ? career.jobZone : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <BackToResults />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">Career</p>
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
          Pay, outlook and preparation
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-700">Median annual pay (national)</dt>
            <dd className="text-2xl font-bold">{careerPayText(career)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Job outlook (projected 10-year change in jobs)</dt>
            <dd className="text-2xl font-bold">{formatOutlook(career.outlookPercent)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Job openings (projected average, 2024-34)</dt>
            <dd className="font-semibold">{annualOpeningsText(career.annualOpenings)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Typical entry-level education</dt>
            <dd className="font-semibold">{career.entryEducation ?? NOT_REPORTED}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">O*NET job zone</dt>
            <dd>
              {zone === null ? (
                <span className="font-semibold">{NOT_REPORTED}</span>
              ) : (
                <>
                  <span className="font-semibold">
                    {zone} of 5: {JOB_ZONE_INFO[zone].title}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{JOB_ZONE_INFO[zone].preparation}</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        <SourceLine source={career.source} className="mt-4 text-sm" />
        <p className="mt-1 text-sm text-slate-700">
          Job zones are O*NET&apos;s five levels of preparation, from little or none (1) to extensive (5).
        </p>
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
  const headingId = useId();
  const level = schoolingLevel(entryEducation);
  const degreeLevel = level === 'bachelor' || level === 'graduate';
  const majors = useCareerMajors(socCode);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        Majors that lead here
      </h2>
      {majors.isPending ? <p className="mt-2 text-slate-700">Loading majors…</p> : null}
      {majors.isError ? <LoadFailed what="The majors" message={majors.error.message} onRetry={() => void majors.refetch()} /> : null}
      {majors.data?.length === 0 ? (
        <div className="mt-2 text-slate-700">
          <p>
            {degreeLevel
              ? "No major in Waypoint's list names this career yet: the training route above says which degree it needs."
              : 'No college major is needed: the way in is the training route above (an apprenticeship, a certificate or training on the job).'}
          </p>
          <TrainingFinderLinks />
        </div>
      ) : null}
      {majors.data && majors.data.length > 0 ? (
        <>
          <p className="mt-1 text-slate-700">
            Bachelor&apos;s graduates&apos; typical figures from the College Scorecard (median across colleges).
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {majors.data.map((major) => (
              <li key={major.cip} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold">{major.name}</h3>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-slate-700">Median earnings</dt>
                  <dd className="font-medium">{formatUsdOrNotReported(major.medianEarnings)}</dd>
                  <dt className="text-slate-700">Median federal debt</dt>
                  <dd className="font-medium">{formatUsdOrNotReported(major.medianDebt)}</dd>
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
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="next-heading" className="text-xl font-bold">
        Next steps
      </h2>
      <p className="mt-1 text-slate-800">Talk it through, or hear from someone who does this work.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/premium/ai-counselor">Ask the AI counselor</ButtonLink>
        <ButtonLink to={`/professional-meetings?career=${encodeURIComponent(career.socCode)}`} variant="secondary">
          Find a mentor in this career
        </ButtonLink>
      </div>
    </section>
  );
}
