import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { FundPasswordConfirm, FundPasswordNotSetAlert } from './fund-password.tsx';

function renderConfirm(onConfirm: (fundPassword: string) => Promise<void>, confirmDisabled = false) {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <FundPasswordConfirm title="Confirm the send" confirmLabel="Confirm" confirmTestId="confirm-it" confirmDisabled={confirmDisabled} onConfirm={onConfirm} onClose={onClose}>
        <p>Pay 100 KES</p>
      </FundPasswordConfirm>
    </AppProviders>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const password = (dialog: HTMLElement) => within(dialog).getByLabelText(/Transaction password/) as HTMLInputElement;

describe('FundPasswordConfirm', () => {
  it('shows what is confirmed and refuses a password that is not 6 digits', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { dialog } = renderConfirm(onConfirm);
    expect(within(dialog).getByText('Pay 100 KES')).toBeTruthy();
    fireEvent.change(password(dialog), { target: { value: '12a' } });
    fireEvent.click(within(dialog).getByTestId('confirm-it'));
    expect(await within(dialog).findByText('The transaction password must be exactly 6 digits')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds the dialog while the money moves, and clears the password when the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { dialog, onClose } = renderConfirm(onConfirm);
    fireEvent.change(password(dialog), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByTestId('confirm-it'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('246810'));
    expect((within(dialog).getByTestId('confirm-it') as HTMLButtonElement).disabled).toBe(true);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    refuse(new Error('wrong password'));
    await waitFor(() => expect(password(dialog).value).toBe(''));
    expect(cancel.disabled).toBe(false);
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirm button disabled when the caller says so (a quote that ran out)', () => {
    const { dialog } = renderConfirm(() => Promise.resolve(), true);
    expect((within(dialog).getByTestId('confirm-it') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('FundPasswordNotSetAlert', () => {
  it('says money cannot move yet and links to the profile', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <FundPasswordNotSetAlert />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText(/Set a transaction password in your profile before sending money\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe('/home/info');
  });
});
