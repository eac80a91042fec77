import { Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { SuspenseMovementKind } from '@mizani/sdk/contract';
import { SUSPENSE_MOVEMENT_KINDS } from '../../../lib/merchant-enums.ts';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { useSuspenseRecordListQuery } from '@mizani/sdk/query';
import { pageParams, ResponsiveRows, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { compact, ConsoleFilters, ConsoleList, FilterChoice, FilterInput, PAGE_SIZE, PresetsAndButtons } from '../../../components/console-list.tsx';
import { SUSPENSE_CURRENCIES, SuspenseBalances } from '../components/balances.tsx';

interface Filters {
  currencyId: string;
  kind: string;
  orderNo: string;
}

const EMPTY: Filters = { currencyId: '', kind: '', orderNo: '' };

// A negative decimal string starts with '-': no parsing, so no float.
const isOut = (amount: string) => amount.trim().startsWith('-');

/** /homeApi/suspense-record: the ledger movements of the suspense wallets. */
export function SuspenseRecordRoute() {
  const t = useT();
  const { locale } = useLocale();
  const list = useListState<Filters>(EMPTY);
  const filters = useFilterDraft(list, EMPTY);
  const query = useSuspenseRecordListQuery(
    api,
    {
      ...pageParams(list),
      pageSize: PAGE_SIZE,
      ...compact({ currencyId: list.filter.currencyId, orderNo: list.filter.orderNo.trim() }),
      ...(list.filter.kind ? { kind: list.filter.kind as SuspenseMovementKind } : {}),
      ...(list.range ?? {}),
    },
    { placeholderData: keepPreviousData },
  );
  const rows = query.data?.rows ?? [];

  return (
    <Stack gap="5">
      <SuspenseBalances />
      <ConsoleFilters filter={filters} columns={{ base: 1, md: 3 }} below={<PresetsAndButtons controls={list} filter={filters} />}>
        <FilterChoice
          filter={filters}
          name="currencyId"
          label={t('api.suspense.currency')}
          options={SUSPENSE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <FilterChoice
          filter={filters}
          name="kind"
          label={t('api.suspense.kind')}
          options={SUSPENSE_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: t(`api.suspense.kind.${kind}`) }))}
        />
        <FilterInput filter={filters} name="orderNo" label={t('api.orders.orderNo')} />
      </ConsoleFilters>
      <ConsoleList controls={list} result={query}>
        <ResponsiveRows
          rows={rows}
          rowKey={(row) => row.id}
          tableTestId="suspense-table"
          cardsTestId="suspense-cards"
          columns={[
            { key: 'createTime', header: t('api.orders.createTime'), cell: (row) => formatDateTime(row.createTime, locale), cellProps: { whiteSpace: 'nowrap' } },
            { key: 'kind', header: t('api.suspense.kind'), cell: (row) => t(`api.suspense.kind.${row.kind}`) },
            {
              key: 'amount',
              header: t('api.orders.amount'),
              end: true,
              cell: (row) => (
                <Text as="span" color={isOut(row.amount) ? 'red.700' : 'green.700'}>
                  {isOut(row.amount) ? row.amount : `+${formatAmount(row.amount)}`} {row.currencyId}
                </Text>
              ),
              cellProps: { whiteSpace: 'nowrap' },
            },
            { key: 'balanceAfter', header: t('api.suspense.balanceAfter'), end: true, cell: (row) => `${formatAmount(row.balanceAfter)} ${row.currencyId}`, cellProps: { whiteSpace: 'nowrap' } },
            { key: 'orderNo', header: t('api.orders.orderNo'), cell: (row) => row.orderNo ?? '', cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
            { key: 'merchantOrderNo', header: t('api.orders.merchantOrderNo'), cell: (row) => row.merchantOrderNo ?? '' },
          ]}
        />
      </ConsoleList>
    </Stack>
  );
}
