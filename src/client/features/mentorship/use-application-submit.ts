import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { useSaveApplication, useUploadHeadshot } from './api/use-registration';
import type { FormValues } from './registration-form-values';

const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sends the application, then the chosen headshot (if any), then calls onSaved. A refused application
 * puts the server's field messages on the fields and its message above the form; a refused photo keeps
 * its own message beside the file input.
 */
export function useApplicationSubmit(setError: UseFormSetError<FormValues>, onSaved: () => void) {
  const save = useSaveApplication();
  const uploadHeadshot = useUploadHeadshot();
  const [serverError, setServerError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const choosePhoto = (file: File | null) => {
    setPhotoError(file && file.size > HEADSHOT_MAX_BYTES ? 'That photo is larger than 5 MB. Choose a smaller one.' : null);
    setPhoto(file && file.size <= HEADSHOT_MAX_BYTES ? file : null);
  };

  const submit = async (values: ProfessionalApplication) => {
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

  return { submit, serverError, photoError, choosePhoto };
}
