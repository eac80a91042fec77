import { Badge, Separator, Stack } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { AssetMovement } from '@mizani/sdk';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { useOrderDetailQuery } from '@mizani/sdk/query';
import { DetailList, ListDialog, ListSkeleton } from '@mizani/ui/list-kit';
import { api } from '../../../lib/api.ts';
import { closedUnpaid, moneyOutcomeItem } from '../../../components/money/money-outcome.ts';
import { channelLabel, movementLabel, orderKindLabel, orderStatusLabel, orderStatusPalette, scopeLabel } from '../../../lib/money-labels.ts';
import { rejectReasonText } from '../../../lib/reject-reason.ts';

/** One movement and, when an order caused it, that order as the server holds it now. */
export function MovementDetail({ movement, onClose }: { movement: AssetMovement; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const order = useOrderDetailQuery(api, movement.sn ?? '', { enabled: Boolean(movement.sn) });
  const o = order.data;
  return (
    <ListDialog title={t('assets.history.detailTitle')} onClose={onClose}>
      <Stack gap="4" data-testid="movement-detail">
        <DetailList
          rows={[
            { label: t('assets.history.col.time'), value: formatDateTime(movement.createTime, locale) },
            { label: t('assets.history.col.what'), value: movementLabel(t, movement.kind) },
            { label: t('assets.history.col.scope'), value: scopeLabel(t, movement.scope) },
            { label: t('assets.history.col.amount'), value: `${formatAmount(movement.amount)} ${movement.currencyId}` },
            { label: t('assets.history.col.balanceAfter'), value: `${formatAmount(movement.balanceAfter)} ${movement.currencyId}` },
            { label: t('assets.history.col.sn'), value: movement.sn },
            { label: t('notify.sender.label'), value: movement.sender ? t('notify.sender.value', { name: movement.sender.name, accountNo: movement.sender.accountNo }) : null },
          ]}
        />
        {movement.sn ? (
          <>
            <Separator />
            {order.isPending ? (
              <ListSkeleton />
            ) : o ? (
              <DetailList
                rows={[
                  {
                    label: t('assets.history.col.status'),
                    value: (
                      <Badge colorPalette={orderStatusPalette(o.status)} variant="subtle">
                        {orderStatusLabel(t, o.status)}
                      </Badge>
                    ),
                  },
                  { label: t('assets.history.col.kind'), value: orderKindLabel(t, o.type) },
                  { label: t('assets.history.col.channel'), value: channelLabel(t, o.payType) },
                  { label: t('assets.payee.field.phone'), value: o.phone },
                  { label: t('assets.payee.field.accountName'), value: o.oppoAccountName },
                  { label: t('assets.payee.field.accountId'), value: o.oppoAccountId },
                  { label: t('assets.payee.field.bankName'), value: o.oppoBankName },
                  { label: t('assets.order.payAmount'), value: `${formatAmount(o.payAmount)} ${o.currencyId}` },
                  { label: t('assets.order.netFeeAmount'), value: `${formatAmount(o.netFeeAmount)} ${o.currencyId}` },
                  { label: t('assets.order.taxFee'), value: `${formatAmount(o.taxFee)} ${o.currencyId}` },
                  moneyOutcomeItem(o, t),
                  { label: t('assets.order.rate'), value: o.rate ? formatAmount(o.rate) : null },
                  { label: t('assets.order.toAmount'), value: o.toAmount && !closedUnpaid(o) ? `${formatAmount(o.toAmount)} ${o.toCurrencyId ?? ''}` : null },
                  { label: t('assets.order.externalTxId'), value: o.externalTxId },
                  { label: t('assets.order.rejectReason'), value: rejectReasonText(t, o) },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </ListDialog>
  );
}
