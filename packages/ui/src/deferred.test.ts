import { describe, expect, it, vi } from 'vitest';
import { createDeferred } from './deferred.ts';

const View = () => null;

describe('createDeferred', () => {
  it('loads nothing until asked, then loads once however often it is asked', async () => {
    const load = vi.fn(async () => View);
    const deferred = createDeferred(load);
    expect(load).not.toHaveBeenCalled();

    deferred.prefetch();
    deferred.prefetch();
    expect(await deferred.preload()).toBe(View);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and prefetch does not leak the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue(View);
    const deferred = createDeferred(load);

    deferred.prefetch();
    await expect(deferred.preload()).rejects.toThrow('chunk missing');
    expect(await deferred.preload()).toBe(View);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
