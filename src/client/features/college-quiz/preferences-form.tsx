import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import {
  ACADEMIC_STANDING_LABELS,
  ACADEMIC_STANDINGS,
  collegePreferencesSchema,
  SELECTIVITIES,
  SELECTIVITY_LABELS,
  type CollegePreferences,
  type CollegePreferencesInput,
} from '@domain/catalog/college-match';
import {
  COLLEGE_CONTROLS,
  COLLEGE_LOCALES,
  COLLEGE_SIZES,
  type CollegeControl,
  type CollegeLocale,
  type CollegeSize,
  type Major,
} from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { MajorPicker } from './major-picker';
import { StatePicker } from './state-picker';

const SIZE_LABELS: Record<CollegeSize, string> = {
  small: 'Small (under 5,000 undergraduates)',
  medium: 'Medium (5,000 to 14,999)',
  large: 'Large (15,000 or more)',
};
const LOCALE_LABELS: Record<CollegeLocale, string> = { city: 'City', suburb: 'Suburb', town: 'Town', rural: 'Rural' };
const CONTROL_LABELS: Record<CollegeControl, string> = {
  public: 'Public',
  'private-nonprofit': 'Private nonprofit',
  'private-for-profit': 'Private for-profit',
};
const YEARS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';
const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

type Props = {
  defaultValues: CollegePreferences;
  majors: readonly Major[];
  /** Shown instead of the major list when it could not load. */
  majorsError: string | null;
  onRetryMajors: () => void;
  suggestedMajors: readonly string[];
  busy: boolean;
  onSubmit: (preferences: CollegePreferences) => void;
};

/** A group of checkboxes or radio buttons, one per option, each with its label. */
function ChoiceFieldset<T extends string>({
  legend,
  note,
  type,
  options,
  labels,
  registration,
}: {
  legend: string;
  note?: string;
  type: 'checkbox' | 'radio';
  options: readonly T[];
  labels: Record<T, string>;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label key={option} className={optionClass}>
            <input type={type} value={option} className="h-5 w-5 accent-brand-700" {...registration} />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The yearly budget and the years of study, which together give the total net price. */
function BudgetFields({
  register,
  errors,
}: {
  register: UseFormRegister<CollegePreferencesInput>;
  errors: FieldErrors<CollegePreferencesInput>;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <label htmlFor="maxNetPrice" className="text-lg font-semibold">
          Most you could pay per year
        </label>
        <p id="maxNetPrice-help" className="mt-1 text-sm text-slate-700">
          In dollars, after grants and scholarships (the college&apos;s average net price). Leave empty for no limit.
        </p>
        <div className="relative mt-1 sm:max-w-xs">
          <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-700">
            $
          </span>
          <input
            id="maxNetPrice"
            inputMode="numeric"
            placeholder="No limit"
            aria-describedby="maxNetPrice-help"
            aria-invalid={Boolean(errors.maxNetPrice)}
            className={`${fieldClass} pl-7`}
            {...register('maxNetPrice', { setValueAs: toDollarsOrNull })}
          />
        </div>
      </div>
      <div>
        <label htmlFor="yearsOfStudy" className="text-lg font-semibold">
          Years of study
        </label>
        <p id="yearsOfStudy-help" className="mt-1 text-sm text-slate-700">
          Used to estimate the total net price: 4 for a bachelor&apos;s degree, 2 for an associate degree.
        </p>
        <select
          id="yearsOfStudy"
          aria-describedby="yearsOfStudy-help"
          aria-invalid={Boolean(errors.yearsOfStudy)}
          className={`${fieldClass} sm:max-w-xs`}
          {...register('yearsOfStudy', { setValueAs: Number })}
        >
          {YEARS.map((years) => (
            <option key={years} value={years}>
              {years} {years === 1 ? 'year' : 'years'}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** What the student wants from a college, validated with the same schema as the API. */
export function PreferencesForm({ defaultValues, majors, majorsError, onRetryMajors, suggestedMajors, busy, onSubmit }: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<CollegePreferencesInput, unknown, CollegePreferences>({
    resolver: zodResolver(collegePreferencesSchema),
    defaultValues,
  });
  const firstError =
    submitCount > 0
      ? (errors.maxNetPrice?.message ??
        errors.yearsOfStudy?.message ??
        errors.majors?.message ??
        errors.states?.message ??
        errors.academicStanding?.message ??
        errors.selectivity?.message)
      : undefined;

  return (
    <form aria-label="Your college preferences" className="space-y-8" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {firstError ? <Alert>{firstError}</Alert> : null}

      <Controller
        control={control}
        name="states"
        render={({ field }) => <StatePicker value={field.value ?? []} onChange={field.onChange} />}
      />

      <div className="grid gap-8 md:grid-cols-3">
        <ChoiceFieldset
          legend="Size"
          note="None ticked = any size."
          type="checkbox"
          options={COLLEGE_SIZES}
          labels={SIZE_LABELS}
          registration={register('sizes')}
        />
        <ChoiceFieldset
          legend="Setting"
          note="None ticked = any setting."
          type="checkbox"
          options={COLLEGE_LOCALES}
          labels={LOCALE_LABELS}
          registration={register('locales')}
        />
        <ChoiceFieldset
          legend="Public or private"
          note="None ticked = any kind."
          type="checkbox"
          options={COLLEGE_CONTROLS}
          labels={CONTROL_LABELS}
          registration={register('controls')}
        />
      </div>

      <BudgetFields register={register} errors={errors} />

      <div className="grid gap-8 md:grid-cols-2">
        <ChoiceFieldset
          legend="How selective?"
          type="radio"
          options={SELECTIVITIES}
          labels={SELECTIVITY_LABELS}
          registration={register('selectivity')}
        />
        <ChoiceFieldset
          legend="Your grades so far (unweighted GPA)"
          note="Only used to mark each college as a reach, a match or likely."
          type="radio"
          options={ACADEMIC_STANDINGS}
          labels={ACADEMIC_STANDING_LABELS}
          registration={register('academicStanding')}
        />
      </div>

      {majorsError ? (
        <div className="space-y-3">
          <Alert>The list of majors could not load: {majorsError}</Alert>
          <Button variant="secondary" onClick={onRetryMajors}>
            Load the majors again
          </Button>
        </div>
      ) : (
        <Controller
          control={control}
          name="majors"
          render={({ field }) => (
            <MajorPicker majors={majors} value={field.value ?? []} onChange={field.onChange} suggested={suggestedMajors} />
          )}
        />
      )}

      <Button type="submit" disabled={busy} className="w-full px-8 text-lg sm:w-auto">
        {busy ? 'Finding colleges…' : 'Find my colleges'}
      </Button>
    </form>
  );
}

/** "" → null (no limit); "25,000" or "$25000" → 25000; anything else reaches the schema as NaN and gets its message. */
function toDollarsOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const cleaned = String(value).replace(/[$,\s]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}
