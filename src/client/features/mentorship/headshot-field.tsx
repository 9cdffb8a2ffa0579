import { labelClass, type RegistrationFieldHelp } from './registration-field-help';

/** The optional headshot: the current one if any, and a file input (the size is checked here, the rest by the server). */
export function HeadshotField({
  headshotUrl,
  photoError,
  onChoose,
  help,
}: {
  headshotUrl: string | null | undefined;
  photoError: string | null;
  onChoose: (file: File | null) => void;
  help: RegistrationFieldHelp;
}) {
  const { id, t } = help;
  return (
    <div>
      <label htmlFor={id('photo')} className={labelClass}>
        {t('mentorship.r_headshot')}
      </label>
      <p className="text-sm text-slate-700" id={id('photo-hint')}>
        {t('mentorship.r_headshotHint')}
      </p>
      {headshotUrl ? (
        <img src={headshotUrl} alt={t('mentorship.r_currentHeadshot')} className="mt-2 h-24 w-24 rounded-full object-cover" />
      ) : null}
      <input
        id={id('photo')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="mt-2 block min-h-11 text-base"
        aria-describedby={photoError ? id('photo-error') : id('photo-hint')}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {photoError ? (
        <p id={id('photo-error')} role="alert" className="mt-1 text-sm text-red-800">
          {photoError}
        </p>
      ) : null}
    </div>
  );
}
