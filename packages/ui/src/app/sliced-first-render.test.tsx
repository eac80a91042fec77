import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterRoot } from './router-root.tsx';

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

describe('RouterRoot', () => {
  it('draws the routed page when the first render is a transition', async () => {
    // The real scheduler, not act(): the first render is sliced as in the browser.
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const router = createMemoryRouter([{ path: '/', loader: async () => 'loaded', Component: () => <p>page</p>, hydrateFallbackElement: <p>waiting</p> }]);
    const container = document.body.appendChild(document.createElement('div'));
    startTransition(() =>
      createRoot(container).render(
        <>
          <RouterRoot router={router}>
            <RouterProvider router={router} />
          </RouterRoot>
          {Array.from({ length: 8 }, (_, index) => (
            <Busy key={index} />
          ))}
        </>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('page'));
  });
});
