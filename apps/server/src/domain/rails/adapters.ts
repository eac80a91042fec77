/**
 * The rail adapters. Each records what it decided per order number in `rail_submission`, so that
 * a repeated submission gets the first answer and a status check answers from the record.
 *
 * - Internal (0): the ledger itself; instant, works in every mode.
 * - Manual (200, 300, 503, 504): the operator settles the order; the rail only says "pending",
 *   or success at once while the sandbox auto-approve switch is on.
 * - Provider rails (mobile wallets, banks, CNY accounts, STK push, Paybill): in sandbox mode the
 *   test numbers decide (see docs/sandbox.md); outside it no provider is configured.
 */
import { randomBytes } from 'node:crypto';
import { Code, type PaymentChannel } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { autoApproveInEffect } from '../kyc/settings.ts';
import { bankKey, bankTable } from '../reference/tables.ts';
import { CHANNEL_RULES, isManualFamily, requestProblem, testDigit, usesPhone } from './rules.ts';
import { railReasonText, SANDBOX_FAILURES } from './reasons.ts';
import type { Rail, RailOutcome, RailRequest } from './types.ts';

/** What the rails need from the application: its database, its mode and its clock. */
export interface RailContext {
  db: Db;
  sandbox: boolean;
  now?: () => Date;
}

/** How long a sandbox "late" test number takes to answer. */
export const LATE_ANSWER_MS = 5_000;

export type Decision = 'success' | 'failed' | 'late_success' | 'late_failure' | 'never' | 'manual';

interface SubmissionRow {
  sn: string;
  channel: number;
  direction: 'payout' | 'collect';
  decision: Decision;
  external_tx_id: string | null;
  reason: string | null;
  answer_at: Date | null;
}

