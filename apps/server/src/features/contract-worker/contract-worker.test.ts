import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractWorker } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { uploadId } from '../files/test-files.ts';

let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-worker-'));
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

async function call<T = unknown>(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object): Promise<Reply<T>> {
  const res = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${user.token}` } });
  return res.json() as Reply<T>;
}

async function workerBody(user: TestUser, purpose = 'order') {
  const file = () => uploadId(t.app, user.token, purpose);
  return {
    name: ' Juma Hassan ',
    idNo: '29384756',
    payeeRelation: 1,
    payeeIdCardNo: '440106198801012345',
    workArea: 'Guangzhou',
    workAddress: 'Room 1203, 88 Tianhe Road, Guangzhou',
    residenceFile: await file(),
    contractFile: await file(),
    incomeProofFile: await file(),
    relationFile: await file(),
  };
}

describe('contract workers', () => {
  it('stores a worker and returns it', async () => {
    const user = await createTestUser(t.db);
    const body = await workerBody(user);
    const saved = await call<{ id: number }>(user, 'POST', '/user/ContractWorker/handle', body);
    expect(saved.code).toBe(200);
    const info = await call<ContractWorker>(user, 'GET', `/user/ContractWorker/info/${saved.data.id}`);
    expect(info.data).toEqual({ ...body, id: saved.data.id, name: 'Juma Hassan' });
  });

  it('updates a worker when the id is given', async () => {
    const user = await createTestUser(t.db);
    const body = await workerBody(user);
    const { data } = await call<{ id: number }>(user, 'POST', '/user/ContractWorker/handle', body);
    const updated = await call<{ id: number }>(user, 'POST', '/user/ContractWorker/handle', { ...body, id: data.id, workArea: 'Shenzhen', payeeRelation: 5 });
    expect(updated.data).toEqual({ id: data.id });
    expect((await call<ContractWorker>(user, 'GET', `/user/ContractWorker/info/${data.id}`)).data).toMatchObject({ workArea: 'Shenzhen', payeeRelation: 5 });
  });

  it('takes only documents the main account uploaded for an order', async () => {
    const user = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const body = await workerBody(user);
    const theirs = await uploadId(t.app, stranger.token, 'order');
    expect(await call(user, 'POST', '/user/ContractWorker/handle', { ...body, contractFile: theirs })).toEqual({
      code: -1008,
      msg: 'Parameter error: contractFile is not a file you uploaded',
      data: { field: 'contractFile', rule: 'invalid' },
    });
    expect((await call(user, 'POST', '/user/ContractWorker/handle', { ...body, relationFile: 'no-such-file' })).msg).toBe(
      'Parameter error: relationFile is not a file you uploaded',
    );
    const kycFile = await uploadId(t.app, user.token, 'kyc');
    expect((await call(user, 'POST', '/user/ContractWorker/handle', { ...body, residenceFile: kycFile })).msg).toBe(
      'Parameter error: residenceFile must be a file uploaded for an order (purpose order)',
    );
    expect((await call(user, 'POST', '/user/ContractWorker/handle', { ...body, workArea: '   ' })).msg).toBe('Parameter error: workArea is required');
    expect((await call(user, 'POST', '/user/ContractWorker/handle', { ...body, payeeRelation: 9 })).code).toBe(-1008);
  });

  it('lets staff use the main account\'s files and records, and keeps other accounts out', async () => {
    const owner = await createTestUser(t.db);
    const staff = await createTestUser(t.db, { parentId: owner.userId });
    const stranger = await createTestUser(t.db);
    const body = await workerBody(owner);
    const { data } = await call<{ id: number }>(staff, 'POST', '/user/ContractWorker/handle', body);
    expect((await call<ContractWorker>(owner, 'GET', `/user/ContractWorker/info/${data.id}`)).data.name).toBe('Juma Hassan');
    expect(await call(stranger, 'GET', `/user/ContractWorker/info/${data.id}`)).toEqual({ code: -1007, msg: 'Data does not exist', data: null });
    const strangerBody = await workerBody(stranger);
    expect((await call(stranger, 'POST', '/user/ContractWorker/handle', { ...strangerBody, id: data.id })).code).toBe(-1007);
    expect((await call<ContractWorker>(owner, 'GET', `/user/ContractWorker/info/${data.id}`)).data.workArea).toBe('Guangzhou');
  });
});
