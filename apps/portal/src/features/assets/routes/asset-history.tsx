import { Badge, Box, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, type AssetMovement } from '@mizani/sdk';
import { formatAmount, formatDateTime } from '@mizani/sdk/format';
import { useRechargeHistoryQuery } from '@mizani/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, LIST_TABLE_FROM, PagedList, pageParams, useListState } from '@mizani/ui/list-kit';
import { useWideScreen } from '@mizani/ui';
import { Arrival, useArrivals } from '../../../components/motion.tsx';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { channelLabel, movementLabel, orderStatusLabel, orderStatusPalette, scopeLabel } from '../../../lib/money-labels.ts';
import { HistoryFilters } from '../components/history-filters.tsx';
import { MovementDetail } from '../components/movement-detail.tsx';
import { SenderLine } from '../components/sender-line.tsx';
import { EMPTY_HISTORY_FILTER, historyExportFilter, historyQuery, type HistoryFilterForm } from '../history-filter.ts';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_EXPORT_FILE = 'transaction-history.csv';

function Amount({ row }: { row: AssetMovement }) {
  const negative = row.amount.startsWith('-');
  return (
    <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={negative ? 'red.700' : 'green.700'}>
      {/* formatAmount leaves negative values as they came, so the sign is the server's. */}
      {negative ? row.amount : `+${formatAmount(row.amount)}`} {row.currencyId}
    </Text>
  );
}

function StatusBadge({ status }: { status: AssetMovement['status'] }) {
  const t = useT();
  if (status === null) return null;
  return (
    <Badge colorPalette={orderStatusPalette(status)} variant="subtle">
      {orderStatusLabel(t, status)}
    </Badge>
  );
}

interface MovementListProps {
  rows: AssetMovement[];
  /** Ids of movements that came after the list first drew: they slide in. */
  arrived: ReadonlySet<string>;
  onOpen: (row: AssetMovement) => void;
}

function MovementTable({ rows, arrived, onOpen }: MovementListProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    // Chakra's scroll area keeps lines whole; here they may wrap (but the time and the amounts), so
    // at 1280 px every column and the Details button are in view without a sideways scroll.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" whiteSpace="normal">
      <Table.Root size="sm" data-testid="history-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('assets.history.col.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.history.col.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.history.col.scope')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.history.col.channel')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('assets.history.col.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('assets.history.col.balanceAfter')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.history.col.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.list.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row asChild key={row.id}>
              <Arrival as="tr" arrived={arrived.has(String(row.id))}>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={row.createTime}>{formatDateTime(row.createTime, locale)}</time>
                </Table.Cell>
                <Table.Cell minW="40">
                  {movementLabel(t, row.kind)}
                  <SenderLine movement={row} />
                </Table.Cell>
                <Table.Cell>{scopeLabel(t, row.scope)}</Table.Cell>
                <Table.Cell>{channelLabel(t, row.payType)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Amount row={row} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatAmount(row.balanceAfter)}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => onOpen(row)}>
                    {t('assets.list.details')}
                  </Button>
                </Table.Cell>
              </Arrival>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below 1280 px each movement is a card, as in the other lists: beside the side menu its eight columns need that width (at 1024 px the table hid 129 px). */
function MovementCards({ rows, arrived, onOpen }: MovementListProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-testid="history-cards">
      {rows.map((row) => (
        <Box asChild key={row.id} borderWidth="1px" borderRadius="md" p="3">
          <Arrival as="li" arrived={arrived.has(String(row.id))}>
            <Flex justify="space-between" align="flex-start" gap="2" mb="1" wrap="wrap">
              <Text fontWeight="semibold">{movementLabel(t, row.kind)}</Text>
              <Amount row={row} />
            </Flex>
            <SenderLine movement={row} />
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={row.createTime}>{formatDateTime(row.createTime, locale)}</time> · {scopeLabel(t, row.scope)}
              {row.payType !== null ? ` · ${channelLabel(t, row.payType)}` : ''}
            </Text>
            <Flex justify="space-between" align="center" mt="2" gap="2">
              <StatusBadge status={row.status} />
              <Button size="xs" variant="outline" onClick={() => onOpen(row)}>
                {t('assets.list.details')}
              </Button>
            </Flex>
          </Arrival>
        </Box>
      ))}
    </Stack>
  );
}

/** /home/assets-order: every movement on the user's wallets, filtered and paged by the server. */
export function AssetHistoryRoute() {
  const t = useT();
  const controls = useListState<HistoryFilterForm>(EMPTY_HISTORY_FILTER);
  const [open, setOpen] = useState<AssetMovement | null>(null);
  const query = { ...historyQuery(controls.filter, controls.range, controls.pageNum, HISTORY_PAGE_SIZE), ...pageParams(controls) };
  // Fetched again when the user comes back to the window (once the list is stale): what came in
  // meanwhile, a top-up paid on the phone say, slides in at the top.
  const history = useRechargeHistoryQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData, refetchOnWindowFocus: true });
  const rows = history.data?.rows ?? [];
  // A new page, filter or date range starts a new list, with nothing sliding.
  const arrived = useArrivals(history.data && !history.isPlaceholderData ? rows.map((row) => String(row.id)) : undefined, JSON.stringify(query));
  const total = history.data?.total ?? 0;
  // One of the two is drawn, as in the other lists (ResponsiveRows): its own table, whose rows slide in.
  const wide = useWideScreen(LIST_TABLE_FROM);

  const exportCsv = () => api.order.export(historyExportFilter(query), HISTORY_EXPORT_FILE);

  return (
    <Panel
      title={t('menu.assets.order')}
      titleId="asset-history"
      actions={
        <ExportButton onExport={exportCsv} disabled={total === 0} />
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{t('assets.history.intro')}</Text>
        <HistoryFilters value={controls.filter} onApply={controls.applyFilter} />
        <PagedList
          controls={controls}
          result={history}
          pageSize={HISTORY_PAGE_SIZE}
          note={
            <HStack justify="flex-end">
              <Text fontSize="xs" color="fg.muted">
                {t('assets.history.exportNote')}
              </Text>
            </HStack>
          }
        >
          {wide ? <MovementTable rows={rows} arrived={arrived} onOpen={setOpen} /> : <MovementCards rows={rows} arrived={arrived} onOpen={setOpen} />}
        </PagedList>
      </Stack>
      {open ? <MovementDetail movement={open} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}
