import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

/** Lets React show the lazily loaded viewport (it reveals suspended content after a short throttle): at most 500 ms. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Profile saved', description: 'Your name was updated.', tone: 'success' })}>
      Save
    </button>
  );
}

describe('toasts', () => {
  // The viewport is loaded lazily; loaded here first, it renders without real waiting once the fake timers are on.
  beforeAll(async () => {
    await import('./toast-viewport');
  });
  beforeEach(() => {
    // Time moves only when the test advances it, so a busy machine cannot make the 5 seconds pass early.
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast and dismisses it after 5 seconds', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(screen.getByText('Your name was updated.')).toBeTruthy();
    expect(region.textContent).toContain('Profile saved');

    // The toast's clock started within the settle's 500 ms: 4.8 s at most have passed after this.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 700);
    });
    expect(region.textContent).toContain('Profile saved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(region.textContent).not.toContain('Profile saved');
  });

  it('can be closed before it times out', async () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await settle();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.textContent).not.toContain('Profile saved');
  });

  it('needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(() => render(<Saver />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});
