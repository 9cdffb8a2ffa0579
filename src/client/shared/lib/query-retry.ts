import { ApiError } from './api-client';

/** TanStack Query's retry for reads: a 4xx answer will not change on a retry; a network failure or 5xx may, twice more. */
export const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;
