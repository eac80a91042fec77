/**
 * The OpenAPI 3.1 document of the merchant API, generated from the contract the server validates
 * with (`openEndpoints` + `openSchemas`), so it cannot describe a different API than the one served.
 */
import {
  Code,
  PAYIN_CHANNELS,
  PAYOUT_CHANNELS,
  channelCurrencies,
  channelNeeds,
  MerchantOrder,
  OPEN_API_BASE,
  OpenApiHeader,
  OpenPayinBody,
  OpenBanks,
  OpenFees,
  OpenPayoutBody,
  OpenPayoutQuote,
  OpenPayoutQuoteBody,
  OpenAccountLookup,
  OpenAccountLookupBody,
  SuspenseBalances,
  WebhookEvent,
  WebhookHeader,
  openEndpoints,
  openExamples,
  openRefusals,
  openSchemas,
  type OpenEndpointDef,
  type OpenEndpointName,
  type OpenEndpointSchema,
} from '@mizani/sdk/contract';
import type { TSchema } from 'typebox';
import { FIELD_RULES } from '../../http/errors.ts';
import { TIER_ACTIONS } from '../../domain/tiers/limits.ts';

type Json = Record<string, unknown>;

const COMPONENTS: [string, TSchema][] = [
  ['MerchantOrder', MerchantOrder],
  ['OpenPayinBody', OpenPayinBody],
  ['OpenPayoutBody', OpenPayoutBody],
  ['SuspenseBalances', SuspenseBalances],
  ['OpenPayoutQuoteBody', OpenPayoutQuoteBody],
  ['OpenPayoutQuote', OpenPayoutQuote],
  ['OpenAccountLookupBody', OpenAccountLookupBody],
  ['OpenAccountLookup', OpenAccountLookup],
  ['OpenFees', OpenFees],
  ['OpenBanks', OpenBanks],
  ['WebhookEvent', WebhookEvent],
];

/**
 * A pay-in or payout body as the server takes it, one closed variant per channel (`oneOf`): the
 * body's own schema narrowed to the channel, the currencies it takes and the destination fields
 * it needs, all from the channel registry the server's rail rules read too. The contract test
 * sends a body breaking each rule and expects the refusal the document declares.
 */
function perChannel(body: TSchema, capability: 'payIn' | 'payout', channels: readonly number[]): Json {
  const base = plain(body) as { properties: Record<string, Json>; required: string[] };
  return {
    oneOf: channels.map((channel) => {
      const needs = capability === 'payout' ? DESTINATION_FIELDS.filter((field) => channelNeeds(channel, field)) : [];
      const { enum: _channels, ...channelField } = base.properties.channel as Json & { enum?: unknown };
      return {
        ...base,
        properties: {
          ...base.properties,
          channel: { ...channelField, const: channel },
          currencyId: { ...base.properties.currencyId, enum: channelCurrencies(channel, capability) },
        },
        required: [...new Set([...base.required, ...needs])],
      };
    }),
  };
}
const DESTINATION_FIELDS = ['phone', 'accountNo', 'bankCode', 'accountName'] as const;
const DOCUMENTED: Record<string, () => Json> = {
  OpenPayinBody: () => perChannel(OpenPayinBody, 'payIn', PAYIN_CHANNELS),
  OpenPayoutBody: () => perChannel(OpenPayoutBody, 'payout', PAYOUT_CHANNELS),
};

/** The schema as plain JSON Schema (TypeBox keeps its own markers under symbol keys, which JSON drops). */
const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema)) as Json;

function ref(schema: TSchema): Json {
  const named = COMPONENTS.find(([, candidate]) => candidate === schema);
  return named ? { $ref: `#/components/schemas/${named[0]}` } : plain(schema);
}

function envelope(data: Json): Json {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: { code: { const: Code.OK }, msg: { type: 'string' }, data },
  };
}

/**
 * A refusal: one of `codes`, `data` null, except that a -1059 names the earlier order in
 * `data.orderNo`, a -1008 from validation names the field and the rule it broke, and a -1041
 * over a tier's limit names that limit.
 */
