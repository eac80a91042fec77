import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MotionRoot, StepTransition } from '../components/motion.tsx';

export const Steps = ({ step }: { step: number }) => (
  <MotionRoot>
    <StepTransition step={step}>
      <p>Step {step} content</p>
    </StepTransition>
  </MotionRoot>
);

/** Switches from step 1 to step 2 and returns every sideways offset (px) the new step was drawn at on its way in. */
export async function switchSteps() {
  const view = render(<Steps step={1} />);
  const first = screen.getByText('Step 1 content').parentElement!;
  // No entrance for the first step: a prerendered page must not start invisible.
  expect(first.style.opacity).not.toBe('0');
  // Let the feature bundle arrive, so the switch below is animated rather than instant.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const offsets: number[] = [];
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      const match = /translateX\((-?[\d.]+)px\)/.exec((record.target as HTMLElement).style?.transform ?? '');
      if (match && (record.target as HTMLElement).textContent === 'Step 2 content') offsets.push(Number(match[1]));
    }
  });
  watcher.observe(view.container, { attributes: true, attributeFilter: ['style'], subtree: true });
  view.rerender(<Steps step={2} />);
  const next = await screen.findByText('Step 2 content');
  await waitFor(() => expect(screen.queryByText('Step 1 content')).toBeNull());
  await waitFor(() => expect(next.parentElement!.style.opacity).toBe('1'));
  watcher.disconnect();
  return { view, offsets };
}

