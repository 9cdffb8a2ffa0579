import type { UpdateProfile } from '@domain/profile/schemas';
import { api, readJson } from '@client/shared/lib/api-client';

/** PATCH /api/profile: the name and user type. */
export function updateProfile(values: UpdateProfile) {
  return readJson(api.profile.$patch({ json: values }));
}
