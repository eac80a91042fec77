import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to zero and then stays there', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);

    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);

    act(() => void vi.advanceTimersByTime(1_500));
    expect(result.current.seconds).toBe(59);

    act(() => void vi.advanceTimersByTime(58_600));
    expect(result.current.seconds).toBe(0);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });

  it('starts over when started again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => void vi.advanceTimersByTime(8_000));
    act(() => result.current.start(10));
    expect(result.current.seconds).toBe(10);
  });
});
