import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    authenticate: Authenticate;
  }
}
