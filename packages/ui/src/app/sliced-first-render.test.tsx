import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Long enough for React to yield between the siblings, as a sliced render does in the browser.
function Busy() {
  const until = performance.now() + 15;
  while (performance.now() < until);
  return null;
}

const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  document.body.innerHTML = '';
  delete env.IS_REACT_ACT_ENVIRONMENT;
});

/*
 * Both apps' main.tsx render the first page inside startTransition. RouterProvider reads the
 * router's state as it renders and subscribes only in its layout effect; React Router keeps the
 * initial navigation's update until that subscription and hands it over then. This holds the apps
 * to that: if a router upgrade dropped it, a signed-in page would stay on its fallback.
 */
describe('a first render in slices under RouterProvider', () => {
  it('draws the routed page when the loaders settle during the sliced render', async () => {
    // The real scheduler, not act(): the first render is sliced as in the browser.
    env.IS_REACT_ACT_ENVIRONMENT = false;
    let settled = false;
    let drawnBeforeSettled = false;
    let settle: (() => void) | undefined;
    const loader = () => new Promise((resolve) => (settle = () => resolve((settled = true))));
    // The loader settles once RouterProvider has rendered, at React's next yield, before the commit
    // (the Busy siblings after it take 120 ms): not on a timer, which a loaded machine could outrun.
    function Probe() {
      drawnBeforeSettled ||= !settled;
      setTimeout(() => settle?.(), 0);
      return null;
    }
    const router = createMemoryRouter([{ path: '/', loader, Component: () => <p>page</p>, hydrateFallbackElement: <p>waiting</p> }]);
    const container = document.body.appendChild(document.createElement('div'));
    startTransition(() =>
      createRoot(container).render(
        <>
          <RouterProvider router={router} />
          <Probe />
          {Array.from({ length: 8 }, (_, index) => (
            <Busy key={index} />
          ))}
        </>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('page'));
    // The race this is about did happen: the provider rendered before the loader settled.
    expect(drawnBeforeSettled).toBe(true);
  });
});
