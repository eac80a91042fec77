import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { formatAmount, formatRate } from '@mizani/sdk/format';
import type { ReactNode } from 'react';
import { DetailList, type DetailRow } from './list-kit.tsx';

/**
 * The figures of one money move exactly as the server priced or booked them (decimal strings):
 * nothing here is computed in the browser. `amount`, `fee`, `taxFee` and `totalAmount` are in
 * `currencyId`; `receivedAmount` in `receivedCurrencyId` (the same currency when left out).
 */
export interface FeeFigures {
  currencyId: string;
  amount: string;
  fee: string;
  taxFee: string;
  totalAmount: string;
  receivedAmount: string;
  receivedCurrencyId?: string | null | undefined;
  /** 1 `currencyId` buys `rate` `receivedCurrencyId`, when the move converts. */
  rate?: string | null | undefined;
}

/** Whether the total leaves the user's wallet (a send, a conversion, a suspense move) or is what a payer pays in (a top-up, a collection). */
export type FeeTotalKind = 'debited' | 'paid';
/** Where what arrives lands, which names its line. */
export type FeeArrivesKind = 'recipient' | 'wallet' | 'converted' | 'suspense' | 'main' | 'payee';
export type FeeRow = 'amount' | 'fee' | 'tax' | 'total' | 'rate' | 'arrives';

interface FeeBreakdownProps {
  figures: FeeFigures;
  total: FeeTotalKind;
  arrives: FeeArrivesKind;
  /** 'check' before confirming, 'booked' on the result; no heading when left out. */
  heading?: 'check' | 'booked';
  /** Test ids of the lines, `fee-<row>` unless given. */
  testIds?: Partial<Record<FeeRow, string>>;
  testId?: string;
  /** Lines shown above the figures (the channel, the recipient...). */
  before?: readonly DetailRow[];
  children?: ReactNode;
}

const TOTAL_LABEL: Record<FeeTotalKind, MessageId> = { debited: 'fees.total.debited', paid: 'fees.total.paid' };
const ARRIVES_LABEL: Record<FeeArrivesKind, MessageId> = {
  recipient: 'fees.arrives.recipient',
  wallet: 'fees.arrives.wallet',
  converted: 'fees.arrives.converted',
  suspense: 'fees.arrives.suspense',
  main: 'fees.arrives.main',
  payee: 'fees.arrives.payee',
};

// A zero is written out ("0.00"), never left blank: a fee of nothing is still a figure to see.
const money = (value: string, currency: string) => `${formatAmount(value) || value} ${currency}`;

/**
 * Amount, fee, tax, total and what arrives, for every money flow of both apps: before the user
 * confirms (with the server's quote or preview) and on the result (with what was booked).
 */
export function FeeBreakdown({ figures, total, arrives, heading, testIds = {}, testId = 'fee-breakdown', before = [], children }: FeeBreakdownProps) {
  const t = useT();
  const id = (row: FeeRow) => testIds[row] ?? `fee-${row}`;
  const to = figures.receivedCurrencyId ?? figures.currencyId;
  const rows: DetailRow[] = [
    ...before,
    { label: t('fees.amount'), value: money(figures.amount, figures.currencyId), testId: id('amount') },
    { label: t('fees.fee'), value: money(figures.fee, figures.currencyId), testId: id('fee') },
    { label: t('fees.tax'), value: money(figures.taxFee, figures.currencyId), testId: id('tax') },
    { label: t(TOTAL_LABEL[total]), value: <Text as="span" fontWeight="bold">{money(figures.totalAmount, figures.currencyId)}</Text>, testId: id('total') },
    ...(figures.rate
      ? [{ label: t('fees.rate'), value: `1 ${figures.currencyId} = ${formatRate(figures.rate)} ${to}`, testId: id('rate') }]
      : []),
    { label: t(ARRIVES_LABEL[arrives]), value: <Text as="span" fontWeight="bold">{money(figures.receivedAmount, to)}</Text>, testId: id('arrives') },
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" data-testid={testId}>
      <Stack gap="3">
        {heading ? (
          <Heading as="h3" size="sm">
            {t(heading === 'check' ? 'fees.title' : 'fees.booked')}
          </Heading>
        ) : null}
        <DetailList rows={rows} />
        {children}
      </Stack>
    </Box>
  );
}

interface FeeConfirmProps extends Omit<FeeBreakdownProps, 'heading' | 'children'> {
  /** Books the move; the buttons hold while it runs. */
  onConfirm: () => unknown;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
}

/**
 * The confirm step of a move that has no dialog of its own: the figures, a word that nothing has
 * moved yet, and Cancel / Confirm. Cancel moves nothing.
 */
export function FeeConfirm({ onConfirm, onCancel, busy = false, confirmLabel, ...breakdown }: FeeConfirmProps) {
  const t = useT();
  return (
    <FeeBreakdown {...breakdown} heading="check">
      <Text fontSize="sm">{t('fees.confirm.intro')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={busy} data-testid="fee-cancel">
          {t('fees.cancel')}
        </Button>
        <Button colorPalette="brand" onClick={() => void onConfirm()} loading={busy} disabled={busy} data-testid="fee-confirm">
          {confirmLabel ?? t('fees.confirm')}
        </Button>
      </HStack>
    </FeeBreakdown>
  );
}
