import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UpdateProfile, UpdateProfileInput, UserType } from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { queryKeys } from '@client/shared/lib/query-keys';
import { updateProfile } from './api/profile-api';
import { useT } from '@client/shared/i18n/i18n-store';
import { apiErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { profileFieldClass, UserTypeFieldset } from '@client/shared/profile/user-type-fieldset';

// The same lazy resolver as every other form (the form itself only loads when Edit is pressed).
const resolver = lazyZodResolver(() => import('@domain/profile/schemas').then((module) => module.updateProfileSchema));

/** Edit name and user type: PATCH /api/profile with the shared schema (loaded only when Edit is pressed). */
export function ProfileEditForm({ fullName, userType, onDone }: { fullName: string; userType: UserType; onDone: () => void }) {
  const t = useT('profile');
  const queryClient = useQueryClient();
  const toast = useToast();
  // A 400 the server refused (its field codes are worded below); any other failure is 'failed'.
  const [serverError, setServerError] = useState<ApiError | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver,
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
      setServerError(error instanceof ApiError && error.status === 400 ? error : 'failed');
    }
  };

  const firstError =
    serverError === 'failed'
      ? t('profile.saveFailed')
      : serverError
        ? apiErrorText(t, serverError)
        : fieldErrorText(t, submitCount > 0 ? (errors.fullName?.message ?? errors.userType?.message ?? errors.root?.message) : undefined);

  return (
    <form
      aria-label={t('profile.editLabel')}
      className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      {firstError ? <Alert>{firstError}</Alert> : null}
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
      {userType === 'Student' ? (
        // The server refuses a student's switch to Educator or Parent, so it is not offered.
        <p className="text-slate-700">{t('profile.studentTypeLocked')}</p>
      ) : (
        <UserTypeFieldset registration={register('userType')} />
      )}
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
