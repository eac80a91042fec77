import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/*
 * The steps of a public page (sign-up) without framer-motion in the page's first load: `m` and the
 * motion root are about 15 KB gzip, and the first step shows still anyway. The motion module
 * loads once the browser is idle after the first paint; from the next change of step on, the steps
 * slide as components/motion.tsx's StepTransition makes them. A step already on screen is never
 * swapped for its moving version: that would draw its fields afresh and lose what was typed.
 */
type MovingStep = ComponentType<{ step: number; from: number; children: ReactNode }>;

let loaded: MovingStep | undefined;

const loadMovingStep = async (): Promise<MovingStep> => {
  const [{ MotionRoot, StepTransition }] = await Promise.all([import('./motion.tsx'), import('./motion-features.ts')]);
  loaded ??= function Moving({ step, from, children }) {
    return (
      <MotionRoot>
        <StepTransition step={step} from={from}>
          {children}
        </StepTransition>
      </MotionRoot>
    );
  };
  return loaded;
};

export function DeferredStepTransition({ step, children }: { step: number; children: ReactNode }) {
  const [Moving, setMoving] = useState<MovingStep | undefined>(() => loaded);
  // `from`: the step shown when the steps started moving (none while they are still).
  const [shown, setShown] = useState<{ step: number; from?: number }>({ step });
  // Adjusted while rendering, as React documents for state that follows a prop.
  if (shown.step !== step) setShown({ step, from: shown.from ?? (Moving ? shown.step : undefined) });
  useEffect(() => {
    if (Moving) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    whenIdle(() => void loadMovingStep().then((component) => setMoving(() => component), () => undefined));
  }, [Moving]);
  if (Moving && shown.from !== undefined) {
    return (
      <Moving step={step} from={shown.from}>
        {children}
      </Moving>
    );
  }
  return <div data-step={step}>{children}</div>;
}
