import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxBanner, SERVER_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(SERVER_ROOT, 'data'),
      sandbox: true,
      portalDist: path.resolve(SERVER_ROOT, '../portal/dist'),
      developerDist: path.resolve(SERVER_ROOT, '../developer/dist'),
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/mizani',
      DATABASE_URL: 'postgres://u:p@db:5432/mizani',
      SANDBOX: 'false',
      PORTAL_DIST: '/srv/portal',
      DEVELOPER_DIST: '/srv/developer',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/mizani',
      databaseUrl: 'postgres://u:p@db:5432/mizani',
      sandbox: false,
      portalDist: '/srv/portal',
      developerDist: '/srv/developer',
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SANDBOX: ' ', DATABASE_URL: '' })).toMatchObject({ port: 8080, sandbox: true });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '80.5' }, /PORT/],
    [{ SANDBOX: 'maybe' }, /SANDBOX must be true or false, got 'maybe'/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts 1/0 and any case for SANDBOX', () => {
    expect(loadConfig({ SANDBOX: '0' }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: 'TRUE' }).sandbox).toBe(true);
  });
});

describe('upload and KYC settings', () => {
  it('leaves them out unless given', () => {
    const config = loadConfig({});
    expect('uploadMaxBytes' in config).toBe(false);
    expect('sandboxAutoApprove' in config).toBe(false);
  });

  it('reads UPLOAD_MAX_BYTES within its bounds', () => {
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1048576' }).uploadMaxBytes).toBe(1048576);
    for (const bad of ['1023', '104857601', '5MB', '-1', '1e6']) {
      expect(() => loadConfig({ UPLOAD_MAX_BYTES: bad })).toThrow(/UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 104857600/);
    }
  });

  it('reads SANDBOX_AUTO_APPROVE as a switch', () => {
    expect(loadConfig({ SANDBOX_AUTO_APPROVE: 'true' }).sandboxAutoApprove).toBe(true);
    expect(loadConfig({ SANDBOX_AUTO_APPROVE: '0' }).sandboxAutoApprove).toBe(false);
    expect(() => loadConfig({ SANDBOX_AUTO_APPROVE: 'yes' })).toThrow(/SANDBOX_AUTO_APPROVE must be true or false/);
  });
});

describe('CODES_PER_IP_PER_HOUR', () => {
  it('is read as a whole number and refused otherwise', () => {
    expect(loadConfig({ CODES_PER_IP_PER_HOUR: '500' }).codesPerIpPerHour).toBe(500);
    expect(loadConfig({}).codesPerIpPerHour).toBeUndefined();
    expect(() => loadConfig({ CODES_PER_IP_PER_HOUR: '0' })).toThrow(/CODES_PER_IP_PER_HOUR/);
    expect(() => loadConfig({ CODES_PER_IP_PER_HOUR: 'many' })).toThrow(/CODES_PER_IP_PER_HOUR/);
  });
});

describe('sandbox mode in production', () => {
  it('refuses to start when NODE_ENV=production leaves SANDBOX unset, and starts when it is said either way', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV is production but SANDBOX is not set/);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true' }).sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'false' }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).sandbox).toBe(true);
  });

  it('prints a warning banner in sandbox mode, saying whether the outbox is open', () => {
    expect(sandboxBanner({ sandbox: false })).toBeNull();
    const local = sandboxBanner({ sandbox: true })!;
    expect(local).toContain('WARNING: SANDBOX MODE');
    expect(local).toContain('to callers on this machine only');
    expect(sandboxBanner({ sandbox: true, sandboxOutboxOpen: true })).toContain('OPEN to every caller');
  });

  it('reads SANDBOX_OUTBOX_OPEN', () => {
    expect('sandboxOutboxOpen' in loadConfig({})).toBe(false);
    expect(loadConfig({ SANDBOX_OUTBOX_OPEN: 'true' }).sandboxOutboxOpen).toBe(true);
    expect(() => loadConfig({ SANDBOX_OUTBOX_OPEN: 'maybe' })).toThrow(ConfigError);
  });
});
