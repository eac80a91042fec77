import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VaAccount } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { setAutoApprove } from '../../domain/kyc/settings.ts';
import { advanceVa, vaAccountNumber } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Reply<T = VaAccount> {
  code: number;
  msg: string;
  data: T;
}

async function post<T = VaAccount>(user: TestUser, url: string, payload: object = {}): Promise<Reply<T>> {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${user.token}` } });
  return res.json() as Reply<T>;
}

const pesalink = { payType: 101, currencyId: 'KES', countryId: 254, accountName: 'Amani Traders', agreement: true };
const paybill = { payType: 505, currencyId: 'KES', countryId: 254, accountName: 'Amani Traders', agreement: true };

describe('applying', () => {
  it('records a SUBMITTED application without account details', async () => {
    const user = await createTestUser(t.db);
    const reply = await post(user, '/va/apply', { ...pesalink, accountName: '  Amani Traders ' });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      payType: 101,
      currencyId: 'KES',
      countryId: 254,
      accountName: 'Amani Traders',
      status: 'SUBMITTED',
      accountId: null,
      bankName: null,
      bankAddress: null,
      payBillNum: null,
      branchCode: null,
      bankCode: null,
    });
  });

  it('requires the user agreement to be accepted', async () => {
    const user = await createTestUser(t.db);
    expect(await post(user, '/va/apply', { ...pesalink, agreement: false })).toEqual({
      code: -1008,
      msg: 'Parameter error: agreement must be accepted: read and agree to the VA account agreement',
      data: { field: 'agreement', rule: 'required' },
    });
    const { agreement: _, ...without } = pesalink;
    expect(await post(user, '/va/apply', without)).toMatchObject({ code: -1008, msg: 'Parameter error: agreement is required' });
  });

  it('checks channel, country and currency belong together', async () => {
    const user = await createTestUser(t.db);
    const notOffered = { field: 'payType', rule: 'choice' };
    const cases: [object, number, string, object?][] = [
      [{ ...pesalink, countryId: 255 }, -1008, 'Parameter error: payType 101 virtual accounts are opened in country 254 only', notOffered],
      [{ ...pesalink, currencyId: 'USD' }, -1008, 'Parameter error: payType 101 virtual accounts hold KES, not USD', notOffered],
      [{ ...paybill, currencyId: 'TZS' }, -1008, 'Parameter error: payType 505 virtual accounts hold KES, not TZS', notOffered],
      [{ ...pesalink, payType: 2 }, -1008, 'Parameter error: payType must be one of 100, 101, 102, 103, 505'],
      [{ ...pesalink, accountName: '   ' }, -1008, 'Parameter error: accountName is required'],
      [{ ...pesalink, countryId: 999 }, -1012, 'Country does not exist'],
    ];
    // A schema refusal also names the field and rule in data (see http/errors.ts); the words are the same.
    for (const [body, code, msg, data] of cases) expect(await post(user, '/va/apply', body)).toMatchObject({ code, msg, ...(data && { data }) });
    expect((await post(user, '/va/apply', { payType: 102, currencyId: 'USD', countryId: 255, accountName: 'Kilima', agreement: true })).code).toBe(200);
  });

  it('allows one account per channel and currency', async () => {
    const user = await createTestUser(t.db);
    const first = await post(user, '/va/apply', pesalink);
    expect(await post(user, '/va/apply', pesalink)).toEqual({
      code: -1003,
      msg: `Account already exists: VA account ${first.data.id} is already for payType 101 in KES`,
      data: null,
    });
    expect((await post(user, '/va/apply', paybill)).code).toBe(200);
  });
});

describe('status progression', () => {
  it('goes SUBMITTED -> CONFIRMED -> SUCCESSFUL through the operator, details assigned only at the end', async () => {
    const user = await createTestUser(t.db);
    const { data: applied } = await post(user, '/va/apply', pesalink);

    const confirmed = await advanceVa(t.db, applied.id);
    expect(confirmed).toMatchObject({ accountNo: user.accountNo, previousStatus: 'SUBMITTED', va: { status: 'CONFIRMED', accountId: null } });
    expect((await post(user, `/va/detail/${applied.id}`)).data).toMatchObject({ status: 'CONFIRMED', accountId: null, bankName: null });

    const opened = await advanceVa(t.db, applied.id);
    expect(opened.previousStatus).toBe('CONFIRMED');
    expect(opened.va).toMatchObject({
      status: 'SUCCESSFUL',
      accountId: vaAccountNumber(101, applied.id),
      bankName: 'KCB Bank Kenya',
      bankAddress: 'Kencom House, Moi Avenue, Nairobi',
      bankCode: '01',
      branchCode: '091',
      payBillNum: null,
    });
    expect((await post(user, `/va/detail/${applied.id}`)).data).toEqual(opened.va);

    await expect(advanceVa(t.db, applied.id)).rejects.toMatchObject({
      code: -1008,
      message: `Parameter error: VA account ${applied.id} is SUCCESSFUL already: there is no further step`,
    });
    await expect(advanceVa(t.db, 99999999)).rejects.toMatchObject({ code: -1007 });
  });

  it('gives a Paybill account its Paybill number and an account number with a check digit', async () => {
    const user = await createTestUser(t.db);
    const { data } = await post(user, '/va/apply', paybill);
    await advanceVa(t.db, data.id);
    const { va } = await advanceVa(t.db, data.id);
    expect(va).toMatchObject({ payBillNum: '522700', bankName: null, bankCode: null });
    expect(va.accountId).toMatch(/^77\d{9}$/);
    // Luhn: the check digit makes the weighted sum a multiple of ten.
    const sum = [...va.accountId!].reverse().reduce((total, digit, i) => {
      let d = Number(digit);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      return total + d;
    }, 0);
    expect(sum % 10).toBe(0);
  });

  it('opens the account at once while the sandbox auto-approve switch is on', async () => {
    const user = await createTestUser(t.db);
    await setAutoApprove(t.db, true);
    try {
      const { data } = await post(user, '/va/apply', { payType: 103, currencyId: 'TZS', countryId: 255, accountName: 'Kilima', agreement: true });
      expect(data).toMatchObject({ status: 'SUCCESSFUL', bankName: 'CRDB Bank', bankCode: '003', accountId: vaAccountNumber(103, data.id) });
    } finally {
      await setAutoApprove(t.db, false);
    }
  });
});

describe('reading', () => {
  it('lists the account\'s own VA accounts newest first, with filters and paging', async () => {
    const user = await createTestUser(t.db);
    const a = (await post(user, '/va/apply', pesalink)).data;
    const b = (await post(user, '/va/apply', paybill)).data;
    const c = (await post(user, '/va/apply', { ...pesalink, payType: 100, currencyId: 'USD' })).data;
    await advanceVa(t.db, b.id);
    const list = async (filter: object) => (await post<{ rows: VaAccount[]; total: number }>(user, '/va/list', { pageNum: 1, pageSize: 20, ...filter })).data;
    expect((await list({})).rows.map((v) => v.id)).toEqual([c.id, b.id, a.id]);
    expect(await list({ pageNum: 2, pageSize: 2 })).toMatchObject({ total: 3, rows: [{ id: a.id }] });
    expect((await list({ status: 'CONFIRMED' })).rows.map((v) => v.id)).toEqual([b.id]);
    expect((await list({ currencyId: 'USD' })).rows.map((v) => v.id)).toEqual([c.id]);
    expect((await list({ payType: 505 })).total).toBe(1);
    expect((await list({ countryId: 255 })).total).toBe(0);
    expect((await post(user, '/va/list', { pageNum: 1, pageSize: 20, status: 'OPEN' })).code).toBe(-1008);
  });

  it('keeps each account\'s VA accounts to itself and its staff', async () => {
    const owner = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const staff = await createTestUser(t.db, { parentId: owner.userId });
    const va = (await post(staff, '/va/apply', pesalink)).data;
    expect((await post(owner, `/va/detail/${va.id}`)).data.id).toBe(va.id);
    expect(await post(stranger, `/va/detail/${va.id}`)).toEqual({ code: -1007, msg: 'Data does not exist', data: null });
    expect((await post<{ total: number }>(stranger, '/va/list', { pageNum: 1, pageSize: 20 })).data.total).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/va/list', payload: { pageNum: 1, pageSize: 20 } })).json().code).toBe(-1001);
  });
});
