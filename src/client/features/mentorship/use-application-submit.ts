import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { apiErrorText, errorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { ApiError } from '@client/shared/lib/api-client';
import { useSaveApplication, useUploadHeadshot } from './api/use-registration';
import type { FormValues } from './registration-form-values';

const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sends the application, then the chosen headshot (when one was picked), then calls onSaved. A refused application
 * puts the server's field messages on the fields and its message above the form; a refused photo keeps
 * its own message beside the file input.
 */
export function useApplicationSubmit(setError: UseFormSetError<FormValues>, onSaved: () => void) {
  const t = useT('mentorship');
  const save = useSaveApplication();
  const uploadHeadshot = useUploadHeadshot();
  const [serverError, setServerError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const choosePhoto = (file: File | null) => {
    setPhotoError(file && file.size > HEADSHOT_MAX_BYTES ? t('mentorship.r_photoTooBig') : null);
    setPhoto(file && file.size <= HEADSHOT_MAX_BYTES ? file : null);
  };

  const submit = async (values: ProfessionalApplication) => {
    setServerError(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError) {
        // The field keeps the code when there is one: the field's help words it in the active language.
        for (const [field, message] of Object.entries(error.fields)) {
          setError(field as keyof FormValues, { message: error.fieldCodes[field] ?? message });
        }
        setServerError(apiErrorText(t, error));
      } else setServerError(t('mentorship.r_saveFailed'));
      return;
    }
    if (photo) {
      try {
        await uploadHeadshot.mutateAsync(photo);
      } catch (error) {
        setPhotoError(error instanceof ApiError ? errorText(t, error) : t('mentorship.r_uploadFailed'));
        return;
      }
    }
    onSaved();
  };

  return { submit, serverError, photoError, choosePhoto };
}
