/**
 * TypeBox schemas per endpoint: the server validates with these and the SDK takes its types from
 * them (type-only imports, so the browser bundle carries no schema code).
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { EndpointName } from '../endpoints.ts';
import { Country, Currency, Empty, Health, OutboxMessage, SysNotice } from './common.ts';

export interface EndpointSchema {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  data: TSchema;
}

export const schemas = {
  'common.country': { body: Empty, data: Type.Array(Country) },
  'common.currency': { body: Empty, data: Type.Array(Currency) },
  'common.sysNotice': { body: Type.Object({ locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('zh')])) }), data: Type.Array(SysNotice) },
  'system.health': { data: Health },
  'sandbox.outbox': { querystring: Type.Object({ to: Type.Optional(Type.String()) }), data: Type.Array(OutboxMessage) },
} as const satisfies Record<EndpointName, EndpointSchema>;

type SchemaOf<N extends EndpointName> = (typeof schemas)[N];
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** Request body type of an endpoint (void when it takes none). */
export type BodyOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { body: infer B } ? B : undefined, void>;
/** Path parameters of an endpoint. */
export type ParamsOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { params: infer P } ? P : undefined, void>;
/** Query-string parameters of an endpoint. */
export type QueryOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { querystring: infer Q } ? Q : undefined, void>;
/** The `data` of a successful reply. */
export type DataOf<N extends EndpointName> = Static<SchemaOf<N>['data']>;
