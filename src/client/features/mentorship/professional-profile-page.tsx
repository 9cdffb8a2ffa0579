import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@client/shared/routing';
import { QUESTIONS_MAX, type Topic } from '@domain/mentorship/mentorship-values';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { apiFieldErrors, apiErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { useRequestMeeting } from './api/use-meetings';
import { useProfessional, type ProfessionalProfile } from './api/use-professionals';
import { formatWeeklySlotIn, industryLabel, topicLabel, viewerTimeZone } from './format';
import { SlotPicker } from './slot-picker';

const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

/** /professional-meetings/professionals/:id: a professional's profile and the meeting request form. */
export function ProfessionalProfilePage() {
  const { id = '' } = useParams();
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const query = useProfessional(id);
  usePageTitle(query.data ? query.data.fullName : t('mentorship.professional'));

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{missing ? t('mentorship.notFound') : t('mentorship.profileFailed')}</h1>
        <p className="mt-2 text-slate-700">{missing ? t('mentorship.notAvailable') : t('mentorship.checkConnection')}</p>
        <ButtonLink to="/professional-meetings" className="mt-4">
          {t('mentorship.backToAll')}
        </ButtonLink>
      </div>
    );
  }
  const professional = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/professional-meetings" className="inline-flex min-h-11 items-center text-brand-800 underline">
        {t('mentorship.allProfessionals')}
      </Link>
      <div className="mt-2 flex flex-col gap-6 sm:flex-row sm:items-center">
        {professional.headshotUrl ? (
          <img
            src={professional.headshotUrl}
            alt={t('mentorship.headshotOf', { name: professional.fullName })}
            className="h-32 w-32 rounded-full object-cover"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{professional.fullName}</h1>
          <p className="text-lg text-slate-800">
            {professional.jobTitle}, {professional.employer}
          </p>
          <p className="text-slate-700">
            {industryLabel(t, professional.industry)} · {professional.career.title ?? t('mentorship.careerNotInCatalog')} ·{' '}
            {t('mentorship.yearsOfExperience', { count: professional.yearsExperience })}
          </p>
          <a
            href={professional.workUrl}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="inline-flex min-h-11 items-center text-brand-800 underline"
          >
            {t('mentorship.workProfile')}
          </a>
        </div>
      </div>
      <p className="mt-6 whitespace-pre-line text-slate-800">{professional.bio}</p>
      <p className="mt-4 text-slate-700">
        <span className="font-semibold">{t('mentorship.canHelpWith')}</span>{' '}
        {professional.topics.map((topic) => topicLabel(t, topic)).join(', ')}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('mentorship.weeklyHours', {
          zone: professional.timeZone,
          hours: professional.availability.map((slot) => formatWeeklySlotIn(intlLocale, slot)).join('; '),
        })}
      </p>
      <RequestSection professional={professional} />
    </div>
  );
}

/** Signed out: who the request would go to, and the way to sign in and come back here. */
function SignInToRequest({ name }: { name: string }) {
  const t = useT('mentorship');
  const location = useLocation();
  return (
    <section className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 className="text-xl font-bold">{t('mentorship.requestMeeting')}</h2>
      <p className="mt-1 text-slate-800">{t('mentorship.signInToRequestWith', { name })}</p>
      <ButtonLink to={`/signin?returnTo=${encodeURIComponent(location.pathname)}`} className="mt-3">
        {t('mentorship.signInToRequest')}
      </ButtonLink>
    </section>
  );
}

function RequestSection({ professional }: { professional: ProfessionalProfile }) {
  const t = useT('mentorship');
  const session = useSession();
  const navigate = useNavigate();
  const ids = useId();
  const request = useRequestMeeting();
  const [startsAt, setStartsAt] = useState('');
  const [topic, setTopic] = useState<Topic | ''>('');
  const [questions, setQuestions] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') return <SignInToRequest name={professional.fullName} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!startsAt) found.startsAt = t('mentorship.chooseOfferedTime');
    if (!topic) found.topic = t('mentorship.chooseTopic');
    setErrors(found);
    setServerError(null);
    if (!startsAt || !topic) return;
    try {
      const created = await request.mutateAsync({ professionalId: professional.id, startsAt, topic, questions });
      await navigate(`/professional-meetings/meetings/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(apiFieldErrors(t, error));
        setServerError(apiErrorText(t, error));
      } else setServerError(t('mentorship.requestFailed'));
    }
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${ids}-heading`} className="text-xl font-bold">
        {t('mentorship.requestMeeting')}
      </h2>
      <p className="mt-1 text-slate-700">{t('mentorship.timesInYourZone', { zone: viewerTimeZone() })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <SlotPicker
          slots={professional.slots}
          value={startsAt}
          onChange={setStartsAt}
          error={errors.startsAt}
          legend={t('mentorship.chooseTime')}
        />
        <div>
          <label htmlFor={`${ids}-topic`} className="font-semibold">
            {t('mentorship.topic')}
          </label>
          <select
            id={`${ids}-topic`}
            className={fieldClass}
            value={topic}
            onChange={(event) => setTopic(event.target.value as Topic)}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={errors.topic ? `${ids}-topic-error` : undefined}
          >
            <option value="">{t('mentorship.chooseTopic')}</option>
            {professional.topics.map((item) => (
              <option key={item} value={item}>
                {topicLabel(t, item)}
              </option>
            ))}
          </select>
          {errors.topic ? (
            <p id={`${ids}-topic-error`} className="mt-1 text-sm text-red-800">
              {errors.topic}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${ids}-questions`} className="font-semibold">
            {t('mentorship.yourQuestions')}
          </label>
          <textarea
            id={`${ids}-questions`}
            rows={4}
            maxLength={QUESTIONS_MAX}
            className={fieldClass}
            value={questions}
            onChange={(event) => setQuestions(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={request.isPending || professional.slots.length === 0}>
          {request.isPending ? t('mentorship.sending') : t('mentorship.sendRequest')}
        </Button>
      </form>
    </section>
  );
}
