import type { Order } from '@mizani/sdk';
import { queryKeys } from '@mizani/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

/** How often a waiting order asks the rail again: an STK push is answered within seconds. */
export const WATCH_INTERVAL_MS = 3000;

/** Statuses a rail still has to answer. MANUAL_PENDING waits for a person, so asking again is pointless. */
const awaitsRail = (order: Order) => order.status === -1 || order.status === 0;

/**
 * The order as it is now: while the rail has not answered, asks `/order/status/{sn}` every few
 * seconds (the server settles the order when the rail answers) and stops at a final status. A
 * failed check is silent and tried again: the user sees the waiting state, not a toast per tick.
 */
export function useOrderWatch(initial: Order, enabled = true): Order {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(initial);
  useEffect(() => setOrder(initial), [initial]);

  useEffect(() => {
    if (!enabled || !awaitsRail(order)) return undefined;
    let stopped = false;
    const timer = window.setTimeout(() => {
      api.order
        .status(order.sn, { silent: true, repeatable: true })
        .then((next) => {
          if (stopped) return;
          queryClient.setQueryData(queryKeys.order.detail(next.sn), next);
          if (next.status !== order.status) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.order.all });
            void queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
          }
          setOrder(next);
        })
        .catch(() => {
          // Asked again on the next tick.
          if (!stopped) setOrder((current) => ({ ...current }));
        });
    }, WATCH_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [enabled, order, queryClient]);

  return order;
}
