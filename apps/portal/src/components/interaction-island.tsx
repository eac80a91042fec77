import { memo, Suspense, use, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { islandIsLive, islandWaits } from '../boot/early-presses.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';

/*
 * A part of a prerendered page whose code arrives when the visitor starts using it.
 *
 * The sign-in pages are mostly a form, and a form's code (the form library, its validation, the
 * API client, the query library) is more than half of what such a page would download before it
 * is usable. An island lets the page hydrate without it: React keeps the island's prerendered HTML
 * as it is (a Suspense boundary whose content is not ready while hydrating stays dehydrated), so
 * the form is on screen and can be typed into, and its code is requested on the first sign of use
 * (focus, a touch, a pointer over it, a key). When it arrives, React adopts the HTML; the form
 * takes over what was typed (useAdoptTypedValues) and the button the visitor pressed meanwhile is
 * pressed again; a link followed meanwhile moves within the app as it would have. On a page drawn
 * by the app itself (a navigation, a test) there is no HTML to keep, so the code loads at once.
 */

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const INTENT_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

export interface Island<P extends object> {
  /** The part, to render where its prerendered HTML is. */
  View: ComponentType<P & { fallback?: ReactNode }>;
  /** Loads the code (once). The server render waits for it before it draws the page. */
  load: () => Promise<ComponentType<P>>;
}

export function interactionIsland<P extends object>(importer: () => Promise<ComponentType<P>>): Island<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let request: () => void = () => undefined;
  // Resolves once someone asked for the code and it arrived; the island suspends on it meanwhile.
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  const load = () => {
    loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a dropped connection) may be retried by the next gesture.
        loading = undefined;
        throw error;
      },
    );
    request();
    return loading;
  };
  // A slow network may drop the download: two more tries before the page says it failed.
  const ready = requested.then(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
      }
    }
  });

  function Live({ props, frame }: { props: P; frame: RefObject<HTMLDivElement | null> }) {
    const Component = loaded ?? use(ready);
    useEffect(() => {
      if (frame.current) islandIsLive(frame.current);
    }, [frame]);
    return <Component {...props} />;
  }

  // The boundary re-renders only when the island's own props change: an update reaching a
  // boundary React has not adopted yet makes it drop the HTML and draw the fallback.
  const Boundary = memo(
    function Boundary({ props, fallback, frame }: { props: P; fallback: ReactNode; frame: RefObject<HTMLDivElement | null> }) {
      return (
        <Suspense fallback={fallback}>
          <Live props={props} frame={frame} />
        </Suspense>
      );
    },
    (before, after) => before.frame === after.frame && shallowEqual(before.props, after.props),
  );

  function View({ fallback = null, ...rest }: P & { fallback?: ReactNode }) {
    const props = rest as unknown as P;
    // Whether this island was adopted from HTML (its first render was the page's hydration).
    const hydrated = useHydrated();
    const adopted = useRef(!hydrated);
    const frame = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    // Drawn by the app (not adopted from HTML): nothing to show meanwhile, so no reason to wait.
    if (!adopted.current && !loaded) void load().catch(() => undefined);

    useEffect(() => {
      if (loaded) return undefined;
      const inside = (target: EventTarget | null) => target instanceof Node && frame.current?.contains(target) === true;
      // Window listeners in the capture phase: React stops events aimed at HTML it has not
      // adopted yet at its root, before they would reach a listener on the frame.
      const onIntent = (event: Event) => {
        if (inside(event.target)) void load().catch(() => undefined);
      };
      const onClick = (event: MouseEvent) => {
        if (loaded || !inside(event.target)) return;
        // A link in the island still moves within the app, not by loading a new page.
        const link = (event.target as Element).closest('a[href]');
        if (!(link instanceof HTMLAnchorElement)) return;
        const url = new URL(link.href);
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (plain && url.origin === window.location.origin && !link.target && !link.hasAttribute('download')) {
          event.preventDefault();
          void navigate(`${url.pathname}${url.search}${url.hash}`);
        }
      };
      // Presses on its buttons meanwhile are kept and replayed when it is live (boot/early-presses.ts).
      const release = frame.current ? islandWaits(frame.current) : () => undefined;
      for (const name of INTENT_EVENTS) window.addEventListener(name, onIntent, { capture: true, passive: true });
      window.addEventListener('click', onClick, { capture: true });
      // The focus may already be inside (a field focused while the rest of the page hydrated).
      if (inside(document.activeElement)) void load().catch(() => undefined);
      return () => {
        for (const name of INTENT_EVENTS) window.removeEventListener(name, onIntent, { capture: true });
        window.removeEventListener('click', onClick, { capture: true });
        release();
      };
    }, [navigate]);

    return (
      <div ref={frame} style={{ display: 'contents' }}>
        <Boundary props={props} fallback={fallback} frame={frame} />
      </div>
    );
  }

  return { View, load };
}
