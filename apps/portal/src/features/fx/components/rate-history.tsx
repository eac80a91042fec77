import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { formatAmount, formatDate } from '@mizani/sdk/format';
import { useCurrencyListQuery, useExchangeRateHistoryQuery } from '@mizani/sdk/query';
import { ListSkeleton, Select } from '@mizani/ui/list-kit';
import { useMemo, useState } from 'react';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { RateChart } from './rate-chart.tsx';

/** The periods the chart offers: days shown, and the history thinned to one point per hour or day. */
const PERIODS = [
  { days: 7, bucket: 'hour' },
  { days: 30, bucket: 'day' },
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

interface RateHistoryProps {
  /** The pair the chart starts with. */
  initialFrom: string;
  initialTo: string;
}

/** A pair's rate over the last week or month, as a chart, with the pair to choose. */
export function RateHistory({ initialFrom, initialTo }: RateHistoryProps) {
  const t = useT();
  const { locale } = useLocale();
  const currencies = useCurrencyListQuery(api);
  const [pair, setPair] = useState({ from: initialFrom, to: initialTo });
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(PERIODS[1]);
  // Fixed per period choice: a begin time recomputed each render would be a new query each time.
  const beginTime = useMemo(() => new Date(Date.now() - period.days * DAY_MS).toISOString(), [period]);
  const valid = pair.from !== pair.to;
  const history = useExchangeRateHistoryQuery(
    api,
    { pageNum: 1, pageSize: 100, fromCurrency: pair.from, toCurrency: pair.to, bucket: period.bucket, beginTime },
    { enabled: valid, refetchInterval: 60_000 },
  );
  const points = useMemo(() => (history.data?.rows ?? []).map((row) => ({ time: row.createTime, rate: row.rate })), [history.data]);
  const options = (currencies.data ?? []).map((currency) => ({ value: currency.id, label: currency.id }));
  const chronological = [...points].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const rates = points.map((p) => Number(p.rate));
  const first = chronological[0];
  const last = chronological[chronological.length - 1];
  const values = { from: pair.from, to: pair.to };

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems="end">
        <Field label={t('fx.chart.from')}>
          <Select size="sm" name="chartFrom" value={pair.from} options={options} onChange={(event) => setPair((p) => ({ ...p, from: event.target.value }))} />
        </Field>
        <Field label={t('fx.chart.to')}>
          <Select size="sm" name="chartTo" value={pair.to} options={options} onChange={(event) => setPair((p) => ({ ...p, to: event.target.value }))} />
        </Field>
        <HStack gap="2" wrap="wrap" gridColumn={{ base: 'span 2', md: 'span 2' }} role="group" aria-label={t('fx.chart.period')}>
          {PERIODS.map((option) => (
            <Button
              key={option.days}
              size="sm"
              variant={option === period ? 'solid' : 'outline'}
              colorPalette={option === period ? 'brand' : 'gray'}
              aria-pressed={option === period}
              onClick={() => setPeriod(option)}
            >
              {t('fx.chart.days', { days: option.days })}
            </Button>
          ))}
        </HStack>
      </SimpleGrid>
      {!valid ? (
        <Text color="fg.muted">{t('fx.invalid.sameCurrency')}</Text>
      ) : history.isPending ? (
        <ListSkeleton />
      ) : points.length === 0 || !first || !last ? (
        <Text color="fg.muted" data-testid="chart-empty">
          {t('fx.chart.empty')}
        </Text>
      ) : (
        <RateChart
          points={points}
          title={t('fx.chart.title', { ...values, days: period.days })}
          description={t('fx.chart.label', {
            ...values,
            start: formatDate(first.time, locale),
            end: formatDate(last.time, locale),
            min: formatAmount(Math.min(...rates)),
            max: formatAmount(Math.max(...rates)),
            last: formatAmount(last.rate),
          })}
          xAxisLabel={t('fx.chart.axis.time')}
          yAxisLabel={t('fx.chart.axis.rate', values)}
          formatTime={(iso) => formatDate(iso, locale)}
        />
      )}
    </Stack>
  );
}
