import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Order } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailList } from './detail-list.tsx';
import { channelLabel } from '../../lib/money-labels.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { useOrderWatch } from './use-order-watch.ts';
import { ReceiptLink } from './receipt-link.tsx';
import { closedUnpaid, moneyOutcomeItem } from './money-outcome.ts';
import { orderFigures } from './fee-figures.ts';
import { FeeBreakdown } from '@mizani/ui/fee-breakdown';

interface OrderResultProps {
  order: Order;
  /** Transactions screen of the order's scope. */
  ordersHref: string;
  onAgain: () => void;
  /**
   * What the user has to do while the order waits (paybill details, the bank procedure...), given
   * the order as it is now: once the rail answers, "approve the request on your phone" is stale.
   */
  instructions?: (order: Order) => ReactNode;
}

const BOOKED_TEST_IDS = { amount: 'booked-amount', fee: 'booked-fee', tax: 'booked-tax', total: 'booked-total', rate: 'booked-rate', arrives: 'booked-arrives' } as const;

/** After submitting: the order number and its status, followed live until the rail answers. */
export function OrderResult({ order: created, ordersHref, onAgain, instructions }: OrderResultProps) {
  const t = useT();
  const order = useOrderWatch(created);
  const waiting = order.status === -1 || order.status === 0;
  const unpaid = closedUnpaid(order);
  const outcome =
    order.status === 1
      ? { status: 'success' as const, text: t('money.result.pass') }
      : order.status === 2
        ? { status: 'error' as const, text: t(order.flow === 'send' ? 'money.result.reject' : 'money.result.rejectTopUp') }
        : order.status === -2
          ? { status: 'info' as const, text: t('money.result.manual') }
          : null;
  return (
    <Stack gap="4" data-testid="order-result">
      <DetailList
        items={[
          { label: t('money.result.sn'), value: <Text as="span" fontFamily="mono" data-testid="order-sn">{order.sn}</Text> },
          { label: t('money.order.payType'), value: channelLabel(t, order.payType) },
          ...(unpaid ? [{ label: t('money.order.payAmount'), value: `${formatAmount(order.payAmount)} ${order.currencyId}` }] : []),
          { label: t('money.result.status'), value: <OrderStatusBadge status={order.status} /> },
          // Only a closed order has an outcome worth a line: while it waits nothing has been received yet.
          ...(waiting || order.status === -2 ? [] : [moneyOutcomeItem(order, t)]),
        ]}
      />
      {/* The figures the user confirmed, as booked; a rejected or cancelled order moved none of them. */}
      {unpaid ? null : <FeeBreakdown {...orderFigures(order)} heading="booked" testId="booked" testIds={BOOKED_TEST_IDS} />}
      <Box aria-live="polite">
        {waiting ? (
          <HStack gap="2">
            <Spinner size="sm" />
            <Text>{t('money.result.waiting')}</Text>
          </HStack>
        ) : outcome ? (
          <Alert.Root status={outcome.status}>
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Box>
      {instructions?.(order)}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={onAgain}>
          {t('money.result.again')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={ordersHref}>{t('money.result.viewOrders')}</RouterLink>
        </Button>
        <ReceiptLink order={order} size="md" />
      </HStack>
    </Stack>
  );
}
