import { Box, Button, Flex, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, ORDER_KINDS, ORDER_STATUSES, type Order, type OrderListQuery, type PaymentChannel, type Scope } from '@mizani/sdk';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { useChannelsQuery, useOrderListQuery } from '@mizani/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { ExportButton, PagedList, Select, useListState } from '@mizani/ui/list-kit';
import { channelLabel, kindLabel } from '../../../components/money/labels.ts';
import { OrderStatusBadge } from '../../../components/money/order-status-badge.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { exportForm, listParams, NO_CRITERIA, ORDERS_PAGE_SIZE, type OrderCriteria, type OrderFilter } from './order-filter.ts';

interface Draft {
  status: string;
  type: string;
  payType: string;
  sn: string;
}
const EMPTY_DRAFT: Draft = { status: '', type: '', payType: '', sn: '' };

function useRowText() {
  const t = useT();
  const { locale } = useLocale();
  return (row: Order) => ({
    time: formatDateTime(row.createTime, locale),
    kind: t(kindLabel(row.type)),
    channel: t(channelLabel(row.payType)),
    amount: `${formatAmount(row.payAmount) || row.payAmount} ${row.currencyId}`,
  });
}

function OrderTable({ rows, onOpen }: { rows: Order[]; onOpen: (row: Order) => void }) {
  const t = useT();
  const text = useRowText();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="order-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('money.orders.col.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('money.orders.col.sn')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('money.orders.col.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('money.orders.col.channel')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('money.orders.col.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('money.orders.col.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('money.orders.col.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const cells = text(row);
            return (
              <Table.Row key={row.sn} data-sn={row.sn}>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={row.createTime}>{cells.time}</time>
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.sn}
                </Table.Cell>
                <Table.Cell>{cells.kind}</Table.Cell>
                <Table.Cell>{cells.channel}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {cells.amount}
                </Table.Cell>
                <Table.Cell>
                  <OrderStatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={() => onOpen(row)} aria-label={`${t('money.orders.details')} ${row.sn}`}>
                      {t('money.orders.details')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below 768 px each order is a card: seven columns do not fit a 360 px screen. */
function OrderCards({ rows, onOpen }: { rows: Order[]; onOpen: (row: Order) => void }) {
  const t = useT();
  const text = useRowText();
  return (
    <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" data-testid="order-cards">
      {rows.map((row) => {
        const cells = text(row);
        return (
          <Box as="li" key={row.sn} borderWidth="1px" borderRadius="md" p="3" data-sn={row.sn}>
            <Flex justify="space-between" align="flex-start" gap="2" mb="1">
              <Text fontWeight="semibold">{cells.amount}</Text>
              <OrderStatusBadge status={row.status} />
            </Flex>
            <Text fontSize="sm">
              {cells.kind} · {cells.channel}
            </Text>
            <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" color="fg.muted">
              {row.sn}
            </Text>
            <Flex justify="space-between" align="center" mt="2" gap="2" wrap="wrap">
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={row.createTime}>{cells.time}</time>
              </Text>
              <HStack gap="2">
                <OrderActions order={row} />
                <Button size="xs" variant="outline" onClick={() => onOpen(row)} aria-label={`${t('money.orders.details')} ${row.sn}`}>
                  {t('money.orders.details')}
                </Button>
              </HStack>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Transactions of one scope: filters, date presets, server paging, details, cancel, status check, CSV export. */
export function OrdersScreen({ scope }: { scope: Scope }) {
  const t = useT();
  const user = useCurrentUser();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const controls = useListState<OrderCriteria>(NO_CRITERIA);
  const [open, setOpen] = useState<Order | null>(null);
  const filter: OrderFilter = useMemo(
    () => ({ scope, pageNum: controls.pageNum, preset: controls.preset, range: controls.range, ...controls.filter }),
    [scope, controls.pageNum, controls.preset, controls.range, controls.filter],
  );
  const params: OrderListQuery = useMemo(() => listParams(filter), [filter]);
  const list = useOrderListQuery(api, params, { enabled: hasToken(), placeholderData: keepPreviousData });
  const countryId = user?.countryId ?? null;
  const send = useChannelsQuery(api, { countryId: countryId ?? 254, type: scope, channelType: 0 }, { enabled: countryId !== null });
  const topUp = useChannelsQuery(api, { countryId: countryId ?? 254, type: scope, channelType: -1 }, { enabled: countryId !== null });
  const collect = useChannelsQuery(api, { countryId: countryId ?? 254, type: scope, channelType: 1 }, { enabled: countryId !== null });
  const channelOptions = useMemo(() => {
    const seen = new Set<PaymentChannel>();
    for (const item of [...(send.data ?? []), ...(topUp.data ?? []), ...(collect.data ?? [])]) seen.add(item.payType);
    return [...seen].sort((a, b) => a - b).map((payType) => ({ value: String(payType), label: t(channelLabel(payType)) }));
  }, [send.data, topUp.data, collect.data, t]);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const all = t('money.orders.filter.all');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    controls.applyFilter({
      status: draft.status ? (Number(draft.status) as OrderFilter['status']) : undefined,
      type: draft.type ? (Number(draft.type) as OrderFilter['type']) : undefined,
      payType: draft.payType ? (Number(draft.payType) as OrderFilter['payType']) : undefined,
      sn: draft.sn.trim() || undefined,
    });
  };
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    controls.reset();
  };
  const change = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const exportCsv = () => api.order.export(exportForm(filter), `orders-${scope === 0 ? 'domestic' : 'cross-border'}.csv`);
  const titleId = `orders-${scope}`;

  return (
    <Panel
      title={t(scope === 0 ? 'money.orders.psp.title' : 'money.orders.mrp.title')}
      titleId={titleId}
      actions={
        <ExportButton onExport={exportCsv} disabled={total === 0} label={t('money.orders.export')} />
      }
    >
      <Stack gap="5">
        <form onSubmit={apply} aria-label={t('money.orders.filter.search')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
            <FormField label={t('money.orders.filter.status')}>
              <Select name="status" value={draft.status} placeholder={all} options={ORDER_STATUSES.map((value) => ({ value: String(value), label: t(`money.status.${value}`) }))} onChange={change('status')} />
            </FormField>
            <FormField label={t('money.orders.filter.kind')}>
              <Select name="type" value={draft.type} placeholder={all} options={ORDER_KINDS.map((value) => ({ value: String(value), label: t(kindLabel(value)) }))} onChange={change('type')} />
            </FormField>
            <FormField label={t('money.orders.filter.channel')}>
              <Select name="payType" value={draft.payType} placeholder={all} options={channelOptions} onChange={change('payType')} />
            </FormField>
            <FormField label={t('money.orders.filter.sn')}>
              <Input name="sn" value={draft.sn} onChange={change('sn')} onBlur={(event) => setDraft((current) => ({ ...current, sn: event.target.value.trim() }))} autoComplete="off" />
            </FormField>
          </SimpleGrid>
          <HStack gap="2" mt="3" wrap="wrap">
            <Button type="submit" size="sm" colorPalette="brand">
              {t('money.orders.filter.search')}
            </Button>
            <Button size="sm" variant="outline" onClick={reset}>
              {t('money.orders.filter.reset')}
            </Button>
          </HStack>
        </form>
        <PagedList controls={controls} result={list} pageSize={ORDERS_PAGE_SIZE}>
          <OrderTable rows={rows} onOpen={setOpen} />
          <OrderCards rows={rows} onOpen={setOpen} />
        </PagedList>
      </Stack>
      {open ? <OrderDetailDialog row={open} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}
