import { OrdersScreen } from '../components/orders-screen.tsx';

/** /homeApi/c2b: collections (pay-ins) made through the API. */
export function C2bRoute() {
  return <OrdersScreen type="payin" />;
}
