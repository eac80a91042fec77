import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, ORDER_KINDS, ORDER_STATUSES, type Order, type OrderListQuery, type PaymentChannel, type Scope } from '@mizani/sdk';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { channelsQuery, useOrderListQuery } from '@mizani/sdk/query';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { Field } from '@mizani/ui/form';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { ExportButton, FilterButtons, FilterForm, PagedList, ResponsiveRows, Select, StyleClasses, useFilterDraft, useListState, type StyleSheet } from '@mizani/ui/list-kit';
import { kindLabel } from '../../../components/money/labels.ts';
import { channelLabel } from '../../../lib/money-labels.ts';
import { OrderStatusBadge } from '../../../components/money/order-status-badge.tsx';
import { hasOrderActions, OrderActions } from './order-actions.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { exportForm, filterChannelLists, listParams, NO_CRITERIA, ORDERS_PAGE_SIZE, type OrderCriteria, type OrderFilter } from './order-filter.ts';

interface Draft {
  status: string;
  type: string;
  payType: string;
  sn: string;
}
const EMPTY_DRAFT: Draft = { status: '', type: '', payType: '', sn: '' };
const criteriaOf = (draft: Draft): OrderCriteria => ({
  status: draft.status ? (Number(draft.status) as OrderFilter['status']) : undefined,
  type: draft.type ? (Number(draft.type) as OrderFilter['type']) : undefined,
  payType: draft.payType ? (Number(draft.payType) as OrderFilter['payType']) : undefined,
  sn: draft.sn.trim() || undefined,
});

function useRowText() {
  const t = useT();
  const { locale } = useLocale();
  return (row: Order) => ({
    time: formatDateTime(row.createTime, locale),
    kind: t(kindLabel(row.type)),
    channel: channelLabel(t, row.payType),
    amount: `${formatAmount(row.payAmount) || row.payAmount} ${row.currencyId}`,
  });
}

/** A table from 1280 px; below, each order is a card: seven columns fit neither a phone nor a tablet beside the side menu. */
const OrderRows = memo(function OrderRows({ rows, onOpen }: { rows: Order[]; onOpen: (row: Order) => void }) {
  return <StyleClasses styles={CARD_STYLES}>{(classes) => <OrderRowsWith classes={classes} rows={rows} onOpen={onOpen} />}</StyleClasses>;
});

// A card's parts are plain elements with these classes: ten cards of Chakra elements were most of a phone's render.
const CARD_STYLES = {
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2', mb: '1' },
  amount: { fontWeight: 'semibold' },
  kind: { fontSize: 'sm' },
  sn: { fontSize: 'xs', fontFamily: 'mono', wordBreak: 'break-all', color: 'fg.muted' },
  bottom: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '2', gap: '2', flexWrap: 'wrap' },
  time: { fontSize: 'xs', color: 'fg.muted' },
  actions: { display: 'flex', alignItems: 'center', gap: '2' },
} as const satisfies StyleSheet<string>;

