import type { Locale, MessageId, Translate } from '@mizani/i18n';
import { channelRow } from '../contract/channels.ts';
import type { ReceiptOutcome } from '../contract/receipt.ts';
import type { Receipt, ReceiptParty } from '../contract/schemas/receipt.ts';
import { formatAmount } from './amount.ts';
import { formatDateTime } from './date-time.ts';

/** One labelled line of a receipt; `value` holds one entry per printed line (a party's name, account, bank). */
export interface ReceiptLine {
  key: string;
  label: string;
  value: string[];
}

const OUTCOME_LABEL: Record<ReceiptOutcome, MessageId> = {
  received: 'money.order.receivedAmount',
  refunded: 'money.order.refundedAmount',
  notCredited: 'money.order.creditedAmount',
};

const money = (value: string, currency: string) => `${formatAmount(value) || value} ${currency}`;

const party = (who: ReceiptParty) => [who.name, who.account, who.bankName].filter((line): line is string => Boolean(line));

/**
 * The lines of a receipt in the reader's language, in print order. The portal's receipt page and
 * the server's PDF both draw these, so the screen and the paper say the same thing. Lines with
 * nothing to say (no tax, no provider number) are left out rather than printed empty.
 */
export function receiptLines(receipt: Receipt, t: Translate, locale: Locale): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  const add = (key: string, id: MessageId, value: string | string[] | null) => {
    const values = (Array.isArray(value) ? value : [value]).filter((line): line is string => Boolean(line));
    if (values.length > 0) lines.push({ key, label: t(id), value: values });
  };
  const channel = channelRow(receipt.payType);
  add('sn', 'money.order.sn', receipt.sn);
  add('time', 'money.receipt.time', formatDateTime(receipt.createTime, locale));
  add('finishTime', 'money.receipt.finishTime', formatDateTime(receipt.finishTime, locale));
  add('kind', 'money.receipt.kind', `${t(`money.scope.${receipt.scope}`)} · ${t(`money.flow.${receipt.flow}`)}`);
  add('status', 'money.order.status', t(`money.status.${receipt.status}`));
  add('channel', 'money.order.payType', channel ? t(channel.label) : String(receipt.payType));
  add('amount', 'money.order.payAmount', money(receipt.amount, receipt.currencyId));
  add('fee', 'money.order.netFeeAmount', money(receipt.fee, receipt.currencyId));
  add('tax', 'money.order.taxFee', money(receipt.taxFee, receipt.currencyId));
  add('total', 'money.order.totalAmount', money(receipt.total, receipt.currencyId));
  add('rate', 'money.order.rate', receipt.rate ? formatAmount(receipt.rate) : null);
  add(
    'outcome',
    OUTCOME_LABEL[receipt.outcome],
    receipt.outcomeAmount === null ? t('money.order.notCredited') : money(receipt.outcomeAmount, receipt.outcomeCurrencyId ?? receipt.currencyId),
  );
  add('sender', 'money.receipt.sender', party(receipt.sender));
  add('recipient', 'money.receipt.recipient', party(receipt.recipient));
  add('providerReceiptNo', 'money.receipt.providerReceiptNo', receipt.providerReceiptNo);
  add('remark', 'money.order.transactionNarrative', receipt.remark);
  return lines;
}
