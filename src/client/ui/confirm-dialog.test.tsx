import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => void) {
  render(
    <ConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title="Delete this?"
      description="It cannot be undone."
      cancelLabel="Keep it"
      confirmLabel="Delete it"
      onConfirm={onConfirm}
    />,
  );
  return screen.getByRole('button', { name: 'Delete' });
}

describe('ConfirmDialog (loaded when it first opens)', () => {
  afterEach(cleanup);

  it('asks first; Cancel does nothing and gives focus back to the trigger', async () => {
    const onConfirm = vi.fn();
    const trigger = renderDialog(onConfirm);
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(trigger);
    expect(await screen.findByRole('alertdialog', { name: 'Delete this?' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action once confirmed, and opens again on the next press', async () => {
    const onConfirm = vi.fn();
    const trigger = renderDialog(onConfirm);
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(trigger);
    expect(await screen.findByRole('alertdialog', { name: 'Delete this?' })).toBeTruthy();
  });
});
