import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import {
  Code,
  endpoints,
  findUnreadableText,
  schemas,
  type BodyOf,
  type DataOf,
  type EndpointDef,
  type EndpointName,
  type EndpointSchema,
  type ParamsOf,
  type QueryOf,
} from '@mizani/sdk/contract';
import { AppError, messageOf, ok } from './envelope.ts';
import { fieldError } from './errors.ts';
import type { App } from './types.ts';

export const API_PREFIX = '/api';

export type RouteRequest<N extends EndpointName> = FastifyRequest<{
  Body: BodyOf<N>;
  Params: ParamsOf<N>;
  Querystring: QueryOf<N>;
}>;

/**
 * Returns the reply's `data`; `defineRoute` wraps it in the envelope. A handler that must answer
 * with something other than the envelope (a file) sends it through `reply` and returns `reply`.
 */
export type RouteHandler<N extends EndpointName> = (
  request: RouteRequest<N>,
  reply: FastifyReply,
) => Promise<DataOf<N> | FastifyReply>;

export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'config' | 'logLevel' | 'preHandler'>;

const HAS_BODY = new Set(['POST', 'PUT']);

/**
 * -1008 naming the field when any text of the request (path, query or body) holds a control
 * character or half a surrogate pair: no field takes one, and a NUL cannot even be stored. Run
 * before the schema, so the answer is the same whatever else is wrong with the request.
 */
export async function refuseUnreadableText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findUnreadableText(part);
    if (field === null) continue;
    // A body that is one bad string, or a bad top-level property name, is in no field the apps know.
    if (field === '' || field === 'a property name') {
      throw new AppError(Code.PARAMETER_ERROR, `${messageOf(Code.PARAMETER_ERROR)}: ${field || 'body'} holds a control character or invalid text`);
    }
    throw fieldError(field, 'invalid', 'holds a control character or invalid text');
  }
}

/**
 * Registers a call of the contract: method, path and auth from `endpoints`, request schemas from
 * `schemas`, both in `@mizani/sdk/contract`, so a route cannot exist without the shape the client
 * was built against, and input is validated before the handler runs.
 */
export function defineRoute<N extends EndpointName>(
  app: App,
  name: N,
  handler: RouteHandler<N>,
  extras: RouteExtras = {},
): void {
  const endpoint: EndpointDef = endpoints[name];
  const contract: EndpointSchema = schemas[name];

  if (HAS_BODY.has(endpoint.method) && !contract.body) {
    throw new Error(`Contract entry ${name} (${endpoint.method}) has no body schema.`);
  }
  if (endpoint.path.includes('/:') && !contract.params) {
    throw new Error(`Contract entry ${name} has path parameters but no params schema.`);
  }

  const schema: FastifySchema = {};
  if (contract.body) schema.body = contract.body;
  if (contract.params) schema.params = contract.params;
  if (contract.querystring) schema.querystring = contract.querystring;

  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema,
    ...extras,
    // Authentication and then the route's permission (domain/team/route-permissions.ts) run
    // first, before the body is even parsed: an anonymous caller, or staff without the
    // permission, learn nothing about the expected input.
    onRequest: endpoint.auth
      ? [(request) => app.authenticate(request), (request) => app.authorize(request, name)]
      : [],
    preValidation: [
      refuseUnreadableText,
      // "No payload" calls (the client sends no body at all) are the empty object.
      ...(contract.body
        ? [
            async (request: FastifyRequest) => {
              if (request.body === undefined) request.body = {};
            },
          ]
        : []),
    ],
    handler: async (request, reply) => {
      const data = await handler(request as RouteRequest<N>, reply);
      // A handler that sent the reply itself (a file, a CSV stream) returns `reply`, which is a
      // thenable: awaiting it waits for the reply to be written and yields undefined. So whether
      // the reply went out, not what came back, says there is nothing more to send.
      return reply.sent ? reply : ok(data);
    },
  });
}
