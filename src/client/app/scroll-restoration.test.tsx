import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySource, MemoryRouter } from '@client/shared/routing';
import { ScrollRestoration } from './scroll-restoration';

function renderAt(path: string) {
  const history = createMemorySource({ initialEntries: [path] });
  render(
    <MemoryRouter source={history}>
      <ScrollRestoration />
      <h2 id="part">Part</h2>
    </MemoryRouter>,
  );
  return history;
}

/** The reader scrolls the page to `y`. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

let scrolls: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrolls = vi.spyOn(window, 'scrollTo');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and back returns to where the page was', () => {
    const history = renderAt('/privacy-policy');
    scrollTo(640);
    scrolls.mockClear();
    act(() => history.navigate('/feedback-form'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    act(() => history.go(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the position for a navigation with preventScrollReset (a pager, a filter)', () => {
    const history = renderAt('/resources/scholarships');
    scrollTo(300);
    scrolls.mockClear();
    act(() => history.navigate('?page=2', { preventScrollReset: true }));
    expect(scrolls).not.toHaveBeenCalled();
    act(() => history.navigate('?page=3'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  });

  it('goes to the #hash target of a new page', () => {
    const history = renderAt('/profile');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    act(() => history.navigate('/profile#part'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toBe(document.getElementById('part'));
  });
});
