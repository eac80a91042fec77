import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { capture, offlineEnv, seededDataDir } from './test-cli.ts';
import { submittedUser } from './test-kyc.ts';

describe('tier and kyc:show commands on the embedded database', () => {
  let dataDir: string;
  let accountNo: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await seededDataDir('tiers', async (db) => {
      accountNo = (await submittedUser(db)).accountNo;
    });
    env = await offlineEnv(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('tier:list shows the limits, tier:set changes one and says so', async () => {
    const listed = capture(env);
    expect(await runCli(['tier:list', 'unverified'], listed.io)).toBe(0);
    expect(listed.out[0]).toMatch(/^TIER\s+ACTION\s+CURRENCY\s+PER ORDER\s+PER DAY\s+PER MONTH$/);
    expect(listed.text()).toMatch(/unverified\s+topup\s+KES\s+1000\.00\s+2000\.00\s+10000\.00/);
    expect(listed.text()).not.toMatch(/\bsend\b/);

    const set = capture(env);
    expect(await runCli(['tier:set', 'unverified', 'topup', 'KES', '--per-order', '1500', '--per-month', 'none'], set.io)).toBe(0);
    expect(set.text()).toMatch(/unverified\s+topup\s+KES\s+1500\.00\s+2000\.00\s+no limit/);

    const wrong = capture(env);
    expect(await runCli(['tier:set', 'gold', 'topup', 'KES', '--per-order', '1'], wrong.io)).toBe(2);
    expect(wrong.errors()).toContain('The tier must be one of unverified, kyc, kyb.');
  });

  it('kyc:show prints the fields and a signed link to each document', async () => {
    const run = capture(env);
    expect(await runCli(['kyc:show', accountNo], run.io)).toBe(0);
    const text = run.text();
    expect(text).toContain(`KYC record`);
    expect(text).toMatch(/Status: 0 awaiting review/);
    expect(text).toMatch(/validityDate\s+2032-12-31/);
    for (const field of ['idFront', 'idBack', 'livePhoto']) expect(text).toMatch(new RegExp(`${field}\\s+id\\.png, image/png, 68 bytes`));
    expect(text.match(/http:\/\/127\.0\.0\.1:\d+\/api\/file\/[A-Za-z0-9_-]{32}\.\d+\.[A-Za-z0-9_-]{43}/g)).toHaveLength(3);
    expect(text).toContain(`Decide with kyc:approve ${accountNo}`);
  });
});
