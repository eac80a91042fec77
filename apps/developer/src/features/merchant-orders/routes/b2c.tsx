import { OrdersScreen } from '../components/orders-screen.tsx';

/** /homeApi/b2c: payouts made through the API (and suspense cash-outs). */
export function B2cRoute() {
  return <OrdersScreen type="payout" />;
}
