import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { majorFiltersOf, majorRequestOf } from '@domain/catalog/major-filters';
import { useCollege } from '@client/features/colleges/use-college';
import { useMajor } from '@client/features/majors/api/use-major';
import { FAMILY_INCOME_STORAGE_KEY } from '@client/shared/prices/family-income-store';
import { prefetchPage } from './router';

/*
 * The first load asks for the college or field-of-study page's data from its address, before the page's code is in;
 * the page must then find that answer under its own key and not ask again.
 */

type Answer = { status?: number; body: unknown };

/** A fetch that answers by path; every request's URL and Accept-Language is kept. */
function fakeApi(answers: Record<string, Answer>) {
  const requests: { url: string; language: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requests.push({ url: url.pathname + url.search, language: new Headers(init?.headers).get('Accept-Language') });
    const answer = answers[url.pathname] ?? { status: 404, body: { error: { code: 'not_found', message: 'No such path.' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

const visitor = { '/api/me': { body: { user: null, profile: null } } };
const college = { unitId: 204796, name: 'The Ohio State University', programs: [] };
const major = { fieldOfStudy: { cip: '42.01', title: 'Psychology' } };

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Waits until every request the prefetch started has been answered. */
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchPage', () => {
  it("asks for a visitor's college with this device's income and the address's planned debt, in the loading language", async () => {
    localStorage.setItem(FAMILY_INCOME_STORAGE_KEY, '45000');
    const requests = fakeApi({ ...visitor, '/api/colleges/204796': { body: college } });
    const client = new QueryClient();
    prefetchPage(client, '/colleges/204796', '?plannedDebt=25000', 'es');
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/colleges/204796?income=45000&plannedDebt=25000'));
    await settled(client);
    expect(requests.find((request) => request.url.startsWith('/api/colleges/'))?.language).toBe('es');

    // The page's own hook, with what the page reads from the same address, finds it without a second request.
    const { result } = renderHook(() => useCollege(204796, 45000, 25000, true), { wrapper: withClient(client) });
    expect(result.current.data).toEqual(college);
    expect(requests.filter((request) => request.url.startsWith('/api/colleges/'))).toHaveLength(1);
  });

  it("uses the account's income for a signed-in user with a profile, as the page does", async () => {
    localStorage.setItem(FAMILY_INCOME_STORAGE_KEY, '45000');
    const requests = fakeApi({
      '/api/me': { body: { user: { id: 'u1', name: 'Pat', email: 'pat@example.com', role: 'user' }, profile: { userType: 'Parent' } } },
      '/api/profile/family-income': { body: { familyIncome: 120000, basis: 'money-plan' } },
      '/api/colleges/204796': { body: college },
    });
    const client = new QueryClient();
    prefetchPage(client, '/Colleges/204796/', '', 'en');
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/colleges/204796?income=120000'));
    await settled(client);
    expect(requests.map((request) => request.url)).not.toContain('/api/colleges/204796?income=45000');
  });

  it('asks for the field of study with the filters the page reads from the address (bad values as the page drops them)', async () => {
    const requests = fakeApi({ '/api/majors/42.01': { body: major } });
    const client = new QueryClient();
    const search = '?sort=debt&state=OH&page=2&income=abc&credential=bachelor';
    prefetchPage(client, '/majors/42.01', search, 'en');
    await settled(client);
    expect(requests.map((request) => request.url)).toEqual(['/api/majors/42.01?sort=debt&page=2&state=OH']);

    const request = majorRequestOf(majorFiltersOf(new URLSearchParams(search)));
    const { result } = renderHook(() => useMajor('42.01', request, true), { wrapper: withClient(client) });
    expect(result.current.data).toEqual(major);
    expect(requests).toHaveLength(1);
  });

  it('asks for nothing at an address the page would refuse, or for a page without a prefetch', async () => {
    const requests = fakeApi(visitor);
    const client = new QueryClient();
    prefetchPage(client, '/colleges/not-a-number', '', 'en');
    prefetchPage(client, '/majors/4201', '', 'en');
    prefetchPage(client, '/colleges/204796/programs', '', 'en');
    prefetchPage(client, '/dashboard', '', 'en');
    await settled(client);
    expect(requests).toEqual([]);
  });

  it('asks once for an unknown college (a 404 is not retried), and the page then shows the 404', async () => {
    const requests = fakeApi(visitor);
    const client = new QueryClient();
    prefetchPage(client, '/colleges/999999', '', 'en');
    await settled(client);
    expect(requests.map((request) => request.url)).toEqual(['/api/me', '/api/colleges/999999']);
    const { result } = renderHook(() => useCollege(999999, null, null, true), { wrapper: withClient(client) });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
  });
});
