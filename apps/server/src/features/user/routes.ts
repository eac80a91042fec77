import { Code } from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { checkCode, consumeCode } from '../../domain/auth/codes.ts';
import { resolveAddress } from '../../domain/auth/flows.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { hashPassword, verifyPassword } from '../../domain/auth/password.ts';
import { revokeUserSessions } from '../../domain/auth/session.ts';
import { findAccountId } from '../../domain/user/account.ts';
import { listUserLog, recordUserLog, UserLogOperation } from '../../domain/user/log.ts';
import { fileBelongsTo, loadUserInfo } from '../../domain/user/profile.ts';
import { contactOf, passwordHashOf, saveProfile, setEmail, setFundPasswordHash, setPasswordHash, setPhone } from './service.ts';
import { fieldError } from '../../http/errors.ts';

/** The signed-in user's own account: profile, passwords, phone and email, operation log. */
export function userRoutes(app: App): void {
  const { db, identity } = app;

  defineRoute(app, 'user.info', (request) => loadUserInfo(db, request.principal.userId));

  defineRoute(app, 'user.infoSave', async (request) => {
    const { principal } = request;
    const nickName = request.body.nickName.trim();
    if (nickName.length === 0) throw fieldError('nickName', 'format', 'must not be blank');
    const { avatar } = request.body;
    if (avatar && !(await fileBelongsTo(db, avatar, principal))) throw fieldError('avatar', 'invalid', 'is not a file uploaded by this account');
    const now = identity.now();
    await db.transaction(async (tx) => {
      await saveProfile(tx, principal.userId, nickName, avatar);
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
    if (!(await verifyPassword(await passwordHashOf(db, principal.userId), oldPassword))) {
      await recordUserLog(db, { userId: principal.userId, operation: UserLogOperation.RESET_PASSWORD, ...meta, success: false, at: now });
      throw new AppError(Code.WRONG_OLD_PASSWORD);
    }
    if (password === oldPassword) throw fieldError('password', 'invalid', 'must differ from the old one');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, principal.userId, passwordHash);
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
    if (!(await verifyPassword(await passwordHashOf(db, principal.userId), password))) {
      await recordUserLog(db, { userId: principal.userId, operation: UserLogOperation.RESET_FUND_PASSWORD, ...meta, success: false, at: now });
      throw new AppError(Code.WRONG_PASSWORD);
    }
    const fundPasswordHash = await hashPassword(fundPassword);
    await db.transaction(async (tx) => {
      const replaced = await setFundPasswordHash(tx, principal.userId, fundPasswordHash);
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.RESET_FUND_PASSWORD,
        ...meta,
        success: true,
        detail: replaced ? 'replaced' : 'set',
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.changePhone', async (request) => {
    const { principal } = request;
    const { address, target } = await resolveAddress(db, { countryId: request.body.countryId, phone: request.body.phone });
    if (!('phone' in address)) throw new Error('unreachable');
    const current = await contactOf(db, principal.userId);
    if (current?.countryId === address.countryId && current.phone === address.phone) {
      throw fieldError('phone', 'invalid', 'must differ from the current one');
    }
    if ((await findAccountId(db, address)) !== null) throw new AppError(Code.ACCOUNT_EXISTS);
    const codeId = await checkCode(db, { scene: 'changePhone', target, code: request.body.code, ip: request.ip }, identity);
    const now = identity.now();
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await setPhone(tx, principal.userId, address.countryId, address.phone);
      await recordUserLog(tx, {
        userId: principal.userId,
        operation: UserLogOperation.CHANGE_PHONE,
        ...requestMeta(request),
        success: true,
        detail: `${current?.phone ? `+${current.countryId}${current.phone}` : 'none'} -> ${target.address}`,
        at: now,
      });
    });
    return null;
  });

  defineRoute(app, 'user.changeEmail', async (request) => {
    const { principal } = request;
    const { address, target } = await resolveAddress(db, { email: request.body.email });
    if (!('email' in address)) throw new Error('unreachable');
    const current = await contactOf(db, principal.userId);
    if (current?.email === address.email) throw fieldError('email', 'invalid', 'must differ from the current one');
    if ((await findAccountId(db, address)) !== null) throw new AppError(Code.ACCOUNT_EXISTS);
    const codeId = await checkCode(db, { scene: 'changeEmail', target, code: request.body.code, ip: request.ip }, identity);
    const now = identity.now();
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await setEmail(tx, principal.userId, address.email);
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
