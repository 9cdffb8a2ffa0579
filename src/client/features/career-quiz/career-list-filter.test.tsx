import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAINING_COSTS } from '@data/training-costs';
import { CAREERS } from '@data/careers';
import { bestMatchesByLevel } from '@domain/career-quiz/level-matches';
import { MemoryRouter } from '@client/shared/routing';
import { TYPING_PAUSE_MS } from '@client/shared/lib/use-debounced';
import { FilterableCareers } from './filterable-careers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LEVELS = bestMatchesByLevel({ R: 7, I: 6, A: 2, S: 2, E: 2, C: 2 }, CAREERS, TRAINING_COSTS);
const SHOWN = LEVELS.flatMap((level) => level.matches.map((match) => match.item));
const [FIRST, SECOND] = [SHOWN[0]!, SHOWN[SHOWN.length - 1]!];

/** GET /api/careers?q=: "lineman" finds the two careers (one by an everyday title, plus one outside these results); else none. */
function stubSearch() {
  const fetch = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q');
    const items =
      q === 'lineman'
        ? [
            { ...SECOND, matchedTitle: 'Lineman' },
            { ...FIRST, matchedTitle: 'Line Worker' },
            { ...FIRST, socCode: '99-9999.00', title: 'Not in these results' },
          ]
        : [];
    return new Response(JSON.stringify({ items, total: items.length, page: 1, pageSize: 100 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderFilter() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <FilterableCareers levels={LEVELS} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Find a career in these results' });
}

const titles = () => screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('the quiz results career filter', () => {
  it('shows the whole list and asks nothing while the box is empty', async () => {
    const fetch = stubSearch();
    await renderFilter();
    expect(titles()).toEqual(SHOWN.map((career) => career.title));
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds careers by an everyday title, in the list order, naming the title; Clear brings the list back', async () => {
    const fetch = stubSearch();
    const box = await renderFilter();
    fireEvent.change(box, { target: { value: ' lineman ' } });
    await waitFor(() => expect(titles()).toEqual([FIRST.title, SECOND.title]));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/q=lineman/);
    expect(screen.getByText('Lineman').closest('li')!.textContent).toContain(SECOND.title);
    expect(screen.getByText('Line Worker').closest('p')!.textContent).toMatch(/^Matches: Line Worker/);
    // The list keeps only its own careers; the whole-catalog answer names the others and where each sits.
    expect(titles()).not.toContain('Not in these results');
    const catalog = screen.getByRole('region', { name: 'Every career in the catalog matching “lineman”' });
    // The whole-catalog answer is a request of its own, which may arrive after the list's.
    const outside = await screen.findByRole('link', { name: 'Not in these results' });
    expect(outside.getAttribute('href')).toBe('/careers/99-9999.00');
    expect(outside.closest('li')!.textContent).toContain('Not in your top list');
    const inList = catalog.querySelectorAll('li')[0]!;
    expect(inList.textContent).toMatch(
      /In your results: (No degree: on-the-job training or apprenticeship|Certificate or associate|Bachelor's|Graduate)/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveProperty('value', '');
    await waitFor(() => expect(titles()).toHaveLength(SHOWN.length));
    expect(screen.queryByText(/^Matches:/)).toBeNull();
  });

  it('says so when no career in the results matches', async () => {
    stubSearch();
    const box = await renderFilter();
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(await screen.findByText('No career in these results matches “xyz”.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  });

  it('asks the server once a typist pauses, not once per letter', async () => {
    // Time moves only when the test advances it: a busy machine cannot stretch the gaps between letters into pauses.
    vi.useFakeTimers();
    const fetch = stubSearch();
    const box = await renderFilter();
    const word = 'lineman';
    for (let end = 1; end <= word.length; end++) {
      fireEvent.change(box, { target: { value: word.slice(0, end) } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    // Every letter came 100 ms after the one before: still typing, so nothing was asked.
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    });
    // The list's matches and the whole-catalog answer, each once, for the whole word.
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('q'));
    expect(asked).toEqual(['lineman', 'lineman']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(titles()).toEqual([FIRST.title, SECOND.title]);

    // Clearing the box brings the whole list back at once, with no pause and no request.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(titles()).toHaveLength(SHOWN.length);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
