import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { RequestLogEntry } from '@mizani/sdk/contract';
import { formatDateTimeSeconds } from '@mizani/sdk/format';
import { useRequestLogQuery } from '@mizani/sdk/query';
import { DetailList, FilterButtons, ListBody, ListDialog, ResponsiveRows, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { prettyJson } from '../../../lib/pretty-json.ts';
import { compact, ConsoleFilters, FilterInput, PAGE_SIZE } from '../../../components/console-list.tsx';

interface Filters {
  merchantOrderNo: string;
}

/** 200 green; a refusal in the envelope orange; a transport failure red. */
function codePalette(entry: RequestLogEntry): string {
  if (entry.status >= 400) return 'red';
  return entry.code === null || entry.code === 200 ? 'green' : 'orange';
}

function CallDetail({ entry, onClose }: { entry: RequestLogEntry; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ListDialog title={t('api.requestLog.body')} onClose={onClose}>
      <Stack gap="4">
        <DetailList
          rows={[
            { label: t('api.requestLog.time'), value: formatDateTimeSeconds(entry.time, locale) },
            { label: t('api.requestLog.call'), value: `${entry.method} ${entry.path}` },
            { label: t('api.requestLog.status'), value: String(entry.status) },
            { label: t('api.requestLog.code'), value: entry.code === null ? '—' : String(entry.code) },
            { label: t('api.requestLog.latency'), value: t('api.requestLog.ms', { ms: entry.latencyMs }) },
            { label: t('api.requestLog.requestId'), value: entry.requestId },
            { label: t('api.requestLog.merchantOrderNo'), value: entry.merchantOrderNo },
          ]}
        />
        {entry.body === null ? (
          <Text color="fg.muted">{t('api.requestLog.noBody')}</Text>
        ) : (
          <Box as="pre" fontSize="xs" p="3" bg="bg.muted" borderRadius="md" overflowX="auto" tabIndex={0} data-testid="request-log-body">
            {prettyJson(entry.body)}
          </Box>
        )}
      </Stack>
    </ListDialog>
  );
}

/**
 * The merchant's own merchant API calls of the last 7 days, newest first, searchable by its own
 * order reference. Pages go by the server's cursor (Older), and back along the cursors seen (Newer).
 */
export function RequestLogRoute() {
  const t = useT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const [initial] = useState<Filters>(() => ({ merchantOrderNo: params.get('merchantOrderNo') ?? '' }));
  const list = useListState<Filters>(initial);
  const filters = useFilterDraft(list, initial);
  // The cursor each page seen so far started at (the first page has none); reset by a new search.
  const [trail, setTrail] = useState<{ filter: Filters; cursors: string[] }>({ filter: list.filter, cursors: [] });
  const cursors = trail.filter === list.filter ? trail.cursors : [];
  const cursor = cursors[cursors.length - 1];
  const [selected, setSelected] = useState<RequestLogEntry | null>(null);
  const query = useRequestLogQuery(
    api,
    { pageSize: PAGE_SIZE, ...compact({ merchantOrderNo: list.filter.merchantOrderNo.trim(), cursor }) },
    { placeholderData: keepPreviousData },
  );
  const rows = query.data?.rows ?? [];
  const nextCursor = query.data?.nextCursor ?? null;
  const go = (next: string[]) => setTrail({ filter: list.filter, cursors: next });

  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('api.requestLog.intro')}</Text>
      <ConsoleFilters filter={filters} columns={{ base: 1, md: 3 }} alignItems="end">
        <FilterInput filter={filters} name="merchantOrderNo" label={t('api.requestLog.merchantOrderNo')} />
        <FilterButtons searchLabel={t('api.orders.search')} size="md" />
      </ConsoleFilters>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
        <Stack gap="4">
          <ListBody pending={query.isPending} empty={rows.length === 0} stale={query.isPlaceholderData} failed={query.isError && query.data === undefined} onRetry={query.refetch}>
            <ResponsiveRows
              rows={rows}
              rowKey={(entry) => entry.id}
              tableTestId="request-log-table"
              rowAttributes={(entry) => ({ 'data-request-id': entry.requestId })}
              cardsTestId="request-log-cards"
              cardAttributes={(entry) => ({ 'data-request-id': entry.requestId })}
              columns={[
                { key: 'time', header: t('api.requestLog.time'), cell: (entry) => formatDateTimeSeconds(entry.time, locale), cellProps: { whiteSpace: 'nowrap' } },
                {
                  key: 'call',
                  header: t('api.requestLog.call'),
                  // Long paths and ids may break anywhere, so the request id fits a desktop too.
                  cell: (entry) => (
                    <Code fontSize="xs">
                      {entry.method} {entry.path}
                    </Code>
                  ),
                  cellProps: { minW: '40', overflowWrap: 'anywhere' },
                },
                { key: 'status', header: t('api.requestLog.status'), cell: (entry) => entry.status },
                {
                  key: 'code',
                  header: t('api.requestLog.code'),
                  cell: (entry) => (
                    <Badge colorPalette={codePalette(entry)} variant="subtle">
                      {entry.code ?? '—'}
                    </Badge>
                  ),
                },
                { key: 'latency', header: t('api.requestLog.latency'), cell: (entry) => t('api.requestLog.ms', { ms: entry.latencyMs }), end: true, cellProps: { whiteSpace: 'nowrap' } },
                { key: 'merchantOrderNo', header: t('api.requestLog.merchantOrderNo'), cell: (entry) => entry.merchantOrderNo ?? '', cellProps: { fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' } },
                { key: 'requestId', header: t('api.requestLog.requestId'), cell: (entry) => entry.requestId, cellProps: { fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', minW: '32' } },
                {
                  key: 'body',
                  header: <Text srOnly>{t('api.requestLog.body')}</Text>,
                  actions: true,
                  cell: (entry) => (
                    <Button size="xs" variant="outline" onClick={() => setSelected(entry)}>
                      {t('api.requestLog.showBody')}
                      <Text as="span" srOnly>
                        {` ${entry.requestId}`}
                      </Text>
                    </Button>
                  ),
                },
              ]}
            />
          </ListBody>
          <HStack as="nav" aria-label={t('api.requestLog.pages')} justify="flex-end" gap="2">
            <Button size="sm" variant="outline" disabled={cursors.length === 0} onClick={() => go(cursors.slice(0, -1))}>
              {t('api.requestLog.newer')}
            </Button>
            <Button size="sm" variant="outline" disabled={nextCursor === null || query.isPlaceholderData} onClick={() => nextCursor && go([...cursors, nextCursor])}>
              {t('api.requestLog.older')}
            </Button>
          </HStack>
        </Stack>
      </Box>
      {selected ? <CallDetail entry={selected} onClose={() => setSelected(null)} /> : null}
    </Stack>
  );
}
