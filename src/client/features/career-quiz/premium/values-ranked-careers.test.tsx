import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Career, CareerWorkValues } from '@domain/catalog/schemas';
import type { PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { ValuesRankedCareers } from './values-ranked-careers';

const onet = {
  name: 'O*NET 29.2 Database, Work Values, CC BY 4.0 (February 2025 release)',
  year: '2025',
  url: 'https://www.onetcenter.org/dictionary/29.2/text/',
  estimate: false,
};
const bls = { name: 'BLS OEWS May 2024', year: '2023', url: 'https://www.bls.gov/oes/', estimate: false };
const values = (independence: number, support: number): CareerWorkValues => ({
  extent: { achievement: 4, working_conditions: 4, recognition: 4, relationships: 4, support, independence },
  highPoints: independence > support ? ['independence'] : ['support'],
  source: onet,
});
const career = (socCode: string, title: string, workValues: CareerWorkValues | null): Career => ({
  socCode,
  title,
  description: 'A career for the test.',
  interests: { R: 1, I: 7, A: 1, S: 1, E: 1, C: 1 },
  jobZone: 4,
  medianPay: 90_000,
  outlookPercent: 5,
  entryEducation: "Bachelor's degree",
  workExperience: 'None',
  onTheJobTraining: 'None',
  trainingSource: bls,
  workValues,
  source: bls,
});

const result: PremiumCareerQuizResult = {
  answers: {},
  valuesProfile: { achievement: 50, working_conditions: 50, recognition: 50, relationships: 50, support: 0, independence: 100 },
  topValues: ['independence', 'achievement', 'working_conditions'],
  preferences: { minimumPay: null, education: 'doctoral', interestAreas: ['I'], outlook: 'not-important' },
  completedAt: '2026-11-23T18:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ValuesRankedCareers', () => {
  it('ranks the careers of the chosen areas by their O*NET work values, with a reason, the values and the attribution', async () => {
    const items = [
      career('11-1111.00', 'Supported worker', values(2, 6.5)),
      career('11-2222.00', 'Independent worker', values(6.17, 1.5)),
      career('11-3333.00', 'Unrated worker', null),
    ];
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ items, total: 3, page: 1, pageSize: 100 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ValuesRankedCareers result={result} />
      </QueryClientProvider>,
    );

    const list = await screen.findByRole('list', { name: 'Careers ranked by your work values' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/^\/api\/careers\?.*area=I/)]);
    const ranked = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(ranked.map((item) => item.querySelector('p')?.textContent)).toEqual(['1. Independent worker', '2. Supported worker']);
    const first = ranked[0] as HTMLElement;
    expect(first.textContent).toContain('Your top value, Independence, is high in this career (6.17 of 7).');
    expect(within(first).getByText(/Independence:/).textContent).toBe('Independence: 6.17 of 7 (high)');
    expect(first.textContent).toContain('% values match');
    expect(screen.getByText(/O\*NET publishes no work values for them: Unrated worker/)).toBeTruthy();
    expect(screen.getByRole('link', { name: onet.name }).getAttribute('href')).toBe(onet.url);
    expect(screen.getByRole('link', { name: 'CC BY 4.0 license' })).toBeTruthy();
  });

  it('finds a ranked career by an everyday title, keeps its rank and names the title; says so when none matches', async () => {
    const items = [career('11-1111.00', 'Supported worker', values(2, 6.5)), career('11-2222.00', 'Independent worker', values(6.17, 1.5))];
    const fetch = vi.fn(async (url: string) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q');
      const found = q === null ? items : q === 'helper' ? [{ ...items[0]!, matchedTitle: 'Helper' }] : [];
      return new Response(JSON.stringify({ items: found, total: found.length, page: 1, pageSize: 100 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ValuesRankedCareers result={result} />
      </QueryClientProvider>,
    );
    const box = await screen.findByRole('searchbox', { name: 'Find a career in these results' });
    fireEvent.change(box, { target: { value: 'helper' } });
    const list = screen.getByRole('list', { name: 'Careers ranked by your work values' });
    await vi.waitFor(() => expect(within(list).queryByText('1. Independent worker')).toBeNull());
    expect(within(list).getByText('2. Supported worker')).toBeTruthy();
    expect(within(list).getByText('Helper').parentElement!.textContent).toMatch(/^Matches: Helper/);
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(await screen.findByText('No career in these results matches “xyz”.')).toBeTruthy();
  });
});
