import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { files: [file] } });
}

describe('KYC/KYB screen', () => {
  it('sends an individual verification: uploads with progress, saves, then submits the saved record', async () => {
    signInAs({ auditStatus: -1, userType: 'user' });
    let uploaded = 0;
    apiMock.upload.mockImplementation(async (_name: string, form: FormData, onProgress?: (p: { loaded: number; total: number; percent: number }) => void) => {
      expect(form.get('purpose')).toBe('kyc');
      onProgress?.({ loaded: 5, total: 10, percent: 50 });
      uploaded += 1;
      return { fileId: `file-${uploaded}` };
    });
    apiMock.user.authSave.mockResolvedValue({ id: 31 });
    apiMock.user.startAuth.mockResolvedValue({ auditStatus: 0 });

    renderApp('/home/kyc');
    await screen.findByRole('radio', { name: 'An individual (KYC)' });
    expect((screen.getByRole('radio', { name: 'An individual (KYC)' }) as HTMLInputElement).checked).toBe(true);

    choose('ID front', png('front.png'));
    await waitFor(() => expect(within(screen.getByTestId('file-idFront')).getByTestId('uploaded')).toBeTruthy());
    choose('ID back', png('back.png'));
    await waitFor(() => expect(within(screen.getByTestId('file-idBack')).getByTestId('uploaded')).toBeTruthy());
    choose('Live photo', png('me.png'));
    await waitFor(() => expect(within(screen.getByTestId('file-livePhoto')).getByTestId('uploaded')).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/Validity date/), { target: { name: 'validityDate', value: '2031-06-30' } });

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(apiMock.user.startAuth).toHaveBeenCalledWith(31));
    expect(apiMock.user.authSave).toHaveBeenCalledWith({ kind: 'kyc', idFront: 'file-1', idBack: 'file-2', livePhoto: 'file-3', validityDate: '2031-06-30' });
    expect(await screen.findByText('Verification submitted for review')).toBeTruthy();
  });

  it('asks a company for every company field and the required documents before sending anything', async () => {
    signInAs({ auditStatus: -1, userType: 'company' });
    renderApp('/home/kyc');
    expect(await screen.findByText('Company accounts are verified with KYB.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    // Every industry and annual volume of spec section 3 is a choice.
    const industry = screen.getByRole('combobox', { name: /Industry/ }) as HTMLSelectElement;
    expect(industry.options).toHaveLength(26);
    expect(industry.options[25]?.textContent).toBe('Military Supplies');
    const volume = screen.getByRole('combobox', { name: /Annual volume/ }) as HTMLSelectElement;
    expect([...volume.options].map((option) => option.textContent)).toContain('more than $1000K');
    expect(await screen.findAllByRole('checkbox', { name: 'Tanzania' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(7));
    expect(screen.getAllByText('Choose at least one country')).toHaveLength(2);
    expect(screen.getAllByText('Upload this document')).toHaveLength(4);
    expect(apiMock.user.authSave).not.toHaveBeenCalled();
  });

  it('shows what was sent while it is reviewed', async () => {
    signInAs({ auditStatus: 0 });
    apiMock.user.auth.mockResolvedValue({
      id: 9,
      auditStatus: 0,
      rejectReason: null,
      kyb: null,
      kyc: { idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2031-06-30' },
    });
    renderApp('/home/kyc');
    expect(await screen.findByText('Awaiting review')).toBeTruthy();
    expect(screen.getByTestId('kyc-stage-text').textContent).toMatch(/awaiting review/);
    expect(screen.getByText('30 Jun 2031')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('gives the reason of a rejection and lets the saved record be sent again', async () => {
    signInAs({ auditStatus: 2 });
    apiMock.user.auth.mockResolvedValue({
      id: 9,
      auditStatus: 2,
      rejectReason: 'The live photo is dark',
      kyb: null,
      kyc: { idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2031-06-30' },
    });
    apiMock.user.authSave.mockResolvedValue({ id: 9 });
    apiMock.user.startAuth.mockResolvedValue({ auditStatus: 0 });
    renderApp('/home/kyc');
    expect(await screen.findByText('Reason: The live photo is dark')).toBeTruthy();
    expect(screen.getByText('Review rejected', { selector: '[data-status]' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(apiMock.user.startAuth).toHaveBeenCalledWith(9));
  });

  it('refuses a file of another type before sending it', async () => {
    signInAs({ auditStatus: -1 });
    renderApp('/home/kyc');
    await screen.findByRole('radio', { name: 'An individual (KYC)' });
    choose('ID front', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or PDF file')).toBeTruthy();
    expect(apiMock.upload).not.toHaveBeenCalled();
  });
});
