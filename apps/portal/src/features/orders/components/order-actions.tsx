import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ORDER_CANCEL_PERMISSIONS, type Order } from '@mizani/sdk';
import { useOrderCancelMutation, useOrderStatusMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useState } from 'react';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { isOpen, statusLabel } from '../../../components/money/labels.ts';

/** Whether an order may have an action at all: most of a history has none, and its rows skip the actions' hooks. */
export const hasOrderActions = (order: Order): boolean => isOpen(order.status) || order.cancellable;

/**
 * Cancel (cancellable orders, after a confirmation that says it is irreversible, for who may make
 * orders: a read-only role never sees it) and status check (open orders).
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useT();
  const { can } = usePermissions();
  const cancel = useOrderCancelMutation(api);
  const check = useOrderStatusMutation(api);
  const [asking, setAsking] = useState(false);

  const checkStatus = async () => {
    try {
      const next = await check.mutateAsync(order.sn);
      notify({ type: 'info', message: t('money.orders.statusChecked', { status: t(statusLabel(next.status)) }) });
    } catch {
      // Shown by the SDK.
    }
  };
  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.sn);
      notify({ type: 'success', message: t('money.orders.cancel.done') });
      setAsking(false);
    } catch {
      setAsking(false);
    }
  };

  return (
    <>
      {isOpen(order.status) ? (
        <Button size="sm" variant="outline" onClick={() => void checkStatus()} loading={check.isPending} disabled={check.isPending}>
          {t('money.orders.checkStatus')}
        </Button>
      ) : null}
      {order.cancellable && can(ORDER_CANCEL_PERMISSIONS) ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          {t('money.orders.cancel')}
        </Button>
      ) : null}
      {asking ? (
        <Dialog.Root open role="alertdialog" onOpenChange={(event) => (event.open || cancel.isPending ? undefined : setAsking(false))} placement="center">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t('money.orders.cancel.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text color="red.700" fontWeight="medium">
                    {t('money.orders.cancel.body', { sn: order.sn })}
                  </Text>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={() => setAsking(false)} disabled={cancel.isPending}>
                    {t('money.orders.cancel.keep')}
                  </Button>
                  <Button colorPalette="red" onClick={() => void confirmCancel()} loading={cancel.isPending} disabled={cancel.isPending}>
                    {t('money.orders.cancel.confirm')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('money.close')} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
