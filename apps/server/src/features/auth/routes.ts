import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { normalizePhone } from '../../domain/user/account.ts';
import { recordUserLog, UserLogOperation } from '../../domain/user/log.ts';
import { recoverPassword, register, sendCode, verifyRegisterCode } from '../../domain/auth/flows.ts';
import { passwordLogin } from '../../domain/auth/login.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { revokeSession } from '../../domain/auth/session.ts';

/** Sign-up, sign-in, sign-out, password recovery and the verification codes they use. */
export function authRoutes(app: App): void {
  const { db, identity } = app;

  defineRoute(app, 'common.sendCode', async (request) => {
    const { countryId, phone, scene } = request.body;
    await sendCode(db, scene, { countryId, phone }, requestMeta(request), identity, request.log);
    return null;
  });

  defineRoute(app, 'common.sendMailCode', async (request) => {
    const { email, scene } = request.body;
    await sendCode(db, scene, { email }, requestMeta(request), identity, request.log);
    return null;
  });

  defineRoute(app, 'user.login', async (request) => {
    const { countryId, phone, password } = request.body;
    const token = await passwordLogin(db, { countryId, phone: normalizePhone(phone) }, password, requestMeta(request), identity);
    return { token };
  });

  defineRoute(app, 'user.emailLogin', async (request) => {
    const { email, password } = request.body;
    const token = await passwordLogin(db, { email }, password, requestMeta(request), identity);
    return { token };
  });

  defineRoute(app, 'user.register', (request) => {
    const { countryId, phone, code, password } = request.body;
    return register(db, { countryId, phone }, code, password, requestMeta(request), identity);
  });

  defineRoute(app, 'user.emailRegister', (request) => {
    const { email, code, password } = request.body;
    return register(db, { email }, code, password, requestMeta(request), identity);
  });

  defineRoute(app, 'user.registerCheckCode', (request) => {
    const { countryId, phone, code } = request.body;
    return verifyRegisterCode(db, { countryId, phone }, code, requestMeta(request), identity);
  });

  defineRoute(app, 'user.emailRegisterCheckCode', (request) => {
    const { email, code } = request.body;
    return verifyRegisterCode(db, { email }, code, requestMeta(request), identity);
  });

  defineRoute(app, 'user.findPwd', async (request) => {
    const { countryId, phone, code, password } = request.body;
    await recoverPassword(db, { countryId, phone }, code, password, requestMeta(request), identity);
    return null;
  });

  defineRoute(app, 'user.emailFindPwd', async (request) => {
    const { email, code, password } = request.body;
    await recoverPassword(db, { email }, code, password, requestMeta(request), identity);
    return null;
  });

  defineRoute(app, 'user.logout', async (request) => {
    const now = identity.now();
    const meta = requestMeta(request);
    await revokeSession(db, request.principal.token, now);
    await recordUserLog(db, { userId: request.principal.userId, operation: UserLogOperation.LOGOUT, ...meta, success: true, at: now });
    return null;
  });
}
