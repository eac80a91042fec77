import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MoneyPreview } from '@mizani/sdk/contract';
import { FeeConfirm, type FeeArrivesKind } from '@mizani/ui/fee-breakdown';
import type { FormEvent, ReactNode } from 'react';
import { SuspenseBalances } from './balances.tsx';

interface ReviewedMoveProps {
  intro: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The move's fields, above "Review fees". */
  fields: ReactNode;
  /** The figures the server priced the move at, once asked; null before. */
  preview: { figures: MoneyPreview } | null;
  arrives: FeeArrivesKind;
  booking: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The result of the booked move, under the form. */
  children?: ReactNode;
}

/**
 * A suspense move's screen: the balances, the form whose submit asks for the fees, then the
 * figures to confirm or cancel, then the result.
 */
export function ReviewedMove({ intro, onSubmit, submitting, fields, preview, arrives, booking, confirmLabel, onConfirm, onCancel, children }: ReviewedMoveProps) {
  const t = useT();
  return (
    <Stack gap="5" maxW="3xl">
      <Text color="fg.muted">{intro}</Text>
      <SuspenseBalances />
      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {fields}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" variant={preview ? 'outline' : 'solid'} loading={submitting} disabled={submitting}>
                {t('fees.review')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
      {preview ? (
        <FeeConfirm
          figures={preview.figures}
          total="debited"
          arrives={arrives}
          busy={booking}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onCancel={onCancel}
          testId="suspense-preview"
        />
      ) : null}
      {children}
    </Stack>
  );
}
