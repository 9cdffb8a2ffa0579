import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@client/shared/lib/api-client';
import { useRedeemInvite } from '@client/shared/family/api/use-family';
import { ShortCodeField } from '@client/ui/short-code-field';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';

/** The parent types the code from their child's invite; validated with the server's schema before it is sent. */
export function LinkChildForm({ onLinked }: { onLinked: (childName: string) => void }) {
  const t = useT('family');
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const redeem = useRedeemInvite();
  // While the schema loads on the first try, a second press must not send the code twice.
  const checking = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current || redeem.isPending) return;
    // The server's schema loads with the first try, not with the page.
    checking.current = true;
    const schemas = await import('@domain/family/schemas').catch(() => null);
    checking.current = false;
    if (!schemas) {
      setError(t('common.checkConnection'));
      return;
    }
    const parsed = schemas.inviteCodeFormSchema.safeParse({ code });
    if (!parsed.success) {
      setError(fieldErrorText(t, parsed.error.issues[0]?.message));
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
          failure instanceof ApiError
            ? failure.fieldCodes.code
              ? fieldErrorText(t, failure.fieldCodes.code)
              : errorText(t, failure)
            : t('family.codeCheckError'),
        ),
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <ShortCodeField
        fieldId={fieldId}
        label={t('family.codeLabel')}
        hint={t('family.codeHint')}
        code={code}
        onCodeChange={setCode}
        error={error}
        pending={redeem.isPending}
        submitLabel={t('family.linkMyChild')}
        pendingLabel={t('family.linking')}
      />
    </form>
  );
}
