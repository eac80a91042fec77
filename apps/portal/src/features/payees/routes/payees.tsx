import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken, PAYMENT_CHANNELS, type Payee } from '@mizani/sdk';
import { formatCard } from '@mizani/sdk/format';
import { Btn } from '@mizani/sdk/permissions';
import { fetchPayeeList, usePayeeDeleteMutation, usePayeeListQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@mizani/ui/form';
import { ConfirmDialog, ExportButton, FilterButtons, FilterSelect, PagedList, ResponsiveRows, useListState, type RowColumn } from '@mizani/ui/list-kit';
import { Panel } from '../../../components/panel.tsx';
import { RowCard } from '../../../components/row-card.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCountryOptions } from '../../../hooks/use-country-options.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { exportPagesAsCsv } from '@mizani/sdk/lists';
import { channelLabel, holderTypeLabel, payeeAuditLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { AuditBadge, PayeeDetail } from '../components/payee-detail.tsx';
import { PayeeFormDialog } from '../components/payee-form-dialog.tsx';
import { EMPTY_PAYEE_FILTER, payeeAccountOf, payeeQuery, type PayeeFilterForm } from '../payee-list.ts';

export const PAYEE_PAGE_SIZE = 20;
export const PAYEE_EXPORT_FILE = 'recipients.csv';

type Open = { kind: 'detail' | 'edit' | 'delete'; payee: Payee } | { kind: 'add' } | null;

function PayeeFilters({ value, onApply }: { value: PayeeFilterForm; onApply: (form: PayeeFilterForm) => void }) {
  const t = useT();
  const countryOptions = useCountryOptions();
  const [draft, setDraft] = useState(value);
  const set = (field: keyof PayeeFilterForm) => (next: string) => setDraft((current) => ({ ...current, [field]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, name: draft.name.trim() });
  };
  return (
    <form onSubmit={submit} aria-label={t('assets.list.filters')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" alignItems="end">
        <Field label={t('assets.payee.field.channelSearch')}>
          <Input size="sm" name="name" value={draft.name} onChange={(event) => set('name')(event.target.value)} onBlur={(event) => set('name')(event.target.value.trim())} />
        </Field>
        <FilterSelect
          name="scope"
          label={t('assets.payee.field.scope')}
          value={draft.scope}
          onChange={set('scope')}
          options={[0, 1].map((scope) => ({ value: String(scope), label: scopeLabel(t, scope) }))}
        />
        <FilterSelect
          name="countryId"
          label={t('assets.payee.field.country')}
          value={draft.countryId}
          onChange={set('countryId')}
          options={countryOptions}
        />
        <FilterSelect
          name="payType"
          label={t('assets.payee.field.payType')}
          value={draft.payType}
          onChange={set('payType')}
          options={PAYMENT_CHANNELS.map((payType) => ({ value: String(payType), label: channelLabel(t, payType) }))}
        />
        <FilterSelect
          name="auditStatus"
          label={t('assets.payee.field.auditStatus')}
          value={draft.auditStatus}
          onChange={set('auditStatus')}
          options={[-1, 0, 1, 2].map((status) => ({ value: String(status), label: payeeAuditLabel(t, status) }))}
        />
        <FilterButtons
          onReset={() => {
            setDraft(EMPTY_PAYEE_FILTER);
            onApply(EMPTY_PAYEE_FILTER);
          }}
        />
      </SimpleGrid>
    </form>
  );
}

interface RowActionsProps {
  payee: Payee;
  onOpen: (open: Open) => void;
}

/** Details for everyone; Edit and Delete only with their permission (a guarded button is removed). */
function RowActions({ payee, onOpen }: RowActionsProps) {
  const t = useT();
  const { can } = usePermissions();
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t('assets.list.detailsOf', { name: payee.name })} onClick={() => onOpen({ kind: 'detail', payee })}>
        {t('assets.list.details')}
      </Button>
      {can(Btn.AssetsPayeeEdit) ? (
        <Button size="xs" variant="outline" aria-label={t('assets.payee.editOf', { name: payee.name })} onClick={() => onOpen({ kind: 'edit', payee })}>
          {t('assets.payee.edit')}
        </Button>
      ) : null}
      {can(Btn.AssetsPayeeDelete) ? (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={t('assets.payee.deleteOf', { name: payee.name })} onClick={() => onOpen({ kind: 'delete', payee })}>
          {t('assets.payee.delete')}
        </Button>
      ) : null}
    </HStack>
  );
}

/** The recipients: a table from 1280 px, cards below. */
function PayeeRows({ rows, onOpen }: { rows: Payee[]; onOpen: (open: Open) => void }) {
  const t = useT();
  const actions = (payee: Payee) => <RowActions payee={payee} onOpen={onOpen} />;
  const columns: RowColumn<Payee>[] = [
    { key: 'name', header: t('assets.payee.field.name'), cell: (payee) => payee.name, cellProps: { fontWeight: 'medium' } },
    { key: 'payType', header: t('assets.payee.field.payType'), cell: (payee) => `${channelLabel(t, payee.payType)} · ${scopeLabel(t, payee.scope)}` },
    { key: 'account', header: t('assets.payee.field.accountId'), cell: payeeAccountOf, cellProps: { fontVariantNumeric: 'tabular-nums' } },
    { key: 'currency', header: t('assets.payee.field.currency'), cell: (payee) => payee.currencyId },
    { key: 'type', header: t('assets.payee.field.type'), cell: (payee) => holderTypeLabel(t, payee.type) },
    { key: 'audit', header: t('assets.payee.field.auditStatus'), cell: (payee) => <AuditBadge status={payee.auditStatus} /> },
    { key: 'actions', header: t('assets.list.actions'), cell: actions },
  ];
  return (
    <ResponsiveRows
      rows={rows}
      rowKey={(payee) => payee.id}
      columns={columns}
      tableTestId="payee-table"
      rowAttributes={() => ({ 'data-testid': 'payee-row' })}
      cardsTestId="payee-cards"
      cardAttributes={() => ({ 'data-testid': 'payee-card' })}
      card={(payee) => (
        <RowCard
          title={payee.name}
          badge={<AuditBadge status={payee.auditStatus} />}
          summary={`${channelLabel(t, payee.payType)} · ${payee.currencyId} · ${payeeAccountOf(payee)}`}
          actions={actions(payee)}
        />
      )}
    />
  );
}

/** /home/assets-payee: the user's recipients, with add, edit and delete behind their permissions. */
/** The export's columns, in order. */
const PAYEE_EXPORT_FIELDS = ['name', 'country', 'scope', 'payType', 'currency', 'type', 'userAccountNo', 'phone', 'bankName', 'bankUser', 'bankNo', 'bankBranch', 'bankSwiftCode', 'bankCode', 'auditStatus', 'createTime'] as const;

export function PayeesRoute() {
  const t = useT();
  const user = useCurrentUser();
  const { can } = usePermissions();
  const { nameOf } = useCountries();
  const controls = useListState<PayeeFilterForm>(EMPTY_PAYEE_FILTER);
  const [open, setOpen] = useState<Open>(null);
  const remove = usePayeeDeleteMutation(api);

  const query = payeeQuery(controls.filter, controls.range, controls.pageNum, PAYEE_PAGE_SIZE);
  const list = usePayeeListQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  const confirmDelete = async (payee: Payee) => {
    try {
      await remove.mutateAsync(payee.id);
    } catch {
      return;
    }
    notify({ type: 'success', message: t('assets.payee.deleted') });
    setOpen(null);
  };

  const exportCsv = async () => {
    notify({ type: 'info', message: t('sdk.downloading') });
    await exportPagesAsCsv({
      fileName: PAYEE_EXPORT_FILE,
      fetchPage: (page, pageSize) => fetchPayeeList(api, { ...query, pageNum: page, pageSize }),
      header: PAYEE_EXPORT_FIELDS.map((field) => t(`assets.payee.field.${field}`)),
      row: (payee) => [
        payee.name,
        nameOf(payee.countryId) ?? payee.countryId,
        scopeLabel(t, payee.scope),
        channelLabel(t, payee.payType),
        payee.currencyId,
        holderTypeLabel(t, payee.type),
        payee.userAccountNo,
        payee.phone,
        payee.bankName,
        payee.bankUser,
        payee.bankNo ? formatCard(payee.bankNo) : '',
        payee.bankBranch,
        payee.bankSwiftCode,
        payee.bankCode,
        payeeAuditLabel(t, payee.auditStatus),
        payee.createTime,
      ],
    });
  };

  return (
    <Panel
      title={t('menu.assets.payee')}
      titleId="payees"
      actions={
        <HStack gap="2" wrap="wrap">
          <ExportButton onExport={exportCsv} disabled={total === 0} />
          {can(Btn.AssetsPayeeAdd) ? (
            <Button size="sm" colorPalette="brand" onClick={() => setOpen({ kind: 'add' })}>
              {t('assets.payee.add')}
            </Button>
          ) : null}
        </HStack>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{t('assets.payee.intro')}</Text>
        <PayeeFilters value={controls.filter} onApply={controls.applyFilter} />
        <PagedList controls={controls} result={list} pageSize={PAYEE_PAGE_SIZE}>
          <PayeeRows rows={rows} onOpen={setOpen} />
        </PagedList>
      </Stack>
      {open?.kind === 'add' ? <PayeeFormDialog defaultCountryId={user?.countryId} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <PayeeFormDialog payee={open.payee} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'detail' ? <PayeeDetail payee={open.payee} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('assets.payee.deleteTitle')}
          message={t('assets.payee.deleteBody', { name: open.payee.name })}
          confirmLabel={t('assets.payee.delete')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(open.payee)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Panel>
  );
}
