import { Code, type ContractWorker, type ContractWorkerHandleBody } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { findOwnedFile } from '../files/service.ts';
import { fieldError } from '../../http/errors.ts';

const TEXT = [
  ['name', 'name'],
  ['idNo', 'id_no'],
  ['payeeIdCardNo', 'payee_id_card_no'],
  ['workArea', 'work_area'],
  ['workAddress', 'work_address'],
] as const;
const FILES = [
  ['residenceFile', 'residence_file'],
  ['contractFile', 'contract_file'],
  ['incomeProofFile', 'income_proof_file'],
  ['relationFile', 'relation_file'],
] as const;

type Row = { id: number; payee_relation: number } & Record<string, unknown>;

function toWorker(row: Row): ContractWorker {
  const worker: Record<string, unknown> = { id: row.id, payeeRelation: row.payee_relation };
  for (const [field, column] of [...TEXT, ...FILES]) worker[field] = row[column];
  return worker as ContractWorker;
}

/** `/user/ContractWorker/info/{id}`: the main account's record; anyone else's is -1007. */
export async function getContractWorker(db: Db, ownerId: number, id: number): Promise<ContractWorker> {
  const { rows } = await db.query<Row>('SELECT * FROM contract_worker WHERE id = $1 AND owner_id = $2', [id, ownerId]);
  if (!rows[0]) throw new AppError(Code.DATA_NOT_FOUND);
  return toWorker(rows[0]);
}

/**
 * `/user/ContractWorker/handle`: creates the record, or replaces it when `id` is given. Every
 * document must be a file the main account uploaded for an order.
 */
export async function handleContractWorker(
  db: Db,
  actor: { userId: number; mainUserId: number },
  body: ContractWorkerHandleBody,
  now: Date = new Date(),
): Promise<{ id: number }> {
  const values: unknown[] = [];
  for (const [field] of TEXT) {
    const value = body[field].trim();
    if (!value) throw fieldError(field, 'required', 'is required');
    values.push(value);
  }
  for (const [field] of FILES) {
    const id = body[field].trim();
    if (!id) throw fieldError(field, 'required', 'is required');
    const file = await findOwnedFile(db, id, actor.mainUserId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === Code.DATA_NOT_FOUND) throw fieldError(field, 'invalid', 'is not a file you uploaded');
      throw error;
    });
    if (file.purpose !== 'order') throw fieldError(field, 'invalid', 'must be a file uploaded for an order (purpose order)');
    values.push(id);
  }
  const columns = [...TEXT, ...FILES].map(([, column]) => column);

  return db.transaction(async (tx) => {
    if (body.id !== undefined) {
      const sets = columns.map((column, i) => `${column} = $${i + 5}`).join(', ');
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE contract_worker SET payee_relation = $3, updated_at = $4, ${sets} WHERE id = $1 AND owner_id = $2 RETURNING id`,
        [body.id, actor.mainUserId, body.payeeRelation, now, ...values],
      );
      if (!rows[0]) throw new AppError(Code.DATA_NOT_FOUND);
      return { id: rows[0].id };
    }
    const placeholders = columns.map((_, i) => `$${i + 5}`).join(', ');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO contract_worker (owner_id, created_by, payee_relation, created_at, updated_at, ${columns.join(', ')})
       VALUES ($1, $2, $3, $4, $4, ${placeholders}) RETURNING id`,
      [actor.mainUserId, actor.userId, body.payeeRelation, now, ...values],
    );
    return { id: rows[0]!.id };
  });
}
