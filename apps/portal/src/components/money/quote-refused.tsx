import { Alert } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Code, isApiError } from '@mizani/sdk';
import { withdrawNotification } from '@mizani/ui';

/**
 * Whether a confirm failed because the server refused its quote (-1029: expired, or priced
 * otherwise now; nothing was booked). If so, the toast the SDK showed is withdrawn: the screen
 * says it beside the new figures instead (QuoteRefusedAlert), where it outlasts a toast.
 */
export function takeQuoteRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.code !== Code.QUOTE_INVALID) return false;
  withdrawNotification({ type: 'error', message: error.message });
  return true;
}

/** Beside figures asked for again after the server refused the ones confirmed. */
export function QuoteRefusedAlert({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{t('error.code.-1029')}</Alert.Title>
    </Alert.Root>
  );
}
