import { Box, Button, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, VA_PAY_TYPES, VA_STATUSES, type BodyOf, type VaAccount } from '@mizani/sdk';
import { formatAccountNumber, formatDateTime } from '@mizani/sdk/format';
import { Btn } from '@mizani/sdk/permissions';
import { fetchVaList, useVaListQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, FilterSelect, PagedList, useListState } from '@mizani/ui/list-kit';
import { Panel } from '../../../components/panel.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { exportPagesAsCsv, type DateRange } from '@mizani/sdk/lists';
import { channelLabel, vaStatusLabel } from '../../../lib/money-labels.ts';
import { VaApplyDialog } from '../components/va-apply-dialog.tsx';
import { VaDetail, VaStatusBadge } from '../components/va-detail.tsx';

export const VA_PAGE_SIZE = 20;
export const VA_EXPORT_FILE = 'va-accounts.csv';

type VaQuery = BodyOf<'va.list'>;

interface Filter {
  status: string;
  payType: string;
}
const EMPTY_FILTER: Filter = { status: '', payType: '' };

function vaQuery(filter: Filter, range: DateRange | null, pageNum: number): VaQuery {
  const query: VaQuery = { pageNum, pageSize: VA_PAGE_SIZE, ...(range ?? {}) };
  if (filter.status) query.status = filter.status as NonNullable<VaQuery['status']>;
  if (filter.payType) query.payType = Number(filter.payType) as NonNullable<VaQuery['payType']>;
  return query;
}

function DetailButton({ account, onOpen }: { account: VaAccount; onOpen: (account: VaAccount) => void }) {
  const t = useT();
  return (
    <Button size="xs" variant="outline" aria-label={t('assets.list.detailsOf', { name: account.accountName })} onClick={() => onOpen(account)}>
      {t('assets.list.details')}
    </Button>
  );
}

function VaTable({ rows, onOpen }: { rows: VaAccount[]; onOpen: (account: VaAccount) => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="va-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('assets.va.field.accountName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.va.field.payType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.va.field.currency')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.va.field.accountId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.va.field.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.va.field.createTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.list.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((account) => (
            <Table.Row key={account.id} data-testid="va-row">
              <Table.Cell fontWeight="medium">{account.accountName}</Table.Cell>
              <Table.Cell>{channelLabel(t, account.payType)}</Table.Cell>
              <Table.Cell>{account.currencyId}</Table.Cell>
              <Table.Cell fontFamily="mono">{account.accountId ? formatAccountNumber(account.accountId) : t('assets.list.none')}</Table.Cell>
              <Table.Cell>
                <VaStatusBadge status={account.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(account.createTime, locale)}</Table.Cell>
              <Table.Cell>
                <DetailButton account={account} onOpen={onOpen} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function VaCards({ rows, onOpen }: { rows: VaAccount[]; onOpen: (account: VaAccount) => void }) {
  const t = useT();
  return (
    <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" data-testid="va-cards">
      {rows.map((account) => (
        <Box as="li" key={account.id} borderWidth="1px" borderRadius="md" p="3">
          <Flex justify="space-between" align="flex-start" gap="2" mb="1" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word">
              {account.accountName}
            </Text>
            <VaStatusBadge status={account.status} />
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {channelLabel(t, account.payType)} · {account.currencyId}
          </Text>
          <Box mt="2">
            <DetailButton account={account} onOpen={onOpen} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** /home/assets-vaAccount: the user's virtual accounts and applications for new ones. */
export function VaAccountsRoute() {
  const t = useT();
  const user = useCurrentUser();
  const { can } = usePermissions();
  const { nameOf } = useCountries();
  const controls = useListState<Filter>(EMPTY_FILTER);
  const [applying, setApplying] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  const query = vaQuery(controls.filter, controls.range, controls.pageNum);
  const list = useVaListQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // The open account is read from the list, so its status follows a refetch.
  const open = rows.find((account) => account.id === openId) ?? null;

  const setField = (field: keyof Filter) => (value: string) => controls.applyFilter({ ...controls.filter, [field]: value });

  const exportCsv = async () => {
    notify({ type: 'info', message: t('sdk.downloading') });
    await exportPagesAsCsv({
      fileName: VA_EXPORT_FILE,
      fetchPage: (page, pageSize) => fetchVaList(api, { ...query, pageNum: page, pageSize }),
      header: [
        t('assets.va.field.accountName'),
        t('assets.va.field.payType'),
        t('assets.va.field.currency'),
        t('assets.va.field.country'),
        t('assets.va.field.status'),
        t('assets.va.field.accountId'),
        t('assets.va.field.bankName'),
        t('assets.va.field.branchCode'),
        t('assets.va.field.bankCode'),
        t('assets.va.field.payBillNum'),
        t('assets.va.field.createTime'),
      ],
      row: (account) => [
        account.accountName,
        channelLabel(t, account.payType),
        account.currencyId,
        nameOf(account.countryId) ?? account.countryId,
        vaStatusLabel(t, account.status),
        account.accountId,
        account.bankName,
        account.branchCode,
        account.bankCode,
        account.payBillNum,
        account.createTime,
      ],
    });
  };

  return (
    <Panel
      title={t('menu.assets.vaAccount')}
      titleId="va-accounts"
      actions={
        <HStack gap="2" wrap="wrap">
          <ExportButton onExport={exportCsv} disabled={total === 0} />
          {can(Btn.VAAccountAdd) ? (
            <Button size="sm" colorPalette="brand" onClick={() => setApplying(true)}>
              {t('assets.va.apply')}
            </Button>
          ) : null}
        </HStack>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{t('assets.va.intro')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" aria-label={t('assets.list.filters')} role="group">
          <FilterSelect
            name="status"
            label={t('assets.va.field.status')}
            value={controls.filter.status}
            onChange={setField('status')}
            options={VA_STATUSES.map((status) => ({ value: status, label: vaStatusLabel(t, status) }))}
          />
          <FilterSelect
            name="payType"
            label={t('assets.va.field.payType')}
            value={controls.filter.payType}
            onChange={setField('payType')}
            options={VA_PAY_TYPES.map((payType) => ({ value: String(payType), label: channelLabel(t, payType) }))}
          />
        </SimpleGrid>
        <PagedList controls={controls} result={list} pageSize={VA_PAGE_SIZE}>
          <VaTable rows={rows} onOpen={(account) => setOpenId(account.id)} />
          <VaCards rows={rows} onOpen={(account) => setOpenId(account.id)} />
        </PagedList>
      </Stack>
      {applying ? <VaApplyDialog defaultCountryId={user?.countryId} onClose={() => setApplying(false)} /> : null}
      {open ? <VaDetail account={open} onClose={() => setOpenId(null)} /> : null}
    </Panel>
  );
}
