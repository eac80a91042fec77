import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken, VA_PAY_TYPES, VA_STATUSES, type BodyOf, type VaAccount } from '@mizani/sdk';
import { formatAccountNumber, formatDateTime } from '@mizani/sdk/format';
import { Btn } from '@mizani/sdk/permissions';
import { fetchVaList, useVaListQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, FilterSelect, PagedList, ResponsiveRows, useListState, type RowColumn } from '@mizani/ui/list-kit';
import { Panel } from '../../../components/panel.tsx';
import { RowCard } from '../../../components/row-card.tsx';
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

/** The virtual accounts: a table from 1280 px, cards below. */
function VaRows({ rows, onOpen }: { rows: VaAccount[]; onOpen: (account: VaAccount) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const details = (account: VaAccount) => <DetailButton account={account} onOpen={onOpen} />;
  const columns: RowColumn<VaAccount>[] = [
    { key: 'name', header: t('assets.va.field.accountName'), cell: (account) => account.accountName, cellProps: { fontWeight: 'medium' } },
    { key: 'payType', header: t('assets.va.field.payType'), cell: (account) => channelLabel(t, account.payType) },
    { key: 'currency', header: t('assets.va.field.currency'), cell: (account) => account.currencyId },
    { key: 'accountId', header: t('assets.va.field.accountId'), cell: (account) => (account.accountId ? formatAccountNumber(account.accountId) : t('assets.list.none')), cellProps: { fontFamily: 'mono' } },
    { key: 'status', header: t('assets.va.field.status'), cell: (account) => <VaStatusBadge status={account.status} /> },
    { key: 'created', header: t('assets.va.field.createTime'), cell: (account) => formatDateTime(account.createTime, locale), cellProps: { whiteSpace: 'nowrap' } },
    { key: 'actions', header: t('assets.list.actions'), cell: details },
  ];
  return (
    <ResponsiveRows
      rows={rows}
      rowKey={(account) => account.id}
      columns={columns}
      tableTestId="va-table"
      rowAttributes={() => ({ 'data-testid': 'va-row' })}
      cardsTestId="va-cards"
      card={(account) => (
        <RowCard
          title={account.accountName}
          badge={<VaStatusBadge status={account.status} />}
          summary={`${channelLabel(t, account.payType)} · ${account.currencyId}`}
          actions={details(account)}
        />
      )}
    />
  );
}

/** /home/assets-vaAccount: the user's virtual accounts and applications for new ones. */
/** The export's columns, in order. */
const VA_EXPORT_FIELDS = ['accountName', 'payType', 'currency', 'country', 'status', 'accountId', 'bankName', 'branchCode', 'bankCode', 'payBillNum', 'createTime'] as const;

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
      header: VA_EXPORT_FIELDS.map((field) => t(`assets.va.field.${field}`)),
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
          <VaRows rows={rows} onOpen={(account) => setOpenId(account.id)} />
        </PagedList>
      </Stack>
      {applying ? <VaApplyDialog defaultCountryId={user?.countryId} onClose={() => setApplying(false)} /> : null}
      {open ? <VaDetail account={open} onClose={() => setOpenId(null)} /> : null}
    </Panel>
  );
}
