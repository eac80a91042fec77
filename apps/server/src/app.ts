import Fastify, { type FastifyServerOptions } from 'fastify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Code } from '@mizani/sdk/contract';
import type { AppConfig } from './config.ts';
import type { Db } from './db/types.ts';
import { commonRoutes } from './features/common/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { AppError } from './http/envelope.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerSites } from './http/static.ts';
import type { App, Authenticate } from './http/types.ts';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Fastify logger options; defaults to JSON lines at `config.logLevel`. */
  logger?: boolean | FastifyServerOptions['logger'];
  /** Checks callers of `auth: true` routes; until the identity feature exists, everyone is rejected. */
  authenticate?: Authenticate;
}

type Feature = (app: App) => void;

/** Feature routes, each registered from the contract with `defineRoute`. */
const features: Feature[] = [healthRoutes, commonRoutes];
/** Routes that exist only in sandbox mode. */
const sandboxFeatures: Feature[] = [outboxRoutes];

const rejectEveryone: Authenticate = async () => {
  throw new AppError(Code.NOT_LOGGED_IN);
};

/** The whole HTTP application, without listening: tests drive it through `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
  })
    // TypeBox's checker rather than Fastify's default Ajv setup, which silently drops unknown
    // fields and coerces "12" to 12: a client sending the wrong shape gets -1008, not a guess.
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('authenticate', options.authenticate ?? rejectEveryone);

  // An empty JSON body is a call without payload, the same as no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  registerErrorHandler(app);
  for (const feature of features) feature(app);
  if (config.sandbox) for (const feature of sandboxFeatures) feature(app);
  await registerSites(app, config);
  return app;
}
