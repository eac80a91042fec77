import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_CHANNELS } from '@mizani/sdk';
import { useCurrencyListQuery } from '@mizani/sdk/query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api.ts';
import { channelLabel, orderKindLabel, orderStatusLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { EMPTY_HISTORY_FILTER, type HistoryFilterForm } from '../history-filter.ts';

function Select({ name, value, onChange, children }: { name: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The history filters: edited freely, applied with Search (Reset clears them). */
export function HistoryFilters({ value, onApply }: { value: HistoryFilterForm; onApply: (form: HistoryFilterForm) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const currencies = useCurrencyListQuery(api).data ?? [];
  const set = (field: keyof HistoryFilterForm) => (next: string) => setDraft((current) => ({ ...current, [field]: next }));
  const all = <option value="">{t('assets.list.all')}</option>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, sn: draft.sn.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={t('assets.list.filters')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <FormField label={t('assets.history.col.scope')}>
          <Select name="scope" value={draft.scope} onChange={set('scope')}>
            {all}
            {[0, 1].map((scope) => (
              <option key={scope} value={scope}>
                {scopeLabel(t, scope)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.currency')}>
          <Select name="currencyId" value={draft.currencyId} onChange={set('currencyId')}>
            {all}
            {currencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.status')}>
          <Select name="status" value={draft.status} onChange={set('status')}>
            {all}
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(t, status)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.channel')}>
          <Select name="payType" value={draft.payType} onChange={set('payType')}>
            {all}
            {PAYMENT_CHANNELS.map((payType) => (
              <option key={payType} value={payType}>
                {channelLabel(t, payType)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.kind')}>
          <Select name="type" value={draft.type} onChange={set('type')}>
            {all}
            {ORDER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {orderKindLabel(t, kind)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.direction')}>
          <Select name="direction" value={draft.direction} onChange={set('direction')}>
            {all}
            <option value="in">{t('assets.direction.in')}</option>
            <option value="out">{t('assets.direction.out')}</option>
          </Select>
        </FormField>
        <FormField label={t('assets.history.col.sn')}>
          <Input
            size="sm"
            name="sn"
            value={draft.sn}
            onChange={(event) => set('sn')(event.target.value)}
            onBlur={(event) => set('sn')(event.target.value.trim())}
          />
        </FormField>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            {t('assets.list.search')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_HISTORY_FILTER);
              onApply(EMPTY_HISTORY_FILTER);
            }}
          >
            {t('assets.list.reset')}
          </Button>
        </HStack>
      </SimpleGrid>
    </form>
  );
}