function OrderRowsWith({ classes, rows, onOpen }: { classes: Record<keyof typeof CARD_STYLES, string>; rows: Order[]; onOpen: (row: Order) => void }) {
  const t = useT();
  const text = useRowText();
  const details = (row: Order) => (
    <Button size="xs" variant="outline" onClick={() => onOpen(row)} aria-label={`${t('money.orders.details')} ${row.sn}`}>
      {t('money.orders.details')}
    </Button>
  );
  return (
    <ResponsiveRows
      rows={rows}
      rowKey={(row) => row.sn}
      tableTestId="order-table"
      rowAttributes={(row) => ({ 'data-sn': row.sn })}
      cardsTestId="order-cards"
      cardAttributes={(row) => ({ 'data-sn': row.sn })}
      columns={[
        { key: 'time', header: t('money.orders.col.time'), cell: (row) => <time dateTime={row.createTime}>{text(row).time}</time>, cellProps: { whiteSpace: 'nowrap' } },
        { key: 'sn', header: t('money.orders.col.sn'), cell: (row) => row.sn, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
        { key: 'kind', header: t('money.orders.col.kind'), cell: (row) => text(row).kind },
        { key: 'channel', header: t('money.orders.col.channel'), cell: (row) => text(row).channel },
        { key: 'amount', header: t('money.orders.col.amount'), end: true, cell: (row) => text(row).amount, cellProps: { whiteSpace: 'nowrap' } },
        { key: 'status', header: t('money.orders.col.status'), cell: (row) => <OrderStatusBadge status={row.status} /> },
        { key: 'actions', header: t('money.orders.col.actions'), cell: (row) => <HStack gap="2">{details(row)}</HStack> },
      ]}
      card={(row) => {
        const cells = text(row);
        return (
          <>
            <div className={classes.top}>
              <p className={classes.amount}>{cells.amount}</p>
              <OrderStatusBadge status={row.status} />
            </div>
            <p className={classes.kind}>
              {cells.kind} · {cells.channel}
            </p>
            <p className={classes.sn}>{row.sn}</p>
            <div className={classes.bottom}>
              <p className={classes.time}>
                <time dateTime={row.createTime}>{cells.time}</time>
              </p>
              <div className={classes.actions}>
                {hasOrderActions(row) ? <OrderActions order={row} /> : null}
                {details(row)}
              </div>
            </div>
          </>
        );
      }}
    />
  );
}

/** Transactions of one scope: filters, date presets, server paging, details, cancel, status check, CSV export. */
export function OrdersScreen({ scope }: { scope: Scope }) {
  const t = useT();
  const user = useCurrentUser();
  const controls = useListState<OrderCriteria>(NO_CRITERIA);
  const { draft, set, submit, clear } = useFilterDraft(controls, EMPTY_DRAFT, criteriaOf);
  const [open, setOpen] = useState<Order | null>(null);
  const filter: OrderFilter = useMemo(
    () => ({ scope, pageNum: controls.pageNum, cursor: controls.cursor, preset: controls.preset, range: controls.range, ...controls.filter }),
    [scope, controls.pageNum, controls.cursor, controls.preset, controls.range, controls.filter],
  );
  const params: OrderListQuery = useMemo(() => listParams(filter), [filter]);
  const list = useOrderListQuery(api, params, { enabled: hasToken(), placeholderData: keepPreviousData });
  const countryId = user?.countryId ?? null;
  // The route loader asked for the same three lists once the session check knew the country.
  const channelLists = useQueries({
    queries: filterChannelLists(countryId ?? 254, scope).map((body) => ({ ...channelsQuery(api, body), enabled: countryId !== null })),
  });
  const seen = new Set<PaymentChannel>();
  for (const item of channelLists.flatMap((query) => query.data ?? [])) seen.add(item.payType);
  const channelOptions = [...seen].sort((a, b) => a - b).map((payType) => ({ value: String(payType), label: channelLabel(t, payType) }));

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const all = t('money.orders.filter.all');

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
        <FilterForm
          label={t('money.orders.filter.search')}
          onSubmit={submit}
          columns={{ base: 1, sm: 2, lg: 4 }}
          alignItems="end"
          below={<FilterButtons onReset={clear} searchLabel={t('money.orders.filter.search')} resetLabel={t('money.orders.filter.reset')} mt="3" />}
        >
          <Field label={t('money.orders.filter.status')}>
            <Select name="status" value={draft.status} placeholder={all} options={ORDER_STATUSES.map((value) => ({ value: String(value), label: t(`money.status.${value}`) }))} onChange={set('status')} />
          </Field>
          <Field label={t('money.orders.filter.kind')}>
            <Select name="type" value={draft.type} placeholder={all} options={ORDER_KINDS.map((value) => ({ value: String(value), label: t(kindLabel(value)) }))} onChange={set('type')} />
          </Field>
          <Field label={t('money.orders.filter.channel')}>
            <Select name="payType" value={draft.payType} placeholder={all} options={channelOptions} onChange={set('payType')} />
          </Field>
          <Field label={t('money.orders.filter.sn')}>
            <Input name="sn" value={draft.sn} onChange={set('sn')} onBlur={(event) => set('sn')(event.target.value.trim())} autoComplete="off" />
          </Field>
        </FilterForm>
        <PagedList controls={controls} result={list} pageSize={ORDERS_PAGE_SIZE}>
          <OrderRows rows={rows} onOpen={setOpen} />
        </PagedList>
      </Stack>
      {open ? <OrderDetailDialog row={open} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}
