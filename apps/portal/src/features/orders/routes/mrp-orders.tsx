import { orderListQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { queriesLoader } from '../../../lib/route-data.ts';
import { api } from '../../../lib/api.ts';
import { OrdersScreen } from '../components/orders-screen.tsx';
import { firstPage } from '../components/order-filter.ts';

/** The first page of cross-border orders, asked for alongside the session check. */
export const mrpOrdersLoader = (queryClient: QueryClient) => queriesLoader(queryClient, (client) => [client.ensureQueryData(orderListQuery(api, firstPage(1)))]);

/** /home/mrp-order: cross-border transactions. */
export function MrpOrdersRoute() {
  return <OrdersScreen scope={1} />;
}