type Final = Exclude<RailOutcome, { status: 'pending' }>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A provider-style transaction id: the provider's prefix and ten characters nobody can guess. */
export function externalTxId(channel: PaymentChannel): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${CHANNEL_RULES[channel].txPrefix}${id}`;
}

const clock = (context: RailContext) => (context.now ? context.now() : new Date());

/** The answer a record gives at `now`: a late answer is pending until it is due. */
function answerOf(row: SubmissionRow, now: Date): RailOutcome {
  const late = row.decision === 'late_success' || row.decision === 'late_failure';
  // A payout the provider has queued but not carried out can still be recalled by the sender.
  if (row.decision === 'never' && row.direction === 'payout') return { status: 'pending', recallable: true };
  if (row.decision === 'never' || row.decision === 'manual') return { status: 'pending' };
  if (late && (!row.answer_at || row.answer_at > now)) return { status: 'pending' };
  if (row.decision === 'success' || row.decision === 'late_success') return { status: 'success', externalTxId: row.external_tx_id ?? row.sn };
  return { status: 'failed', reason: row.reason ?? 'Failed' };
}

async function findSubmission(db: Db, sn: string): Promise<SubmissionRow | undefined> {
  const { rows } = await db.query<SubmissionRow>(
    'SELECT sn, channel, direction, decision, external_tx_id, reason, answer_at FROM rail_submission WHERE sn = $1',
    [sn],
  );
  return rows[0];
}

interface Plan {
  decision: Decision;
  externalTxId?: string;
  reason?: string;
}

/**
 * Records the plan for a new order number, with its late answer when there is one, and answers.
 * An order number seen before keeps its first answer, whatever this request says.
 */
async function record(context: RailContext, request: RailRequest, plan: Plan): Promise<RailOutcome> {
  const now = clock(context);
  const late = plan.decision === 'late_success' || plan.decision === 'late_failure';
  const answerAt = late ? new Date(now.getTime() + LATE_ANSWER_MS) : null;
  const write = async (tx: Db): Promise<RailOutcome> => {
    const { rows } = await tx.query<SubmissionRow>(
      `INSERT INTO rail_submission (sn, channel, direction, amount_minor, currency_id, decision, external_tx_id, reason, answer_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (sn) DO NOTHING
       RETURNING sn, channel, direction, decision, external_tx_id, reason, answer_at`,
      [
        request.sn,
        request.channel,
        request.direction,
        request.amountMinor,
        request.currencyId,
        plan.decision,
        plan.externalTxId ?? null,
        plan.reason ?? null,
        answerAt,
        now,
      ],
    );
    const inserted = rows[0];
    if (!inserted) {
      const existing = await findSubmission(tx, request.sn);
      return existing ? answerOf(existing, now) : { status: 'pending' };
    }
    if (late && answerAt) {
      const outcome: Final =
        plan.decision === 'late_success'
          ? { status: 'success', externalTxId: plan.externalTxId ?? request.sn }
          : { status: 'failed', reason: plan.reason ?? 'Failed' };
      await tx.query('INSERT INTO rail_sandbox_event (sn, due_at, outcome) VALUES ($1, $2, $3)', [request.sn, answerAt, JSON.stringify(outcome)]);
    }
    return answerOf(inserted, now);
  };
  // On the transaction of the order it records (see `decidesInDatabase`), that one makes it whole.
  return context.db.root ? write(context.db) : context.db.transaction(write);
}

/** The first problem that needs the database: an unknown bank code or Mizani Pay account. */
async function lookupProblem(db: Db, request: RailRequest): Promise<string | undefined> {
  const channel = request.channel as PaymentChannel;
  const rule = CHANNEL_RULES[channel];
  const { accountNo, bankCode } = request.destination;
  if (rule.family === 'internal' && accountNo) {
    const { rows } = await db.query('SELECT 1 FROM app_user WHERE account_no = $1', [accountNo]);
    if (rows.length === 0) return `Mizani Pay account ${accountNo} does not exist`;
  }
  if (rule.family === 'bank' && bankCode) {
    const countryId = rule.country?.(request.currencyId);
    if (countryId === undefined || !(await bankTable.get(db)).has(bankKey(countryId, bankCode))) return `Bank code ${bankCode} is not a bank this channel reaches`;
  }
  return undefined;
}

/** Why a request cannot be carried out by its rail, or undefined: shape first, then lookups. */
export async function checkRailRequest(db: Db, request: RailRequest): Promise<string | undefined> {
  return requestProblem(request) ?? (await lookupProblem(db, request));
}

/** The sandbox test-number rule: the destination's last digit decides. */
function sandboxPlan(request: RailRequest): Plan {
  const channel = request.channel as PaymentChannel;
  const kind = usesPhone(CHANNEL_RULES[channel].family) ? 'phone' : 'bank';
  const digit = testDigit(request) ?? 0;
  if (digit <= 5) return { decision: 'success', externalTxId: externalTxId(channel) };
  if (digit === 6) return { decision: 'failed', reason: railReasonText(SANDBOX_FAILURES.atOnce[request.direction][kind]) };
  if (digit === 7) return { decision: 'late_success', externalTxId: externalTxId(channel) };
  if (digit === 8) return { decision: 'late_failure', reason: railReasonText(SANDBOX_FAILURES.late[request.direction][kind]) };
  return { decision: 'never' };
}

function sameChannel(rail: Rail, request: RailRequest): void {
  // A programming error, not a customer's: the order was sent to the wrong adapter.
  if (request.channel !== rail.channel) throw new Error(`Request for channel ${request.channel} sent to the rail of channel ${rail.channel}`);
}

async function statusFromRecord(context: RailContext, sn: string): Promise<RailOutcome> {
  const row = await findSubmission(context.db, sn);
  if (!row) return { status: 'failed', reason: `No transaction with reference ${sn}` };
  return answerOf(row, clock(context));
}

/** A rail that decides in our own database: internal, manual and sandbox rails. */
class RecordedRail implements Rail {
  readonly decidesInDatabase = true;

  constructor(
    readonly channel: PaymentChannel,
    private readonly context: RailContext,
  ) {}

  async submit(request: RailRequest): Promise<RailOutcome> {
    sameChannel(this, request);
    const problem = await checkRailRequest(this.context.db, request);
    if (problem) return record(this.context, request, { decision: 'failed', reason: problem });
    return record(this.context, request, await this.plan(request));
  }

  checkStatus(sn: string): Promise<RailOutcome> {
    return statusFromRecord(this.context, sn);
  }

  /** Only a queued payout that will never be answered can be recalled; afterwards the rail reports it failed. */
  async recall(sn: string): Promise<boolean> {
    const { rows } = await this.context.db.query(
      `UPDATE rail_submission SET decision = 'failed', reason = $3, answer_at = $2
       WHERE sn = $1 AND decision = 'never' AND direction = 'payout' RETURNING sn`,
      [sn, clock(this.context), railReasonText('recalledBySender')],
    );
    return rows.length > 0;
  }

  private async plan(request: RailRequest): Promise<Plan> {
    const family = CHANNEL_RULES[this.channel].family;
    if (family === 'internal') return { decision: 'success', externalTxId: externalTxId(this.channel) };
    if (isManualFamily(family)) {
      return (await autoApproveInEffect(this.context.db, this.context.sandbox))
        ? { decision: 'success', externalTxId: externalTxId(this.channel) }
        : { decision: 'manual' };
    }
    return sandboxPlan(request);
  }
}

/** Thrown by a provider rail outside sandbox mode: real provider integrations are not part of this build. */
export class RailNotConfiguredError extends AppError {
  override name = 'RailNotConfiguredError';
  constructor(channel: number) {
    super(Code.SERVER_ERROR, `Rail not configured: payment channel ${channel}`);
  }
}

class UnconfiguredRail implements Rail {
  readonly decidesInDatabase = false;

  constructor(readonly channel: PaymentChannel) {}

  submit(): Promise<RailOutcome> {
    return Promise.reject(new RailNotConfiguredError(this.channel));
  }

  checkStatus(): Promise<RailOutcome> {
    return Promise.reject(new RailNotConfiguredError(this.channel));
  }

  recall(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

/** Whether the channel's rail can carry money in this mode (a provider rail needs sandbox mode). */
export function railConfigured(channel: PaymentChannel, sandbox: boolean): boolean {
  const family = CHANNEL_RULES[channel].family;
  return sandbox || family === 'internal' || isManualFamily(family);
}

export function createRail(channel: PaymentChannel, context: RailContext): Rail {
  return railConfigured(channel, context.sandbox) ? new RecordedRail(channel, context) : new UnconfiguredRail(channel);
}
