/**
 * A -1008 raised by a feature's own checks (not the request schema) names the field and the rule
 * in its data, as schema refusals do, so the apps word it in the user's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { caller, FUND_PASSWORD, fundWallet, type Call } from './test-kit.ts';

let t: TestApp;
let call: Call;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
  await fundWallet(t.db, user.userId, 0, 'KES', 1_000_000n);
});
afterAll(() => t?.close());

const refusal = (field: string, rule: string) => ({ code: -1008, data: { field, rule } });
const mpesa = { payType: 2, currencyId: 'KES', phone: '712345670' };

describe('-1008 from a feature names {field, rule}', () => {
  it('for an amount: its decimal places, its sign, the channel limits', async () => {
    expect(await call(user, '/order/psp/quote', { ...mpesa, amount: '1.234' })).toMatchObject({ ...refusal('amount', 'format'), msg: 'Parameter error: amount has more than 2 decimal places for KES' });
    expect(await call(user, '/order/psp/quote', { ...mpesa, amount: '0' })).toMatchObject(refusal('amount', 'range'));
    expect(await call(user, '/order/psp/quote', { ...mpesa, amount: '5' })).toMatchObject(refusal('amount', 'range'));
  });

  it('for a send without its recipient', async () => {
    expect(await call(user, '/order/psp/quote', { payType: 101, currencyId: 'KES', amount: '500' })).toMatchObject(refusal('payeeId', 'required'));
    expect(await call(user, '/order/psp/quote', { payType: 0, currencyId: 'KES', amount: '500' })).toMatchObject(refusal('accountNo', 'required'));
  });

  it('for a channel not offered and a recipient the send cannot pay', async () => {
    expect(await call(user, '/order/psp/quote', { ...mpesa, currencyId: 'UGX', amount: '500' })).toMatchObject(refusal('payType', 'choice'));
    // A bank recipient waits for review after it is added, so it cannot be paid yet.
    const bank = { countryId: 254, payType: 100, currencyId: 'KES', name: 'Baraka', type: 1, bankName: 'Equity Bank Kenya', bankNo: '0180 2934 5610', bankUser: 'Baraka Ltd', bankCode: '68' };
    const pending = await call<{ id: number; auditStatus: number }>(user, '/payee/add', bank);
    expect(pending.data.auditStatus).toBe(-1);
    expect(await call(user, '/order/psp/quote', { payType: 100, currencyId: 'KES', payeeId: pending.data.id, amount: '500' })).toMatchObject({
      ...refusal('payeeId', 'invalid'),
      msg: 'Parameter error: payeeId is waiting for approval and cannot be paid yet',
    });
  });

  it('for a conversion between one currency', async () => {
    const reply = await call(user, '/fx/quote', { fromScope: 0, fromCurrency: 'KES', toScope: 0, toCurrency: 'KES', amount: '100', fixedSide: 'from' });
    expect(reply).toMatchObject(refusal('toCurrency', 'choice'));
  });

  it('for the profile, a role, a contract worker and a virtual account', async () => {
    expect(await call(user, '/user/info/save', { nickName: '   ' })).toMatchObject(refusal('nickName', 'format'));
    expect(await call(user, '/user/role/add', { roleName: '  ', menus: [] })).toMatchObject(refusal('roleName', 'required'));
    const worker = { name: 'Juma', idNo: 'A1', payeeRelation: 0, payeeIdCardNo: 'B2', workArea: 'Nairobi', workAddress: 'Moi Avenue' };
    expect(await call(user, '/user/ContractWorker/handle', worker)).toMatchObject(refusal('residenceFile', 'required'));
    const va = { payType: 101, currencyId: 'KES', countryId: 254, accountName: 'Duka Ltd', agreement: false };
    expect(await call(user, '/va/apply', va)).toMatchObject(refusal('agreement', 'required'));
  });

  it('for a file upload without a file', async () => {
    const boundary = 'mizani-test-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\norder\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/file/upload',
      payload: body,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.json()).toMatchObject(refusal('file', 'required'));
  });
});
