/**
 * The merchant API under `/api/open/v1`, in a scope of its own: the request body is kept as the
 * bytes that arrived (the signature covers their hash), and every call except the public ones
 * (`signed: false`: the OpenAPI document, fees and limits, banks) is checked by
 * `verifySignedRequest` before its input is validated.
 */
import {
  Code,
  OrderStatus,
  openEndpoints,
  openSchemas,
  type Envelope,
  type OpenBanksQuery,
  type OpenEndpointDef,
  type OpenEndpointName,
  type OpenEndpointSchema,
  type OpenPayoutQuoteBody,
  type OpenAccountLookupBody,
} from '@mizani/sdk/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { API_PREFIX, refuseUnreadableText } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { checkOrderStatus, DuplicateOrderError, type MoneyContext } from '../../domain/orders/index.ts';
import { merchantBanks, merchantFees, quotePayout } from './fees.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { createPayin, createPayout, findMerchantOrder } from '../../domain/merchant/orders.ts';
import { verifySignedRequest, type Merchant } from './signing.ts';
import { toMerchantOrder } from '../../domain/merchant/view.ts';
import { suspenseBalances } from '../../domain/suspense/service.ts';
import { captureCalls } from '../../domain/request-log/capture.ts';
import { lookUpName } from '../../domain/rails/index.ts';

const rawBodies = new WeakMap<object, Buffer>();
const merchants = new WeakMap<object, Merchant>();

function merchantOf(request: FastifyRequest): Merchant {
  const merchant = merchants.get(request.raw);
  if (!merchant) throw new Error('open API route ran without a verified signature');
  return merchant;
}

type OpenHandler = (request: FastifyRequest, reply: FastifyReply, merchant: Merchant) => Promise<unknown>;

export function openApiRoutes(app: App, context: () => MoneyContext): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so they are kept before JSON parsing. Only JSON is
    // read: without Fastify's text parser a text/plain body is refused for its content type (415,
    // naming it) instead of reaching the signature check with no bytes kept and failing there.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      rawBodies.set(request.raw, bytes);
      if (bytes.length === 0) return done(null, undefined);
      try {
        done(null, JSON.parse(bytes.toString('utf8')));
      } catch {
        const error = new Error('body is not valid JSON') as Error & { statusCode: number; code: string };
        error.statusCode = 400;
        error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
        done(error, undefined);
      }
    });

    // Each correctly signed call goes to its merchant's request log once its reply has gone.
    captureCalls(scope, app, (request) => {
      const merchant = merchants.get(request.raw);
      return merchant && { userId: merchant.userId, rawBody: rawBodies.get(request.raw) };
    });

    const route = (name: OpenEndpointName, handler: OpenHandler) => {
      const endpoint: OpenEndpointDef = openEndpoints[name];
      const signed = endpoint.signed !== false;
      const contract: OpenEndpointSchema = openSchemas[name];
      const schema: FastifySchema = {};
      if (contract.body) schema.body = contract.body;
      if (contract.params) schema.params = contract.params;
      if (contract.querystring) schema.querystring = contract.querystring;
      scope.route({
        method: endpoint.method,
        url: `${API_PREFIX}${endpoint.path}`,
        schema,
        preValidation: signed
          ? [
              async (request) => {
                const merchant = await verifySignedRequest(
                  app.db,
                  {
                    method: request.method,
                    target: request.raw.url ?? request.url,
                    headers: request.headers,
                    rawBody: rawBodies.get(request.raw) ?? Buffer.alloc(0),
                    ip: request.ip,
                  },
                  app.identity.now(),
                );
                merchants.set(request.raw, merchant);
                if (contract.body && request.body === undefined) request.body = {};
              },
              refuseUnreadableText,
            ]
          : [refuseUnreadableText],
        handler: async (request, reply) => {
          const data = await handler(request, reply, signed ? merchantOf(request) : (undefined as never));
          // As in `defineRoute`: a reply sent by the handler is awaited to its end and yields undefined.
          return reply.sent ? reply : ok(data);
        },
      });
    };

    const placing = async (reply: FastifyReply, run: () => Promise<unknown>) => {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof DuplicateOrderError)) throw error;
        const envelope: Envelope<{ orderNo: string } | null> = { code: Code.DUPLICATE_ORDER, msg: error.message, data: error.sn ? { orderNo: error.sn } : null };
        return reply.send(envelope);
      }
    };

    route('open.payin', (request, reply, merchant) =>
      placing(reply, () => createPayin(context(), { userId: merchant.userId, createdBy: merchant.userId }, request.body as never)),
    );
    route('open.payout', (request, reply, merchant) =>
      placing(reply, () => createPayout(context(), { userId: merchant.userId, createdBy: merchant.userId }, request.body as never)),
    );
    /** A status check asks the rail about an order still waiting for it, as `/order/status` does. */
    const checked = async (userId: number, by: { orderNo: string } | { merchantOrderNo: string }) => {
      const row = await findMerchantOrder(app.db, userId, by);
      if (row.status === OrderStatus.PENDING || row.status === OrderStatus.PAY_PENDING) {
        await checkOrderStatus(context(), userId, row.sn);
        return toMerchantOrder(await findMerchantOrder(app.db, userId, { orderNo: row.sn }));
      }
      return toMerchantOrder(row);
    };
    route('open.orderByNo', (request, _reply, merchant) => checked(merchant.userId, { orderNo: (request.params as { orderNo: string }).orderNo }));
    route('open.orderByMerchantNo', (request, _reply, merchant) =>
      checked(merchant.userId, { merchantOrderNo: (request.query as { merchantOrderNo: string }).merchantOrderNo }),
    );
    route('open.balance', (_request, _reply, merchant) => suspenseBalances(app.db, merchant.userId));
    route('open.payoutQuote', (request) => quotePayout(context(), request.body as OpenPayoutQuoteBody));
    route('open.accountLookup', async (request, _reply, merchant) => {
      const { channel, currencyId, phone, accountNo, bankCode } = request.body as OpenAccountLookupBody;
      const ctx = { db: app.db, sandbox: app.config.sandbox, now: app.identity.now() };
      return { name: await lookUpName(ctx, { ownerId: merchant.userId, kind: 'merchant' }, { channel, currencyId, destination: { phone, accountNo, bankCode } }) };
    });
    route('open.fees', async () => ({ fees: await merchantFees(context()) }));
    route('open.banks', async (request) => ({ banks: await merchantBanks(context(), (request.query as OpenBanksQuery).currencyId) }));
    let document: Record<string, unknown> | undefined;
    route('open.openapi', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send((document ??= buildOpenApiDocument())));
  });
}
