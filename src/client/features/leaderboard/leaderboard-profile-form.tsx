import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NICKNAME_MAX_LENGTH } from '@domain/leaderboard/nickname';
import type { NicknameForm } from '@domain/leaderboard/profile';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useUpdateLeaderboardProfile, type MyStanding } from '@client/shared/leaderboard/api/use-leaderboard';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';

// The nickname rules the server applies (it adds one more: no part of your real name), loaded on first use.
const resolver = lazyZodResolver(() => import('@domain/leaderboard/profile').then((module) => module.nicknameFormSchema));

/** Joining, renaming and leaving, with the notice or failure each leaves behind (a field's problem shows on the field). */
function useProfileForm(profile: MyStanding['profile']) {
  const update = useUpdateLeaderboardProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT('leaderboard');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NicknameForm>({
    resolver,
    defaultValues: { nickname: profile.nickname ?? '' },
    mode: 'onSubmit',
  });

  const showFailure = (error: unknown) => {
    // The field keeps the code (a 400 names it per field; a taken nickname is the error's own code) and is worded below.
    if (error instanceof ApiError && error.fields.nickname)
      setError('nickname', { message: error.fieldCodes.nickname ?? error.code }, { shouldFocus: true });
    else setFailure(error instanceof ApiError ? errorText(t, error) : t('leaderboard.somethingWrong'));
  };

  const join = async ({ nickname }: NicknameForm) => {
    setNotice(null);
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ optedIn: true, nickname });
      reset({ nickname: saved.nickname ?? '' });
      setNotice(t('leaderboard.savedAs', { nickname: saved.nickname ?? '' }));
    } catch (error) {
      showFailure(error);
    }
  };

  const leave = () => {
    setNotice(null);
    setFailure(null);
    update.mutate(
      { optedIn: false },
      {
        onSuccess: () => {
          reset({ nickname: '' });
          setNotice(t('leaderboard.left'));
        },
        onError: showFailure,
      },
    );
  };

  return { update, notice, failure, join, leave, register, handleSubmit, errors, isSubmitting };
}

/** Join under a nickname, change it, or leave (after a confirmation). */
export function LeaderboardProfileForm({ profile }: { profile: MyStanding['profile'] }) {
  const t = useT('leaderboard');
  const ids = useId();
  const { update, notice, failure, join, leave, register, handleSubmit, errors, isSubmitting } = useProfileForm(profile);
  const errorId = `${ids}-nickname-error`;
  const hintId = `${ids}-nickname-hint`;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-slate-900">
        {profile.optedIn
          ? t.rich('leaderboard.appearAs', {
              nickname: profile.nickname ?? '',
              name: (words) => <span className="font-semibold">{words}</span>,
            })
          : t('leaderboard.notOn')}
      </p>
      <form className="mt-4" aria-label={t('leaderboard.formLabel')} onSubmit={(event) => void handleSubmit(join)(event)} noValidate>
        <label htmlFor={`${ids}-nickname`} className="block font-semibold text-slate-900">
          {t('leaderboard.nickname')}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t('leaderboard.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        </p>
        <div className="mt-1 flex flex-wrap items-start gap-3">
          <input
            id={`${ids}-nickname`}
            autoComplete="off"
            maxLength={NICKNAME_MAX_LENGTH + 10}
            aria-invalid={errors.nickname ? true : undefined}
            aria-describedby={[hintId, errors.nickname ? errorId : undefined].filter(Boolean).join(' ')}
            className="min-h-11 w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            {...register('nickname')}
          />
          <Button type="submit" disabled={isSubmitting || update.isPending}>
            {isSubmitting ? t('leaderboard.saving') : profile.optedIn ? t('leaderboard.saveNickname') : t('leaderboard.join')}
          </Button>
        </div>
        {errors.nickname?.message ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {fieldErrorText(t, errors.nickname.message)}
          </p>
        ) : null}
      </form>
      {profile.optedIn ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                {t('leaderboard.leave')}
              </Button>
            }
            title={t('leaderboard.leaveTitle')}
            description={t('leaderboard.leaveDescription')}
            cancelLabel={t('leaderboard.stay')}
            confirmLabel={t('leaderboard.leave')}
            onConfirm={leave}
          />
        </div>
      ) : null}
      <div className="mt-4 space-y-2" aria-live="polite">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {failure ? (
        <div className="mt-2">
          <Alert>{failure}</Alert>
        </div>
      ) : null}
    </div>
  );
}
