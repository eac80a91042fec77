import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredStepTransition } from './deferred-step.tsx';

function Steps({ step }: { step: number }) {
  return (
    <DeferredStepTransition step={step}>
      <Field label={`Step ${step}`} />
    </DeferredStepTransition>
  );
}

function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('DeferredStepTransition', () => {
  it('shows the first step still, keeps a step typed into while the motion module arrives, and slides the next one in', async () => {
    // The modules compiled beforehand, so their arrival is the idle wait below and not how long a
    // loaded machine takes to transform them (a CI run once took longer than the wait).
    await Promise.all([import('./motion.tsx'), import('./motion-features.ts')]);
    const view = render(<Steps step={1} />);
    const first = screen.getByLabelText('Step 1');
    expect(first.parentElement!.getAttribute('style')).toBeNull();
    // A change of step before the module is in: still, and typing there survives its arrival.
    view.rerender(<Steps step={2} />);
    fireEvent.change(screen.getByLabelText('Step 2'), { target: { value: 'typed' } });
    // The module arrives once the page is idle (a second at most without requestIdleCallback).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByLabelText('Step 2')).toHaveProperty('value', 'typed');
    expect(screen.getByLabelText('Step 2').parentElement!.getAttribute('style')).toBeNull();
    // The next change slides in from the right.
    view.rerender(<Steps step={3} />);
    const third = screen.getByLabelText('Step 3').parentElement!;
    expect(third.getAttribute('data-step')).toBe('3');
    await waitFor(() => expect(third.style.transform).toMatch(/translateX\(\d/));
    await waitFor(() => expect(third.style.opacity).toBe('1'));
  });
});
