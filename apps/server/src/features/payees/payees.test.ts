import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payee } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { setAutoApprove } from '../../domain/kyc/settings.ts';
import { getPayablePayee, listPayeeQueue, payeeDestination, reviewPayee } from '../../domain/payees/service.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.db);
  other = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
});

interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function post<T = Payee>(user: TestUser, url: string, payload: object = {}): Promise<Reply<T>> {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${user.token}` } });
  return res.json() as Reply<T>;
}

const mpesa = { countryId: 254, payType: 2, currencyId: 'KES', name: 'Amina Wanjiru', type: 2, phone: '0712 345 670' };
const rtgs = {
  countryId: 254,
  payType: 100,
  currencyId: 'KES',
  name: 'Baraka Supplies',
  type: 1,
  bankName: 'Equity Bank Kenya',
  bankNo: '0180 2934 5610',
  bankUser: 'Baraka Supplies Ltd',
  bankCode: '68',
};
const cny = {
  countryId: 254,
  payType: 401,
  currencyId: 'CNY',
  name: 'Wang Xiaoming',
  type: 2,
  bankName: '中国银行',
  bankNo: '6217856000012345678',
  bankUser: '王小明',
  bankBranch: '中国银行广州天河支行',
  bankCode: '104',
};
const usdRtgs = {
  ...rtgs,
  currencyId: 'USD',
  bankSwiftCode: 'eqblkena',
  bankAddrees: 'Equity Centre, Hospital Road, Upper Hill',
  bankCity: 'Nairobi',
};

async function added(user: TestUser, body: object): Promise<Payee> {
  const reply = await post(user, '/payee/add', body);
  if (reply.code !== 200) throw new Error(`add refused: ${reply.code} ${reply.msg}`);
  return reply.data;
}

describe('adding a recipient', () => {
  it('approves a domestic mobile-wallet recipient at once, with the number as stored', async () => {
    const payee = await added(owner, { ...mpesa, remark: '  rent  ', bankName: '' });
    expect(payee).toMatchObject({
      scope: 0,
      countryId: 254,
      payType: 2,
      currencyId: 'KES',
      name: 'Amina Wanjiru',
      type: 2,
      phone: '712345670',
      remark: 'rent',
      bankName: null,
      auditStatus: 1,
      rejectReason: null,
    });
    expect(payee.auditTime).not.toBeNull();
    expect(payeeDestination(payee)).toEqual({ phone: '712345670', accountName: 'Amina Wanjiru' });
  });

  it('starts bank and cross-border recipients pending (-1)', async () => {
    const bank = await added(owner, rtgs);
    expect(bank).toMatchObject({ scope: 0, auditStatus: -1, bankNo: '018029345610', auditTime: null });
    const chinese = await added(owner, cny);
    expect(chinese).toMatchObject({ scope: 1, auditStatus: -1, bankUser: '王小明' });
    const usd = await added(owner, usdRtgs);
    expect(usd).toMatchObject({ scope: 1, auditStatus: -1, bankSwiftCode: 'EQBLKENA' });
    expect(payeeDestination(bank)).toEqual({ bankCode: '68', accountNo: '018029345610', accountName: 'Baraka Supplies Ltd' });
  });

  it('approves a Mizani Pay account recipient at once, but not the caller itself', async () => {
    const payee = await added(owner, { countryId: 254, payType: 0, currencyId: 'KES', name: 'Other', type: 2, userAccountNo: other.accountNo });
    expect(payee).toMatchObject({ auditStatus: 1, userAccountNo: other.accountNo });
    expect(payeeDestination(payee)).toMatchObject({ accountNo: other.accountNo });
    expect((await post(owner, '/payee/add', { countryId: 254, payType: 0, currencyId: 'KES', name: 'Me', type: 3, userAccountNo: owner.accountNo })).code).toBe(-1010);
    expect(await post(owner, '/payee/add', { countryId: 254, payType: 0, currencyId: 'KES', name: 'X', type: 2, userAccountNo: 'MZ0000000000' })).toMatchObject({
      code: -1002,
      msg: 'Account does not exist: MZ0000000000',
    });
  });

  it('names the first field a channel needs and did not get', async () => {
    const cases: [object, string][] = [
      [{ ...mpesa, phone: undefined }, 'Parameter error: phone is required for a mobile wallet recipient'],
      [{ ...mpesa, phone: '612345678' }, 'Parameter error: phone must be a Kenyan mobile number: 9 digits starting with 7 or 1, without the leading 0'],
      [{ ...mpesa, countryId: 255, payType: 7, currencyId: 'TZS', phone: '812345678' }, 'Parameter error: phone must be a Tanzanian mobile number: 9 digits starting with 6 or 7, without the leading 0'],
      [{ ...mpesa, name: '   ' }, 'Parameter error: name is required'],
      [{ ...rtgs, bankUser: '' }, 'Parameter error: bankUser is required for a bank recipient'],
      [{ ...rtgs, bankNo: undefined }, 'Parameter error: bankNo is required for a bank recipient'],
      [{ ...rtgs, bankCode: undefined }, 'Parameter error: bankCode is required for payType 100: choose the bank from the bank list'],
      [{ ...rtgs, bankCode: '99' }, 'Parameter error: bankCode 99 is not in the bank list of country 254'],
      [{ ...rtgs, bankNo: '12-34' }, 'Parameter error: bankNo must be 6 to 20 digits'],
      [{ ...usdRtgs, bankSwiftCode: undefined }, 'Parameter error: bankSwiftCode is required for a cross-border bank recipient'],
      [{ ...usdRtgs, bankCity: ' ' }, 'Parameter error: bankCity is required for a cross-border bank recipient'],
      [{ ...usdRtgs, bankSwiftCode: 'EQB' }, 'Parameter error: bankSwiftCode must be a SWIFT code of 8 or 11 letters and digits'],
      [{ ...mpesa, payType: 7 }, 'Parameter error: payType 7 is not offered for sending KES in country 254'],
      [{ ...mpesa, payType: 503 }, 'Parameter error: payType 503 is not offered for sending KES in country 254'],
      [{ ...mpesa, notificationPhone: '12' }, 'Parameter error: notificationPhone must be 6 to 15 digits'],
      [{ ...mpesa, type: 4 }, 'Parameter error: type must be one of 1, 2, 3'],
      [{ ...mpesa, surname: 'x' }, 'Parameter error: surname is not allowed'],
    ];
    for (const [body, msg] of cases) expect(await post(owner, '/payee/add', body)).toMatchObject({ code: -1008, msg });
    // The field and the rule, for the apps to say in their user's language.
    expect((await post(owner, '/payee/add', { ...mpesa, phone: '612345678' })).data).toEqual({ field: 'phone', rule: 'format' });
    expect((await post(owner, '/payee/add', { ...mpesa, phone: undefined })).data).toEqual({ field: 'phone', rule: 'required' });
    expect((await post(owner, '/payee/add', { ...mpesa, type: 4 })).data).toEqual({ field: 'type', rule: 'choice' });
    expect((await post(owner, '/payee/add', { ...mpesa, countryId: 999 })).code).toBe(-1012);
  });

  it('requires Chinese recipient bank details to be written in Chinese', async () => {
    const cases: [object, string][] = [
      [{ ...cny, bankName: 'Bank of China' }, 'Parameter error: bankName must be written in Chinese for a Chinese bank recipient'],
      [{ ...cny, bankUser: 'Wang Xiaoming' }, 'Parameter error: bankUser must be written in Chinese for a Chinese bank recipient'],
      [{ ...cny, bankBranch: 'Tianhe Branch, Guangzhou' }, 'Parameter error: bankBranch must be written in Chinese for a Chinese bank recipient'],
      [{ ...cny, bankBranch: undefined }, 'Parameter error: bankBranch is required for a Chinese bank recipient'],
      [{ ...cny, bankCode: '999' }, 'Parameter error: bankCode 999 is not in the bank list of country 86'],
      [{ ...cny, currencyId: 'KES' }, 'Parameter error: payType 401 is not offered for sending KES in country 254'],
    ];
    for (const [body, msg] of cases) expect(await post(owner, '/payee/add', body)).toMatchObject({ code: -1008, msg });
    // Mixed scripts are fine as long as the name is Chinese: banks write "ICBC 广州分行".
    expect((await post(owner, '/payee/add', { ...cny, bankBranch: 'ICBC 广州分行', bankName: '中国工商银行', bankCode: '102' })).code).toBe(200);
  });

  it('approves bank and cross-border recipients at once while the sandbox auto-approve switch is on', async () => {
    await setAutoApprove(t.db, true);
    try {
      expect(await added(owner, rtgs)).toMatchObject({ auditStatus: 1 });
      expect(await added(owner, cny)).toMatchObject({ auditStatus: 1 });
    } finally {
      await setAutoApprove(t.db, false);
    }
  });

  it('writes each change into the operation log', async () => {
    const user = await createTestUser(t.db);
    const payee = await added(user, mpesa);
    await post(user, '/payee/edit', { ...mpesa, id: payee.id, remark: 'school fees' });
    await post(user, `/payee/delete/${payee.id}`);
    const { rows } = await t.db.query<{ operation: string }>('SELECT operation FROM user_log WHERE user_id = $1 ORDER BY id', [user.userId]);
    expect(rows.map((r) => r.operation)).toEqual(['payeeAdd', 'payeeEdit', 'payeeDelete']);
  });
});

describe('one account cannot see or touch another account\'s recipients', () => {
  it('answers -1017 for detail, edit and delete of another account\'s recipient', async () => {
    const mine = await added(owner, mpesa);
    expect((await post(owner, `/payee/detail/${mine.id}`)).data).toEqual(mine);
    expect(await post(other, `/payee/detail/${mine.id}`)).toEqual({ code: -1017, msg: 'Beneficiary does not exist', data: null });
    expect((await post(other, '/payee/edit', { ...mpesa, id: mine.id, name: 'Hijacked' })).code).toBe(-1017);
    expect((await post(other, `/payee/delete/${mine.id}`)).code).toBe(-1017);
    expect((await post(owner, `/payee/detail/${mine.id}`)).data.name).toBe('Amina Wanjiru');
    expect((await post(owner, '/payee/detail/99999999')).code).toBe(-1017);
    expect(((await post<{ rows: Payee[] }>(other, '/payee/list', { pageNum: 1, pageSize: 100 })).data.rows).map((p) => p.id)).not.toContain(mine.id);
    await expect(getPayablePayee(t.db, other.userId, mine.id)).rejects.toMatchObject({ code: -1017 });
  });

  it('lets staff work on their main account\'s recipients', async () => {
    const staff = await createTestUser(t.db, { parentId: owner.userId });
    const byStaff = await added(staff, { ...mpesa, name: 'Added by staff' });
    expect((await post(owner, `/payee/detail/${byStaff.id}`)).data.name).toBe('Added by staff');
    expect((await post(staff, '/payee/edit', { ...mpesa, id: byStaff.id, name: 'Renamed by staff' })).data.name).toBe('Renamed by staff');
  });
});

describe('editing', () => {
  it('keeps the review when only the remark or notification number change', async () => {
    const payee = await added(owner, rtgs);
    await reviewPayee(t.db, payee.id, { approve: true }, 'ops-cli');
    const edited = await post(owner, '/payee/edit', { ...rtgs, id: payee.id, remark: 'quarterly invoice', notificationPhone: '0712345678' });
    expect(edited.data).toMatchObject({ auditStatus: 1, remark: 'quarterly invoice', notificationPhone: '712345678' });
  });

  it('sends a reviewed recipient back for review (0) when its payment details change', async () => {
    const payee = await added(owner, rtgs);
    await reviewPayee(t.db, payee.id, { approve: true }, 'ops-cli');
    const edited = await post(owner, '/payee/edit', { ...rtgs, id: payee.id, bankNo: '0180293456199' });
    expect(edited.data).toMatchObject({ auditStatus: 0, auditTime: null, bankNo: '0180293456199' });
    await expect(getPayablePayee(t.db, owner.userId, payee.id)).rejects.toMatchObject({
      code: -1008,
      message: 'Parameter error: payeeId is waiting for approval and cannot be paid yet',
      data: { field: 'payeeId', rule: 'invalid' },
    });
  });

  it('keeps a new recipient pending (-1) and clears a rejection when the details are fixed', async () => {
    const fresh = await added(owner, rtgs);
    expect((await post(owner, '/payee/edit', { ...rtgs, id: fresh.id, bankUser: 'Baraka Supplies Limited' })).data.auditStatus).toBe(-1);

    await reviewPayee(t.db, fresh.id, { approve: false, reason: 'Account name does not match' }, 'ops-cli');
    expect((await post(owner, `/payee/detail/${fresh.id}`)).data).toMatchObject({ auditStatus: 2, rejectReason: 'Account name does not match' });
    const fixed = await post(owner, '/payee/edit', { ...rtgs, id: fresh.id, bankUser: 'Baraka Supplies Ltd.' });
    expect(fixed.data).toMatchObject({ auditStatus: 0, rejectReason: null });
  });

  it('approves a recipient changed to a mobile wallet at once, and validates like adding', async () => {
    const payee = await added(owner, rtgs);
    expect((await post(owner, '/payee/edit', { ...mpesa, id: payee.id })).data).toMatchObject({ auditStatus: 1, payType: 2, bankName: null });
    expect((await post(owner, '/payee/edit', { ...mpesa, id: payee.id, phone: '123' })).code).toBe(-1008);
  });
});

describe('deleting', () => {
  it('hides the recipient from the list and the detail, and refuses a second delete', async () => {
    const payee = await added(owner, mpesa);
    expect(await post(owner, `/payee/delete/${payee.id}`)).toEqual({ code: 200, msg: 'success', data: null });
    expect((await post(owner, `/payee/detail/${payee.id}`)).code).toBe(-1017);
    expect((await post(owner, `/payee/delete/${payee.id}`)).code).toBe(-1017);
    const list = await post<{ rows: Payee[] }>(owner, '/payee/list', { pageNum: 1, pageSize: 100 });
    expect(list.data.rows.map((p) => p.id)).not.toContain(payee.id);
  });
});

describe('/payee/list', () => {
  it('filters, pages newest first, and counts the whole selection', async () => {
    const user = await createTestUser(t.db);
    const made: Payee[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await added(user, { ...mpesa, name: `Wanjiru ${i}`, phone: `71234567${i}` }));
    made.push(await added(user, rtgs));
    made.push(await added(user, cny));
    made.push(await added(user, { countryId: 255, payType: 7, currencyId: 'TZS', name: 'Neema Mushi', type: 2, phone: '754123450' }));

    const page = async (filter: object) => (await post<{ rows: Payee[]; total: number }>(user, '/payee/list', { pageNum: 1, pageSize: 20, ...filter })).data;
    const all = await page({});
    expect(all.total).toBe(8);
    expect(all.rows.map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());

    const second = await page({ pageNum: 2, pageSize: 3 });
    expect(second).toEqual({ rows: all.rows.slice(3, 6), total: 8 });
    expect((await page({ name: 'wanjiru' })).total).toBe(5);
    expect((await page({ name: 'Wanjiru 3' })).rows.map((p) => p.name)).toEqual(['Wanjiru 3']);
    expect((await page({ name: '%' })).total).toBe(0);
    expect((await page({ payType: 100 })).rows.map((p) => p.id)).toEqual([made[5]!.id]);
    expect((await page({ countryId: 255 })).rows.map((p) => p.name)).toEqual(['Neema Mushi']);
    expect((await page({ scope: 1 })).rows.map((p) => p.payType)).toEqual([401]);
    expect((await page({ scope: 0, auditStatus: -1 })).rows.map((p) => p.payType)).toEqual([100]);
    expect((await page({ type: 1 })).total).toBe(1);
    expect((await page({ currencyId: 'TZS' })).total).toBe(1);
    expect((await page({ beginTime: '2999-01-01T00:00:00Z' })).total).toBe(0);
    expect((await post(user, '/payee/list', { pageNum: 1, pageSize: 101 })).code).toBe(-1008);
  });
});

describe('the operator review', () => {
  it('lists the waiting recipients and approves or rejects them once', async () => {
    const payee = await added(owner, cny);
    expect((await listPayeeQueue(t.db)).map((e) => e.id)).toContain(payee.id);
    const approved = await reviewPayee(t.db, payee.id, { approve: true }, 'ops-api');
    expect(approved).toMatchObject({ id: payee.id, accountNo: owner.accountNo, auditStatus: 1, scope: 1 });
    expect((await listPayeeQueue(t.db)).map((e) => e.id)).not.toContain(payee.id);
    expect((await getPayablePayee(t.db, owner.userId, payee.id, 401)).auditStatus).toBe(1);
    await expect(getPayablePayee(t.db, owner.userId, payee.id, 400)).rejects.toMatchObject({ code: -1008 });
    await expect(reviewPayee(t.db, payee.id, { approve: true }, 'ops-api')).rejects.toMatchObject({
      code: -1008,
      message: `Parameter error: recipient ${payee.id} is approved already, not waiting for review`,
    });
    await expect(reviewPayee(t.db, 99999999, { approve: true }, 'ops-api')).rejects.toMatchObject({ code: -1017 });

    const other = await added(owner, rtgs);
    await expect(reviewPayee(t.db, other.id, { approve: false, reason: '  ' }, 'ops-api')).rejects.toMatchObject({ code: -1008 });
    expect(await reviewPayee(t.db, other.id, { approve: false, reason: 'Wrong bank code' }, 'ops-api')).toMatchObject({ auditStatus: 2, rejectReason: 'Wrong bank code' });
    await expect(getPayablePayee(t.db, owner.userId, other.id)).rejects.toMatchObject({
      message: 'Parameter error: payeeId was rejected and cannot be paid yet',
      data: { field: 'payeeId', rule: 'invalid' },
    });
  });
});
