import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { capture, offlineEnv, seededDataDir, withDatabase } from './test-cli.ts';

describe('channel commands on the embedded database', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await seededDataDir('channels');
    env = await offlineEnv(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('channel:list shows the offers of a country with their limits and fees', async () => {
    const listed = capture(env);
    expect(await runCli(['channel:list', '255', '--channel', '7'], listed.io)).toBe(0);
    expect(listed.out[0]).toMatch(/^COUNTRY\s+SCOPE\s+ACTION\s+CHANNEL\s+CURRENCY\s+MIN\s+MAX\s+FEE RATE\s+FIXED FEE\s+ENABLED$/);
    expect(listed.text()).toMatch(/255\s+domestic\s+send\s+7\s+TZS\s+\d+\.\d{2}\s+\S+\s+[\d.]+\s+1500\.00\s+yes/);
  });

  it('channel:set changes a fee, keeps what it was not told, and refuses what is not an offer', async () => {
    const set = capture(env);
    expect(await runCli(['channel:set', '255', 'domestic', 'send', '7', 'TZS', '--fixed-fee', '1750.50'], set.io)).toBe(0);
    expect(set.text()).toMatch(/255\s+domestic\s+send\s+7\s+TZS\s+\d+\.\d{2}\s+\S+\s+[\d.]+\s+1750\.50\s+yes/);
    const stored = await withDatabase(dataDir, (db) =>
      db.query<{ fixed_fee: string; enabled: boolean }>(
        `SELECT fixed_fee, enabled FROM channel_offer WHERE country_id = 255 AND scope = 0 AND channel_type = 0 AND pay_type = 7 AND currency_id = 'TZS'`,
      ),
    );
    expect(stored.rows).toEqual([{ fixed_fee: '175050', enabled: true }]);

    const tooFine = capture(env);
    expect(await runCli(['channel:set', '255', 'domestic', 'send', '7', 'TZS', '--fixed-fee', '1.005'], tooFine.io)).toBe(1);
    expect(tooFine.errors()).toContain('fixedFee must be an amount in TZS with at most 2 decimal places');

    const missing = capture(env);
    expect(await runCli(['channel:set', '255', 'cross-border', 'collect', '7', 'TZS', '--enabled', 'no'], missing.io)).toBe(1);

    const usage = capture(env);
    expect(await runCli(['channel:set', '255', 'domestic', 'send', '7', 'TZS'], usage.io)).toBe(2);
    expect(usage.errors()).toContain('Give at least one of --fee-rate, --fixed-fee, --min, --max, --enabled.');
  });
});
