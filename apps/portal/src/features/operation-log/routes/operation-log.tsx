import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, type OperationLog } from '@mizani/sdk';
import { useUserLogQuery } from '@mizani/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { describeDevice, operationLabel } from '../../../lib/operation-log.ts';
import { PagedList, pageParams, ResponsiveRows, useListState } from '@mizani/ui/list-kit';

export const LOG_PAGE_SIZE = 10;

/** The log has the date presets and paging but no other filter. */
const NO_FILTER = {};

function ResultBadge({ success }: { success: boolean }) {
  const t = useT();
  return (
    <Badge colorPalette={success ? 'green' : 'red'} variant="subtle">
      {t(success ? 'operationLog.result.success' : 'operationLog.result.failed')}
    </Badge>
  );
}

function useRowText() {
  const t = useT();
  const { locale } = useLocale();
  return (row: OperationLog) => ({
    time: formatDateTime(row.createTime, locale),
    operation: operationLabel(t, row.operation),
    device: describeDevice(row.userAgent) ?? t('operationLog.device.unknown'),
  });
}

/** A table from 1280 px; below, each entry is a card: five columns fit neither a phone nor a tablet beside the side menu. */
function LogRows({ rows }: { rows: OperationLog[] }) {
  const t = useT();
  const text = useRowText();
  return (
    <ResponsiveRows
      rows={rows}
      rowKey={(row) => row.id}
      tableTestId="log-table"
      cardsTestId="log-cards"
      columns={[
        { key: 'time', header: t('operationLog.col.time'), cell: (row) => <time dateTime={row.createTime}>{text(row).time}</time>, cellProps: { whiteSpace: 'nowrap' } },
        { key: 'operation', header: t('operationLog.col.operation'), cell: (row) => text(row).operation },
        { key: 'ip', header: t('operationLog.col.ip'), cell: (row) => row.ip, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
        { key: 'device', header: t('operationLog.col.device'), cell: (row) => text(row).device, cellProps: (row) => ({ title: row.userAgent ?? undefined }) },
        { key: 'result', header: t('operationLog.col.result'), cell: (row) => <ResultBadge success={row.success} /> },
      ]}
      card={(row) => {
        const cells = text(row);
        return (
          <>
            <Flex justify="space-between" align="flex-start" gap="2" mb="2">
              <Text fontWeight="semibold">{cells.operation}</Text>
              <ResultBadge success={row.success} />
            </Flex>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
              <Text as="dt" color="fg.muted">
                {t('operationLog.col.time')}
              </Text>
              <Text as="dd">
                <time dateTime={row.createTime}>{cells.time}</time>
              </Text>
              <Text as="dt" color="fg.muted">
                {t('operationLog.col.ip')}
              </Text>
              <Text as="dd" wordBreak="break-all">
                {row.ip}
              </Text>
              <Text as="dt" color="fg.muted">
                {t('operationLog.col.device')}
              </Text>
              <Text as="dd">{cells.device}</Text>
            </Box>
          </>
        );
      }}
    />
  );
}

/** /home/operation-log: the user's security-relevant actions, paged, with date presets. */
export function OperationLogRoute() {
  const t = useT();
  const controls = useListState(NO_FILTER);
  const log = useUserLogQuery(
    api,
    { ...pageParams(controls), pageSize: LOG_PAGE_SIZE, ...(controls.range ?? {}) },
    { enabled: hasToken(), placeholderData: keepPreviousData },
  );
  const rows = log.data?.rows ?? [];

  return (
    <Panel title={t('operationLog.title')} titleId="operation-log">
      <Stack gap="5">
        <Text color="fg.muted">{t('operationLog.intro')}</Text>
        <PagedList controls={controls} result={log} pageSize={LOG_PAGE_SIZE}>
          <LogRows rows={rows} />
        </PagedList>
      </Stack>
    </Panel>
  );
}
