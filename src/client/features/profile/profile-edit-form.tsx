import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProfileSchema, USER_TYPES, type UpdateProfile, type UpdateProfileInput, type UserType } from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { updateProfile } from './api/profile-api';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';

export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';

/** Edit name and user type: PATCH /api/profile with the shared schema (loaded only when Edit is pressed). */
export function ProfileEditForm({ fullName, userType, onDone }: { fullName: string; userType: UserType; onDone: () => void }) {
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
      toast({ title: 'Profile saved', tone: 'success' });
      onDone();
    } catch (error) {
      setServerError(error instanceof ApiError && error.status === 400 ? error.message : PROFILE_SAVE_FAILED);
    }
  };

  const firstError =
    serverError ?? (submitCount > 0 ? (errors.fullName?.message ?? errors.userType?.message ?? errors.root?.message) : undefined);
  const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

  return (
    <form
      aria-label="Edit profile"
      className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      {firstError ? <Alert>{firstError}</Alert> : null}
      <div>
        <label htmlFor="edit-fullName" className="font-semibold">
          Full name
        </label>
        <input
          id="edit-fullName"
          autoComplete="name"
          // Opened by the Edit button: the first field takes focus.
          autoFocus
          className={fieldClass}
          aria-invalid={Boolean(errors.fullName)}
          {...register('fullName')}
        />
      </div>
      <fieldset>
        <legend className="font-semibold">I am a…</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {USER_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={type} {...register('userType')} />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
