import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthInfo } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { listOutbox } from '../../domain/outbox/outbox.ts';
import { uploadId } from '../files/test-files.ts';
import { listAuth, reviewAuth } from './service.ts';
import { getAutoApprove, setAutoApprove } from '../../domain/kyc/settings.ts';

let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-kyc-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function post<T = unknown>(user: TestUser, url: string, payload: object = {}, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${user.token}`, ...headers } });
  return res.json() as Reply<T>;
}

const auth = async (user: TestUser) => (await post<AuthInfo>(user, '/user/auth')).data;
const auditStatusOf = async (userId: number) =>
  (await t.db.query<{ audit_status: number }>('SELECT audit_status FROM app_user WHERE id = $1', [userId])).rows[0]!.audit_status;

const FUTURE = '2031-03-31';

async function kycBody(user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'kyc',
    idFront: await uploadId(t.app, user.token, 'kyc'),
    idBack: await uploadId(t.app, user.token, 'kyc'),
    livePhoto: await uploadId(t.app, user.token, 'kyc'),
    validityDate: FUTURE,
    ...overrides,
  };
}

async function kybBody(user: TestUser, overrides: Record<string, unknown> = {}) {
  const file = () => uploadId(t.app, user.token, 'kyb');
  return {
    kind: 'kyb',
    companyPhone: '+255 754 321 000',
    companyEmail: 'accounts@kilima.co.tz',
    companyName: '  Kilima Traders Ltd  ',
    companyAddress: 'Plot 14, Nyerere Road, Dar es Salaam',
    tradingName: 'Kilima Traders',
    natureScope: 2,
    turnover: 3,
    receiveCountry: 'Tanzania, Kenya',
    remitCountry: 'China',
    incorporationCertificate: await file(),
    memorandum: await file(),
    taxPinCertificate: await file(),
    proofOfAddress: await file(),
    amlPolicy: await file(),
    ...overrides,
  };
}

describe('a new account', () => {
  it('has no record and the status of the account', async () => {
    const user = await createTestUser(t.db, { auditStatus: -1 });
    expect(await auth(user)).toEqual({ id: null, auditStatus: -1, rejectReason: null, kyc: null, kyb: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/auth' })).json().code).toBe(-1001);
  });
});

describe('individual KYC: save, submit, reject, edit, submit again, approve', () => {
  let user: TestUser;
  let recordId: number;
  let body: Awaited<ReturnType<typeof kycBody>>;

  beforeAll(async () => {
    user = await createTestUser(t.db, { auditStatus: -1, phone: '712000111', email: 'wanjiru@example.co.ke' });
  });

  it('saves a draft that stays unsubmitted', async () => {
    body = await kycBody(user);
    const saved = await post<{ id: number }>(user, '/user/auth/save', body);
    expect(saved.code).toBe(200);
    recordId = saved.data.id;
    const { kind: _kind, ...fields } = body;
    expect(await auth(user)).toEqual({ id: recordId, auditStatus: -1, rejectReason: null, kyc: fields, kyb: null });
    expect(await auditStatusOf(user.userId)).toBe(-1);
  });

  it('saving again replaces the draft, keeping its id', async () => {
    const livePhoto = await uploadId(t.app, user.token, 'kyc');
    body = { ...body, livePhoto };
    expect((await post<{ id: number }>(user, '/user/auth/save', body)).data.id).toBe(recordId);
    expect((await auth(user)).kyc?.livePhoto).toBe(livePhoto);
  });

  it('submits it for review, and the operation log says so', async () => {
    const reply = await post(user, `/user/startAuth/${recordId}`, {}, { 'user-agent': 'KYC test browser' });
    expect(reply).toEqual({ code: 200, msg: 'success', data: { auditStatus: 0 } });
    expect((await auth(user)).auditStatus).toBe(0);
    expect(await auditStatusOf(user.userId)).toBe(0);

    const log = await post<{ rows: { operation: string; success: boolean; userAgent: string | null }[] }>(user, '/user/log', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(log.data.rows[0]).toMatchObject({ operation: 'startAuth', success: true, userAgent: 'KYC test browser' });
  });

  it('cannot be changed or submitted again while it awaits review', async () => {
    const save = await post(user, '/user/auth/save', body);
    expect(save).toEqual({
      code: -1040,
      msg: 'Identity verification cannot be changed in its current status: it is awaiting review and cannot be changed',
      data: null,
    });
    expect((await post(user, `/user/startAuth/${recordId}`)).code).toBe(-1040);
  });

  it('is rejected by the operator with a reason the user is told', async () => {
    const result = await reviewAuth(t.db, user.accountNo, { approve: false, reason: ' The ID photo is blurred ' }, { name: 'ops-cli' });
    expect(result).toEqual({ accountNo: user.accountNo, recordId, kind: 'kyc', auditStatus: 2, rejectReason: 'The ID photo is blurred' });
    expect(await auth(user)).toMatchObject({ auditStatus: 2, rejectReason: 'The ID photo is blurred' });
    expect(await auditStatusOf(user.userId)).toBe(2);

    const messages = await listOutbox(t.db);
    const text = 'Your identity verification was rejected: The ID photo is blurred';
    expect(messages.filter((m) => m.text === text).map((m) => [m.to, m.channel])).toEqual([
      ['wanjiru@example.co.ke', 'email'],
      ['+254712000111', 'sms'],
    ]);
  });

  it('cannot be decided twice', async () => {
    await expect(reviewAuth(t.db, user.accountNo, { approve: true }, { name: 'ops-cli' })).rejects.toMatchObject({
      code: -1040,
      message: `Identity verification cannot be changed in its current status: the verification of ${user.accountNo} is rejected, not awaiting review`,
    });
  });

  it('can be edited after the rejection, staying rejected until it is submitted again', async () => {
    const idFront = await uploadId(t.app, user.token, 'kyc');
    body = { ...body, idFront };
    expect((await post<{ id: number }>(user, '/user/auth/save', body)).data.id).toBe(recordId);
    expect(await auth(user)).toMatchObject({ auditStatus: 2, rejectReason: 'The ID photo is blurred', kyc: { idFront } });

    expect((await post(user, `/user/startAuth/${recordId}`)).data).toEqual({ auditStatus: 0 });
    expect(await auth(user)).toMatchObject({ auditStatus: 0, rejectReason: null });
  });

  it('is approved by the operator; the user is told and the record is frozen', async () => {
    const result = await reviewAuth(t.db, user.accountNo, { approve: true }, { name: 'ops-cli' });
    expect(result.auditStatus).toBe(1);
    expect(await auth(user)).toMatchObject({ auditStatus: 1, rejectReason: null });
    expect(await auditStatusOf(user.userId)).toBe(1);
    const approved = (await listOutbox(t.db)).filter((m) => m.text === 'Your identity verification was approved.');
    expect(approved.map((m) => m.to).sort()).toEqual(['+254712000111', 'wanjiru@example.co.ke']);

    expect((await post(user, '/user/auth/save', body)).code).toBe(-1040);
    expect((await post(user, `/user/startAuth/${recordId}`)).code).toBe(-1040);
  });

  it('keeps every decision with the data it was made on', async () => {
    const { rows } = await t.db.query<{ decision: number; reason: string | null; reviewer: string; snapshot: { id_front: string; status: number } }>(
      'SELECT decision, reason, reviewer, snapshot FROM kyc_review WHERE record_id = $1 ORDER BY id',
      [recordId],
    );
    expect(rows.map((r) => [r.decision, r.reason, r.reviewer, r.snapshot.status])).toEqual([
      [2, 'The ID photo is blurred', 'ops-cli', 0],
      [1, null, 'ops-cli', 0],
    ]);
    expect(rows[0]!.snapshot.id_front).not.toBe(rows[1]!.snapshot.id_front);
    expect(rows[1]!.snapshot.id_front).toBe(body.idFront);
  });
});

describe('company KYB', () => {
  it('saves every field, trimmed, and lists only the documents given', async () => {
    const company = await createTestUser(t.db, { auditStatus: -1, userType: 'company' });
    const body = await kybBody(company);
    const saved = await post<{ id: number }>(company, '/user/auth/save', body);
    expect(saved.code).toBe(200);
    const { kind: _kind, ...fields } = body;
    expect(await auth(company)).toEqual({
      id: saved.data.id,
      auditStatus: -1,
      rejectReason: null,
      kyc: null,
      kyb: { ...fields, companyName: 'Kilima Traders Ltd' },
    });
  });

  it('requires the company fields and the required documents', async () => {
    const company = await createTestUser(t.db, { auditStatus: -1, userType: 'company' });
    const body = await kybBody(company);
    const { companyName: _name, ...withoutName } = body;
    expect((await post(company, '/user/auth/save', withoutName)).code).toBe(-1008);
    const { memorandum: _memo, ...withoutMemorandum } = body;
    expect((await post(company, '/user/auth/save', withoutMemorandum)).code).toBe(-1008);
    expect(await post(company, '/user/auth/save', { ...body, tradingName: '   ' })).toMatchObject({
      code: -1008,
      msg: 'Parameter error: tradingName is required',
    });
    expect((await post(company, '/user/auth/save', { ...body, natureScope: 26 })).code).toBe(-1008);
    expect((await post(company, '/user/auth/save', { ...body, turnover: 7 })).code).toBe(-1008);
  });

  it('switching kind clears the fields of the other kind', async () => {
    const user = await createTestUser(t.db, { auditStatus: -1 });
    await post(user, '/user/auth/save', await kycBody(user));
    const kyb = await kybBody(user);
    await post(user, '/user/auth/save', kyb);
    const info = await auth(user);
    expect(info.kyc).toBeNull();
    expect(info.kyb?.companyEmail).toBe('accounts@kilima.co.tz');
    const { rows } = await t.db.query('SELECT id_front, validity_date FROM kyc_record WHERE id = $1', [info.id]);
    expect(rows[0]).toEqual({ id_front: null, validity_date: null });
  });
});

describe('the files of a record', () => {
  it("must be the account's own, uploaded for this kind of verification", async () => {
    const user = await createTestUser(t.db, { auditStatus: -1 });
    const other = await createTestUser(t.db, { auditStatus: -1 });
    const body = await kycBody(user);
    const theirs = await uploadId(t.app, other.token, 'kyc');
    expect(await post(user, '/user/auth/save', { ...body, idBack: theirs })).toEqual({
      code: -1008,
      msg: 'Parameter error: idBack is not a file you uploaded',
      data: { field: 'idBack', rule: 'invalid' },
    });
    expect((await post(user, '/user/auth/save', { ...body, idBack: 'Z'.repeat(32) })).msg).toBe('Parameter error: idBack is not a file you uploaded');
    const avatar = await uploadId(t.app, user.token, 'avatar');
    expect((await post(user, '/user/auth/save', { ...body, livePhoto: avatar })).msg).toBe(
      'Parameter error: livePhoto must be a file uploaded for kyc',
    );
    expect((await auth(user)).id).toBeNull();
  });

  it('must not name a document that has expired', async () => {
    const user = await createTestUser(t.db, { auditStatus: -1 });
    const reply = await post(user, '/user/auth/save', await kycBody(user, { validityDate: '2020-01-31' }));
    expect(reply).toEqual({ code: -1008, msg: 'Parameter error: validityDate has passed: the document has expired', data: { field: 'validityDate', rule: 'range' } });
    expect((await post(user, '/user/auth/save', await kycBody(user, { validityDate: '31/01/2030' }))).code).toBe(-1008);
  });
});

describe('submitting', () => {
  it("only the account's own saved record, by its id", async () => {
    const user = await createTestUser(t.db, { auditStatus: -1 });
    const other = await createTestUser(t.db, { auditStatus: -1 });
    const { data } = await post<{ id: number }>(other, '/user/auth/save', await kycBody(other));
    expect(await post(user, `/user/startAuth/${data.id}`)).toEqual({ code: -1007, msg: 'Data does not exist', data: null });
    expect((await post(user, '/user/startAuth/999999')).code).toBe(-1007);
    expect((await post(user, '/user/startAuth/abc')).code).toBe(-1008);
    expect((await auth(other)).auditStatus).toBe(-1);
  });

  it("staff work on their main account's record", async () => {
    const main = await createTestUser(t.db, { auditStatus: -1 });
    const staff = await createTestUser(t.db, { parentId: main.userId, phone: null });
    const { data } = await post<{ id: number }>(staff, '/user/auth/save', await kycBody(staff));
    expect((await auth(main)).id).toBe(data.id);
    expect((await post(staff, `/user/startAuth/${data.id}`)).data).toEqual({ auditStatus: 0 });
    expect(await auditStatusOf(main.userId)).toBe(0);
    await expect(reviewAuth(t.db, staff.accountNo, { approve: true }, { name: 'ops-cli' })).rejects.toMatchObject({ code: -1007 });
  });
});

describe('sandbox auto-approve', () => {
  it('approves a submission at once while on, in sandbox mode only', async () => {
    expect(await getAutoApprove(t.db)).toBe(false);
    await setAutoApprove(t.db, true);
    try {
      const user = await createTestUser(t.db, { auditStatus: -1 });
      const { data } = await post<{ id: number }>(user, '/user/auth/save', await kycBody(user));
      expect((await post(user, `/user/startAuth/${data.id}`)).data).toEqual({ auditStatus: 1 });
      expect(await auditStatusOf(user.userId)).toBe(1);
      const { rows } = await t.db.query('SELECT reviewer FROM kyc_review WHERE record_id = $1', [data.id]);
      expect(rows).toEqual([{ reviewer: 'sandbox-auto-approve' }]);
    } finally {
      await setAutoApprove(t.db, false);
    }
  });

  it('is ignored outside sandbox mode', async () => {
    const live = await createTestApp({ config: { dataDir, sandbox: false, sandboxAutoApprove: true } });
    try {
      await live.app.ready();
      expect(await getAutoApprove(live.db)).toBe(true);
      const user = await createTestUser(live.db, { auditStatus: -1 });
      const body = {
        kind: 'kyc',
        idFront: await uploadId(live.app, user.token),
        idBack: await uploadId(live.app, user.token),
        livePhoto: await uploadId(live.app, user.token),
        validityDate: FUTURE,
      };
      const headers = { authorization: `Bearer ${user.token}` };
      const saved = await live.app.inject({ method: 'POST', url: '/api/user/auth/save', payload: body, headers });
      const submitted = await live.app.inject({ method: 'POST', url: `/api/user/startAuth/${saved.json().data.id}`, headers });
      expect(submitted.json().data).toEqual({ auditStatus: 0 });
    } finally {
      await live.close();
    }
  });
});

describe('the review queue', () => {
  it('lists records oldest submission first, by status', async () => {
    const first = await createTestUser(t.db, { auditStatus: -1, nickName: 'First in line' });
    const second = await createTestUser(t.db, { auditStatus: -1, nickName: 'Second in line' });
    for (const user of [first, second]) {
      const { data } = await post<{ id: number }>(user, '/user/auth/save', await kycBody(user));
      await post(user, `/user/startAuth/${data.id}`);
    }
    const waiting = await listAuth(t.db, 0);
    const mine = waiting.filter((entry) => [first.accountNo, second.accountNo].includes(entry.accountNo));
    expect(mine.map((entry) => [entry.accountNo, entry.nickName, entry.kind, entry.auditStatus])).toEqual([
      [first.accountNo, 'First in line', 'kyc', 0],
      [second.accountNo, 'Second in line', 'kyc', 0],
    ]);
    expect(waiting.every((entry) => entry.auditStatus === 0)).toBe(true);
    expect((await listAuth(t.db)).length).toBeGreaterThan(waiting.length);
  });

  it('refuses unknown accounts and accounts without a record', async () => {
    await expect(reviewAuth(t.db, 'MZ0000000000', { approve: true }, { name: 'ops-cli' })).rejects.toMatchObject({
      code: -1002,
      message: 'Account does not exist: MZ0000000000',
    });
    const user = await createTestUser(t.db, { auditStatus: -1 });
    await expect(reviewAuth(t.db, user.accountNo, { approve: true }, { name: 'ops-cli' })).rejects.toMatchObject({
      code: -1007,
      message: `Data does not exist: ${user.accountNo} has no verification record`,
    });
    await expect(reviewAuth(t.db, user.accountNo, { approve: false, reason: '   ' }, { name: 'ops-cli' })).rejects.toMatchObject({
      code: -1008,
    });
  });
});
