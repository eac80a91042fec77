import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Code } from '@mizani/sdk';
import { useOrderReceiptQuery } from '@mizani/sdk/query';
import { useParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { ReceiptPrintStyle } from '../components/receipt-print-style.tsx';
import { ReceiptView } from '../components/receipt-view.tsx';

/** /home/receipt/:sn: a finished order's receipt, for its owner and staff who may see orders. */
export function ReceiptRoute() {
  const t = useT();
  const sn = useParams().sn ?? '';
  const receipt = useOrderReceiptQuery(api, sn, { retry: false });
  if (receipt.isPending) return <Skeleton height="96" maxW="2xl" borderRadius="xl" />;
  if (receipt.isError) {
    const unfinished = receipt.error.code === Code.ORDER_STATUS_FORBIDDEN;
    return (
      <Stack gap="3" maxW="2xl" data-testid="receipt-error">
        <Alert.Root status={unfinished ? 'info' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{unfinished ? t('money.receipt.notFinished') : receipt.error.message}</Alert.Title>
        </Alert.Root>
        {receipt.error.kind === 'business' ? null : (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void receipt.refetch()}>
            {t('list.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <>
      <ReceiptPrintStyle />
      <ReceiptView receipt={receipt.data} />
    </>
  );
}
