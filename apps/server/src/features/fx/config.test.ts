import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('FX_RATE_WALK_MINUTES', () => {
  it('is left unset by default, read as whole minutes, and refused when it is not', () => {
    expect(loadConfig({}).fxRateWalkMinutes).toBeUndefined();
    expect(loadConfig({ FX_RATE_WALK_MINUTES: '10' }).fxRateWalkMinutes).toBe(10);
    expect(loadConfig({ FX_RATE_WALK_MINUTES: '0' }).fxRateWalkMinutes).toBe(0);
    expect(() => loadConfig({ FX_RATE_WALK_MINUTES: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ FX_RATE_WALK_MINUTES: '1441' })).toThrow(/FX_RATE_WALK_MINUTES/);
  });
});
