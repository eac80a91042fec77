import { Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import type { FxConversion } from '@mizani/sdk/contract';
import { formatAmount, formatDateTime, formatRate } from '@mizani/sdk/format';
import { exportFxConversions, useCurrencyListQuery, useFxListQuery } from '@mizani/sdk/query';
import { ExportButton, FilterButtons, FilterForm, PagedList, pageParams, ResponsiveRows, Select, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Field } from '@mizani/ui/form';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { RateHistory } from '../components/rate-history.tsx';
import { fxExportForm, fxListParams, FX_HISTORY_PAGE_SIZE, NO_FX_CRITERIA, type FxCriteria, type FxHistoryState } from '../history-filter.ts';
import { useUserCurrencies } from '../use-user-currencies.ts';

const money = (amount: string, currency: string) => `${formatAmount(amount) || amount} ${currency}`;

function useRowText() {
  const t = useT();
  const { locale } = useLocale();
  return (row: FxConversion) => ({
    time: formatDateTime(row.createTime, locale),
    paid: money(row.fromAmount, row.fromCurrency),
    received: money(row.toAmount, row.toCurrency),
    rate: t('fx.rateValue', { from: row.fromCurrency, rate: formatRate(row.rate), to: row.toCurrency }),
    fee: money(row.fee, row.fromCurrency),
    fromWallet: t(row.fromScope === 0 ? 'fx.scope.0' : 'fx.scope.1'),
    toWallet: t(row.toScope === 0 ? 'fx.scope.0' : 'fx.scope.1'),
  });
}

type RowText = ReturnType<ReturnType<typeof useRowText>>;

const amountCell = (amount: keyof RowText, wallet: keyof RowText) => (cells: RowText) => (
  <>
    {cells[amount]}
    <Text fontSize="xs" color="fg.muted">
      {cells[wallet]}
    </Text>
  </>
);

/** A table from 1280 px; below, each conversion is a card: six columns fit neither a phone nor a tablet beside the side menu. */
function ConversionRows({ rows }: { rows: FxConversion[] }) {
  const t = useT();
  const text = useRowText();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const paid = amountCell('paid', 'fromWallet');
  const received = amountCell('received', 'toWallet');
  return (
    <ResponsiveRows
      rows={rows}
      rowKey={(row) => row.sn}
      tableTestId="fx-table"
      rowAttributes={(row) => ({ 'data-sn': row.sn })}
      cardsTestId="fx-cards"
      cardAttributes={(row) => ({ 'data-sn': row.sn })}
      columns={[
        { key: 'time', header: t('fx.history.col.time'), cell: (row) => <time dateTime={row.createTime}>{text(row).time}</time>, cellProps: nowrap },
        { key: 'sn', header: t('fx.history.col.sn'), cell: (row) => row.sn, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
        { key: 'paid', header: t('fx.history.col.paid'), end: true, cell: (row) => paid(text(row)), cellProps: nowrap },
        { key: 'received', header: t('fx.history.col.received'), end: true, cell: (row) => received(text(row)), cellProps: nowrap },
        { key: 'rate', header: t('fx.history.col.rate'), cell: (row) => text(row).rate, cellProps: nowrap },
        { key: 'fee', header: t('fx.history.col.fee'), end: true, cell: (row) => text(row).fee, cellProps: nowrap },
      ]}
      card={(row) => {
        const cells = text(row);
        return (
          <>
            <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
              <Text fontWeight="semibold">
                {cells.paid} → {cells.received}
              </Text>
            </Flex>
            <Text fontSize="sm">{cells.rate}</Text>
            <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" color="fg.muted">
              {row.sn}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={row.createTime}>{cells.time}</time>
            </Text>
          </>
        );
      }}
    />
  );
}

interface Draft {
  fromCurrency: string;
  toCurrency: string;
  sn: string;
}
const EMPTY_DRAFT: Draft = { fromCurrency: '', toCurrency: '', sn: '' };
const criteriaOf = (draft: Draft): FxCriteria => ({ fromCurrency: draft.fromCurrency || undefined, toCurrency: draft.toCurrency || undefined, sn: draft.sn.trim() || undefined });

/** /home/fx-history: a pair's rate as a chart, then the user's conversions with filters, presets, paging and CSV. */
export function FxHistoryRoute() {
  const t = useT();
  const { currencies: mine, countryCurrency } = useUserCurrencies();
  const currencies = useCurrencyListQuery(api);
  const controls = useListState<FxCriteria>(NO_FX_CRITERIA);
  const filter = useFilterDraft(controls, EMPTY_DRAFT, criteriaOf);
  const state: FxHistoryState = useMemo(
    () => ({ pageNum: controls.pageNum, preset: controls.preset, range: controls.range, criteria: controls.filter }),
    [controls.pageNum, controls.preset, controls.range, controls.filter],
  );
  const list = useFxListQuery(api, { ...fxListParams(state), ...pageParams(controls) }, { enabled: hasToken(), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const options = (currencies.data ?? []).map((currency) => ({ value: currency.id, label: currency.id }));
  const all = t('fx.history.filter.all');
  // The chart starts on US dollars into the user's own currency: the pair most people watch.
  const home = countryCurrency ?? mine[0] ?? 'KES';
  const chartFrom = home === 'USD' ? (mine.find((c) => c !== 'USD') ?? 'KES') : 'USD';

  return (
    <Stack gap="5">
      <Panel title={t('fx.chart.heading')} titleId="fx-chart">
        {countryCurrency !== undefined || mine.length > 0 ? <RateHistory key={`${chartFrom}-${home}`} initialFrom={chartFrom} initialTo={home} /> : null}
      </Panel>
      <Panel
        title={t('fx.history.list')}
        titleId="fx-conversions"
        actions={<ExportButton onExport={() => exportFxConversions(api, fxExportForm(state))} disabled={total === 0} label={t('fx.history.export')} />}
      >
        <Stack gap="5">
          <FilterForm
            label={t('fx.history.filter.search')}
            onSubmit={filter.submit}
            columns={{ base: 1, sm: 3 }}
            alignItems="end"
            below={<FilterButtons onReset={filter.clear} searchLabel={t('fx.history.filter.search')} resetLabel={t('fx.history.filter.reset')} mt="3" />}
          >
            <Field label={t('fx.history.filter.from')}>
              <Select name="fromCurrency" value={filter.draft.fromCurrency} placeholder={all} options={options} onChange={filter.set('fromCurrency')} />
            </Field>
            <Field label={t('fx.history.filter.to')}>
              <Select name="toCurrency" value={filter.draft.toCurrency} placeholder={all} options={options} onChange={filter.set('toCurrency')} />
            </Field>
            <Field label={t('fx.history.filter.sn')}>
              <Input name="sn" value={filter.draft.sn} onChange={filter.set('sn')} onBlur={(event) => filter.set('sn')(event.target.value.trim())} autoComplete="off" />
            </Field>
          </FilterForm>
          <PagedList controls={controls} result={list} pageSize={FX_HISTORY_PAGE_SIZE}>
            <ConversionRows rows={rows} />
          </PagedList>
        </Stack>
      </Panel>
    </Stack>
  );
}
