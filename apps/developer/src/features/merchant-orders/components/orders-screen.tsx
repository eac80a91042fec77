import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { endpoints } from '@mizani/sdk/contract';
import type { MerchantOrder, MerchantOrderType } from '@mizani/sdk/contract';
import { PAYOUT_STATUS_VALUES } from '../../../lib/merchant-enums.ts';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { useMerchantOrderListQuery } from '@mizani/sdk/query';
import { DetailList, ExportButton, ListDialog, pageParams, ResponsiveRows, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { CHANNELS_OF, channelLabel, STATUS_LABELS, STATUS_PALETTE } from '../../../lib/order-labels.ts';
import { compact, ConsoleFilters, ConsoleList, FilterChoice, FilterInput, PAGE_SIZE, PresetsAndButtons } from '../../../components/console-list.tsx';

interface Filters {
  merchantOrderNo: string;
  orderNo: string;
  status: string;
  channel: string;
}

const EMPTY: Filters = { merchantOrderNo: '', orderNo: '', status: '', channel: '' };
const POLL_MS = 5_000;

export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  const id = STATUS_LABELS[status];
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {id ? t(id) : status}
    </Badge>
  );
}

function OrderDetail({ order, onClose }: { order: MerchantOrder; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ListDialog title={t('api.orders.detail')} onClose={onClose}>
      <Stack gap="4">
        <DetailList
          rows={[
            { label: t('api.orders.orderNo'), value: order.orderNo },
            { label: t('api.orders.merchantOrderNo'), value: order.merchantOrderNo },
            { label: t('api.orders.status'), value: <StatusBadge status={order.status} /> },
            { label: t('api.orders.amount'), value: `${formatAmount(order.amount)} ${order.currencyId}` },
            { label: t('api.orders.fee'), value: `${formatAmount(order.fee)} ${order.currencyId}` },
            { label: t('api.orders.channel'), value: channelLabel(t, order.channel) },
            { label: t('api.orders.phone'), value: order.phone },
            { label: t('api.orders.accountNo'), value: order.accountNo },
            { label: t('api.orders.failureReason'), value: order.failureReason },
            { label: t('api.orders.createTime'), value: formatDateTime(order.createTime, locale) },
            { label: t('api.orders.updateTime'), value: formatDateTime(order.updateTime, locale) },
          ]}
        />
        <Box>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`${paths.webhooks.getHref()}?orderNo=${encodeURIComponent(order.orderNo)}`}>{t('api.orders.deliveries')}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </ListDialog>
  );
}

/**
 * C2B (type 'payin') or B2C (type 'payout'): the merchant's orders made through the API, with
 * filters, date presets, paging, a detail dialog and a CSV export of every filtered row.
 */
export function OrdersScreen({ type }: { type: MerchantOrderType }) {
  const t = useT();
  const { locale } = useLocale();
  const list = useListState<Filters>(EMPTY);
  const filters = useFilterDraft(list, EMPTY);
  const [selected, setSelected] = useState<MerchantOrder | null>(null);
  const [polling, setPolling] = useState(false);

  const filter = {
    type,
    ...compact({ merchantOrderNo: list.filter.merchantOrderNo.trim(), orderNo: list.filter.orderNo.trim() }),
    ...(list.filter.status !== '' ? { status: Number(list.filter.status) as MerchantOrder['status'] } : {}),
    ...(list.filter.channel !== '' ? { channel: Number(list.filter.channel) } : {}),
    ...(list.range ?? {}),
  };
  const query = useMerchantOrderListQuery(
    api,
    { ...pageParams(list), pageSize: PAGE_SIZE, ...filter },
    {
      placeholderData: keepPreviousData,
      // Sandbox late answers and real providers settle within seconds to minutes: keep open orders current.
      refetchInterval: polling ? POLL_MS : false,
    },
  );
  const rows = query.data?.rows ?? [];
  const anyOpen = rows.some((order) => order.status === 0 || order.status === 1);
  useEffect(() => setPolling(anyOpen), [anyOpen]);

  // Form-encoded like every download: the server writes every row the filter matches.
  const exportCsv = () =>
    api.download(
      endpoints['merchant.orderExport'].path,
      Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
      `${type === 'payin' ? 'c2b' : 'b2c'}-orders.csv`,
    );

  return (
    <Stack gap="5">
      <ConsoleFilters
        filter={filters}
        columns={{ base: 1, md: 2, xl: 4 }}
        below={
          <PresetsAndButtons controls={list} filter={filters}>
            <ExportButton onExport={exportCsv} label={t('api.orders.export')} size="md" />
          </PresetsAndButtons>
        }
      >
        <FilterInput filter={filters} name="merchantOrderNo" label={t('api.orders.merchantOrderNo')} />
        <FilterInput filter={filters} name="orderNo" label={t('api.orders.orderNo')} />
        <FilterChoice
          filter={filters}
          name="status"
          label={t('api.orders.status')}
          options={PAYOUT_STATUS_VALUES.map((status) => ({ value: String(status), label: t(STATUS_LABELS[status] ?? 'api.orders.all') }))}
        />
        <FilterChoice
          filter={filters}
          name="channel"
          label={t('api.orders.channel')}
          options={CHANNELS_OF[type].map((channel) => ({ value: String(channel), label: channelLabel(t, channel) }))}
        />
      </ConsoleFilters>

      <ConsoleList controls={list} result={query}>
        <ResponsiveRows
          rows={rows}
          rowKey={(order) => order.orderNo}
          tableTestId="orders-table"
          cardsTestId="orders-cards"
          columns={[
            { key: 'createTime', header: t('api.orders.createTime'), cell: (order) => formatDateTime(order.createTime, locale), cellProps: { whiteSpace: 'nowrap' } },
            { key: 'merchantOrderNo', header: t('api.orders.merchantOrderNo'), cell: (order) => order.merchantOrderNo, cellProps: { overflowWrap: 'anywhere' } },
            { key: 'orderNo', header: t('api.orders.orderNo'), cell: (order) => order.orderNo, cellProps: { fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' } },
            { key: 'amount', header: t('api.orders.amount'), end: true, cell: (order) => `${formatAmount(order.amount)} ${order.currencyId}`, cellProps: { whiteSpace: 'nowrap' } },
            { key: 'channel', header: t('api.orders.channel'), cell: (order) => channelLabel(t, order.channel) },
            { key: 'status', header: t('api.orders.status'), cell: (order) => <StatusBadge status={order.status} /> },
            {
              key: 'detail',
              header: <Text srOnly>{t('api.orders.detail')}</Text>,
              actions: true,
              cell: (order) => (
                <Button size="xs" variant="outline" onClick={() => setSelected(order)} aria-label={t('api.orders.detailOf', { orderNo: order.merchantOrderNo })}>
                  {t('api.orders.detail')}
                </Button>
              ),
            },
          ]}
        />
      </ConsoleList>
      {selected ? <OrderDetail order={selected} onClose={() => setSelected(null)} /> : null}
    </Stack>
  );
}
