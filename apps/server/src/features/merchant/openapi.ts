/**
 * The OpenAPI 3.1 document of the merchant API, generated from the contract the server validates
 * with (`openEndpoints` + `openSchemas`), so it cannot describe a different API than the one served.
 */
import {
  MerchantOrder,
  OPEN_API_BASE,
  OpenApiHeader,
  OpenPayinBody,
  OpenBanks,
  OpenFees,
  OpenPayoutBody,
  OpenPayoutQuote,
  OpenPayoutQuoteBody,
  SuspenseBalances,
  WebhookEvent,
  WebhookHeader,
  openEndpoints,
  openSchemas,
  type OpenEndpointDef,
  type OpenEndpointName,
  type OpenEndpointSchema,
} from '@mizani/sdk/contract';
import type { TSchema } from 'typebox';

type Json = Record<string, unknown>;

const COMPONENTS: [string, TSchema][] = [
  ['MerchantOrder', MerchantOrder],
  ['OpenPayinBody', OpenPayinBody],
  ['OpenPayoutBody', OpenPayoutBody],
  ['SuspenseBalances', SuspenseBalances],
  ['OpenPayoutQuoteBody', OpenPayoutQuoteBody],
  ['OpenPayoutQuote', OpenPayoutQuote],
  ['OpenFees', OpenFees],
  ['OpenBanks', OpenBanks],
  ['WebhookEvent', WebhookEvent],
];

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
    properties: {
      code: { type: 'integer', description: '200 on success; otherwise an error code (docs: errors)' },
      msg: { type: 'string' },
      data: data,
    },
  };
}

const SUMMARIES: Record<OpenEndpointName, string> = {
  'open.payin': 'Pay in (C2B): request money from a payer',
  'open.payout': 'Pay out (B2C) from the suspense wallet to mobile money or a bank account',
  'open.orderByNo': 'Check status by the platform order number',
  'open.orderByMerchantNo': 'Check status by the merchant order number',
  'open.balance': 'Balance inquiry: the suspense wallets',
  'open.payoutQuote': 'Quote a payout: the fee it would be charged, before making it',
  'open.fees': 'Fees and limits of every pay-in and payout channel, by currency (no signature needed)',
  'open.banks': 'Banks a bank payout can reach, with the bank codes to send (no signature needed)',
  'open.openapi': 'This document',
};

function parameters(schema: TSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = plain(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
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
      parameters: [...parameters(contract.params, 'path'), ...parameters(contract.querystring, 'query')],
      responses: {
        200: {
          description: isDocument ? 'The OpenAPI document' : 'The envelope; `data` is set when `code` is 200',
          content: { 'application/json': { schema: isDocument ? { type: 'object' } : envelope(ref(contract.data)) } },
        },
      },
      ...(endpoint.signed === false ? { security: [] } : {}),
    };
    if (contract.body) operation.requestBody = { required: true, content: { 'application/json': { schema: ref(contract.body) } } };
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
      schemas: Object.fromEntries(COMPONENTS.map(([name, schema]) => [name, plain(schema)])),
      securitySchemes: {
        accessKey: headerScheme(OpenApiHeader.ACCESS_KEY, 'The access key from the developer console'),
        timestamp: headerScheme(OpenApiHeader.TIMESTAMP, 'Unix seconds; within 300 s of the server clock'),
        nonce: headerScheme(OpenApiHeader.NONCE, '16-64 characters [A-Za-z0-9_-], never reused'),
        signature: headerScheme(OpenApiHeader.SIGNATURE, 'Lowercase hex HMAC-SHA256 of the string to sign, keyed with the access secret'),
      },
    },
  };
}
