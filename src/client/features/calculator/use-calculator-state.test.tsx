import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySource, MemoryRouter, Route, Switch } from '@client/shared/routing';
import { toDraft } from './calculator-url-state';
import { useCalculatorState } from './use-calculator-state';

/*
 * The calculator's checks (zod and the repayment schema) load apart from the page: an empty link paints
 * from the defaults at once, a link with values waits for them, and an edit is checked once they are in.
 */
function renderCalculator(url: string) {
  let state: ReturnType<typeof useCalculatorState> | undefined;
  function Probe() {
    state = useCalculatorState();
    return <p data-testid="salary">{state.state.salary ?? 'none'}</p>;
  }
  const history = createMemorySource({ initialEntries: ['/home', url], initialIndex: 1 });
  const view = render(
    <MemoryRouter source={history}>
      <Switch>
        <Route path="/calculator">
          <Suspense fallback={<p>Loading the calculator</p>}>
            <Probe />
          </Suspense>
        </Route>
        <Route path="/home">
          <p>Home</p>
        </Route>
      </Switch>
    </MemoryRouter>,
  );
  const current = () => {
    if (!state) throw new Error('the calculator did not render');
    return state;
  };
  return { history, view, current };
}

afterEach(cleanup);

describe('useCalculatorState', () => {
  it('paints an empty link at once, from the example loan', () => {
    const { current } = renderCalculator('/calculator');
    expect(screen.getByTestId('salary').textContent).toBe('none');
    expect(current().example).toBe(true);
  });

  it('waits for the checks when the link carries values, then shows them', async () => {
    // The page suspends while the checks load: rendered in an awaited act, as React asks for a suspending render.
    await act(async () => {
      renderCalculator('/calculator?loan=20000_5.5_federal_new&salary=52000');
      await Promise.resolve();
    });
    expect((await screen.findByTestId('salary')).textContent).toBe('52000');
  });

  it('checks an edit once the checks are in, and keeps it in the address bar', async () => {
    const { current, history } = renderCalculator('/calculator');
    act(() => current().update({ ...toDraft(current().state), salary: '61000' }));
    await waitFor(() => expect(screen.getByTestId('salary').textContent).toBe('61000'));
    expect(new URLSearchParams(history.location.search).get('salary')).toBe('61000');

    act(() => current().update({ ...toDraft(current().state), salary: 'lots' }));
    await waitFor(() => expect(current().errors.startingSalary).toBeTruthy());
    expect(screen.getByTestId('salary').textContent).toBe('61000');
  });

  it('does not write an edit checked after the student left the page back into the address bar', async () => {
    const { current, history } = renderCalculator('/calculator');
    const edit = current().update;
    const draft = { ...toDraft(current().state), salary: '70000' };
    act(() => {
      edit(draft);
      history.navigate('/home');
    });
    await screen.findByText('Home');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(history.location.pathname).toBe('/home');
    expect(history.location.search).toBe('');
  });
});
