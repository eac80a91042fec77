import { Badge, Box, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CHANNEL_REGISTRY, type ChannelRow } from '@mizani/sdk';
import type { ReactNode } from 'react';
import { codeSamples } from '../samples/code.ts';
import { type DocRequest, docRequests, type DocRequestId, requestBody, requestTarget } from '../samples/requests.ts';
import { docResponses, exampleBankWebhookEvent, exampleRefusal, exampleWebhookEvent, exampleWebhookHeaders } from '../samples/responses.ts';
import { TEST_NUMBERS } from '../samples/test-numbers.ts';
import { webhookSamples } from '../samples/webhook-code.ts';
import { CodeBlock } from './code-block.tsx';
import { CodeTabs } from './code-tabs.tsx';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Method and request target, as the request line of the HTTP request. */
export function Endpoint({ request }: { request: DocRequest }) {
  return (
    <HStack gap="2" wrap="wrap" my="3">
      <Badge colorPalette={request.method === 'POST' ? 'blue' : 'green'} variant="solid">
        {request.method}
      </Badge>
      <Code fontSize="sm" wordBreak="break-all">
        {request.path}
      </Code>
    </HStack>
  );
}

/** The request line, its JSON body and the signed samples in four languages. */
export function RequestExample({ id }: { id: DocRequestId }) {
  const t = useT();
  const request = docRequests[id];
  const body = requestBody(request);
  return (
    <Stack gap="3" my="4">
      <Endpoint request={request} />
      {body ? <CodeBlock label={t('api.docs.requestBody')} code={json(request.body)} /> : null}
      <CodeTabs label={t('api.docs.samples')} samples={codeSamples(request)} />
      <Text fontSize="sm" color="fg.muted">
        {t('api.docs.signedTarget', { target: requestTarget(request) })}
      </Text>
    </Stack>
  );
}

export function ResponseExample({ id }: { id: DocRequestId }) {
  const t = useT();
  return <CodeBlock label={t('api.docs.response')} code={json(docResponses[id])} />;
}

export function RefusalExample() {
  const t = useT();
  return <CodeBlock label={t('api.docs.refusal')} code={json(exampleRefusal)} />;
}

/** A notification as it arrives; `bank` shows a bank payout's (its bank details, no receipt yet). */
export function WebhookExample({ variant }: { variant?: 'bank' }) {
  const t = useT();
  const event = variant === 'bank' ? exampleBankWebhookEvent : exampleWebhookEvent;
  const headers = Object.entries(exampleWebhookHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Stack gap="3" my="4">
      <CodeBlock label={t('api.docs.webhookHeaders')} code={`POST /your/callback/url\ncontent-type: application/json\n${headers}`} />
      <CodeBlock label={t('api.docs.webhookBody')} code={json(event)} />
    </Stack>
  );
}

export function WebhookSamples() {
  const t = useT();
  return <CodeTabs label={t('api.docs.verifySamples')} samples={webhookSamples} />;
}

/** A small reference table in the docs, scrolling sideways on a narrow screen. */
export function DocTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <Box overflowX="auto" my="4" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Sandbox numbers per channel and outcome. */
export function TestNumbers() {
  const t = useT();
  return (
    <DocTable
      headers={[
        t('api.docs.channel'),
        t('api.docs.currency'),
        t('api.docs.outcome.success'),
        t('api.docs.outcome.fails'),
        t('api.docs.outcome.lateSuccess'),
        t('api.docs.outcome.lateFailure'),
        t('api.docs.outcome.never'),
      ]}
    >
      {TEST_NUMBERS.map((row) => (
        <Table.Row key={`${row.channel}-${row.currencyId}`}>
          <Table.Cell>
            {row.channel} {t(row.label)}
          </Table.Cell>
          <Table.Cell>{row.currencyId}</Table.Cell>
          {[row.success, row.fails, row.lateSuccess, row.lateFailure, row.never].map((value) => (
            <Table.Cell key={value}>
              <Code>{value}</Code>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </DocTable>
  );
}

/**
 * The channels the merchant API takes for pay-ins or payouts, each with the currencies it is used
 * in and the fields its destination needs: the channel registry's `payIn` or `payout` rows, so
 * the page, the OpenAPI document and the server say the same.
 */
export function ChannelTable({ use }: { use: 'payIn' | 'payout' }) {
  const t = useT();
  const rows = (CHANNEL_REGISTRY as readonly ChannelRow[]).filter((row) => row.can[use]);
  return (
    <DocTable headers={[t('api.docs.channel'), t('api.docs.currency'), t('api.docs.fields')]}>
      {rows.map((row) => (
        <Table.Row key={row.payType}>
          <Table.Cell>
            <Code>{row.payType}</Code> {t(row.consoleLabel ?? row.label)}
          </Table.Cell>
          <Table.Cell>{row.can[use]?.join(', ')}</Table.Cell>
          <Table.Cell>
            {row.needs.map((field) => (
              <Code key={field} me="1">
                {field}
              </Code>
            ))}
          </Table.Cell>
        </Table.Row>
      ))}
    </DocTable>
  );
}
