import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@mizani/sdk/contract';
import { failure, messageOf } from './envelope.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { CONTENT_SECURITY_POLICY, REFERRER_POLICY } from './security-headers.ts';

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);

const REASONS: Record<string, { status: number; reason: string }> = {
  FST_ERR_BAD_URL: { status: 400, reason: 'the address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, reason: 'a path parameter is too long' },
};

/**
 * Fastify's `frameworkErrors`: requests the router refuses before any route or hook runs (a
 * malformed percent-encoding, an over-long path parameter). Without it Fastify answers with its
 * own JSON shape; clients are promised the envelope for every failure, so this sends -1008 with
 * the same security headers the hooks put on every other reply.
 */
export function envelopeFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = REASONS[error.code];
  void reply
    .status(known?.status ?? 400)
    .header(REQUEST_ID_HEADER, request.id)
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', REFERRER_POLICY)
    .send(failure(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${known?.reason ?? 'the request could not be routed'}`));
}
