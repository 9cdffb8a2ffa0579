import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@client/shared/routing';
import { joinCodeFormSchema, THIRTEEN_NEEDED_GRADE_LEVEL, type JoinClass } from '@domain/classes/schemas';
import { gradeLevelText } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import {
  useDeclineRostered,
  useJoinClass,
  useJoinRostered,
  usePreviewClass,
  useRosterInvitations,
  type JoinPreview,
} from '@client/shared/classes/api/use-classes';
import { ApiError } from '@client/shared/lib/api-client';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ShortCodeField } from '@client/ui/short-code-field';
import { usePageTitle } from '@client/ui/use-page-title';

/*
 * /classes/join and /classes/join/:token: a signed-in Student types the class code (or
 * opens the link), sees exactly what the teacher will see, and only then joins.
 */

/** A refusal in the active language: a bad code or link names its field's code, anything else its own code. */
const errorText = (t: Translate<'classes'>, error: unknown, fallback: string) => {
  if (!(error instanceof ApiError)) return fallback;
  const field = error.fieldCodes.code ?? error.fieldCodes.token;
  return field ? fieldErrorText(t, field) : codedErrorText(t, error);
};

const CONSENT_KEYS = [
  'classes.consent0',
  'classes.consent1',
  'classes.consent2',
  'classes.consent3',
  'classes.consent4',
  'classes.consent5',
] as const;
const NEVER_KEYS = ['classes.never0', 'classes.never1', 'classes.never2', 'classes.never3'] as const;

/** A class to decide on: one found by its code or link, or one the school's roster offered. */
type Chosen = { kind: 'code'; input: JoinClass; preview: JoinPreview } | { kind: 'roster'; id: string; preview: JoinPreview };

function Consent({ chosen, onBack }: { chosen: Chosen; onBack: () => void }) {
  const t = useT('classes');
  const joinByCode = useJoinClass();
  const joinRostered = useJoinRostered();
  const decline = useDeclineRostered();
  const join = chosen.kind === 'code' ? joinByCode : joinRostered;
  const navigate = useNavigate();
  const { preview } = chosen;
  const joined = { onSuccess: () => void navigate('/profile#who-can-see') };
  return (
    <section aria-labelledby="consent-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="consent-heading" className="text-2xl font-bold break-words">
        {t('classes.joinConsentHeading', { name: preview.class.name })}
      </h2>
      <p className="mt-1 text-slate-700">
        {preview.class.educatorName} · {preview.class.schoolYear} · {gradeLevelText(t, preview.class.gradeLevel)}
      </p>
      {preview.class.gradeLevel === THIRTEEN_NEEDED_GRADE_LEVEL ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-slate-800">{t('classes.joinAgeNote')}</p>
      ) : null}
      <h3 className="mt-4 text-lg font-semibold">{t('classes.joinWillSee', { educator: preview.class.educatorName })}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {CONSENT_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-lg font-semibold">{t('classes.joinNeverSee')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {NEVER_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">{t('classes.joinLogNote')}</p>
      {preview.alreadyMember ? (
        <div className="mt-4">
          <Alert tone="info">{t('classes.alreadyInClass')}</Alert>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            disabled={join.isPending || decline.isPending}
            onClick={() => (chosen.kind === 'code' ? joinByCode.mutate(chosen.input, joined) : joinRostered.mutate(chosen.id, joined))}
          >
            {join.isPending ? t('classes.joining') : t('classes.agreeJoin')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('classes.notNow')}
          </Button>
          {chosen.kind === 'roster' ? (
            <Button
              variant="secondary"
              disabled={join.isPending || decline.isPending}
              onClick={() => decline.mutate(chosen.id, { onSuccess: onBack })}
            >
              {t('classes.rosteredDecline')}
            </Button>
          ) : null}
        </div>
      )}
      {join.error ? (
        <div className="mt-3">
          <Alert>{errorText(t, join.error, t('classes.joinFailed'))}</Alert>
        </div>
      ) : null}
      {decline.error ? (
        <div className="mt-3">
          <Alert>{errorText(t, decline.error, t('classes.rosteredDeclineFailed'))}</Alert>
        </div>
      ) : null}
    </section>
  );
}