function failure(codes: readonly number[]): Json {
  const earlierOrder = { type: 'object', required: ['orderNo'], additionalProperties: false, properties: { orderNo: { type: 'string' } } };
  const fieldRefusal = {
    type: 'object',
    required: ['field', 'rule'],
    additionalProperties: false,
    properties: {
      field: { type: 'string', description: 'The request field, e.g. amount' },
      rule: { enum: FIELD_RULES },
    },
  };
  const tierLimit = {
    type: 'object',
    description: 'The verification-tier limit the move would pass',
    required: ['action', 'party', 'limit', 'currencyId', 'period'],
    additionalProperties: false,
    properties: {
      action: { enum: TIER_ACTIONS },
      party: { enum: ['self', 'recipient'] },
      limit: { type: 'string', description: 'Decimal string in currencyId' },
      currencyId: { type: 'string' },
      period: { enum: ['order', 'day', 'month'] },
    },
  };
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: {
      code: { enum: codes },
      msg: { type: 'string', description: 'What is wrong, in English; a parameter error names the field' },
      data: { anyOf: [{ type: 'null' }, ...(codes.includes(Code.DUPLICATE_ORDER) ? [earlierOrder] : []), ...(codes.includes(Code.PARAMETER_ERROR) ? [fieldRefusal] : []), ...(codes.includes(Code.TIER_LIMIT_EXCEEDED) ? [tierLimit] : [])] },
    },
  };
}

const REQUEST_ID = {
  'X-Request-Id': {
    description: 'Names this request (quote it to support). Your own X-Request-Id is kept when it is 8-128 of [A-Za-z0-9._:@+=/-]; otherwise a UUID.',
    schema: { type: 'string' },
  },
};
const RETRY_AFTER = { 'Retry-After': { description: 'With -1106: seconds until the lock ends', schema: { type: 'integer', minimum: 1 } } };

/**
 * Every reply an operation can give, by HTTP status: success and the refusals of `openRefusals`,
 * each listed with when it happens. A reply whose status or code is not here breaks the contract.
 */
function responses(name: OpenEndpointName, success: { description: string; schema: Json }): Json {
  const statuses = new Map<number, (typeof openRefusals)[OpenEndpointName][number][]>([[200, []]]);
  for (const refusal of openRefusals[name]) statuses.set(refusal.status, [...(statuses.get(refusal.status) ?? []), refusal]);
  const out: Record<string, Json> = {};
  for (const [status, refusals] of [...statuses].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(refusals.map((refusal) => refusal.code))];
    const table = refusals.map((refusal) => `- \`${refusal.code}\`: ${refusal.when}`).join('\n');
    const refused = codes.length > 0 ? failure(codes) : undefined;
    const schema = status !== 200 ? refused! : refused ? { oneOf: [success.schema, refused] } : success.schema;
    out[String(status)] = {
      description: status === 200 ? `${success.description}${table ? `, or a refusal:\n${table}` : ''}` : `A refusal:\n${table}`,
      headers: codes.includes(Code.OPEN_SIGNATURE_LOCKED) ? { ...REQUEST_ID, ...RETRY_AFTER } : REQUEST_ID,
      content: { 'application/json': { schema } },
    };
  }
  return out;
}

/** The operation's documented examples, as OpenAPI `examples` of the body or of each parameter. */
function examplesOf(name: OpenEndpointName, part: 'body' | 'query' | 'params', key?: string): Json | undefined {
  const named = Object.entries(openExamples[name] ?? {}).filter(([, example]) => example[part] !== undefined);
  if (named.length === 0) return undefined;
  return Object.fromEntries(
    named.map(([id, example]) => [id, { summary: example.summary, value: key ? (example[part] as Record<string, unknown>)[key] : example[part] }]),
  );
}

