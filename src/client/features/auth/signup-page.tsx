import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { apiErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { profileFieldClass, UserTypeFieldset } from '@client/shared/profile/user-type-fieldset';
import { useSession } from '@client/shared/session/use-session';
import { useCompleteProfile, type FormInput, type FormOutput, type SignUpFailure } from './use-complete-profile';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

// Validation loads zod with the profile's schema on first use, off the page's first paint.
const resolver = lazyZodResolver(() => import('@domain/profile/schemas').then((module) => module.completeProfileSchema));

/** A failed sign-up in the active language: a refused field's text, else the failure's own. */
function failureText(t: Translate, failure: SignUpFailure): string {
  if (failure.kind === 'no-user') return t('auth.noUser');
  if (failure.kind === 'failed') return t('auth.signUpFailed');
  return apiErrorText(t, failure.error);
}

/** Complete the profile (full name, user type) → /home. */
export function SignUpPage() {
  const t = useT();
  const session = useSession();
  const { serverError, declined, submit } = useCompleteProfile();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { fullName: session.status === 'signed-in' ? session.user.name : '' },
  });
  usePageTitle(t('auth.signUpTitle'));
  const userType = watch('userType');

  if (declined) return <UnderAgeNotice />;
  if (session.status === 'signed-out') return <SignedOutNotice />;

  // The schema and the server name codes; the catalog words them (in English, the spec's exact texts).
  const firstError = serverError
    ? failureText(t, serverError)
    : fieldErrorText(t, submitCount > 0 ? Object.values(errors)[0]?.message : undefined);

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('auth.signUpTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.signUpIntro')}</p>
      <form className="mt-8 space-y-6" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {firstError ? <Alert>{firstError}</Alert> : null}
        <div>
          <label htmlFor="fullName" className="font-semibold">
            {t('auth.fullName')}
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
          {isSubmitting ? t('auth.saving') : t('auth.completeProfile')}
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

/** Under 13: the account is not created (COPPA), and the free tools stay open. The server's 403 (code under_13) says the same in English. */
function UnderAgeNotice() {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('auth.thanksHeading')}</h1>
      <div className="mt-6">
        <Alert tone="info">{t('common.error.under_13')}</Alert>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/journey" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('auth.takeFreeAssessment')}
        </Link>
        <Link to="/dashboard" className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
          {t('auth.exploreWaypoint')}
        </Link>
      </div>
    </div>
  );
}

function SignedOutNotice() {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('auth.signUpTitle')}</h1>
      <div className="mt-6">
        <Alert>{t('auth.noUser')}</Alert>
      </div>
      <Link to="/signin" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('shell.signIn')}
      </Link>
    </div>
  );
}

/** Students give their birth month and year; the server turns away anyone under 13. */
function BirthDateFields({ register, errors }: { register: UseFormRegister<FormInput>; errors: FieldErrors<FormInput> }) {
  const t = useT();
  const format = useFormatters();
  return (
    <fieldset>
      <legend className="font-semibold">{t('auth.bornWhen')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="birthMonth" className="text-sm text-slate-700">
            {t('auth.month')}
          </label>
          <select
            id="birthMonth"
            className={profileFieldClass}
            aria-invalid={Boolean(errors.birthMonth)}
            {...register('birthMonth', { setValueAs: toNumber })}
          >
            <option value="">{t('auth.choose')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {format.month(month)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="birthYear" className="text-sm text-slate-700">
            {t('auth.year')}
          </label>
          <input
            id="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder={t('auth.yearPlaceholder')}
            className={profileFieldClass}
            aria-invalid={Boolean(errors.birthYear)}
            {...register('birthYear', { setValueAs: toNumber })}
          />
        </div>
      </div>
    </fieldset>
  );
}