/** The classes the school's roster put this student in (matched by the account's e-mail); nothing when none. */
function RosteredClasses({ onChoose }: { onChoose: (chosen: Chosen) => void }) {
  const t = useT('classes');
  const invitations = useRosterInvitations();
  if (invitations.isPending) {
    return (
      <p role="status" className="mt-6 text-slate-700">
        {t('classes.rosteredLoading')}
      </p>
    );
  }
  if (invitations.isError) {
    return (
      <div className="mt-6">
        <Alert>{t('classes.rosteredLoadFailed')}</Alert>
      </div>
    );
  }
  if (invitations.data.length === 0) return null;
  return (
    <section aria-labelledby="rostered-heading" className="mt-6 rounded-xl border border-brand-300 bg-white p-4">
      <h2 id="rostered-heading" className="text-xl font-bold">
        {t('classes.rosteredHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('classes.rosteredIntro')}</p>
      <ul className="mt-3 space-y-3">
        {invitations.data.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{invitation.class.name}</p>
              <p className="text-sm break-words text-slate-700">
                {invitation.class.educatorName} · {invitation.class.schoolYear} · {gradeLevelText(t, invitation.class.gradeLevel)}
              </p>
            </div>
            <Button className="shrink-0" onClick={() => onChoose({ kind: 'roster', id: invitation.id, preview: invitation })}>
              {t('classes.rosteredReview')}
              <span className="sr-only"> {invitation.class.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CodeForm({ onPreview }: { onPreview: (input: JoinClass, preview: JoinPreview) => void }) {
  const t = useT('classes');
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const preview = usePreviewClass();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = joinCodeFormSchema.safeParse({ code });
    if (!parsed.success) return setError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    preview.mutate(parsed.data, {
      onSuccess: (data) => onPreview(parsed.data, data),
      onError: (failure) => setError(errorText(t, failure, t('classes.codeCheckFailed'))),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <ShortCodeField
        fieldId={fieldId}
        label={t('classes.codeLabel')}
        hint={t('classes.codeHint')}
        code={code}
        onCodeChange={setCode}
        error={error}
        pending={preview.isPending}
        submitLabel={t('classes.continue')}
        pendingLabel={t('classes.checking')}
      />
    </form>
  );
}

export function JoinClassPage() {
  const t = useT('classes');
  usePageTitle(t('classes.joinAClass'));
  const { token } = useParams();
  const session = useSession();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const linkPreview = usePreviewClass();
  const isStudent = session.status === 'signed-in' && session.profile?.userType === 'Student';
  // A notification opens one roster invitation's consent screen (?roster=<id>) until the student goes back from it.
  const [search] = useSearchParams();
  const wanted = search.get('roster');
  const [leftNotice, setLeftNotice] = useState(false);
  const invitations = useRosterInvitations(isStudent && wanted !== null);
  const fromNotice = wanted && !leftNotice ? invitations.data?.find((invitation) => invitation.id === wanted) : undefined;
  const noticeGone = Boolean(wanted) && !leftNotice && invitations.isSuccess && !fromNotice;
  const shown: Chosen | null = chosen ?? (fromNotice ? { kind: 'roster', id: fromNotice.id, preview: fromNotice } : null);
  const back = () => {
    setChosen(null);
    setLeftNotice(true);
  };
  if (session.status !== 'signed-in') return null;
  if (!isStudent) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t('classes.joinAClass')}</h1>
        <p className="mt-4 text-slate-700">
          {t.rich('classes.joinStudentsOnly', {
            profile: (words) => (
              <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }
  const fromLink = token ? { token } : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('classes.joinAClass')}</h1>
      <p className="mt-2 text-slate-700">{t('classes.joinIntro')}</p>
      {noticeGone ? (
        <div className="mt-6">
          <Alert tone="info">{t('classes.rosteredGone')}</Alert>
        </div>
      ) : null}
      {shown ? (
        <Consent chosen={shown} onBack={back} />
      ) : fromLink ? (
        <div className="mt-6">
          <Button
            disabled={linkPreview.isPending}
            onClick={() =>
              linkPreview.mutate(fromLink, { onSuccess: (data) => setChosen({ kind: 'code', input: fromLink, preview: data }) })
            }
          >
            {linkPreview.isPending ? t('classes.checking') : t('classes.seeWhatTeacherSees')}
          </Button>
          {linkPreview.error ? (
            <div className="mt-3">
              <Alert>{errorText(t, linkPreview.error, t('classes.linkCheckFailed'))}</Alert>
            </div>
          ) : null}
        </div>
      ) : (
        <>
          <RosteredClasses onChoose={setChosen} />
          <CodeForm onPreview={(input, preview) => setChosen({ kind: 'code', input, preview })} />
        </>
      )}
    </div>
  );
}
