import { useId, useState, type FormEvent } from 'react';
import { Link } from '@client/shared/routing';
import { INDUSTRIES, professionalQuerySchema, TOPICS, WEEKDAYS, type ProfessionalQuery } from '@domain/mentorship/schemas';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { apiErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { FilterSelect } from '@client/ui/filter-controls';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { useAddSafetyContact, useMyMeetings, useRemoveSafetyContact, useSafetyContacts } from './api/use-meetings';
import { useProfessionals, type ProfessionalCard } from './api/use-professionals';
import { formatLocalIn, industryLabel, STATUS_KEYS, topicLabel, weekdayName } from './format';

const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';
const FILTERS = ['industry', 'career', 'topic', 'weekday'] as const;

function readQuery(params: URLSearchParams): ProfessionalQuery {
  const raw: Record<string, string> = {};
  for (const key of [...FILTERS, 'page']) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = professionalQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : professionalQuerySchema.parse({});
}

/** /professional-meetings (open to everyone): browse approved professionals; signed in, also your meetings and safety contacts. */
export function ProfessionalMeetingsPage() {
  const t = useT('mentorship');
  usePageTitle(t('mentorship.title'));
  const session = useSession();
  const url = useUrlState(readQuery, { preventScrollReset: true });
  const query = url.value;
  const list = useProfessionals(query);
  const signedIn = session.status === 'signed-in';

  const setFilter = (key: (typeof FILTERS)[number] | 'page', value: string) => {
    const next = new URLSearchParams(url.params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    url.write(next);
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('mentorship.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('mentorship.intro')}</p>
      {session.status === 'signed-out' ? (
        <p className="mt-3 text-slate-700">
          {t.rich('mentorship.anyoneCanBrowse', {
            link: (chunks) => (
              <Link to="/signin?returnTo=%2Fprofessional-meetings" className="font-medium text-brand-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {signedIn ? <MyMeetings /> : null}

      <section aria-labelledby="browse-heading" className="mt-10">
        <h2 id="browse-heading" className="text-2xl font-bold">
          {t('mentorship.professionals')}
        </h2>
        <ProfessionalFilters query={query} careerChoices={list.data?.careerChoices ?? []} onFilter={setFilter} />
        {list.isPending ? <Spinner label={t('mentorship.loadingProfessionals')} /> : null}
        {list.isError ? (
          <div className="mt-4">
            <Alert>{t('mentorship.loadFailed')}</Alert>
          </div>
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <p className="mt-6 text-slate-700">
            {FILTERS.some((key) => url.params.has(key)) ? t('mentorship.noMatch') : t('mentorship.noneYet')}
          </p>
        ) : null}
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data?.items.map((professional) => (
            <ProfessionalCardItem key={professional.id} professional={professional} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('mentorship.pages')} className="mt-6 flex items-center gap-3">
            <Button variant="secondary" disabled={query.page <= 1} onClick={() => setFilter('page', String(query.page - 1))}>
              {t('mentorship.previous')}
            </Button>
            <span>{t('mentorship.pageOf', { page: query.page, pages })}</span>
            <Button variant="secondary" disabled={query.page >= pages} onClick={() => setFilter('page', String(query.page + 1))}>
              {t('mentorship.next')}
            </Button>
          </nav>
        ) : null}
      </section>

      {signedIn ? (
        <>
          {session.profile?.userType === 'Student' ? <SafetyContacts /> : null}
          <p className="mt-8 text-slate-700">
            {t.rich('mentorship.workInCareer', {
              link: (chunks) => (
                <Link to="/professional-registration" className="font-medium text-brand-800 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The filters over the list of professionals: industry, career, topic and the weekday they are free (in their time). */
function ProfessionalFilters({
  query,
  careerChoices,
  onFilter,
}: {
  query: ProfessionalQuery;
  careerChoices: readonly { socCode: string; title: string }[];
  onFilter: (key: (typeof FILTERS)[number], value: string) => void;
}) {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  return (
    <form
      role="search"
      aria-label={t('mentorship.filterProfessionals')}
      className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label={t('mentorship.industry')}
        value={query.industry ?? ''}
        onChange={(value) => onFilter('industry', value)}
        options={INDUSTRIES.map((industry) => ({ value: industry, label: industryLabel(t, industry) }))}
        anyLabel={t('mentorship.anyIndustry')}
      />
      <FilterSelect
        label={t('mentorship.career')}
        value={query.career ?? ''}
        onChange={(value) => onFilter('career', value)}
        options={careerChoices.map((career) => ({ value: career.socCode, label: career.title }))}
        anyLabel={t('mentorship.anyCareer')}
      />
      <FilterSelect
        label={t('mentorship.topic')}
        value={query.topic ?? ''}
        onChange={(value) => onFilter('topic', value)}
        options={TOPICS.map((topic) => ({ value: topic, label: topicLabel(t, topic) }))}
        anyLabel={t('mentorship.anyTopic')}
      />
      <FilterSelect
        label={t('mentorship.weekday')}
        value={query.weekday === undefined ? '' : String(query.weekday)}
        onChange={(value) => onFilter('weekday', value)}
        options={WEEKDAYS.map((_day, index) => ({
          value: String(index),
          label: t('mentorship.theirTime', { day: weekdayName(intlLocale, index) }),
        }))}
        anyLabel={t('mentorship.anyDay')}
      />
    </form>
  );
}

function ProfessionalCardItem({ professional }: { professional: ProfessionalCard }) {
  const t = useT('mentorship');
  const years = professional.yearsExperience;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-4">
        {professional.headshotUrl ? (
          <img src={professional.headshotUrl} alt="" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
          >
            {professional.fullName.slice(0, 1)}
          </span>
        )}
        <div>
          <h3 className="text-lg font-bold">{professional.fullName}</h3>
          <p className="text-slate-700">
            {professional.jobTitle}, {professional.employer}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {professional.career.title ?? industryLabel(t, professional.industry)} · {t('mentorship.experience', { count: years })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('mentorship.topics', { list: professional.topics.map((topic) => topicLabel(t, topic)).join(', ') })}
      </p>
      <ButtonLink
        to={`/professional-meetings/professionals/${professional.id}`}
        variant="secondary"
        className="mt-4 self-start"
        aria-label={t('mentorship.viewProfileOf', { name: professional.fullName })}
      >
        {t('mentorship.viewProfile')}
      </ButtonLink>
    </li>
  );
}

function MyMeetings() {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const meetings = useMyMeetings(true);
  const items = meetings.data?.items ?? [];
  return (
    <section aria-labelledby="my-meetings-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="my-meetings-heading" className="text-xl font-bold">
        {t('mentorship.yourMeetings')}
      </h2>
      {meetings.isPending ? <p className="mt-2 text-slate-700">{t('mentorship.loadingMeetings')}</p> : null}
      {meetings.isError ? <p className="mt-2 text-red-800">{t('mentorship.meetingsFailed')}</p> : null}
      {meetings.isSuccess && items.length === 0 ? <p className="mt-2 text-slate-700">{t('mentorship.noMeetings')}</p> : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((meeting) => (
          <li key={meeting.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <Link
                to={`/professional-meetings/meetings/${meeting.id}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('mentorship.withName', {
                  name: meeting.role === 'professional' ? meeting.studentName : meeting.professionalName,
                  topic: meeting.topic,
                })}
              </Link>
              <p className="text-sm text-slate-700">
                {formatLocalIn(intlLocale, meeting.proposedStartsAt ?? meeting.startsAt)}
                {meeting.role === 'contact' ? t('mentorship.copiedFor', { name: meeting.studentName }) : ''}
              </p>
            </div>
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{t(STATUS_KEYS[meeting.status])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SafetyContacts() {
  const t = useT('mentorship');
  const id = useId();
  const contacts = useSafetyContacts(true);
  const add = useAddSafetyContact();
  const remove = useRemoveSafetyContact();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(email.trim());
      setEmail('');
    } catch (caught) {
      setError(caught instanceof ApiError ? apiErrorText(t, caught) : t('mentorship.addFailed'));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('mentorship.contactsHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('mentorship.contactsIntro')}</p>
      <ul className="mt-3 space-y-2">
        {contacts.data?.items.map((contact) => (
          <li key={contact.id} className="flex flex-wrap items-center gap-3">
            <span>
              {contact.name} ({contact.userType ?? t('mentorship.account')}, {contact.email})
            </span>
            {confirming === contact.id ? (
              <>
                <Button variant="danger" onClick={() => remove.mutate(contact.id, { onSettled: () => setConfirming(null) })}>
                  {t('mentorship.yesRemove', { name: contact.name })}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  {t('mentorship.keep')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(contact.id)}>
                {t('mentorship.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="grow">
          <label htmlFor={`${id}-email`} className="text-sm font-semibold">
            {t('mentorship.contactEmail')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={fieldClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={add.isPending || email.trim() === ''}>
          {t('mentorship.add')}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
