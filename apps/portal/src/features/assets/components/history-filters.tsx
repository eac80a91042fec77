import { Input, SimpleGrid } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_CHANNELS } from '@mizani/sdk';
import { useCurrencyListQuery } from '@mizani/sdk/query';
import { FilterButtons, FilterSelect } from '@mizani/ui/list-kit';
import { useState, type FormEvent } from 'react';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { channelLabel, orderKindLabel, orderStatusLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { EMPTY_HISTORY_FILTER, type HistoryFilterForm } from '../history-filter.ts';

/** The history filters: edited freely, applied with Search (Reset clears them). */
export function HistoryFilters({ value, onApply }: { value: HistoryFilterForm; onApply: (form: HistoryFilterForm) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const currencies = useCurrencyListQuery(api).data ?? [];
  const set = (field: keyof HistoryFilterForm) => (next: string) => setDraft((current) => ({ ...current, [field]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, sn: draft.sn.trim() });
  };

  const options = <V extends string | number>(values: readonly V[], label: (value: V) => string) => values.map((value) => ({ value: String(value), label: label(value) }));

  return (
    <form onSubmit={submit} aria-label={t('assets.list.filters')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <FilterSelect name="scope" label={t('assets.history.col.scope')} value={draft.scope} onChange={set('scope')} options={options([0, 1], (scope) => scopeLabel(t, scope))} />
        <FilterSelect name="currencyId" label={t('assets.history.col.currency')} value={draft.currencyId} onChange={set('currencyId')} options={options(currencies.map((currency) => currency.id), (id) => id)} />
        <FilterSelect name="status" label={t('assets.history.col.status')} value={draft.status} onChange={set('status')} options={options(ORDER_STATUSES, (status) => orderStatusLabel(t, status))} />
        <FilterSelect name="payType" label={t('assets.history.col.channel')} value={draft.payType} onChange={set('payType')} options={options(PAYMENT_CHANNELS, (payType) => channelLabel(t, payType))} />
        <FilterSelect name="type" label={t('assets.history.col.kind')} value={draft.type} onChange={set('type')} options={options(ORDER_KINDS, (kind) => orderKindLabel(t, kind))} />
        <FilterSelect
          name="direction"
          label={t('assets.history.col.direction')}
          value={draft.direction}
          onChange={set('direction')}
          options={[
            { value: 'in', label: t('assets.direction.in') },
            { value: 'out', label: t('assets.direction.out') },
          ]}
        />
        <Field label={t('assets.history.col.sn')}>
          <Input
            size="sm"
            name="sn"
            value={draft.sn}
            onChange={(event) => set('sn')(event.target.value)}
            onBlur={(event) => set('sn')(event.target.value.trim())}
          />
        </Field>
        <FilterButtons
          onReset={() => {
            setDraft(EMPTY_HISTORY_FILTER);
            onApply(EMPTY_HISTORY_FILTER);
          }}
        />
      </SimpleGrid>
    </form>
  );
}
