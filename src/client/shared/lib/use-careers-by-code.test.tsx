import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careerQuery } from './career-queries';
import { queryKeys } from './query-keys';
import { useCareersByCode } from './use-careers-by-code';

const career = {
  socCode: '15-1252.00',
  title: 'Software Developers',
  description: 'Design computer applications.',
  interests: { R: 2, I: 6, A: 3, S: 2, E: 3, C: 4 },
  jobZone: 4,
  medianPay: 133_080,
  outlookPercent: 15,
  entryEducation: "Bachelor's degree",
  source: { name: 'BLS', year: 2024, url: 'https://www.bls.gov/ooh/' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCareersByCode', () => {
  it('leaves out a code the catalog no longer has, asks for it once, and shares the career page cache entry', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/15-1252.00') ? json(200, career) : json(404, { error: { code: 'not_found', message: 'No such career.' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    const { result } = renderHook(() => useCareersByCode(['15-1252.00', '99-9999.00']), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.careers.map((c) => c.socCode)).toEqual(['15-1252.00']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/careers/15-1252.00', '/api/careers/99-9999.00']);
    // The career page and the calculator read the same entry: one key, one fetch per career.
    expect(careerQuery('15-1252.00').queryKey).toEqual(queryKeys.careers.detail('15-1252.00'));
    expect(queryClient.getQueryData(careerQuery('15-1252.00').queryKey)).toEqual(career);
  });
});
