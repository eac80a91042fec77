import { Code } from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { checkCode, consumeCode } from '../auth/codes.ts';
import { resolveAddress } from '../auth/flows.ts';
import { requestMeta } from '../auth/meta.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/session.ts';
import { findAccountId } from './account.ts';
import { listUserLog, recordUserLog, UserLogOperation } from './log.ts';
import { fileBelongsTo, loadUserInfo, parameterError } from './profile.ts';

/** The signed-in user's own account: profile, passwords, phone and email, operation log. */
export function userRoutes(app: App): void {
  const { db, identity } = app;

  async function passwordHashOf(userId: number): Promise<string> {
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE id = $1', [userId]);
    const row = rows[0];
    if (!row) throw new AppError(Code.NOT_LOGGED_IN);
    return row.password_hash;
  }

  defineRoute(app, 'user.info', (request) => loadUserInfo(db, request.principal.userId));

  defineRoute(app, 'user.infoSave', async (request) => {
    const { principal } = request;
    const nickName = request.body.nickName.trim();
    if (nickName.length === 0) throw parameterError('nickName must not be blank');
    const { avatar } = request.body;
    if (avatar && !(await fileBelongsTo(db, avatar, principal))) throw parameterError('avatar is not a file uploaded by this account');
    const now = identity.now();
    await db.transaction(async (tx) => {
      await tx.query(
        // undefined leaves the avatar as it is; null removes it.
        'UPDATE app_user SET nick_name = $2, avatar = CASE WHEN $3::boolean THEN $4 ELSE avatar END WHERE id = $1',
        [principal.userId, nickName, avatar !== undefined, avatar ?? null],
      );
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.SAVE_PROFILE,
        ...requestMeta(request),
        success: true,
        detail: avatar === undefined ? 'nickname' : 'nickname, avatar',
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.resetPwd', async (request) => {
    const { principal } = request;
    const { oldPassword, password } = request.body;
    const meta = requestMeta(request);
    const now = identity.now();
    if (!(await verifyPassword(await passwordHashOf(principal.userId), oldPassword))) {
      await recordUserLog(db, { userId: principal.userId, operation: UserLogOperation.RESET_PASSWORD, ...meta, success: false, at: now });
      throw new AppError(Code.WRONG_OLD_PASSWORD);
    }
    if (password === oldPassword) throw parameterError('the new password must differ from the old one');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [principal.userId, passwordHash]);
      // Anyone else signed in with the old password is signed out; this device stays in.
      await revokeUserSessions(tx, principal.userId, now, principal.token);
      await recordUserLog(tx, { userId: principal.userId, operation: UserLogOperation.RESET_PASSWORD, ...meta, success: true, at: now });
    });
    return null;
  });

  defineRoute(app, 'user.resetFundPwd', async (request) => {
    const { principal } = request;
    const { password, fundPassword } = request.body;
    const meta = requestMeta(request);
    const now = identity.now();
    if (!(await verifyPassword(await passwordHashOf(principal.userId), password))) {
      await recordUserLog(db, { userId: principal.userId, operation: UserLogOperation.RESET_FUND_PASSWORD, ...meta, success: false, at: now });
      throw new AppError(Code.WRONG_PASSWORD);
    }
    const fundPasswordHash = await hashPassword(fundPassword);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ had: boolean }>(
        `UPDATE app_user u SET fund_password_hash = $2 FROM app_user old
         WHERE u.id = $1 AND old.id = u.id RETURNING (old.fund_password_hash IS NOT NULL) AS had`,
        [principal.userId, fundPasswordHash],
      );
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.RESET_FUND_PASSWORD,
        ...meta,
        success: true,
        detail: rows[0]?.had ? 'replaced' : 'set',
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.changePhone', async (request) => {
    const { principal } = request;
    const { address, target } = await resolveAddress(db, { countryId: request.body.countryId, phone: request.body.phone });
    if (!('phone' in address)) throw new Error('unreachable');
    const { rows } = await db.query<{ country_id: number | null; phone: string | null }>(
      'SELECT country_id, phone FROM app_user WHERE id = $1',
      [principal.userId],
    );
    const current = rows[0];
    if (current?.country_id === address.countryId && current.phone === address.phone) {
      throw parameterError('the new phone number must differ from the current one');
    }
    if ((await findAccountId(db, address)) !== null) throw new AppError(Code.ACCOUNT_EXISTS);
    const codeId = await checkCode(db, { scene: 'changePhone', target, code: request.body.code, ip: request.ip }, identity);
    const now = identity.now();
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await tx.query('UPDATE app_user SET country_id = $2, phone = $3 WHERE id = $1', [principal.userId, address.countryId, address.phone]);
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.CHANGE_PHONE,
        ...requestMeta(request),
        success: true,
        detail: `${current?.phone ? `+${current.country_id}${current.phone}` : 'none'} -> ${target.address}`,
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.changeEmail', async (request) => {
    const { principal } = request;
    const { address, target } = await resolveAddress(db, { email: request.body.email });
    if (!('email' in address)) throw new Error('unreachable');
    const { rows } = await db.query<{ email: string | null }>('SELECT email FROM app_user WHERE id = $1', [principal.userId]);
    const current = rows[0];
    if (current?.email === address.email) throw parameterError('the new email must differ from the current one');
    if ((await findAccountId(db, address)) !== null) throw new AppError(Code.ACCOUNT_EXISTS);
    const codeId = await checkCode(db, { scene: 'changeEmail', target, code: request.body.code, ip: request.ip }, identity);
    const now = identity.now();
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await tx.query('UPDATE app_user SET email = $2 WHERE id = $1', [principal.userId, address.email]);
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.CHANGE_EMAIL,
        ...requestMeta(request),
        success: true,
        detail: `${current?.email ?? 'none'} -> ${address.email}`,
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.log', (request) => listUserLog(db, request.principal.userId, request.body));
}
