import { DetailList as SharedDetailList, type DetailRow } from '@mizani/ui/list-kit';

export type DetailItem = DetailRow;

/** The money screens' label/value pairs (quotes, confirmations, results, order details): the shared detail list. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return <SharedDetailList rows={items} />;
}
