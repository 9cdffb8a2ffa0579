import { expect } from 'vitest';

/** Checks a response's status (showing its body when it is not the expected one) and returns its JSON body. */
export async function body<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}
