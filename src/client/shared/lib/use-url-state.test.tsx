import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemorySource, MemoryRouter, Route, Switch } from '@client/shared/routing';
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
  const history = createMemorySource({ initialEntries: ['/start', initialUrl], initialIndex: 1 });
  render(
    <MemoryRouter source={history}>
      <Switch>
        <Route path="/list">
          <Probe />
        </Route>
        <Route path="/start">
          <p>Start</p>
        </Route>
      </Switch>
    </MemoryRouter>,
  );
  const current = () => {
    if (!state) throw new Error('the probe did not render');
    return state;
  };
  return { history, current };
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
    const { history, current } = renderWithUrl('/list?page=2');
    act(() => current().write(new URLSearchParams({ page: '4' })));
    expect(screen.getByTestId('page').textContent).toBe('4');
    expect(history.location.search).toBe('?page=4');
    expect(history.navigationType).toBe('PUSH');
  });

  it('replaces the entry when the page asks for it', () => {
    const { history, current } = renderWithUrl('/list?page=2', { replace: true });
    act(() => current().write(new URLSearchParams({ page: '5' })));
    expect(history.location.search).toBe('?page=5');
    expect(history.navigationType).toBe('REPLACE');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/start');
  });

  it('writes an empty set of parameters as a bare path', () => {
    const { history, current } = renderWithUrl('/list?page=2&q=nurse');
    act(() => current().write(new URLSearchParams()));
    expect(history.location.search).toBe('');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });
});
