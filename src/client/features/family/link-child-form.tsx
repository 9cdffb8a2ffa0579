import { useId, useState, type FormEvent } from 'react';
import { inviteCodeFormSchema } from '@domain/family/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { useRedeemInvite } from '@client/shared/family/api/use-family';
import { ShortCodeField } from '@client/ui/short-code-field';

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
      <ShortCodeField
        fieldId={fieldId}
        label="Invite code from your child"
        hint={<>8 letters and numbers, like ABCD-EF23. Your child makes it on their Profile under &ldquo;Who can see my results&rdquo;.</>}
        code={code}
        onCodeChange={setCode}
        error={error}
        pending={redeem.isPending}
        submitLabel="Link my child"
        pendingLabel="Linking…"
      />
    </form>
  );
}
