import {
  FILL_OUT_ALL_FIELDS,
  FULL_NAME_TOO_LONG,
  FUTURE_BIRTH_DATE,
  INVALID_BIRTH_MONTH,
  INVALID_BIRTH_YEAR,
} from '@domain/profile/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import { NO_USER_MESSAGE, SIGN_UP_FAILED_MESSAGE } from './use-complete-profile';

/** The spec's English texts the sign-up form can show (its zod schema's, the server's 400/401 answers) and their keys. */
export const SIGN_UP_MESSAGES: KnownMessages = {
  [FILL_OUT_ALL_FIELDS]: 'validation.fillOutAllFields',
  [INVALID_BIRTH_YEAR]: 'validation.invalidBirthYear',
  [INVALID_BIRTH_MONTH]: 'validation.invalidBirthMonth',
  [FUTURE_BIRTH_DATE]: 'validation.futureBirthDate',
  [FULL_NAME_TOO_LONG]: 'validation.fullNameTooLong',
  [NO_USER_MESSAGE]: 'auth.noUser',
  [SIGN_UP_FAILED_MESSAGE]: 'auth.signUpFailed',
};
