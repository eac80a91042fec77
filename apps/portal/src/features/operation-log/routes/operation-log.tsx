import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, type OperationLog } from '@mizani/sdk';
import { useUserLogQuery } from '@mizani/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { describeDevice, operationLabel } from '../../../lib/operation-log.ts';
import { PagedList, useListState } from '@mizani/ui/list-kit';

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

function LogTable({ rows }: { rows: OperationLog[] }) {
  const t = useT();
  const text = useRowText();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="log-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('operationLog.col.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('operationLog.col.operation')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('operationLog.col.ip')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('operationLog.col.device')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('operationLog.col.result')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const cells = text(row);
            return (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={row.createTime}>{cells.time}</time>
                </Table.Cell>
                <Table.Cell>{cells.operation}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.ip}
                </Table.Cell>
                <Table.Cell title={row.userAgent ?? undefined}>{cells.device}</Table.Cell>
                <Table.Cell>
                  <ResultBadge success={row.success} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below 768 px each entry is a card: five columns do not fit a 360 px screen. */
function LogCards({ rows }: { rows: OperationLog[] }) {
  const t = useT();
  const text = useRowText();
  return (
    <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" data-testid="log-cards">
      {rows.map((row) => {
        const cells = text(row);
        return (
          <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" p="3">
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
          </Box>
        );
      })}
    </Stack>
  );
}

/** /home/operation-log: the user's security-relevant actions, paged, with date presets. */
export function OperationLogRoute() {
  const t = useT();
  const controls = useListState(NO_FILTER);
  const log = useUserLogQuery(
    api,
    { pageNum: controls.pageNum, pageSize: LOG_PAGE_SIZE, ...(controls.range ?? {}) },
    { enabled: hasToken(), placeholderData: keepPreviousData },
  );
  const rows = log.data?.rows ?? [];

  return (
    <Panel title={t('operationLog.title')} titleId="operation-log">
      <Stack gap="5">
        <Text color="fg.muted">{t('operationLog.intro')}</Text>
        <PagedList controls={controls} result={log} pageSize={LOG_PAGE_SIZE}>
          <LogTable rows={rows} />
          <LogCards rows={rows} />
        </PagedList>
      </Stack>
    </Panel>
  );
}
