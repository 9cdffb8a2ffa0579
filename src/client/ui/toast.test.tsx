import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Profile saved', description: 'Your name was updated.', tone: 'success' })}>
      Save
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast and dismisses it after 5 seconds (spec 9)', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await screen.findByText('Your name was updated.')).toBeTruthy();
    expect(region.textContent).toContain('Profile saved');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500);
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
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.textContent).not.toContain('Profile saved');
  });

  it('needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(() => render(<Saver />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});
