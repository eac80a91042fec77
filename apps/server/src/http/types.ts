import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { EndpointName } from '@mizani/sdk/contract';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/types.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Checks the caller of a route whose contract entry has `auth: true`; rejects (AppError -1001)
 * when there is no valid session. The identity feature supplies the real one.
 */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * Checks, after `authenticate`, that the caller may call the route `name` (rejects with 1000, or
 * -1001 for a removed member). The team feature supplies it: http/ knows no feature.
 */
export type Authorize = (request: FastifyRequest, name: EndpointName) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    authenticate: Authenticate;
    authorize: Authorize;
  }
}
