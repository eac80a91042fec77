import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toaster } from './toaster.tsx';

afterEach(() => {
  toaster.remove();
});

describe('showToast', () => {
  it('shows a message told twice once, and different messages each', () => {
    showToast({ type: 'error', message: 'Exception at system interface 503' });
    showToast({ type: 'error', message: 'Exception at system interface 503' });
    expect(toaster.getCount()).toBe(1);
    showToast({ type: 'error', message: 'Exception at system interface 502' });
    showToast({ type: 'success', message: 'Exception at system interface 503' });
    expect(toaster.getCount()).toBe(3);
  });

  it('shows a message again once the first has been closed', () => {
    showToast({ type: 'info', message: 'Saved' });
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(toaster.getCount()).toBe(0);
    showToast({ type: 'info', message: 'Saved' });
    expect(toaster.getCount()).toBe(1);
  });
});
