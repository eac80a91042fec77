import { Badge, Box, Button, Code, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useLocale, useT } from '@mizani/i18n/react';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@mizani/sdk/contract';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../lib/merchant-enums.ts';
import { dateInZone, formatDateTimeSeconds, startOfDateInZone } from '@mizani/sdk/format';
import { useWebhookListQuery, useWebhookReplayMutation, useWebhookResendMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { FilterButtons, ListDialog, ListFormDialog, pageParams, ResponsiveRows, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { prettyJson } from '../../../lib/pretty-json.ts';
import { compact, ConsoleFilters, ConsoleList, FilterChoice, FilterInput, PAGE_SIZE } from '../../../components/console-list.tsx';
import { Field } from '@mizani/ui/form';
import { STATUS_LABELS, STATUS_PALETTE as ORDER_STATUS_PALETTE } from '../../../lib/order-labels.ts';

const STATUS_LABEL: Record<WebhookDeliveryStatus, MessageId> = {
  pending: 'api.webhooks.status.pending',
  delivered: 'api.webhooks.status.delivered',
  failed: 'api.webhooks.status.failed',
};
const STATUS_PALETTE: Record<WebhookDeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

function DeliveryDetail({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ListDialog title={t('api.webhooks.detail')} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm">
          <Code>webhook-id: {delivery.eventId}</Code>
        </Text>
        <Text fontSize="sm" wordBreak="break-all">
          {t('detail.labelled', { label: t('api.webhooks.url'), value: delivery.url })}
        </Text>
        <Stack gap="1">
          <Text fontWeight="medium">{t('api.webhooks.request')}</Text>
          <Box as="pre" fontSize="xs" p="3" bg="bg.muted" borderRadius="md" overflowX="auto" tabIndex={0}>
            {prettyJson(delivery.payload)}
          </Box>
        </Stack>
        <Text fontWeight="medium">{t('api.webhooks.attempts')}</Text>
        {delivery.attempts.length === 0 ? (
          <Text color="fg.muted">{t('api.webhooks.noAttempts')}</Text>
        ) : (
          <Table.ScrollArea position="relative">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('api.webhooks.time')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('api.webhooks.responseStatus')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('api.webhooks.duration')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('api.webhooks.responseOrError')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {delivery.attempts.map((attempt) => (
                  <Table.Row key={attempt.attemptNo}>
                    <Table.Cell>{attempt.attemptNo}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTimeSeconds(attempt.time, locale)}</Table.Cell>
                    <Table.Cell>{attempt.responseStatus ?? '—'}</Table.Cell>
                    <Table.Cell>{t('api.webhooks.ms', { ms: attempt.durationMs })}</Table.Cell>
                    <Table.Cell maxW="64" wordBreak="break-all" fontSize="xs">
                      {attempt.error ?? attempt.responseBody ?? ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </ListDialog>
  );
}

interface Filters {
  orderNo: string;
  merchantOrderNo: string;
  status: string;
}

/** The order status a notification reports (what the merchant's receiver is told). */
function EventStatus({ status }: { status: number | null }) {
  const t = useT();
  const id = status === null ? undefined : STATUS_LABELS[status];
  if (status === null || !id) return <>—</>;
  return (
    <Badge colorPalette={ORDER_STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {t(id)}
    </Badge>
  );
}

/**
 * "Replay all failed since …": every notification created since the chosen day (East Africa Time,
 * as the console shows times) that gave up is queued again. Asking twice queues nothing twice.
 */
function ReplayDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [day, setDay] = useState(() => dateInZone(new Date()));
  const replay = useWebhookReplayMutation(api);
  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (!day) return;
    replay.mutate({ since: startOfDateInZone(day).toISOString() }, {
      onSuccess: (data) => {
        notify({ type: 'success', message: t('api.webhooks.replay.done', { count: data.replayed }) });
        onClose();
      },
    });
  };
  return (
    <ListFormDialog
      title={t('api.webhooks.replay.title')}
      formId="webhook-replay"
      onSubmit={submit}
      onClose={onClose}
      submitting={replay.isPending}
      saveLabel={t('api.webhooks.replay.confirm')}
      saveDisabled={!day}
    >
      <form id="webhook-replay" onSubmit={submit}>
        <Stack gap="4">
          <Text>{t('api.webhooks.replay.body')}</Text>
          <Field label={t('api.webhooks.replay.since')}>
            <Input type="date" value={day} max={dateInZone(new Date())} onChange={(event) => setDay(event.target.value)} />
          </Field>
        </Stack>
      </form>
    </ListFormDialog>
  );
}

/** Status notifications sent to the callback URL: every attempt, and a Resend button per delivery. */
export function WebhooksRoute() {
  const t = useT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  // The order's detail links here with its number: the list opens filtered by it.
  const [initial] = useState<Filters>(() => ({ orderNo: params.get('orderNo') ?? '', merchantOrderNo: params.get('merchantOrderNo') ?? '', status: '' }));
  const list = useListState<Filters>(initial);
  const filters = useFilterDraft(list, initial);
  const [selected, setSelected] = useState<WebhookDelivery | null>(null);
  const [replaying, setReplaying] = useState(false);
  const resend = useWebhookResendMutation(api);
  const [polling, setPolling] = useState(false);
  const query = useWebhookListQuery(
    api,
    {
      ...pageParams(list),
      pageSize: PAGE_SIZE,
      ...compact({ orderNo: list.filter.orderNo.trim(), merchantOrderNo: list.filter.merchantOrderNo.trim() }),
      ...(list.filter.status ? { status: list.filter.status as WebhookDeliveryStatus } : {}),
    },
    {
      placeholderData: keepPreviousData,
      // Deliveries still being retried gain attempts while the page is open.
      refetchInterval: polling ? 5_000 : false,
    },
  );
  const rows = query.data?.rows ?? [];
  const anyPending = rows.some((delivery) => delivery.status === 'pending');
  useEffect(() => setPolling(anyPending), [anyPending]);
  const send = (delivery: WebhookDelivery) =>
    resend.mutate(delivery.id, { onSuccess: () => notify({ type: 'success', message: t('api.webhooks.resent') }) });

  const lastResponse = (delivery: WebhookDelivery) => {
    const last = delivery.attempts[delivery.attempts.length - 1];
    return last ? `${last.responseStatus ?? '—'} · ${formatDateTimeSeconds(last.time, locale)}` : '—';
  };

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }}>
        <Text color="fg.muted">{t('api.webhooks.intro')}</Text>
        <Button variant="outline" colorPalette="brand" flexShrink={0} onClick={() => setReplaying(true)}>
          {t('api.webhooks.replay.open')}
        </Button>
      </Stack>
      <ConsoleFilters filter={filters} columns={{ base: 1, md: 4 }} alignItems="end">
        <FilterInput filter={filters} name="merchantOrderNo" label={t('api.webhooks.merchantOrderNo')} />
        <FilterInput filter={filters} name="orderNo" label={t('api.orders.orderNo')} />
        <FilterChoice
          filter={filters}
          name="status"
          label={t('api.orders.status')}
          options={WEBHOOK_DELIVERY_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))}
        />
        <FilterButtons searchLabel={t('api.orders.search')} size="md" />
      </ConsoleFilters>
      <ConsoleList controls={list} result={query}>
        <ResponsiveRows
          rows={rows}
          rowKey={(delivery) => delivery.id}
          tableTestId="webhook-table"
          cardsTestId="webhook-cards"
          columns={[
            { key: 'created', header: t('api.webhooks.created'), cell: (delivery) => formatDateTimeSeconds(delivery.createTime, locale) },
            { key: 'merchantOrderNo', header: t('api.webhooks.merchantOrderNo'), cell: (delivery) => delivery.merchantOrderNo ?? '', cellProps: { fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' } },
            { key: 'orderNo', header: t('api.orders.orderNo'), cell: (delivery) => delivery.orderNo ?? '', cellProps: { fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' } },
            { key: 'eventStatus', header: t('api.webhooks.eventStatus'), cell: (delivery) => <EventStatus status={delivery.eventStatus} /> },
            {
              key: 'status',
              header: t('api.orders.status'),
              cell: (delivery) => <Badge colorPalette={STATUS_PALETTE[delivery.status]}>{t(STATUS_LABEL[delivery.status])}</Badge>,
            },
            { key: 'lastResponse', header: t('api.webhooks.lastResponse'), cell: lastResponse },
            {
              key: 'nextAttempt',
              header: t('api.webhooks.nextAttempt'),
              cell: (delivery) => (delivery.status === 'pending' && delivery.nextAttemptTime ? formatDateTimeSeconds(delivery.nextAttemptTime, locale) : '—'),
            },
            { key: 'attemptCount', header: t('api.webhooks.attemptCount'), cell: (delivery) => delivery.attemptCount },
            {
              key: 'actions',
              header: <Text srOnly>{t('api.webhooks.actions')}</Text>,
              actions: true,
              cell: (delivery) => (
                <HStack gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => setSelected(delivery)}>
                    {t('api.webhooks.detail')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="brand" onClick={() => send(delivery)} disabled={resend.isPending}>
                    {t('api.webhooks.resend')}
                  </Button>
                </HStack>
              ),
            },
          ]}
        />
      </ConsoleList>
      {selected ? <DeliveryDetail delivery={selected} onClose={() => setSelected(null)} /> : null}
      {replaying ? <ReplayDialog onClose={() => setReplaying(false)} /> : null}
    </Stack>
  );
}
