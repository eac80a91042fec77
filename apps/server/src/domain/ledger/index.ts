/**
 * The double-entry ledger: accounts created on demand, `post` (balanced, idempotent, never below
 * zero where not allowed), `reverse`, and `verifyLedger`. See docs/ledger.md.
 */
export {
  accountKey,
  accountsById,
  ensureAccount,
  ensureAccounts,
  lockAccountsByKey,
  findAccount,
  walletsOf,
  type AccountSpec,
  type LedgerAccount,
  type LedgerAccountKind,
} from './accounts.ts';
export {
  findPosting,
  insufficientBalance,
  LedgerError,
  post,
  postToAccounts,
  postToAccountsAndCommit,
  PostingNotFinal,
  reverse,
  type EntryInput,
  type LegInput,
  type PostedEntry,
  type Posting,
  type PostingInput,
} from './post.ts';
export { describeLedgerReport, verifyLedger, type LedgerFault, type LedgerReport } from './verify.ts';
