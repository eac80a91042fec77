import { useLocale, useT } from '@mizani/i18n/react';
import type { Order, OrderStatus } from '@mizani/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { orderDetailItems } from '../../features/orders/components/order-detail-dialog.tsx';
import { DetailList } from './detail-list.tsx';

// A KES M-Pesa send of 150 with a 10 fee, paying 150 KES to the recipient.
const SEND: Order = {
  sn: 'PSP0001', clientOrderNo: 'c-1', scope: 0, type: 0, flow: 'send', currencyId: 'KES', payAmount: '150.00', payType: 2,
  netFeeAmount: '10.00', taxFee: '0.00', totalAmount: '160.00', receivedAmount: '150.00', status: 1,
  createTime: '2026-11-20T08:00:00.000Z', updateTime: null, payoutTime: null, payeeId: null, rate: null, toCurrencyId: 'KES',
  toAmount: '150.00', transactionReason: null, fundsPurpose: null, sourceOfFunds: null, tradeType: null, phone: '712345676',
  auditTime: null, auditStatus: null, accountNo: 'MZ1648131431', approvalDate: null, approvalStatus: null, remitStatus: null,
  thirdOrderNo: null, exchangeFile: null, detailFile: null, proofFile: null, contractWorker: null, senderAddress: null,
  costFeeAmount: null, interestFeeAmount: null, oppoAccountId: null, oppoAccountName: null, oppoBankName: null, paymentChannel: null,
  transactionNarrative: null, externalTxId: null, rejectReason: null, rejectReasonCode: null, paybillNumber: null, accountReference: null,
  transferReference: null, settlementAccount: null, cancellable: false,
};
const TOP_UP: Order = { ...SEND, sn: 'RCH0001', type: -1, flow: 'topup', totalAmount: '150.00', receivedAmount: '140.00', toCurrencyId: null, toAmount: null } as Order;

function Details({ order }: { order: Order }) {
  const t = useT();
  const { locale } = useLocale();
  return <DetailList items={orderDetailItems(order, t, locale)} />;
}

function renderDetails(order: Order, status: OrderStatus, locale: 'en' | 'zh' = 'en') {
  render(
    <AppProviders initialLocale={locale}>
      <Details order={{ ...order, status }} />
    </AppProviders>,
  );
}

describe('order details: what happened to the money', () => {
  it('a paid send says what the recipient received', () => {
    renderDetails(SEND, 1);
    expect(screen.getByTestId('detail-receivedAmount').textContent).toContain('150 KES');
    expect(screen.getByText('Amount received')).toBeTruthy();
    expect(screen.queryByTestId('detail-refundedAmount')).toBeNull();
  });

  it.each([2, 3] as const)('a send closed with status %s is refunded in full, fee included, never "Amount received"', (status) => {
    renderDetails(SEND, status);
    expect(screen.queryByText('Amount received')).toBeNull();
    expect(screen.queryByTestId('detail-receivedAmount')).toBeNull();
    expect(screen.queryByText('Recipient gets')).toBeNull();
    const refund = screen.getByTestId('detail-refundedAmount');
    expect(refund.textContent).toContain('Refunded to your wallet');
    expect(refund.textContent).toContain('160 KES');
  });

  it('says the same in Chinese', async () => {
    renderDetails(SEND, 2, 'zh');
    // The Chinese catalogue loads on demand.
    await waitFor(() => expect(screen.getByTestId('detail-refundedAmount').textContent).toContain('已退回钱包'));
    expect(screen.queryByText('到账金额')).toBeNull();
    const refund = screen.getByTestId('detail-refundedAmount');
    expect(refund.textContent).toContain('160 KES');
  });

  it.each([2, 3] as const)('a top-up closed with status %s says nothing was credited', (status) => {
    renderDetails(TOP_UP, status);
    expect(screen.queryByText('Amount received')).toBeNull();
    expect(screen.getByTestId('detail-creditedAmount').textContent).toContain('Nothing was credited to your wallet');
  });

  it('a completed top-up shows what the wallet received', () => {
    renderDetails(TOP_UP, 1);
    expect(screen.getByTestId('detail-receivedAmount').textContent).toContain('140 KES');
  });
});
