import type { CompleteProfile } from '@domain/profile/schemas';
import { api, readJson } from '@client/shared/lib/api-client';

/** POST /api/profile: completes a new user's profile (sign-up); an under-13 answer is an ApiError "under_13". */
export function createProfile(values: CompleteProfile) {
  return readJson(api.profile.$post({ json: values }));
}
