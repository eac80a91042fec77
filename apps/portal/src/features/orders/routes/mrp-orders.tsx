import type { QueryClient } from '@tanstack/react-query';
import { OrdersScreen } from '../components/orders-screen.tsx';
import { ordersLoader } from './orders-loader.ts';

/** The first page of cross-border orders, asked for alongside the session check. */
export const mrpOrdersLoader = (queryClient: QueryClient) => ordersLoader(queryClient, 1);

/** /home/mrp-order: cross-border transactions. */
export function MrpOrdersRoute() {
  return <OrdersScreen scope={1} />;
}
