import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { completeProfileSchema, USER_TYPES } from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useSession } from '@client/shared/session/use-session';
import { createProfile } from './api/profile-api';

type FormInput = z.input<typeof completeProfileSchema>;
type FormOutput = z.output<typeof completeProfileSchema>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const NO_USER_MESSAGE = 'No user found. Please try signing up again.';
export const SIGN_UP_FAILED_MESSAGE = 'Failed to complete sign up. Please try again.';

/** Spec 5 and 7: complete the profile (full name, user type) → /home. */
export function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { fullName: session.status === 'signed-in' ? session.user.name : '' },
  });
  useEffect(() => {
    document.title = 'Complete your profile – Waypoint';
  }, []);
  const userType = watch('userType');

  const onSubmit = async (values: FormOutput) => {
    setServerError(null);
    try {
      await createProfile(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      navigate('/home', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'under_13') {
        queryClient.setQueryData(queryKeys.session, null);
        setDeclined(error.message);
      } else if (error instanceof ApiError && error.status === 401) {
        setServerError(NO_USER_MESSAGE);
      } else if (error instanceof ApiError && error.status === 400) {
        setServerError(error.message);
      } else {
        setServerError(SIGN_UP_FAILED_MESSAGE);
      }
    }
  };

  if (declined) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <h1 className="text-3xl font-bold">Thanks for stopping by!</h1>
        <div className="mt-6">
          <Alert tone="info">{declined}</Alert>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/journey" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Take the free assessment
          </Link>
          <Link to="/dashboard" className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
            Explore Waypoint
          </Link>
        </div>
      </div>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <h1 className="text-3xl font-bold">Complete your profile</h1>
        <div className="mt-6">
          <Alert>{NO_USER_MESSAGE}</Alert>
        </div>
        <Link to="/signin" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Sign In
        </Link>
      </div>
    );
  }

  const firstError = serverError ?? (submitCount > 0 ? Object.values(errors)[0]?.message : undefined);
  const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">Complete your profile</h1>
      <p className="mt-2 text-slate-700">Tell us a little about yourself so Waypoint can tailor its guidance.</p>
      <form className="mt-8 space-y-6" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        {firstError ? <Alert>{firstError}</Alert> : null}
        <div>
          <label htmlFor="fullName" className="font-semibold">
            Full name
          </label>
          <input
            id="fullName"
            autoComplete="name"
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
                <input type="radio" value={type} {...register('userType')} aria-invalid={Boolean(errors.userType)} />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        {userType === 'Student' ? (
          <fieldset>
            <legend className="font-semibold">When were you born?</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <div>
                <label htmlFor="birthMonth" className="text-sm text-slate-700">
                  Month
                </label>
                <select
                  id="birthMonth"
                  className={fieldClass}
                  aria-invalid={Boolean(errors.birthMonth)}
                  {...register('birthMonth', { setValueAs: toNumber })}
                >
                  <option value="">Choose…</option>
                  {MONTHS.map((month, index) => (
                    <option key={month} value={index + 1}>
                      {month}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="birthYear" className="text-sm text-slate-700">
                  Year
                </label>
                <input
                  id="birthYear"
                  inputMode="numeric"
                  autoComplete="bday-year"
                  placeholder="YYYY"
                  className={fieldClass}
                  aria-invalid={Boolean(errors.birthYear)}
                  {...register('birthYear', { setValueAs: toNumber })}
                />
              </div>
            </div>
          </fieldset>
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Saving…' : 'Complete profile'}
        </Button>
      </form>
    </div>
  );
}

function toNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
