import { Code } from '@mizani/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, messageOf, ok } from '../http/envelope.ts';
import { API_PREFIX } from '../http/route.ts';
import type { App } from '../http/types.ts';
import type { Operation } from './operation.ts';
import { operations } from './operations.ts';
import { OPS_SECRET_HEADER, readOpsSecret, secretsMatch } from './secret.ts';

export const OPS_PREFIX = `${API_PREFIX}/ops`;

/**
 * The operator endpoints the ops CLI calls while the server runs. Every request must carry the
 * secret the server wrote into its data directory at start; anything else is refused with 401
 * before the body is read. The secret is read per request (operator calls are rare), so a server
 * restarted on the same directory, or a second server process sharing it, agrees with the file.
 */
export function opsRoutes(app: App): void {
  const checkSecret = async (request: FastifyRequest) => {
    const expected = await readOpsSecret(app.config.dataDir);
    const given = request.headers[OPS_SECRET_HEADER];
    if (!expected || typeof given !== 'string' || !secretsMatch(given, expected)) {
      throw new AppError(Code.NO_PERMISSION, messageOf(Code.NO_PERMISSION), 401);
    }
  };

  for (const [name, op] of Object.entries(operations) as [string, Operation][]) {
    app.route({
      method: 'POST',
      url: `${OPS_PREFIX}/${name}`,
      schema: { body: op.body },
      onRequest: [checkSecret],
      preValidation: [
        async (request) => {
          if (request.body === undefined) request.body = {};
        },
      ],
      handler: async (request) =>
        ok(await op.run({ db: app.db, sandbox: app.config.sandbox, reviewer: 'ops-api', log: request.log }, request.body as never)),
    });
  }
}
