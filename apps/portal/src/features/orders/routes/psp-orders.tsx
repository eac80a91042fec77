import { OrdersScreen } from '../components/orders-screen.tsx';

/** /home/psp-order: domestic transactions. */
export function PspOrdersRoute() {
  return <OrdersScreen scope={0} />;
}
