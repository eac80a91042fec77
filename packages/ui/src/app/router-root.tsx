import { Fragment, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';

// Around RouterProvider when the first render is a transition (slices): it reads the router's state as it renders and
// subscribes only in its layout effect, so loaders settling in between never reach it. This effect runs next and redraws it.
export function RouterRoot({ router, children }: { router: { state: object }; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const drawn = router.state;
  useLayoutEffect(() => {
    if (router.state !== drawn) startTransition(() => setGeneration((value) => value + 1));
  }, [router, drawn]);
  return <Fragment key={generation}>{children}</Fragment>;
}
