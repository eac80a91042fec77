/*
 * On a slow phone a prerendered page is on screen well before its code has taken it over, and a
 * press on one of its buttons then does nothing by itself (a tab, a menu, "send code"). The first
 * script (main.tsx) keeps the last button pressed; once the part of the page that holds it is live
 * (the page, when React has adopted it; an island, when its code is in, see
 * components/interaction-island.tsx), that button is pressed again.
 */

const waitingIslands = new Set<Element>();

const insideWaitingIsland = (node: Node) => [...waitingIslands].some((island) => island.contains(node));

function replayIf(accept: (button: HTMLElement) => boolean): void {
  const button = window.mizaniLastPress;
  if (!button || !accept(button)) return;
  window.mizaniLastPress = null;
  // After the render in which the live part took over what was typed, so the handler sees it.
  setTimeout(() => {
    if (button.isConnected && !button.matches(':disabled')) button.click();
  });
}

/** The page is live: a press before now outside the islands that still wait is replayed. */
export function pageIsLive(): void {
  replayIf((button) => !insideWaitingIsland(button));
}

/** An island whose code has not arrived: a press inside it waits for it. Returns its release. */
export function islandWaits(frame: Element): () => void {
  waitingIslands.add(frame);
  return () => waitingIslands.delete(frame);
}

/** An island is live: a press inside it while it waited is replayed. */
export function islandIsLive(frame: Element): void {
  const waited = waitingIslands.delete(frame);
  if (waited) replayIf((button) => frame.contains(button));
}
