/*
 * A press on a button before its part of the page is live is kept by the first script (main.tsx,
 * through @mizani/ui/early-presses) and pressed again once that part is live: the page, when
 * React has adopted it; an island, when its code is in (see components/interaction-island.tsx).
 */

import { replayEarlyPress } from '@mizani/ui/early-presses';

const waitingIslands = new Set<Element>();

const insideWaitingIsland = (node: Node) => [...waitingIslands].some((island) => island.contains(node));

/** The page is live: a press before now outside the islands that still wait is replayed. */
export function pageIsLive(): void {
  replayEarlyPress((button) => !insideWaitingIsland(button));
}

/** An island whose code has not arrived: a press inside it waits for it. Returns its release. */
export function islandWaits(frame: Element): () => void {
  waitingIslands.add(frame);
  return () => waitingIslands.delete(frame);
}

/** An island is live: a press inside it while it waited is replayed. */
export function islandIsLive(frame: Element): void {
  const waited = waitingIslands.delete(frame);
  if (waited) replayEarlyPress((button) => frame.contains(button));
}
