import { Button } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasReceipt, type Order } from '@mizani/sdk';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../paths.ts';

/** "View receipt" for a finished order; an order still open has no receipt, so no link. */
export function ReceiptLink({ order, size = 'sm' }: { order: Pick<Order, 'sn' | 'status'>; size?: 'sm' | 'md' }) {
  const t = useT();
  if (!hasReceipt(order.status)) return null;
  return (
    <Button asChild size={size} variant="outline" data-testid="receipt-link">
      <RouterLink to={paths.receipt.getHref(order.sn)}>{t('money.receipt.open')}</RouterLink>
    </Button>
  );
}
