import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { MessageId } from '@mizani/i18n';
import type { Order, SettlementAccount } from '@mizani/sdk';
import { formatAccountNumber, formatAmount, formatCard, formatDateTime } from '@mizani/sdk/format';
import { useOrderDetailQuery } from '@mizani/sdk/query';
import { ListDialog } from '@mizani/ui/list-kit';
import type { ReactNode } from 'react';
import { useTempUrl } from '../../../hooks/use-temp-url.ts';
import { api } from '../../../lib/api.ts';
import { DetailList, type DetailItem } from '../../../components/money/detail-list.tsx';
import { flowLabel, kindLabel, scopeLabel } from '../../../components/money/labels.ts';
import { channelLabel } from '../../../lib/money-labels.ts';
import { OrderStatusBadge } from '../../../components/money/order-status-badge.tsx';
import { closedUnpaid, moneyOutcomeItem } from '../../../components/money/money-outcome.ts';
import { ReceiptLink } from '../../../components/money/receipt-link.tsx';
import { OrderActions } from './order-actions.tsx';
import { rejectReasonText } from '../../../lib/reject-reason.ts';

function FileLink({ fileId }: { fileId: string }) {
  const t = useT();
  const url = useTempUrl(fileId).data;
  return url ? (
    <Link href={url} target="_blank" rel="noreferrer" colorPalette="brand">
      {t('money.order.openFile')}
    </Link>
  ) : (
    <Text as="span">…</Text>
  );
}

/** The exchange settlement account the user declared for a CNY Account send. */
function SettlementDetails({ account }: { account: SettlementAccount }) {
  const t = useT();
  const items: DetailItem[] = [
    { label: t('money.settlement.accountName'), value: account.accountName },
    { label: t('money.settlement.type'), value: t(`money.settlement.type.${account.type}`) },
    { label: t('money.settlement.idNo'), value: account.idNo },
    { label: t('money.settlement.cardNo'), value: formatCard(account.cardNo) },
    ...(account.accountNumber ? [{ label: t('money.settlement.accountNumber'), value: account.accountNumber }] : []),
    { label: t('money.settlement.bankName'), value: account.bankName },
    { label: t('money.settlement.brankBankName'), value: account.brankBankName },
    { label: t('money.settlement.province'), value: account.province },
    { label: t('money.settlement.city'), value: account.city },
    { label: t('money.settlement.lineNumber'), value: account.lineNumber },
    { label: t('money.settlement.applyReason'), value: account.applyReason },
  ];
  return <DetailList items={items} />;
}

/** Every field of the order that applies to it: empty ones are left out rather than shown as dashes. */
export function orderDetailItems(order: Order, t: (id: MessageId) => string, locale: 'en' | 'zh'): DetailItem[] {
  const items: DetailItem[] = [];
  const add = (id: MessageId, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') items.push({ label: t(id), value, testId: `detail-${id.slice('money.order.'.length)}` });
  };
  const money = (value: string | null, currency: string | null = order.currencyId) => (value === null ? null : `${formatAmount(value) || value} ${currency ?? ''}`.trim());
  const time = (value: string | null) => (value ? formatDateTime(value, locale) : null);
  add('money.order.sn', <Text as="span" fontFamily="mono">{order.sn}</Text>);
  add('money.order.clientOrderNo', order.clientOrderNo);
  add('money.order.status', <OrderStatusBadge status={order.status} />);
  add('money.order.scope', t(scopeLabel(order.scope)));
  add('money.order.type', t(kindLabel(order.type)));
  add('money.order.flow', t(flowLabel(order.flow)));
  add('money.order.payType', channelLabel(t, order.payType));
  add('money.order.payAmount', money(order.payAmount));
  add('money.order.netFeeAmount', money(order.netFeeAmount));
  add('money.order.taxFee', money(order.taxFee));
  add('money.order.totalAmount', money(order.totalAmount));
  add('money.order.rate', order.rate ? formatAmount(order.rate) : null);
  // A refused send's recipient got nothing: what they would have got would read as paid.
  add('money.order.toAmount', closedUnpaid(order) ? null : money(order.toAmount, order.toCurrencyId));
  items.push(moneyOutcomeItem(order, t));
  add('money.order.costFeeAmount', money(order.costFeeAmount));
  add('money.order.interestFeeAmount', money(order.interestFeeAmount));
  add('money.order.createTime', time(order.createTime));
  add('money.order.updateTime', time(order.updateTime));
  add('money.order.payoutTime', time(order.payoutTime));
  add('money.order.accountNo', order.accountNo);
  add('money.order.phone', order.phone);
  add('money.order.oppoAccountName', order.oppoAccountName);
  add('money.order.oppoAccountId', order.oppoAccountId ? formatAccountNumber(order.oppoAccountId) : null);
  add('money.order.oppoBankName', order.oppoBankName);
  add('money.order.paymentChannel', order.paymentChannel);
  add('money.order.transactionNarrative', order.transactionNarrative);
  add('money.order.externalTxId', order.externalTxId);
  add('money.order.thirdOrderNo', order.thirdOrderNo);
  add('money.order.paybillNumber', order.paybillNumber);
  add('money.order.accountReference', order.accountReference);
  add('money.order.transferReference', order.transferReference);
  add('money.order.rejectReason', rejectReasonText(t, order));
  add('money.order.auditStatus', order.auditStatus === null ? null : t(`money.audit.${order.auditStatus}`));
  add('money.order.auditTime', time(order.auditTime));
  add('money.order.approvalStatus', order.approvalStatus);
  add('money.order.approvalDate', time(order.approvalDate));
  add('money.order.remitStatus', order.remitStatus);
  add('money.order.sourceOfFunds', order.sourceOfFunds ? t(`money.sourceOfFunds.${order.sourceOfFunds}`) : null);
  add('money.order.fundsPurpose', order.fundsPurpose);
  add('money.order.transactionReason', order.transactionReason);
  add('money.order.senderAddress', order.senderAddress);
  add('money.order.tradeType', order.tradeType ? t(`money.tradeType.${order.tradeType}`) : null);
  add('money.order.contractWorker', order.contractWorker);
  add('money.order.settlementAccount', order.settlementAccount ? <SettlementDetails account={order.settlementAccount} /> : null);
  add('money.order.exchangeFile', order.exchangeFile ? <FileLink fileId={order.exchangeFile} /> : null);
  add('money.order.detailFile', order.detailFile ? <FileLink fileId={order.detailFile} /> : null);
  add('money.order.proofFile', order.proofFile ? <FileLink fileId={order.proofFile} /> : null);
  return items;
}

/** The order behind a row, read fresh so a status that moved since the list loaded shows. */
export function OrderDetailDialog({ row, onClose }: { row: Order; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const detail = useOrderDetailQuery(api, row.sn, { placeholderData: row });
  const order = detail.data ?? row;
  return (
    <ListDialog
      title={t('money.orders.detailTitle', { sn: order.sn })}
      onClose={onClose}
      closeLabel={t('money.close')}
      testId="order-detail"
      footer={
        <>
          <OrderActions order={order} />
          <ReceiptLink order={order} />
          <Button variant="outline" onClick={onClose}>
            {t('money.close')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <DetailList items={orderDetailItems(order, t, locale)} />
      </Stack>
    </ListDialog>
  );
}
