import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormDialog, useFormDialogState } from './form-dialog';

function NoteDialog() {
  const dialog = useFormDialogState();
  return (
    <FormDialog
      state={dialog}
      trigger="Add a note"
      triggerClassName=""
      title="Add a note"
      description="Notes are private."
      onSubmit={(event) => {
        event.preventDefault();
        dialog.setError('Please write something');
      }}
      submitLabel="Save note"
      pending={false}
      pendingLabel="Saving…"
      formClassName="space-y-3"
    >
      <label htmlFor="note">Note</label>
      <textarea id="note" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  afterEach(cleanup);

  it('shows why a submit failed, and forgets it when the dialog is closed', async () => {
    render(<NoteDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    // The dialog's code loads when it first opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Save note' }));
    expect(screen.getByText('Please write something')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeTruthy();
    expect(screen.queryByText('Please write something')).toBeNull();
  });

  it('is closed until its trigger is pressed, and gives focus back to the trigger when cancelled', async () => {
    render(<NoteDialog />);
    const trigger = screen.getByRole('button', { name: 'Add a note' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Add a note' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
