import { useId, useState, type FormEvent } from 'react';
import { inviteCodeFormSchema } from '@domain/family/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { useRedeemInvite } from '@client/shared/family/api/use-family';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';

/** The parent types the code from their child's invite; validated with the server's schema before it is sent. */
export function LinkChildForm({ onLinked }: { onLinked: (childName: string) => void }) {
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const redeem = useRedeemInvite();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteCodeFormSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    redeem.mutate(parsed.data, {
      onSuccess: (link) => {
        setCode('');
        onLinked(link.childName);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError ? (failure.fields.code ?? failure.message) : 'The code could not be checked. Please try again.',
        ),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <label htmlFor={fieldId} className="block font-semibold">
        Invite code from your child
      </label>
      <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
        8 letters and numbers, like ABCD-EF23. Your child makes it on their Profile under &ldquo;Who can see my results&rdquo;.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-mono text-lg tracking-widest uppercase sm:max-w-xs"
        />
        <Button type="submit" disabled={redeem.isPending}>
          {redeem.isPending ? 'Linking…' : 'Link my child'}
        </Button>
      </div>
      <FieldError fieldId={fieldId} error={error} />
    </form>
  );
}
