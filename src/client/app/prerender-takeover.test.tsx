import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageHydrated } from './page-hydrated';
import { QueryClient } from '@tanstack/react-query';
import { noteEarlyChanges, seedPageData } from './prerender-takeover';

/** A page's form with one control of each kind, reporting its state, as a prerendered page hydrates it. */
function LoanForm({ onChanges }: { onChanges?: () => void }) {
  const [amount, setAmount] = useState('31000');
  const [kind, setKind] = useState('federal');
  const [subsidized, setSubsidized] = useState(false);
  const [note, setNote] = useState('');
  useEffect(() => pageHydrated(), []);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      onChanges?.();
      set(value);
    };
  return (
    <form>
      <input aria-label="Amount" value={amount} onChange={(event) => changed(setAmount)(event.target.value)} />
      <select aria-label="Kind" value={kind} onChange={(event) => changed(setKind)(event.target.value)}>
        <option value="federal">Federal</option>
        <option value="private">Private</option>
      </select>
      <input
        aria-label="Subsidized"
        type="checkbox"
        checked={subsidized}
        onChange={(event) => changed(setSubsidized)(event.target.checked)}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => changed(setNote)(event.target.value)} />
      <output>{[amount, kind, String(subsidized), note].join('|')}</output>
    </form>
  );
}

// React's act() outside Testing Library (which sets this itself), for this file only.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML in #root, marked as prerendered, before a script runs. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = 'en';
  container.innerHTML = renderToString(<LoanForm />);
  document.body.append(container);
  return container;
}

const control = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

describe('taking over a prerendered page', () => {
  it('hands what the visitor typed and picked before hydration to the page, and marks it live', async () => {
    const container = prerendered();
    control<HTMLInputElement>(container, 'Amount').value = '12000';
    control<HTMLSelectElement>(container, 'Kind').value = 'private';
    control<HTMLInputElement>(container, 'Subsidized').checked = true;
    control<HTMLTextAreaElement>(container, 'Note').value = 'two loans';

    noteEarlyChanges(container);
    await act(async () => {
      root = hydrateRoot(container, <LoanForm />);
    });

    expect(container.querySelector('output')?.textContent).toBe('12000|private|true|two loans');
    expect(control<HTMLInputElement>(container, 'Amount').value).toBe('12000');
    expect(container.dataset.prerendered).toBeUndefined();
  });

  it('sends nothing for controls left as rendered', async () => {
    const container = prerendered();
    let changes = 0;
    noteEarlyChanges(container);
    await act(async () => {
      root = hydrateRoot(container, <LoanForm onChanges={() => changes++} />);
    });

    expect(changes).toBe(0);
    expect(container.querySelector('output')?.textContent).toBe('31000|federal|false|');
  });

  it('replays once: a later page that hydrates gets nothing', async () => {
    const container = prerendered();
    control<HTMLInputElement>(container, 'Amount').value = '9000';
    noteEarlyChanges(container);
    await act(async () => {
      root = hydrateRoot(container, <LoanForm />);
    });
    const input = control<HTMLInputElement>(container, 'Amount');
    await act(async () => {
      input.value = '500';
      pageHydrated();
    });
    expect(input.value).toBe('500');
    expect(container.querySelector('output')?.textContent).toBe('9000|federal|false|');
  });
});

describe('seedPageData', () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it("puts the server's answer in the cache under the key it names, kept however long the start takes", () => {
    const data = { college: { name: 'A </script> & <b>college</b>' } };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'page-data';
    // As the server writes it: every "<" escaped.
    element.textContent = JSON.stringify({ queryKey: ['colleges', 'detail', 1, {}], data }).replace(/</g, '\\u003c');
    document.body.append(element);
    const client = new QueryClient();
    seedPageData(client);
    expect(client.getQueryData(['colleges', 'detail', 1, {}])).toEqual(data);
    expect(client.getQueryCache().find({ queryKey: ['colleges', 'detail', 1, {}] })?.options.gcTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('leaves the cache empty when the page came without an answer', () => {
    const client = new QueryClient();
    seedPageData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
