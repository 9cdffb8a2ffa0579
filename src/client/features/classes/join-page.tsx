import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CLASS_CONSENT_ITEMS, CLASS_NEVER_SEEN } from '@domain/classes/rules';
import { gradeLevelLabel, joinCodeFormSchema, type JoinClass } from '@domain/classes/schemas';
import { useJoinClass, usePreviewClass, type JoinPreview } from '@client/shared/classes/api/use-classes';
import { ApiError } from '@client/shared/lib/api-client';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ShortCodeField } from '@client/ui/short-code-field';
import { usePageTitle } from '@client/ui/use-page-title';

/*
 * /classes/join and /classes/join/:token (issue 20): a signed-in Student types the class code (or
 * opens the link), sees exactly what the teacher will see, and only then joins.
 */

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.fields.code ?? error.fields.token ?? error.message) : fallback;

function Consent({ preview, input, onBack }: { preview: JoinPreview; input: JoinClass; onBack: () => void }) {
  const join = useJoinClass();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="consent-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="consent-heading" className="text-2xl font-bold break-words">
        Join {preview.class.name}?
      </h2>
      <p className="mt-1 text-slate-700">
        {preview.class.educatorName} · {preview.class.schoolYear} · {gradeLevelLabel(preview.class.gradeLevel)}
      </p>
      <h3 className="mt-4 text-lg font-semibold">If you join, {preview.class.educatorName} will see:</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {CLASS_CONSENT_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-lg font-semibold">They will never see:</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {CLASS_NEVER_SEEN.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">
        Each time they look, it is listed on your profile under &ldquo;Who viewed my results&rdquo;. You can leave the class on your profile
        at any time, and they stop seeing your data at once.
      </p>
      {preview.alreadyMember ? (
        <div className="mt-4">
          <Alert tone="info">You are already in this class.</Alert>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button disabled={join.isPending} onClick={() => join.mutate(input, { onSuccess: () => void navigate('/profile#who-can-see') })}>
            {join.isPending ? 'Joining…' : 'I agree, join the class'}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Not now
          </Button>
        </div>
      )}
      {join.error ? (
        <div className="mt-3">
          <Alert>{errorText(join.error, 'You could not join the class. Please try again.')}</Alert>
        </div>
      ) : null}
    </section>
  );
}

function CodeForm({ onPreview }: { onPreview: (input: JoinClass, preview: JoinPreview) => void }) {
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const preview = usePreviewClass();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = joinCodeFormSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    preview.mutate(parsed.data, {
      onSuccess: (data) => onPreview(parsed.data, data),
      onError: (failure) => setError(errorText(failure, 'The code could not be checked. Please try again.')),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <ShortCodeField
        fieldId={fieldId}
        label="Class code from your teacher"
        hint="8 letters and numbers, like ABCD-EF23."
        code={code}
        onCodeChange={setCode}
        error={error}
        pending={preview.isPending}
        submitLabel="Continue"
        pendingLabel="Checking…"
      />
    </form>
  );
}

export function JoinClassPage() {
  usePageTitle('Join a class');
  const { token } = useParams();
  const session = useSession();
  const [chosen, setChosen] = useState<{ input: JoinClass; preview: JoinPreview } | null>(null);
  const linkPreview = usePreviewClass();
  const isStudent = session.status === 'signed-in' && session.profile?.userType === 'Student';
  if (session.status !== 'signed-in') return null;
  if (!isStudent) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">Join a class</h1>
        <p className="mt-4 text-slate-700">
          Classes are joined by student accounts. Sign in with the student&apos;s account, or set your account type on{' '}
          <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
            your profile
          </Link>
          .
        </p>
      </div>
    );
  }
  const fromLink = token ? { token } : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Join a class</h1>
      <p className="mt-2 text-slate-700">Your teacher gives you a code or a link. Before you join, you see exactly what they will see.</p>
      {chosen ? (
        <Consent preview={chosen.preview} input={chosen.input} onBack={() => setChosen(null)} />
      ) : fromLink ? (
        <div className="mt-6">
          <Button
            disabled={linkPreview.isPending}
            onClick={() => linkPreview.mutate(fromLink, { onSuccess: (data) => setChosen({ input: fromLink, preview: data }) })}
          >
            {linkPreview.isPending ? 'Checking…' : 'See what the teacher will see'}
          </Button>
          {linkPreview.error ? (
            <div className="mt-3">
              <Alert>{errorText(linkPreview.error, 'The link could not be checked. Please try again.')}</Alert>
            </div>
          ) : null}
        </div>
      ) : (
        <CodeForm onPreview={(input, preview) => setChosen({ input, preview })} />
      )}
    </div>
  );
}
