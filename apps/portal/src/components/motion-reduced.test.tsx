import { staticMediaQueryList } from '@mizani/ui/testing/screen';
import { describe, expect, it } from 'vitest';
import { switchSteps } from '../test/switch-steps.tsx';
import { STEP_OFFSET } from './motion.tsx';

// framer-motion reads the setting once per page, so this file asks for reduced motion before anything renders.
window.matchMedia = (query: string) => staticMediaQueryList(query, query.includes('prefers-reduced-motion'));

describe('StepTransition with reduced motion', () => {
  it('still switches the steps, only fading: the new step never slides', async () => {
    const { offsets } = await switchSteps();
    expect(offsets.filter((x) => x > 0 && x < STEP_OFFSET)).toEqual([]);
  });
});
