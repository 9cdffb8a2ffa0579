import { Controller, useForm, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import type { CollegePreferences, CollegePreferencesInput } from '@domain/catalog/college-match';
import { ACADEMIC_STANDINGS, SELECTIVITIES } from '@domain/catalog/college-preferences';
import { COLLEGE_CONTROLS, COLLEGE_LOCALES, COLLEGE_SIZES } from '@domain/catalog/catalog-values';
import type { Major } from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { Button } from '@client/ui/button';
import { MajorPicker } from './major-picker';
import { StatePicker } from './state-picker';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import { CONTROL_LABELS, LOCALE_LABELS, SELECTIVITY_KEYS, STANDING_KEYS } from './preference-messages';

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
  const t = useT('college-quiz');
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <label htmlFor="maxNetPrice" className="text-lg font-semibold">
          {t('college-quiz.maxPriceLabel')}
        </label>
        <p id="maxNetPrice-help" className="mt-1 text-sm text-slate-700">
          {t('college-quiz.maxPriceHelp')}
        </p>
        <div className="relative mt-1 sm:max-w-xs">
          <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-700">
            $
          </span>
          <input
            id="maxNetPrice"
            inputMode="numeric"
            placeholder={t('college-quiz.noLimit')}
            aria-describedby="maxNetPrice-help"
            aria-invalid={Boolean(errors.maxNetPrice)}
            className={`${fieldClass} pl-7`}
            {...register('maxNetPrice', { setValueAs: toDollarsOrNull })}
          />
        </div>
      </div>
      <div>
        <label htmlFor="yearsOfStudy" className="text-lg font-semibold">
          {t('college-quiz.yearsLabel')}
        </label>
        <p id="yearsOfStudy-help" className="mt-1 text-sm text-slate-700">
          {t('college-quiz.yearsHelp')}
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
              {t('college-quiz.years', { count: years })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Each option's text in the catalog's language. */
function optionLabels<T extends string>(t: Translate<'college-quiz'>, keys: Record<T, AreaKey<'college-quiz'>>): Record<T, string> {
  return Object.fromEntries(Object.entries<AreaKey<'college-quiz'>>(keys).map(([option, key]) => [option, t(key)])) as Record<T, string>;
}

/** The kind of college: its size, its setting and who runs it. */
function KindFields({ register }: { register: UseFormRegister<CollegePreferencesInput> }) {
  const t = useT('college-quiz');
  const format = useFormatters();
  const sizeLabels = {
    small: t('college-quiz.sizeSmall', { count: format.count(5000) }),
    medium: t('college-quiz.sizeMedium', { from: format.count(5000), to: format.count(14999) }),
    large: t('college-quiz.sizeLarge', { count: format.count(15000) }),
  };
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <ChoiceFieldset
        legend={t('college-quiz.sizeLegend')}
        note={t('college-quiz.sizeNote')}
        type="checkbox"
        options={COLLEGE_SIZES}
        labels={sizeLabels}
        registration={register('sizes')}
      />
      <ChoiceFieldset
        legend={t('college-quiz.settingLegend')}
        note={t('college-quiz.settingNote')}
        type="checkbox"
        options={COLLEGE_LOCALES}
        labels={optionLabels(t, LOCALE_LABELS)}
        registration={register('locales')}
      />
      <ChoiceFieldset
        legend={t('college-quiz.controlLegend')}
        note={t('college-quiz.controlNote')}
        type="checkbox"
        options={COLLEGE_CONTROLS}
        labels={optionLabels(t, CONTROL_LABELS)}
        registration={register('controls')}
      />
    </div>
  );
}

/** How selective a college the student wants, and their grades. */
function StandingFields({ register }: { register: UseFormRegister<CollegePreferencesInput> }) {
  const t = useT('college-quiz');
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ChoiceFieldset
        legend={t('college-quiz.selectivityLegend')}
        type="radio"
        options={SELECTIVITIES}
        labels={optionLabels(t, SELECTIVITY_KEYS)}
        registration={register('selectivity')}
      />
      <ChoiceFieldset
        legend={t('college-quiz.gradesLegend')}
        note={t('college-quiz.gradesNote')}
        type="radio"
        options={ACADEMIC_STANDINGS}
        labels={optionLabels(t, STANDING_KEYS)}
        registration={register('academicStanding')}
      />
    </div>
  );
}

// Validated with the API's schema, loaded on first use like every form's (college-quiz-page.tsx loads it anyway).
const resolver = lazyZodResolver(() => import('@domain/catalog/college-match').then((module) => module.collegePreferencesSchema));

/** What the student wants from a college, validated with the same schema as the API. */
export function PreferencesForm({ defaultValues, majors, majorsError, onRetryMajors, suggestedMajors, busy, onSubmit }: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<CollegePreferencesInput, unknown, CollegePreferences>({
    resolver,
    defaultValues,
  });
  const t = useT('college-quiz');
  const firstError =
    submitCount > 0
      ? (errors.maxNetPrice?.message ??
        errors.yearsOfStudy?.message ??
        errors.majors?.message ??
        errors.states?.message ??
        errors.academicStanding?.message ??
        errors.selectivity?.message)
      : undefined;
  const shownError = fieldErrorText(t, firstError);

  return (
    <form
      aria-label={t('college-quiz.formLabel')}
      className="space-y-8"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      {shownError ? <Alert>{shownError}</Alert> : null}

      <Controller
        control={control}
        name="states"
        render={({ field }) => <StatePicker value={field.value ?? []} onChange={field.onChange} />}
      />

      <KindFields register={register} />

      <BudgetFields register={register} errors={errors} />

      <StandingFields register={register} />

      {majorsError ? (
        <div className="space-y-3">
          <Alert>{t('college-quiz.majorsError', { message: majorsError })}</Alert>
          <Button variant="secondary" onClick={onRetryMajors}>
            {t('college-quiz.majorsRetry')}
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
        {busy ? t('college-quiz.finding2') : t('college-quiz.submit')}
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
