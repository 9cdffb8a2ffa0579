import type { UseFormRegisterReturn } from 'react-hook-form';
import { USER_TYPES } from '@domain/profile/schemas';
import { useT } from '@client/shared/i18n/i18n-store';

/** The text inputs of the sign-up and profile forms. */
export const profileFieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

/**
 * "I am a…" with one radio button per user type, as sign-up and profile editing ask it.
 * `invalid` marks every radio when given; profile editing leaves it out.
 */
export function UserTypeFieldset({ registration, invalid }: { registration: UseFormRegisterReturn<'userType'>; invalid?: boolean }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="font-semibold">{t('auth.iAmA')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {USER_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={type} {...registration} aria-invalid={invalid} />
            {t(`auth.userType.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
