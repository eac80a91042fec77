import { Box, Button, Flex, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken, PAYMENT_CHANNELS, type Payee } from '@mizani/sdk';
import { formatCard } from '@mizani/sdk/format';
import { Btn } from '@mizani/sdk/permissions';
import { fetchPayeeList, usePayeeDeleteMutation, usePayeeListQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ConfirmDialog, DatePresetBar, ListBody, ListPager } from '../../../components/list-kit.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { collectPages, saveCsv, toCsv } from '../../../lib/csv-export.ts';
import { channelLabel, holderTypeLabel, payeeAuditLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { rangeOf, type DatePreset, type DateRange } from '../../../lib/date-range.ts';
import { AuditBadge, PayeeDetail } from '../components/payee-detail.tsx';
import { PayeeFormDialog } from '../components/payee-form-dialog.tsx';
import { EMPTY_PAYEE_FILTER, payeeAccountOf, payeeQuery, type PayeeFilterForm } from '../payee-list.ts';

export const PAYEE_PAGE_SIZE = 20;
export const PAYEE_EXPORT_FILE = 'recipients.csv';

type Open = { kind: 'detail' | 'edit' | 'delete'; payee: Payee } | { kind: 'add' } | null;

function FilterSelect({ name, label, value, onChange, children }: { name: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <FormField label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function PayeeFilters({ value, onApply }: { value: PayeeFilterForm; onApply: (form: PayeeFilterForm) => void }) {
  const t = useT();
  const { countries, nameOf } = useCountries();
  const [draft, setDraft] = useState(value);
  const set = (field: keyof PayeeFilterForm) => (next: string) => setDraft((current) => ({ ...current, [field]: next }));
  const all = <option value="">{t('assets.list.all')}</option>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, name: draft.name.trim() });
  };
  return (
    <form onSubmit={submit} aria-label={t('assets.list.filters')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" alignItems="end">
        <FormField label={t('assets.payee.field.channelSearch')}>
          <Input size="sm" name="name" value={draft.name} onChange={(event) => set('name')(event.target.value)} onBlur={(event) => set('name')(event.target.value.trim())} />
        </FormField>
        <FilterSelect name="scope" label={t('assets.payee.field.scope')} value={draft.scope} onChange={set('scope')}>
          {all}
          <option value="0">{scopeLabel(t, 0)}</option>
          <option value="1">{scopeLabel(t, 1)}</option>
        </FilterSelect>
        <FilterSelect name="countryId" label={t('assets.payee.field.country')} value={draft.countryId} onChange={set('countryId')}>
          {all}
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {nameOf(country.id) ?? country.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="payType" label={t('assets.payee.field.payType')} value={draft.payType} onChange={set('payType')}>
          {all}
          {PAYMENT_CHANNELS.map((payType) => (
            <option key={payType} value={payType}>
              {channelLabel(t, payType)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="auditStatus" label={t('assets.payee.field.auditStatus')} value={draft.auditStatus} onChange={set('auditStatus')}>
          {all}
          {[-1, 0, 1, 2].map((status) => (
            <option key={status} value={status}>
              {payeeAuditLabel(t, status)}
            </option>
          ))}
        </FilterSelect>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            {t('assets.list.search')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_PAYEE_FILTER);
              onApply(EMPTY_PAYEE_FILTER);
            }}
          >
            {t('assets.list.reset')}
          </Button>
        </HStack>
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

function PayeeTable({ rows, onOpen }: { rows: Payee[]; onOpen: (open: Open) => void }) {
  const t = useT();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="payee-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('assets.payee.field.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.payee.field.payType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.payee.field.accountId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.payee.field.currency')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.payee.field.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.payee.field.auditStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.list.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((payee) => (
            <Table.Row key={payee.id} data-testid="payee-row">
              <Table.Cell fontWeight="medium">{payee.name}</Table.Cell>
              <Table.Cell>
                {channelLabel(t, payee.payType)} · {scopeLabel(t, payee.scope)}
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{payeeAccountOf(payee)}</Table.Cell>
              <Table.Cell>{payee.currencyId}</Table.Cell>
              <Table.Cell>{holderTypeLabel(t, payee.type)}</Table.Cell>
              <Table.Cell>
                <AuditBadge status={payee.auditStatus} />
              </Table.Cell>
              <Table.Cell>
                <RowActions payee={payee} onOpen={onOpen} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PayeeCards({ rows, onOpen }: { rows: Payee[]; onOpen: (open: Open) => void }) {
  const t = useT();
  return (
    <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" data-testid="payee-cards">
      {rows.map((payee) => (
        <Box as="li" key={payee.id} borderWidth="1px" borderRadius="md" p="3" data-testid="payee-card">
          <Flex justify="space-between" align="flex-start" gap="2" mb="1" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word">
              {payee.name}
            </Text>
            <AuditBadge status={payee.auditStatus} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {channelLabel(t, payee.payType)} · {payee.currencyId} · {payeeAccountOf(payee)}
          </Text>
          <Box mt="2">
            <RowActions payee={payee} onOpen={onOpen} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** /home/assets-payee: the user's recipients, with add, edit and delete behind their permissions. */
export function PayeesRoute() {
  const t = useT();
  const user = useCurrentUser();
  const { can } = usePermissions();
  const { nameOf } = useCountries();
  const [preset, setPreset] = useState<DatePreset>('all');
  const [range, setRange] = useState<DateRange | null>(null);
  const [form, setForm] = useState<PayeeFilterForm>(EMPTY_PAYEE_FILTER);
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const remove = usePayeeDeleteMutation(api);

  const query = payeeQuery(form, range, pageNum, PAYEE_PAGE_SIZE);
  const list = usePayeeListQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  const choose = (next: DatePreset) => {
    setPreset(next);
    setRange(rangeOf(next, new Date()));
    setPageNum(1);
  };

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
    setExporting(true);
    notify({ type: 'info', message: t('sdk.downloading') });
    try {
      const all = await collectPages((page, pageSize) => fetchPayeeList(api, { ...query, pageNum: page, pageSize }));
      const header = [
        t('assets.payee.field.name'),
        t('assets.payee.field.country'),
        t('assets.payee.field.scope'),
        t('assets.payee.field.payType'),
        t('assets.payee.field.currency'),
        t('assets.payee.field.type'),
        t('assets.payee.field.userAccountNo'),
        t('assets.payee.field.phone'),
        t('assets.payee.field.bankName'),
        t('assets.payee.field.bankUser'),
        t('assets.payee.field.bankNo'),
        t('assets.payee.field.bankBranch'),
        t('assets.payee.field.bankSwiftCode'),
        t('assets.payee.field.bankCode'),
        t('assets.payee.field.auditStatus'),
        t('assets.payee.field.createTime'),
      ];
      const csvRows = all.map((payee) => [
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
      ]);
      saveCsv(PAYEE_EXPORT_FILE, toCsv(header, csvRows));
    } catch {
      // The client has told the user why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title={t('menu.assets.payee')}
      titleId="payees"
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={total === 0}>
            {t('assets.list.export')}
          </Button>
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
        <PayeeFilters
          value={form}
          onApply={(next) => {
            setForm(next);
            setPageNum(1);
          }}
        />
        <DatePresetBar value={preset} onChange={choose} />
        <ListBody pending={list.isPending} empty={rows.length === 0} stale={list.isPlaceholderData}>
          <PayeeTable rows={rows} onOpen={setOpen} />
          <PayeeCards rows={rows} onOpen={setOpen} />
        </ListBody>
        <ListPager pageNum={pageNum} pageSize={PAYEE_PAGE_SIZE} total={total} onPage={setPageNum} />
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
