/**
 * The reference-data cache is dropped when an operator changes the data: a fee changed with the
 * ops command is in the very next quote (PGlite and PostgreSQL), a change by plain SQL from
 * outside the server's own code too, and on PostgreSQL a change made through one server instance
 * reaches the quotes of another instance on the same database through LISTEN/NOTIFY.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '@mizani/sdk/contract';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/postgres.ts';
import type { App } from '../../http/types.ts';
import { OPS_SECRET_HEADER, writeOpsSecret } from '../../ops/secret.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { FUND_PASSWORD } from '../../features/orders/test-kit.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const OFFER = { countryId: 255, scope: 0, channelType: 0, payType: 7, currencyId: 'TZS' } as const;

let dataDir: string;
let secret: string;
let t: TestApp;
let user: TestUser;
let originalFee: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-reference-'));
  secret = await writeOpsSecret(dataDir);
  t = await createTestApp({ config: { dataDir } });
  user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
  const listed = await ops(t.app, 'channel/list', { countryId: OFFER.countryId, currencyId: OFFER.currencyId, payType: OFFER.payType });
  originalFee = (listed.data as { fixedFee: string }[])[0]!.fixedFee;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function ops(app: App, name: string, payload: object): Promise<{ code: number; data: unknown }> {
  const res = await app.inject({ method: 'POST', url: `/api/ops/${name}`, payload, headers: { [OPS_SECRET_HEADER]: secret } });
  return res.json();
}

/** The fee of a TZS 5,000 M-Pesa Tanzania send, quoted by `app`. */
async function quotedFee(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/psp/quote',
    payload: { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' },
    headers: { authorization: `Bearer ${user.token}` },
  });
  const reply = res.json() as { code: number; data: Quote };
  expect(reply.code).toBe(200);
  return reply.data.fee;
}

const setFixedFee = (app: App, fixedFee: string) => ops(app, 'channel/set', { ...OFFER, fixedFee });

describe('reference data cache', () => {
  it('a fee changed with the ops command is in the next quote', async () => {
    const before = await quotedFee(t.app);
    expect(before).toBe(originalFee);
    expect(await quotedFee(t.app)).toBe(before);
    try {
      expect((await setFixedFee(t.app, '1600')).code).toBe(200);
      expect(await quotedFee(t.app)).toBe('1600.00');
    } finally {
      await setFixedFee(t.app, originalFee);
    }
    expect(await quotedFee(t.app)).toBe(originalFee);
  });

  it('a change made outside the server code (plain SQL) is seen too', async () => {
    await quotedFee(t.app);
    const where = 'country_id = 255 AND scope = 0 AND channel_type = 0 AND pay_type = 7 AND currency_id = $1';
    await t.db.query(`UPDATE channel_offer SET fixed_fee = 170000 WHERE ${where}`, ['TZS']);
    try {
      // PGlite hears its own NOTIFY before the statement returns; PostgreSQL's arrives on the
      // listening connection a moment after the commit.
      await expect.poll(() => quotedFee(t.app), { timeout: 5_000, interval: 50 }).toBe('1700.00');
    } finally {
      await setFixedFee(t.app, originalFee);
    }
  });

  it.skipIf(!pgUrl)('on PostgreSQL, a change made through one instance reaches the next quote of another', async () => {
    const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const db = await openPostgres({ connectionString: pgUrl!, searchPath: rows[0]!.schema, max: 2 });
    const other = await buildApp({
      db,
      config: t.config,
      logger: false,
      money: { railScheduler: false },
      fx: { rateWalk: false },
      merchant: { webhookScheduler: false },
    });
    try {
      // The other instance holds the offer before the change.
      expect(await quotedFee(other)).toBe(originalFee);
      expect((await setFixedFee(t.app, '1800')).code).toBe(200);
      expect(await quotedFee(t.app)).toBe('1800.00');
      await expect.poll(() => quotedFee(other), { timeout: 5_000, interval: 50 }).toBe('1800.00');
    } finally {
      await setFixedFee(t.app, originalFee);
      await expect.poll(() => quotedFee(other), { timeout: 5_000, interval: 50 }).toBe(originalFee);
      await other.close();
      await db.close();
    }
  });
});
