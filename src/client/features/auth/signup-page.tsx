import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { completeProfileSchema } from '@domain/profile/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { profileFieldClass, UserTypeFieldset } from '@client/shared/profile/user-type-fieldset';
import { useSession } from '@client/shared/session/use-session';
import { NO_USER_MESSAGE, useCompleteProfile, type FormInput, type FormOutput } from './use-complete-profile';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Spec 5 and 7: complete the profile (full name, user type) → /home. */
export function SignUpPage() {
  const session = useSession();
  const { serverError, declined, submit } = useCompleteProfile();
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

  if (declined) return <UnderAgeNotice message={declined} />;
  if (session.status === 'signed-out') return <SignedOutNotice />;

  const firstError = serverError ?? (submitCount > 0 ? Object.values(errors)[0]?.message : undefined);

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">Complete your profile</h1>
      <p className="mt-2 text-slate-700">Tell us a little about yourself so Waypoint can tailor its guidance.</p>
      <form className="mt-8 space-y-6" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {firstError ? <Alert>{firstError}</Alert> : null}
        <div>
          <label htmlFor="fullName" className="font-semibold">
            Full name
          </label>
          <input
            id="fullName"
            autoComplete="name"
            className={profileFieldClass}
            aria-invalid={Boolean(errors.fullName)}
            {...register('fullName')}
          />
        </div>
        <UserTypeFieldset registration={register('userType')} invalid={Boolean(errors.userType)} />
        {userType === 'Student' ? <BirthDateFields register={register} errors={errors} /> : null}
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

/** Under 13: the account is not created (COPPA), and the free tools stay open. */
function UnderAgeNotice({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">Thanks for stopping by!</h1>
      <div className="mt-6">
        <Alert tone="info">{message}</Alert>
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

function SignedOutNotice() {
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

/** Students give their birth month and year; the server turns away anyone under 13. */
function BirthDateFields({ register, errors }: { register: UseFormRegister<FormInput>; errors: FieldErrors<FormInput> }) {
  return (
    <fieldset>
      <legend className="font-semibold">When were you born?</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="birthMonth" className="text-sm text-slate-700">
            Month
          </label>
          <select
            id="birthMonth"
            className={profileFieldClass}
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
            className={profileFieldClass}
            aria-invalid={Boolean(errors.birthYear)}
            {...register('birthYear', { setValueAs: toNumber })}
          />
        </div>
      </div>
    </fieldset>
  );
}
