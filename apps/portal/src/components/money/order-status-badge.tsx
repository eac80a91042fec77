import { Badge } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { OrderStatus } from '@mizani/sdk';
import { statusLabel } from './labels.ts';

const PALETTE: Record<OrderStatus, string> = { [-2]: 'orange', [-1]: 'yellow', 0: 'blue', 1: 'green', 2: 'red', 3: 'gray' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="order-status" data-status={status}>
      {t(statusLabel(status))}
    </Badge>
  );
}
