import { Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { formatDateTime, formatRate } from '@mizani/sdk/format';
import { useCurrentExchangeRatesQuery } from '@mizani/sdk/query';
import { EmptyState, ListErrorState, ListSkeleton, Select } from '@mizani/ui/list-kit';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field } from '@mizani/ui/form';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { retryOfFailed } from '../../../lib/failed-queries.ts';
import { FX_LINKS } from '../links.ts';
import { useUserCurrencies } from '../use-user-currencies.ts';

/** /home/fx-index: the current rates from each of the user's currencies to every other one. */
export function FxIndexRoute() {
  const t = useT();
  const { locale } = useLocale();
  const { currencies, assets, loading } = useUserCurrencies();
  const [chosen, setChosen] = useState('');
  const base = chosen || currencies[0] || '';
  const rates = useCurrentExchangeRatesQuery(api, { fromCurrency: base }, { enabled: Boolean(base) });
  const rows = rates.data ?? [];
  // Without the wallets there may be no base currency to ask rates for: that failure is the list's too.
  const retry = retryOfFailed([rates, ...(currencies.length === 0 ? [assets] : [])]);

  return (
    <Panel
      title={t('fx.rates.title')}
      titleId="fx-rates"
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={FX_LINKS.convert}>{t('fx.rates.convert')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={FX_LINKS.history}>{t('fx.rates.history')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('fx.rates.intro')}</Text>
        <Flex maxW="xs">
          <Field label={t('fx.rates.base')}>
            <Select size="sm" name="base" value={base} options={currencies.map((id) => ({ value: id, label: id }))} onChange={(event) => setChosen(event.target.value)} />
          </Field>
        </Flex>
        {retry ? (
          <ListErrorState onRetry={retry} />
        ) : loading || (Boolean(base) && rates.isPending) ? (
          <ListSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" data-testid="rate-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('fx.rates.col.pair')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('fx.rates.col.rate')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="sm">{t('fx.rates.col.updated')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((rate) => (
                  <Table.Row key={`${rate.fromCurrency}-${rate.toCurrency}`} data-pair={`${rate.fromCurrency}-${rate.toCurrency}`}>
                    <Table.Cell fontWeight="medium">
                      {rate.fromCurrency} / {rate.toCurrency}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {t('fx.rateValue', { from: rate.fromCurrency, rate: formatRate(rate.rate), to: rate.toCurrency })}
                    </Table.Cell>
                    <Table.Cell hideBelow="sm" whiteSpace="nowrap">
                      <time dateTime={rate.createTime}>{formatDateTime(rate.createTime, locale)}</time>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Panel>
  );
}
