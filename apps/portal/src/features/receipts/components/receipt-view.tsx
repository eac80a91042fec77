import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { Receipt } from '@mizani/sdk';
import { receiptLines } from '@mizani/sdk/format';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { OrderStatusBadge } from '../../../components/money/order-status-badge.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

const MONO = new Set(['sn', 'providerReceiptNo']);

/** The receipt itself: the same lines, in the same order, as the PDF the server prints. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const { locale } = useLocale();
  const lines = receiptLines(receipt, t, locale);
  const total = lines.find((line) => line.key === 'total');
  return (
    <Card.Root data-receipt data-testid="receipt" variant="outline" bg="bg" borderRadius="xl" maxW="2xl" size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap="1">
            <Text fontWeight="semibold" color="brand.700">
              Mizani Pay
            </Text>
            <Heading as="h2" size="lg">
              {t('money.receipt.title')}
            </Heading>
            {total ? (
              <Text fontSize="2xl" fontWeight="bold" data-testid="receipt-headline">
                {total.value[0]}
              </Text>
            ) : null}
          </Stack>
          <OrderStatusBadge status={receipt.status} />
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DetailList
            items={lines.map((line) => ({
              label: line.label,
              testId: `receipt-${line.key}`,
              value: (
                <Stack as="span" gap="0" fontFamily={MONO.has(line.key) ? 'mono' : undefined}>
                  {line.value.map((text) => (
                    <Box as="span" key={text}>
                      {text}
                    </Box>
                  ))}
                </Stack>
              ),
            }))}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('money.receipt.issued')}
          </Text>
          <ReceiptActions sn={receipt.sn} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
