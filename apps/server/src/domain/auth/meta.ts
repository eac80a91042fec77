import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './flows.ts';

/** Who is asking, as recorded in sessions and the operation log. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' && agent ? agent : null };
}
