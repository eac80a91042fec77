import { Code, Spinner, Table, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { OpenBank, OpenFee } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { useEffect, useState } from 'react';
import { env } from '../../../lib/env.ts';
import { channelLabel } from '../../../lib/order-labels.ts';
import { docRequests } from '../samples/requests.ts';
import { DocTable } from './doc-blocks.tsx';

/**
 * Reads one of the merchant API's public reference calls (no signature) as it answers now, so the
 * page shows what the server charges and not a copy that can fall behind.
 */
function useOpenReference<T>(target: string): { data: T | undefined; failed: boolean } {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({ data: undefined, failed: false });
  useEffect(() => {
    let live = true;
    // The docs' targets start with /api, as sent to the console's own origin (as "try it" sends them).
    fetch(`${env.apiBaseUrl.replace(/\/api$/, '')}${target}`)
      .then(async (response) => (await response.json()) as { code: number; data: T })
      .then((reply) => {
        if (!live) return;
        setState(reply.code === 200 ? { data: reply.data, failed: false } : { data: undefined, failed: true });
      })
      .catch(() => live && setState({ data: undefined, failed: true }));
    return () => {
      live = false;
    };
  }, [target]);
  return state;
}

const RATE_UNITS = 100_000_000n;

/** '0.01' -> '1 %', '0.005' -> '0.5 %', '0.2' -> '20 %': exact, from the decimal string. */
export function percentText(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const units = BigInt(whole) * RATE_UNITS + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  const hundredths = units / 1_000_000n;
  const rest = (units % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${hundredths}${rest ? `.${rest}` : ''} %`;
}

function feeText(fee: OpenFee): string {
  const parts = [];
  if (fee.fixedFee !== '0.00' || fee.feeRate === '0') parts.push(formatAmount(fee.fixedFee));
  if (fee.feeRate !== '0') parts.push(percentText(fee.feeRate));
  return parts.join(' + ');
}

function Loading({ failed }: { failed: boolean }) {
  const t = useT();
  return failed ? <Text color="fg.error">{t('api.docs.live.failed')}</Text> : <Spinner color="brand.solid" aria-label={t('api.loading')} />;
}

/** `GET /open/v1/fees` as a table: each pay-in and payout channel, by currency. */
export function FeeTable() {
  const t = useT();
  const { data, failed } = useOpenReference<{ fees: OpenFee[] }>(docRequests.fees.path);
  if (!data) return <Loading failed={failed} />;
  return (
    <DocTable
      headers={[t('api.docs.fees.type'), t('api.docs.channel'), t('api.docs.currency'), t('api.docs.fees.minimum'), t('api.docs.fees.maximum'), t('api.docs.fees.fee')]}
    >
      {data.fees.map((fee) => (
        <Table.Row key={`${fee.type}-${fee.channel}-${fee.currencyId}`} data-testid={`fee-${fee.type}-${fee.channel}-${fee.currencyId}`}>
          <Table.Cell>{t(fee.type === 'payin' ? 'api.docs.fees.payin' : 'api.docs.fees.payout')}</Table.Cell>
          <Table.Cell>
            <Code>{fee.channel}</Code> {channelLabel(t, fee.channel)}
          </Table.Cell>
          <Table.Cell>{fee.currencyId}</Table.Cell>
          <Table.Cell>{formatAmount(fee.minAmount)}</Table.Cell>
          <Table.Cell>{fee.maxAmount === null ? t('api.docs.fees.noMaximum') : formatAmount(fee.maxAmount)}</Table.Cell>
          <Table.Cell>
            {feeText(fee)} {fee.taxRate !== '0' ? t('api.docs.fees.duty', { rate: percentText(fee.taxRate) }) : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </DocTable>
  );
}

/** `GET /open/v1/banks` as a table: the bank codes a bank payout takes, by currency. */
export function BankTable() {
  const t = useT();
  // Every currency's banks: the documented request without its example filter.
  const { data, failed } = useOpenReference<{ banks: OpenBank[] }>(docRequests.banks.path.split('?')[0]!);
  if (!data) return <Loading failed={failed} />;
  return (
    <DocTable headers={[t('api.docs.currency'), t('api.docs.banks.code'), t('api.docs.banks.name'), t('api.docs.banks.swift')]}>
      {data.banks.map((bank) => (
        <Table.Row key={`${bank.currencyId}-${bank.bankCode}`}>
          <Table.Cell>{bank.currencyId}</Table.Cell>
          <Table.Cell>
            <Code>{bank.bankCode}</Code>
          </Table.Cell>
          <Table.Cell>{bank.bankName}</Table.Cell>
          <Table.Cell>{bank.swiftCode ?? '—'}</Table.Cell>
        </Table.Row>
      ))}
    </DocTable>
  );
}
