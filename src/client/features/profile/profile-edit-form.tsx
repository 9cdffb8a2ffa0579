import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProfileSchema, type UpdateProfile, type UpdateProfileInput, type UserType } from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { updateProfile } from './api/profile-api';
import { useT } from '@client/shared/i18n/i18n-store';
import { translateKnown } from '@client/shared/i18n/known-messages';
import { SIGN_UP_MESSAGES } from '@client/features/auth/sign-up-messages';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { profileFieldClass, UserTypeFieldset } from '@client/shared/profile/user-type-fieldset';

export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';

/** Edit name and user type: PATCH /api/profile with the shared schema (loaded only when Edit is pressed). */
export function ProfileEditForm({ fullName, userType, onDone }: { fullName: string; userType: UserType; onDone: () => void }) {
  const t = useT('profile');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName, userType },
  });

  const onSubmit = async (values: UpdateProfile) => {
    setServerError(null);
    try {
      await updateProfile(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      toast({ title: t('profile.saved'), tone: 'success' });
      onDone();
    } catch (error) {
      setServerError(error instanceof ApiError && error.status === 400 ? error.message : PROFILE_SAVE_FAILED);
    }
  };

  const firstError =
    serverError ?? (submitCount > 0 ? (errors.fullName?.message ?? errors.userType?.message ?? errors.root?.message) : undefined);

  return (
    <form
      aria-label={t('profile.editLabel')}
      className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      {firstError ? (
        <Alert>{firstError === PROFILE_SAVE_FAILED ? t('profile.saveFailed') : translateKnown(t, SIGN_UP_MESSAGES, firstError)}</Alert>
      ) : null}
      <div>
        <label htmlFor="edit-fullName" className="font-semibold">
          {t('profile.fullName')}
        </label>
        <input
          id="edit-fullName"
          autoComplete="name"
          // Opened by the Edit button: the first field takes focus.
          autoFocus
          className={profileFieldClass}
          aria-invalid={Boolean(errors.fullName)}
          {...register('fullName')}
        />
      </div>
      <UserTypeFieldset registration={register('userType')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
