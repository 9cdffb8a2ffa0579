import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import type { MyApplication } from './api/use-registration';
import { AvailabilityFields } from './availability-fields';
import { CareerField } from './career-field';
import { CodeOfConduct } from './code-of-conduct';
import { ExperienceFields } from './experience-fields';
import { HeadshotField } from './headshot-field';
import { IdentityFields } from './identity-fields';
import { registrationFieldHelp } from './registration-field-help';
import { defaults, resolver, type FormValues } from './registration-form-values';
import { useApplicationSubmit } from './use-application-submit';

/** The application form: a new application, or edits while it is pending (or after a rejection). */
export function RegistrationForm({ application, onSaved }: { application: MyApplication | null; onSaved: () => void }) {
  const t = useT('mentorship');
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ProfessionalApplication>({ resolver, defaultValues: defaults(application) });
  const { submit, serverError, photoError, choosePhoto } = useApplicationSubmit(setError, onSaved);
  const help = registrationFieldHelp(ids, register, errors, t);

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <IdentityFields help={help} />
      <CareerField current={application?.career} help={help} />
      <ExperienceFields help={help} />
      <AvailabilityFields control={control} help={help} />
      <HeadshotField headshotUrl={application?.headshotUrl} photoError={photoError} onChoose={choosePhoto} help={help} />
      <CodeOfConduct help={help} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('mentorship.r_sending') : application ? t('mentorship.r_saveAndSend') : t('mentorship.r_send')}
      </Button>
    </form>
  );
}
