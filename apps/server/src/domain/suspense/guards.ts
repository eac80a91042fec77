/** Guards the console's money moves share with the merchant area: approved access, duplicate order numbers. */
import { Code, type Envelope } from '@mizani/sdk/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { DuplicateOrderError } from '../orders/index.ts';

/** Money moves in the API area need approved API access (-1105), like the API itself. */
export async function requireApprovedAccess(db: Db, mainUserId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM api_access WHERE user_id = $1 AND audit_status = 1', [mainUserId]);
  if (rows.length === 0) throw new AppError(Code.OPEN_ACCESS_NOT_APPROVED);
}

/** -1059 answers with the order the number already belongs to, when there is one. */
export async function orDuplicate<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DuplicateOrderError)) throw error;
    const envelope: Envelope<{ orderNo: string } | null> = { code: error.code, msg: error.message, data: error.sn ? { orderNo: error.sn } : null };
    return reply.send(envelope);
  }
}
