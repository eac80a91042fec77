import { LazyMotion, m, MotionConfig, type Transition } from 'framer-motion';
import { createElement, useState, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';

const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

/**
 * Where motion is switched on: the signed-in frame and the sign-up screen. `m` elements draw
 * without their features until the bundle arrives, so a screen never waits for it; `strict`
 * rejects a full `motion` element, which would bring every feature in with the screen's own code.
 * "user" follows the visitor's reduce-motion setting: movement is dropped, fades stay.
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const STEP_TRANSITION: Transition = { duration: 0.2, ease: 'easeOut' };
/** How far (px) a step starts to the side of where it settles. */
export const STEP_OFFSET = 24;

/**
 * One step of a procedure (`step` is its number): the next step slides in from the side it lies
 * on, the one before it goes at once (two forms on screen together would share labels and ids).
 * The first step shows without moving, so a page drawn before its script runs does not blink.
 */
export function StepTransition({ step, from, children }: { step: number; /** The step shown before this one mounted, if any: this one then slides in. */ from?: number; children: ReactNode }) {
  // Adjusted while rendering, as React documents for state that follows a prop.
  const [shown, setShown] = useState({ step: from ?? step, visit: 0, side: 0 });
  if (shown.step !== step) setShown({ step, visit: shown.visit + 1, side: Math.sign(step - shown.step) });
  return (
    <m.div
      // A new key for every change of step: the step's fields start afresh even when it comes back.
      key={shown.visit}
      data-step={step}
      initial={shown.visit === 0 ? false : { opacity: 0, x: STEP_OFFSET * shown.side }}
      animate={{ opacity: 1, x: 0 }}
      transition={STEP_TRANSITION}
    >
      {children}
    </m.div>
  );
}

// An item that arrived drops in from just above its place.
const ARRIVAL = {
  initial: { opacity: 0, y: -12 },
  animate: { opacity: 1, y: 0 },
  transition: { duration: 0.3, ease: 'easeOut' },
} as const satisfies { initial: object; animate: object; transition: Transition };

const NONE: ReadonlySet<string> = new Set();

interface Seen {
  listId: string;
  known: ReadonlySet<string>;
  arrived: ReadonlySet<string>;
}

/**
 * The keys of a list that were not in it when it first drew, e.g. an order a refetch brought.
 * Rows that were there on first paint stay plain elements, which keeps a long list cheap. `keys`
 * is undefined while the list has no data of its own (loading, or a previous page's placeholder),
 * and a new `listId` (another page, filter or language) starts over without animating anything.
 */
export function useArrivals(keys: readonly string[] | undefined, listId: string): ReadonlySet<string> {
  const [seen, setSeen] = useState<Seen | null>(null);
  if (keys === undefined) return seen?.listId === listId ? seen.arrived : NONE;
  if (seen === null || seen.listId !== listId) {
    // Adjusted while rendering, as for StepTransition: React draws again before anything shows.
    setSeen({ listId, known: new Set(keys), arrived: NONE });
    return NONE;
  }
  const arrived = keys.filter((key) => !seen.known.has(key));
  if (arrived.length > 0) {
    setSeen({ listId, known: new Set([...seen.known, ...arrived]), arrived: new Set(arrived) });
    return new Set(arrived);
  }
  return seen.arrived;
}

type ArrivalProps<Tag extends 'li' | 'tr'> = ComponentPropsWithRef<Tag> & { as: Tag; arrived: boolean };

/**
 * A list item or table row that slides in when it `arrived` (see useArrivals) and is a plain
 * element otherwise. Give it its look through a Chakra part's `asChild`:
 * `<Table.Row asChild><Arrival as="tr" arrived={…}>…</Arrival></Table.Row>`.
 */
export function Arrival<Tag extends 'li' | 'tr'>({ as, arrived, ...props }: ArrivalProps<Tag>) {
  if (!arrived) return createElement(as, props);
  const Item = (as === 'li' ? m.li : m.tr) as ComponentType<typeof ARRIVAL & Omit<typeof props, keyof typeof ARRIVAL>>;
  return <Item {...ARRIVAL} {...props} />;
}
