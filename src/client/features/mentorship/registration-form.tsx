import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useId, useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import {
  BIO_MAX,
  INDUSTRIES,
  professionalApplicationSchema,
  TOPICS,
  WEEKDAYS,
  type ProfessionalApplication,
} from '@domain/mentorship/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useCareerOptions } from './api/use-professionals';
import { useSaveApplication, useUploadHeadshot, type MyApplication } from './api/use-registration';
import { viewerTimeZone } from './format';

const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;
const HALF_HOURS = Array.from({ length: 49 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);
const SUPPORTED_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
// The browser's own zone can be an alias (e.g. "UTC") missing from the canonical list; offer it first then.
const TIME_ZONES = SUPPORTED_ZONES.includes(viewerTimeZone()) ? SUPPORTED_ZONES : [viewerTimeZone(), ...SUPPORTED_ZONES];

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const labelClass = 'font-semibold text-slate-900';

type FormValues = Omit<ProfessionalApplication, 'codeOfConductAccepted'> & { codeOfConductAccepted: boolean };

const resolver = zodResolver(professionalApplicationSchema) as unknown as Resolver<FormValues, unknown, ProfessionalApplication>;

function defaults(application: MyApplication | null): FormValues {
  if (!application) {
    return {
      fullName: '',
      jobTitle: '',
      employer: '',
      industry: '' as FormValues['industry'],
      careerSocCode: '',
      yearsExperience: 0,
      bio: '',
      workUrl: '',
      topics: [],
      timeZone: viewerTimeZone(),
      availability: [{ weekday: 2, start: '16:00', end: '18:00' }],
      codeOfConductAccepted: false,
    };
  }
  return {
    fullName: application.fullName,
    jobTitle: application.jobTitle,
    employer: application.employer,
    industry: application.industry as FormValues['industry'],
    careerSocCode: application.career.socCode,
    yearsExperience: application.yearsExperience,
    bio: application.bio,
    workUrl: application.workUrl,
    topics: application.topics as FormValues['topics'],
    timeZone: application.timeZone,
    availability: application.availability,
    codeOfConductAccepted: false,
  };
}

/** The application form: a new application, or edits while it is pending (or after a rejection). */
export function RegistrationForm({ application, onSaved }: { application: MyApplication | null; onSaved: () => void }) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const save = useSaveApplication();
  const uploadHeadshot = useUploadHeadshot();
  const [serverError, setServerError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [careerSearch, setCareerSearch] = useState('');
  const careers = useCareerOptions(useDeferredValue(careerSearch.trim()));

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ProfessionalApplication>({ resolver, defaultValues: defaults(application) });
  const slots = useFieldArray({ control, name: 'availability' });

  const careerOptions = careers.data ?? [];
  const current = application?.career;
  const withCurrent = current && !careerOptions.some((career) => career.socCode === current.socCode) ? [{ socCode: current.socCode, title: current.title ?? current.socCode }, ...careerOptions] : careerOptions;

  const onSubmit = async (values: ProfessionalApplication) => {
    setServerError(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as keyof FormValues, { message });
        setServerError(error.message);
      } else setServerError('Could not save your application. Please try again.');
      return;
    }
    if (photo) {
      try {
        await uploadHeadshot.mutateAsync(photo);
      } catch (error) {
        setPhotoError(error instanceof ApiError ? error.message : 'Could not upload the photo. Please try again.');
        return;
      }
    }
    onSaved();
  };

  const errorText = (name: string, message: string | undefined) =>
    message ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm text-red-800">
        {message}
      </p>
    ) : null;
  const describedBy = (name: string, has: boolean) => (has ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});

  const text = (name: 'fullName' | 'jobTitle' | 'employer' | 'workUrl', label: string, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      <input id={id(name)} type={type} autoComplete={autoComplete} className={fieldClass} {...register(name)} {...describedBy(name, Boolean(errors[name]))} />
      {errorText(name, errors[name]?.message)}
    </div>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fullName', 'Your name', 'text', 'name')}
        {text('jobTitle', 'Job title', 'text', 'organization-title')}
        {text('employer', 'Employer', 'text', 'organization')}
        <div>
          <label htmlFor={id('industry')} className={labelClass}>
            Industry
          </label>
          <select id={id('industry')} className={fieldClass} {...register('industry')} {...describedBy('industry', Boolean(errors.industry))}>
            <option value="">Choose an industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry}>{industry}</option>
            ))}
          </select>
          {errorText('industry', errors.industry?.message)}
        </div>
      </div>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Career</legend>
        <p className="text-sm text-slate-700">Pick the career in our catalog closest to your work, so students exploring it can find you.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id('career-search')} className={labelClass}>
              Search careers
            </label>
            <input id={id('career-search')} type="search" className={fieldClass} value={careerSearch} onChange={(event) => setCareerSearch(event.target.value)} maxLength={100} />
          </div>
          <div>
            <label htmlFor={id('careerSocCode')} className={labelClass}>
              Career
            </label>
            <select id={id('careerSocCode')} className={fieldClass} {...register('careerSocCode')} {...describedBy('careerSocCode', Boolean(errors.careerSocCode))}>
              <option value="">{careers.isPending ? 'Loading careers…' : withCurrent.length ? 'Choose a career' : 'No career matches the search'}</option>
              {withCurrent.map((career) => (
                <option key={career.socCode} value={career.socCode}>
                  {career.title}
                </option>
              ))}
            </select>
            {careers.isError ? <p className="mt-1 text-sm text-red-800">Could not load careers. Check your connection and try again.</p> : null}
            {errorText('careerSocCode', errors.careerSocCode ? 'Choose a career from the list' : undefined)}
          </div>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('yearsExperience')} className={labelClass}>
            Years of experience
          </label>
          <input
            id={id('yearsExperience')}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            className={fieldClass}
            {...register('yearsExperience', { valueAsNumber: true })}
            {...describedBy('yearsExperience', Boolean(errors.yearsExperience))}
          />
          {errorText('yearsExperience', errors.yearsExperience?.message)}
        </div>
        {text('workUrl', 'LinkedIn or work web page (https://…)', 'url', 'url')}
      </div>

      <div>
        <label htmlFor={id('bio')} className={labelClass}>
          Short bio
        </label>
        <p className="text-sm text-slate-700" id={id('bio-hint')}>
          What you do day to day and how you got there (40 to {BIO_MAX} characters). Do not include phone numbers or personal e-mail addresses.
        </p>
        <textarea id={id('bio')} rows={5} maxLength={BIO_MAX} className={fieldClass} {...register('bio')} {...describedBy('bio', Boolean(errors.bio))} />
        {errorText('bio', errors.bio?.message)}
      </div>

      <fieldset {...describedBy('topics', Boolean(errors.topics))}>
        <legend className={labelClass}>Topics you can help with</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3">
              <input type="checkbox" value={topic} className="h-5 w-5" {...register('topics')} />
              {topic}
            </label>
          ))}
        </div>
        {errorText('topics', errors.topics?.message)}
      </fieldset>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Weekly availability</legend>
        <p className="text-sm text-slate-700">Students pick a 30-minute meeting inside these hours. Times are in the time zone you choose; each student sees them in their own.</p>
        <div className="mt-3 max-w-md">
          <label htmlFor={id('timeZone')} className={labelClass}>
            Your time zone
          </label>
          <select id={id('timeZone')} className={fieldClass} {...register('timeZone')} {...describedBy('timeZone', Boolean(errors.timeZone))}>
            {TIME_ZONES.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </select>
          {errorText('timeZone', errors.timeZone?.message)}
        </div>
        <ul className="mt-4 space-y-3">
          {slots.fields.map((field, index) => {
            const slotErrors = errors.availability?.[index];
            return (
              <li key={field.id} className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3">
                <div>
                  <label htmlFor={id(`day-${index}`)} className="text-sm font-semibold">
                    Day
                  </label>
                  <select id={id(`day-${index}`)} className={fieldClass} {...register(`availability.${index}.weekday`, { valueAsNumber: true })}>
                    {WEEKDAYS.map((day, weekday) => (
                      <option key={day} value={weekday}>
                        {day}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={id(`start-${index}`)} className="text-sm font-semibold">
                    From
                  </label>
                  <select id={id(`start-${index}`)} className={fieldClass} {...register(`availability.${index}.start`)}>
                    {HALF_HOURS.slice(0, -1).map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={id(`end-${index}`)} className="text-sm font-semibold">
                    To
                  </label>
                  <select
                    id={id(`end-${index}`)}
                    className={fieldClass}
                    {...register(`availability.${index}.end`)}
                    {...describedBy(`end-${index}`, Boolean(slotErrors?.end))}
                  >
                    {HALF_HOURS.slice(1).map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                </div>
                <Button variant="secondary" onClick={() => slots.remove(index)} disabled={slots.fields.length === 1} aria-label={`Remove time slot ${index + 1}`}>
                  Remove
                </Button>
                {errorText(`end-${index}`, slotErrors?.end?.message)}
              </li>
            );
          })}
        </ul>
        <Button variant="secondary" className="mt-3" onClick={() => slots.append({ weekday: 2, start: '16:00', end: '18:00' })} disabled={slots.fields.length >= 21}>
          Add a time slot
        </Button>
        {errorText('availability', errors.availability?.message ?? errors.availability?.root?.message)}
      </fieldset>

      <div>
        <label htmlFor={id('photo')} className={labelClass}>
          Headshot (optional)
        </label>
        <p className="text-sm text-slate-700" id={id('photo-hint')}>
          A JPEG, PNG or WebP photo up to 5 MB, roughly square (no more than 3 times as long as wide, at least 64 pixels a side). We crop it to a square and remove location and camera data.
        </p>
        {application?.headshotUrl ? <img src={application.headshotUrl} alt="Your current headshot" className="mt-2 h-24 w-24 rounded-full object-cover" /> : null}
        <input
          id={id('photo')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-2 block min-h-11 text-base"
          aria-describedby={photoError ? id('photo-error') : id('photo-hint')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setPhotoError(file && file.size > HEADSHOT_MAX_BYTES ? 'That photo is larger than 5 MB. Choose a smaller one.' : null);
            setPhoto(file && file.size <= HEADSHOT_MAX_BYTES ? file : null);
          }}
        />
        {photoError ? (
          <p id={id('photo-error')} role="alert" className="mt-1 text-sm text-red-800">
            {photoError}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={id('coc')} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h2 id={id('coc')} className="font-bold">
          Mentor code of conduct
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>Many students are minors. Meet only through Waypoint's meeting link, never one-to-one elsewhere.</li>
          <li>Do not ask for or share phone numbers, personal e-mail, social media or home addresses. Waypoint masks them in messages.</li>
          <li>Parents and educators a student adds see every message and notification.</li>
          <li>Give honest, practical advice; do not sell products, services or paid programmes.</li>
          <li>Be respectful and inclusive. Report anything that worries you with the report button on the meeting.</li>
          <li>Messages are kept so Waypoint administrators can review reports.</li>
        </ul>
        <label className="mt-3 flex min-h-11 items-center gap-3 font-semibold">
          <input type="checkbox" className="h-5 w-5" {...register('codeOfConductAccepted')} {...describedBy('coc-check', Boolean(errors.codeOfConductAccepted))} />I agree to the mentor code of conduct
        </label>
        {errorText('coc-check', errors.codeOfConductAccepted?.message)}
      </section>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : application ? 'Save and send for review' : 'Send application'}
      </Button>
    </form>
  );
}
