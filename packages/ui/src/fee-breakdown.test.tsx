import './testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { FeeBreakdown, FeeConfirm } from './fee-breakdown.tsx';

const wrap = (children: ReactNode, locale: 'en' | 'zh' = 'en') => (
  <AppProviders closeLabelId="portal.closeNotification" initialLocale={locale}>
    {children}
  </AppProviders>
);

const FREE = { currencyId: 'KES', amount: '300.00', fee: '0.00', taxFee: '0.00', totalAmount: '300.00', receivedAmount: '300.00' };

describe('FeeBreakdown', () => {
  it('writes a zero fee and tax out instead of leaving the lines away, and names the total and what arrives by the flow', async () => {
    render(wrap(<FeeBreakdown figures={FREE} total="paid" arrives="wallet" heading="check" />));
    expect((await screen.findByTestId('fee-fee')).textContent).toBe('Fee0.00 KES');
    expect(screen.getByTestId('fee-tax').textContent).toBe('Tax0.00 KES');
    expect(screen.getByTestId('fee-total').textContent).toBe('Total to pay300 KES');
    expect(screen.getByTestId('fee-arrives').textContent).toBe('Credited to your wallet300 KES');
    expect(screen.getByRole('heading', { name: 'Check before you confirm' })).toBeTruthy();
    expect(screen.queryByTestId('fee-rate')).toBeNull();
  });

  it('shows a conversion with its rate to every digit and what arrives in the other currency, in Chinese', async () => {
    const figures = { currencyId: 'USD', amount: '100.00', fee: '0.50', taxFee: '0.00', totalAmount: '100.50', receivedAmount: '708.44', receivedCurrencyId: 'CNY', rate: '7.08440000' };
    render(wrap(<FeeBreakdown figures={figures} total="debited" arrives="recipient" />, 'zh'));
    // The Chinese catalogue arrives a moment later.
    await screen.findByText('扣款总额', {}, { timeout: 5_000 });
    expect(screen.getByTestId('fee-total').textContent).toBe('扣款总额100.5 USD');
    expect(screen.getByTestId('fee-rate').textContent).toBe('汇率1 USD = 7.0844 CNY');
    expect(screen.getByTestId('fee-arrives').textContent).toBe('收款人收到708.44 CNY');
  });
});

describe('FeeConfirm', () => {
  it('confirms or cancels, and holds both buttons while the move is booked', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const view = render(wrap(<FeeConfirm figures={FREE} total="debited" arrives="suspense" onConfirm={onConfirm} onCancel={onCancel} />));
    fireEvent.click(await screen.findByTestId('fee-cancel'));
    fireEvent.click(screen.getByTestId('fee-confirm'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    view.rerender(wrap(<FeeConfirm figures={FREE} total="debited" arrives="suspense" busy onConfirm={onConfirm} onCancel={onCancel} />));
    expect((screen.getByTestId('fee-cancel') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('fee-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
