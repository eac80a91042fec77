import type { QueryClient } from '@tanstack/react-query';
import { OrdersScreen } from '../components/orders-screen.tsx';
import { ordersLoader } from './orders-loader.ts';

/** The first page of domestic orders, asked for alongside the session check. */
export const pspOrdersLoader = (queryClient: QueryClient) => ordersLoader(queryClient, 0);

/** /home/psp-order: domestic transactions. */
export function PspOrdersRoute() {
  return <OrdersScreen scope={0} />;
}
