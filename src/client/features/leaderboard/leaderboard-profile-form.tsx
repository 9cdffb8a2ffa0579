import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NICKNAME_MAX_LENGTH, nicknameSchema } from '@domain/leaderboard/profile';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useUpdateLeaderboardProfile, type MyStanding } from '@client/shared/leaderboard/api/use-leaderboard';

// The nickname rules the server applies (it adds one more: no part of your real name).
const nicknameFormSchema = z.object({ nickname: nicknameSchema });
type NicknameForm = z.infer<typeof nicknameFormSchema>;

/** Join under a nickname, change it, or leave (after a confirmation). */
export function LeaderboardProfileForm({ profile }: { profile: MyStanding['profile'] }) {
  const update = useUpdateLeaderboardProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NicknameForm>({
    resolver: zodResolver(nicknameFormSchema),
    defaultValues: { nickname: profile.nickname ?? '' },
    mode: 'onSubmit',
  });

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.fields.nickname) setError('nickname', { message: error.fields.nickname }, { shouldFocus: true });
    else setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
  };

  const join = async ({ nickname }: NicknameForm) => {
    setNotice(null);
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ optedIn: true, nickname });
      reset({ nickname: saved.nickname ?? '' });
      setNotice(`Saved. You appear on the leaderboard as ${saved.nickname}.`);
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
          setNotice('You have left the leaderboard. Your nickname was removed and forgotten.');
        },
        onError: showFailure,
      },
    );
  };

  const errorId = `${ids}-nickname-error`;
  const hintId = `${ids}-nickname-hint`;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-slate-900">
        {profile.optedIn ? (
          <>
            You appear on the leaderboard as <span className="font-semibold">{profile.nickname}</span>.
          </>
        ) : (
          'You are not on the leaderboard. Your scores still show to you above.'
        )}
      </p>
      <form className="mt-4" aria-label="Leaderboard nickname" onSubmit={(event) => void handleSubmit(join)(event)} noValidate>
        <label htmlFor={`${ids}-nickname`} className="block font-semibold text-slate-900">
          Nickname
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          3 to {NICKNAME_MAX_LENGTH} letters, numbers, spaces, - or _. Not your real name.
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
            {isSubmitting ? 'Saving…' : profile.optedIn ? 'Save nickname' : 'Join the leaderboard'}
          </Button>
        </div>
        {errors.nickname?.message ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {errors.nickname.message}
          </p>
        ) : null}
      </form>
      {profile.optedIn ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                Leave the leaderboard
              </Button>
            }
            title="Leave the leaderboard?"
            description="Your nickname is removed from every list at once and forgotten. Your scores stay yours and still count in other players' ranks, without a name. You can join again at any time."
            cancelLabel="Stay on the leaderboard"
            confirmLabel="Leave the leaderboard"
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
