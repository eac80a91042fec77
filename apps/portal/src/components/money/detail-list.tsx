import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value pairs, stacked at 360 px and side by side on wider screens. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap="2">
      {items.map((item) => (
        <DataList.Item key={item.label} data-testid={item.testId}>
          <DataList.ItemLabel minW={{ sm: '40%' }}>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
