import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlState, type UrlState, type UrlWriteMode } from './use-url-state';

const readPage = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function renderWithUrl(initialUrl: string, mode?: UrlWriteMode) {
  let state: UrlState<number> | undefined;
  function Probe() {
    state = useUrlState(readPage, mode);
    return <p data-testid="page">{state.value}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/list', element: <Probe /> },
      { path: '/start', element: <p>Start</p> },
    ],
    { initialEntries: ['/start', initialUrl], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const current = () => {
    if (!state) throw new Error('the probe did not render');
    return state;
  };
  return { router, current };
}

afterEach(cleanup);

describe('useUrlState', () => {
  it('parses the address bar with the page parser, falling back on a bad value', () => {
    renderWithUrl('/list?page=3');
    expect(screen.getByTestId('page').textContent).toBe('3');
    cleanup();
    renderWithUrl('/list?page=zero');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('hands back the raw parameters so a page can change one key and keep the rest', () => {
    const { current } = renderWithUrl('/list?page=2&q=nurse');
    expect(current().params.get('q')).toBe('nurse');
  });

  it('pushes a history entry by default', () => {
    const { router, current } = renderWithUrl('/list?page=2');
    act(() => current().write(new URLSearchParams({ page: '4' })));
    expect(screen.getByTestId('page').textContent).toBe('4');
    expect(router.state.location.search).toBe('?page=4');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when the page asks for it', () => {
    const { router, current } = renderWithUrl('/list?page=2', { replace: true });
    act(() => current().write(new URLSearchParams({ page: '5' })));
    expect(router.state.location.search).toBe('?page=5');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('writes an empty set of parameters as a bare path', () => {
    const { router, current } = renderWithUrl('/list?page=2&q=nurse');
    act(() => current().write(new URLSearchParams()));
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });
});
