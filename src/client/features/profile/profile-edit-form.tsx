import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FILL_OUT_ALL_FIELDS,
  FULL_NAME_TOO_LONG,
  type UpdateProfile,
  type UpdateProfileInput,
  type UserType,
} from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { queryKeys } from '@client/shared/lib/query-keys';
import { updateProfile } from './api/profile-api';
import { useT } from '@client/shared/i18n/i18n-store';
import { translateKnown, type KnownMessages } from '@client/shared/i18n/known-messages';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { profileFieldClass, UserTypeFieldset } from '@client/shared/profile/user-type-fieldset';

export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';

// The same lazy resolver as every other form (the form itself only loads when Edit is pressed).
const resolver = lazyZodResolver(() => import('@domain/profile/schemas').then((module) => module.updateProfileSchema));

/** The English texts this form can show (its schema's, the server's 400, the failure) and their keys. */
const PROFILE_EDIT_MESSAGES: KnownMessages<'profile'> = {
  [FILL_OUT_ALL_FIELDS]: 'validation.fillOutAllFields',
  [FULL_NAME_TOO_LONG]: 'validation.fullNameTooLong',
  [PROFILE_SAVE_FAILED]: 'profile.saveFailed',
};

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
      {firstError ? <Alert>{translateKnown(t, PROFILE_EDIT_MESSAGES, firstError)}</Alert> : null}
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
