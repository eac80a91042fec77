import Fastify, { type FastifyServerOptions } from 'fastify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import type { Db } from './db/types.ts';
import { authRoutes } from './features/auth/routes.ts';
import { resolveIdentityOptions, type IdentityOverrides } from './domain/auth/options.ts';
import { createAuthenticate } from './domain/auth/session.ts';
import { commonRoutes } from './features/common/routes.ts';
import { channelRoutes } from './features/channels/routes.ts';
import { contractWorkerRoutes } from './features/contract-worker/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { kycRoutes } from './features/kyc/routes.ts';
import { tierRoutes } from './features/tiers/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { noticeRoutes } from './features/notice/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { payeeRoutes } from './features/payees/routes.ts';
import { railFeature } from './domain/rails/index.ts';
import { userRoutes } from './features/user/routes.ts';
import { vaRoutes } from './features/va/routes.ts';
import { teamRoutes } from './features/team/routes.ts';
import { checkRoutePermission } from './domain/team/access.ts';
import { assetRoutes } from './features/assets/routes.ts';
import { moneyFeature } from './features/orders/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import type { MoneyOptions } from './domain/orders/runtime.ts';
import { fxFeature, type FxOptions } from './features/fx/routes.ts';
import { merchantFeature, type MerchantOptions } from './features/merchant/routes.ts';
import { requestLogFeature } from './features/request-log/routes.ts';
import { suspenseRoutes } from './features/suspense/routes.ts';
import { userApiRoutes } from './features/user-api/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { envelopeFrameworkErrors } from './http/framework-errors.ts';
import { registerAbuseLimits } from './http/abuse-limits.ts';
import { registerRequestId, requestIdOf } from './http/request-id.ts';
import { opsRoutes } from './ops/routes.ts';
import { registerSites } from './http/static.ts';
import type { App, Authenticate } from './http/types.ts';
import type { Principal } from './domain/auth/session.ts';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Fastify logger options; defaults to JSON lines at `config.logLevel`. */
  logger?: boolean | FastifyServerOptions['logger'];
  /** Checks callers of `auth: true` routes; defaults to the bearer-token sessions of the identity feature. */
  authenticate?: Authenticate;
  /** Clock, delays, message delivery and limits of the identity feature (tests move time). */
  identity?: IdentityOverrides;
  /** Orders and the rails' late answers (tests turn the background delivery off). */
  money?: MoneyOptions;
  /** Rates and conversions (tests turn the sandbox rate walk off). */
  fx?: FxOptions;
  /** The merchant API: status notifications' poller and transport (tests turn the poller off). */
  merchant?: MerchantOptions;
}

type Feature = (app: App) => void;

/** Feature routes, each registered from the contract with `defineRoute`. */
const features: Feature[] = [
  healthRoutes,
  commonRoutes,
  authRoutes,
  userRoutes,
  fileRoutes,
  kycRoutes,
  tierRoutes,
  notificationRoutes,
  noticeRoutes,
  opsRoutes,
  railFeature,
  channelRoutes,
  payeeRoutes,
  vaRoutes,
  contractWorkerRoutes,
  teamRoutes,
];
/** Routes that exist only in sandbox mode. */
const sandboxFeatures: Feature[] = [outboxRoutes];

/** The whole HTTP application, without listening: tests drive it through `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // request.ip is what the operation log records and what login throttling counts by; behind a
    // reverse proxy it is the proxy's address unless the proxy is trusted to say who the client is.
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: envelopeFrameworkErrors,
    genReqId: requestIdOf,
  })
    // TypeBox's checker rather than Fastify's default Ajv setup, which silently drops unknown
    // fields and coerces "12" to 12: a client sending the wrong shape gets -1008, not a guess.
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  const identity = resolveIdentityOptions(config, options.identity);
  app.decorate('identity', identity);
  app.decorate('authenticate', options.authenticate ?? createAuthenticate(identity.now));
  app.decorate('authorize', checkRoutePermission);
  app.decorateRequest('principal', null as unknown as Principal);

  // An empty JSON body is a call without payload, the same as no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  registerRequestId(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAbuseLimits(app);
  for (const feature of features) feature(app);
  moneyFeature(app, options.money);
  // After the orders: the PDF is asked for form-encoded, whose parser the orders register.
  receiptRoutes(app);
  fxFeature(app, options.fx);
  assetRoutes(app);
  requestLogFeature(app);
  merchantFeature(app, options.merchant);
  // The console's credential, suspense and notification-log calls, beside the merchant API.
  userApiRoutes(app, options.merchant?.resolveHost ? { resolveHost: options.merchant.resolveHost } : {});
  suspenseRoutes(app);
  webhookRoutes(app);
  if (config.sandbox) for (const feature of sandboxFeatures) feature(app);
  await registerSites(app, config);
  return app;
}
