import { describe, expect, it } from 'vitest';
import { createBrowserSource, resolvePath } from './location-source';

describe('resolvePath', () => {
  const from = { pathname: '/list', search: '?page=2', hash: '#top' };
  it('resolves like an <a href>, and refuses another origin', () => {
    expect(resolvePath('/a?b=1#c', from)).toBe('/a?b=1#c');
    expect(resolvePath('?page=3', from)).toBe('/list?page=3');
    expect(resolvePath('#part', from)).toBe('/list?page=2#part');
    expect(resolvePath('https://example.org/x', from)).toBeNull();
  });
});

describe('createBrowserSource', () => {
  it('reads the state and key kept in history.state ({ usr, key, idx }), and writes them on navigation', () => {
    window.history.replaceState({ usr: { linked: 'Sam' }, key: 'first', idx: 0 }, '', '/family');
    const source = createBrowserSource();
    expect(source.snapshot().location).toEqual({ pathname: '/family', search: '', hash: '', state: { linked: 'Sam' }, key: 'first' });

    source.navigate('/feedback?x=1', { state: { level: 'Modest' } });
    const entry = window.history.state as { usr: unknown; key: string; idx: number };
    expect(window.location.pathname + window.location.search).toBe('/feedback?x=1');
    expect(entry).toMatchObject({ usr: { level: 'Modest' }, idx: 1 });
    expect(source.snapshot()).toMatchObject({ type: 'PUSH', location: { key: entry.key, state: { level: 'Modest' } } });

    // Back to the first entry: the browser restores its state, then fires popstate.
    window.history.replaceState({ usr: { linked: 'Sam' }, key: 'first', idx: 0 }, '', '/family');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(source.snapshot()).toMatchObject({ type: 'POP', location: { pathname: '/family', key: 'first' } });
  });

  it('gives an entry without a key (a first load, a plain #hash link) one, keeping what else it holds', () => {
    window.history.replaceState({ other: 1 }, '', '/profile#who-can-see');
    const source = createBrowserSource();
    const { key, hash, state } = source.snapshot().location;
    expect(hash).toBe('#who-can-see');
    expect(state).toBeNull();
    expect(window.history.state).toEqual({ other: 1, usr: null, key, idx: 0 });
  });
});
