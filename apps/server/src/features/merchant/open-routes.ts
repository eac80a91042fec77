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
import { spendLeftNonce } from '../../domain/merchant/access.ts';
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

/**
 * The calls that place an order use up their nonce in the order's own transaction, so a payout
 * commits once (docs/merchant-api.md's guarantee is kept: see `withNonce`).
 */
const NONCE_IN_ORDER: ReadonlySet<OpenEndpointName> = new Set(['open.payout', 'open.payin']);

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

    /**
     * Runs a call whose nonce was left to it and, unless the order's transaction committed it,
     * uses the nonce up before the answer goes out, whatever the answer: a refused or replayed
     * request burns its nonce as before, and a nonce used before turns any answer into -1103.
     * Two copies of one request racing meet on the nonce's key in the database: the second waits
     * for the first's transaction and is refused once it commits.
     */
    const withNonce = async (merchant: Merchant, run: () => Promise<unknown>) => {
      try {
        return await run();
      } finally {
        // A NonceUsed thrown here replaces the call's own answer or error.
        await spendLeftNonce(app.db, merchant.nonce);
      }
    };

    const route = (name: OpenEndpointName, handler: OpenHandler) => {
      const endpoint: OpenEndpointDef = openEndpoints[name];
      const signed = endpoint.signed !== false;
      const nonceLater = signed && NONCE_IN_ORDER.has(name);
      const contract: OpenEndpointSchema = openSchemas[name];
      const schema: FastifySchema = {};
      if (contract.body) schema.body = contract.body;
      if (contract.params) schema.params = contract.params;
      if (contract.querystring) schema.querystring = contract.querystring;
      scope.route({
        method: endpoint.method,
        url: `${API_PREFIX}${endpoint.path}`,
        schema,
        // Input refused after the signature check must still use up the nonce: the handler does.
        attachValidation: nonceLater,
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
                  nonceLater,
                );
                merchants.set(request.raw, merchant);
                if (contract.body && request.body === undefined) request.body = {};
              },
              ...(nonceLater ? [] : [refuseUnreadableText]),
            ]
          : [refuseUnreadableText],
        handler: async (request, reply) => {
          const data = nonceLater
            ? await withNonce(merchantOf(request), async () => {
                // The checks preValidation and validation make for the other calls, in their order.
                await refuseUnreadableText(request);
                if (request.validationError) throw request.validationError;
                return handler(request, reply, merchantOf(request));
              })
            : await handler(request, reply, signed ? merchantOf(request) : (undefined as never));
          // As in `defineRoute`: a reply sent by the handler is awaited to its end and yields undefined.
          return reply.sent ? reply : ok(data);
        },
      });
    };

    const placing = async (reply: FastifyReply, merchant: Merchant, run: () => Promise<unknown>) => {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof DuplicateOrderError)) throw error;
        // Sent from here, so the nonce is used up first (a replay is -1103, not -1059).
        await spendLeftNonce(app.db, merchant.nonce);
        const envelope: Envelope<{ orderNo: string } | null> = { code: Code.DUPLICATE_ORDER, msg: error.message, data: error.sn ? { orderNo: error.sn } : null };
        return reply.send(envelope);
      }
    };

    const actorOf = (merchant: Merchant) => ({ userId: merchant.userId, createdBy: merchant.userId, nonce: merchant.nonce });
    route('open.payin', (request, reply, merchant) => placing(reply, merchant, () => createPayin(context(), actorOf(merchant), request.body as never)));
    route('open.payout', (request, reply, merchant) => placing(reply, merchant, () => createPayout(context(), actorOf(merchant), request.body as never)));
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
