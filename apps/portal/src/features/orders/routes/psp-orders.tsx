import { orderListQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { queriesLoader } from '../../../lib/route-data.ts';
import { api } from '../../../lib/api.ts';
import { OrdersScreen } from '../components/orders-screen.tsx';
import { firstPage } from '../components/order-filter.ts';

/** The first page of domestic orders, asked for alongside the session check. */
export const pspOrdersLoader = (queryClient: QueryClient) => queriesLoader(queryClient, (client) => [client.ensureQueryData(orderListQuery(api, firstPage(0)))]);

/** /home/psp-order: domestic transactions. */
export function PspOrdersRoute() {
  return <OrdersScreen scope={0} />;
}
