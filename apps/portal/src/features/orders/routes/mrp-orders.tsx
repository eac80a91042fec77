import { OrdersScreen } from '../components/orders-screen.tsx';

/** /home/mrp-order: cross-border transactions. */
export function MrpOrdersRoute() {
  return <OrdersScreen scope={1} />;
}
