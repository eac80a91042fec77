import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { OutboxLog } from '../outbox/outbox.ts';
import { countryExists, createAccount, findAccountId, normalizeEmail, normalizePhone } from '../user/account.ts';
import { recordUserLog, UserLogOperation } from '../user/log.ts';
import { checkCode, consumeCode, emailTarget, issueCode, phoneTarget, type CodeScene, type CodeTarget } from './codes.ts';
import { clearLoginFailures } from './login.ts';
import type { IdentityOptions } from './options.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions, type SessionMeta } from './session.ts';

/** A phone (national number in a country) or an email address, as the caller gave it. */
export type Address = { countryId: number; phone: string } | { email: string };

export interface RequestMeta extends SessionMeta {
  ip: string;
}

/** The normalised address and where its codes go; -1012 for an unknown country. */
export async function resolveAddress(db: Db, address: Address): Promise<{ address: Address; target: CodeTarget }> {
  if ('email' in address) {
    const email = normalizeEmail(address.email);
    return { address: { email }, target: emailTarget(email) };
  }
  if (!(await countryExists(db, address.countryId))) throw new AppError(Code.COUNTRY_NOT_FOUND);
  const phone = normalizePhone(address.phone);
  return { address: { countryId: address.countryId, phone }, target: phoneTarget(address.countryId, phone) };
}

/**
 * `/common/sendCode` and `/common/sendMailCode`. Where the scene can only succeed for a new
 * address (register, change of phone or email), an address that already has an account is refused
 * here with -1003, so the user learns it before typing a code; where it needs an existing account
 * (recovery), an unknown one is refused with -1002 and no message is sent. Both answers are
 * limited per caller's address (http/abuse-limits.ts), so they cannot be used to sift a list.
 */
export async function sendCode(
  db: Db,
  scene: CodeScene,
  given: Address,
  meta: RequestMeta,
  identity: IdentityOptions,
  log: OutboxLog,
): Promise<void> {
  const { address, target } = await resolveAddress(db, given);
  const existing = await findAccountId(db, address);
  if ((scene === 'register' || scene === 'changePhone' || scene === 'changeEmail') && existing !== null) {
    throw new AppError(Code.ACCOUNT_EXISTS);
  }
  if (scene === 'findPwd' && existing === null) throw new AppError(Code.ACCOUNT_NOT_FOUND);
  await issueCode(db, { scene, target, ip: meta.ip }, identity, log);
}

/**
 * The registration code of a free address, checked without using it up: -1003 when the address
 * has an account by now, -1006 for a wrong code (a wrong guess counts like any other code check).
 */
async function checkRegisterCode(db: Db, given: Address, code: string, meta: RequestMeta, identity: IdentityOptions) {
  const { address, target } = await resolveAddress(db, given);
  if ((await findAccountId(db, address)) !== null) throw new AppError(Code.ACCOUNT_EXISTS);
  return { address, codeId: await checkCode(db, { scene: 'register', target, code, ip: meta.ip }, identity) };
}

/**
 * `/user/register/checkCode` and `/user/emailRegister/checkCode`: the sign-up form's first step
 * learns of a wrong code before the user sets a password. The code stays valid for the register
 * call, which checks it again.
 */
export async function verifyRegisterCode(db: Db, given: Address, code: string, meta: RequestMeta, identity: IdentityOptions): Promise<null> {
  await checkRegisterCode(db, given, code, meta, identity);
  return null;
}

/** `/user/register` and `/user/emailRegister`: a new main account from a verified address. */
export async function register(
  db: Db,
  given: Address,
  code: string,
  password: string,
  meta: RequestMeta,
  identity: IdentityOptions,
): Promise<{ accountNo: string }> {
  const { address, codeId } = await checkRegisterCode(db, given, code, meta, identity);
  const passwordHash = await hashPassword(password);
  const now = identity.now();
  return db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    const created = await createAccount(tx, { ...address, passwordHash, createdAt: now });
    await recordUserLog(tx, {
      userId: created.userId,
      operation: UserLogOperation.REGISTER,
      ip: meta.ip,
      userAgent: meta.userAgent,
      success: true,
      detail: 'email' in address ? 'email' : 'phone',
      at: now,
    });
    return { accountNo: created.accountNo };
  });
}

/**
 * `/user/findPwd` and `/user/emailFindPwd`: a new login password from a code sent to the account's
 * phone or email; -1006 for a wrong code and for an address without an account alike. Ends every session (whoever knew the old password is signed out) and lifts a
 * login lock, so that repeated failures by someone else cannot keep the owner out.
 */
export async function recoverPassword(
  db: Db,
  given: Address,
  code: string,
  password: string,
  meta: RequestMeta,
  identity: IdentityOptions,
): Promise<void> {
  const { address, target } = await resolveAddress(db, given);
  const userId = await findAccountId(db, address);
  // No recovery code can exist for an address without an account (sendCode refused it), so the
  // answer is the wrong code's, after the same check: this call does not say who has an account.
  const codeId = await checkCode(db, { scene: 'findPwd', target, code, ip: meta.ip }, identity);
  if (userId === null) throw new AppError(Code.WRONG_CODE);
  const passwordHash = await hashPassword(password);
  const now = identity.now();
  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await clearLoginFailures(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    await recordUserLog(tx, {
      userId,
      operation: UserLogOperation.FIND_PASSWORD,
      ip: meta.ip,
      userAgent: meta.userAgent,
      success: true,
      detail: 'email' in address ? 'email' : 'phone',
      at: now,
    });
  });
}