const SUMMARIES: Record<OpenEndpointName, string> = {
  'open.payin': 'Pay in (C2B): request money from a payer',
  'open.payout': 'Pay out (B2C) from the suspense wallet to mobile money or a bank account',
  'open.orderByNo': 'Check status by the platform order number',
  'open.orderByMerchantNo': 'Check status by the merchant order number',
  'open.balance': 'Balance inquiry: the suspense wallets',
  'open.payoutQuote': 'Quote a payout: the fee it would be charged, before making it',
  'open.accountLookup': 'Confirmation of payee: the name a wallet number or bank account is registered to, before paying it (at most 300 different numbers an hour)',
  'open.fees': 'Fees and limits of every pay-in and payout channel, by currency (no signature needed)',
  'open.banks': 'Banks a bank payout can reach, with the bank codes to send (no signature needed)',
  'open.openapi': 'This document',
};

function parameters(operation: OpenEndpointName, schema: TSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = plain(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const examples = examplesOf(operation, where === 'path' ? 'params' : 'query', name);
    return { name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property, ...(examples ? { examples } : {}) };
  });
}

export function buildOpenApiDocument(serverUrl = '/api'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, endpoint] of Object.entries(openEndpoints) as [OpenEndpointName, OpenEndpointDef][]) {
    const contract: OpenEndpointSchema = openSchemas[name];
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const isDocument = name === 'open.openapi';
    const operation: Json = {
      operationId: name.replace('open.', ''),
      summary: SUMMARIES[name],
      parameters: [...parameters(name, contract.params, 'path'), ...parameters(name, contract.querystring, 'query')],
      responses: responses(
        name,
        isDocument
          ? { description: 'The OpenAPI document', schema: { type: 'object' } }
          : { description: 'Success: the envelope with `code` 200 and `data`', schema: envelope(ref(contract.data)) },
      ),
      ...(endpoint.signed === false ? { security: [] } : {}),
    };
    if (contract.body) {
      const examples = examplesOf(name, 'body');
      operation.requestBody = { required: true, content: { 'application/json': { schema: ref(contract.body), ...(examples ? { examples } : {}) } } };
    }
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  const headerScheme = (name: string, description: string) => ({ type: 'apiKey', in: 'header', name, description });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mizani Pay merchant API',
      version: OPEN_API_BASE.split('/').pop(),
      description:
        'Signed with the access key and secret: HMAC-SHA256 (lowercase hex) of METHOD\\nPATH_WITH_QUERY\\nTIMESTAMP\\nNONCE\\nhex(sha256(body)). Every reply is the envelope { code, msg, data }.',
    },
    servers: [{ url: serverUrl }],
    security: [{ accessKey: [], timestamp: [], nonce: [], signature: [] }],
    paths,
    webhooks: {
      orderStatusChanged: {
        post: {
          operationId: 'orderStatusChanged',
          summary: 'Status notification (Standard Webhooks)',
          parameters: [
            { name: WebhookHeader.ID, in: 'header', required: true, schema: { type: 'string' } },
            { name: WebhookHeader.TIMESTAMP, in: 'header', required: true, schema: { type: 'string' } },
            { name: WebhookHeader.SIGNATURE, in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref(WebhookEvent) } } },
          responses: { 200: { description: 'Any 2xx acknowledges the notification; anything else is retried' } },
        },
      },
    },
    components: {
      schemas: Object.fromEntries(COMPONENTS.map(([name, schema]) => [name, DOCUMENTED[name]?.() ?? plain(schema)])),
      securitySchemes: {
        accessKey: headerScheme(OpenApiHeader.ACCESS_KEY, 'The access key from the developer console'),
        timestamp: headerScheme(OpenApiHeader.TIMESTAMP, 'Unix seconds; within 300 s of the server clock'),
        nonce: headerScheme(OpenApiHeader.NONCE, '16-64 characters [A-Za-z0-9_-], never reused'),
        signature: headerScheme(OpenApiHeader.SIGNATURE, 'Lowercase hex HMAC-SHA256 of the string to sign, keyed with the access secret'),
      },
    },
  };
}
