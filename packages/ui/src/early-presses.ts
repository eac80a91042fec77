/*
 * On a slow phone a page drawn before any script (prerendered, or drawn by the server with the
 * user's data) is on screen well before the app has taken it over, and a press on one of its
 * buttons then does nothing by itself (a tab, a menu, "send code"). The app's first script calls
 * `holdEarlyPresses`, which keeps the last button pressed; once the part of the page that holds it
 * is live, the app calls `replayEarlyPress` and that button is pressed again. Free of imports: the
 * first scripts (apps/portal/src/main.tsx, apps/developer/src/main.tsx) use it.
 */

let lastPress: HTMLElement | null = null;

/**
 * From the first script on: keeps the last button pressed (a part of the page may still wait for
 * its code after the page is live), and until the page is live (the document's `data-ready`)
 * cancels any form submission. Until then a form is only HTML: sent by the browser, its fields
 * would end up in the address. The server disables a drawn page's fields and
 * submit buttons; this catches the rest.
 */
export function holdEarlyPresses(): void {
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && button.type !== 'submit') lastPress = button;
    },
    { capture: true },
  );
  addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.ready !== 'true') event.preventDefault();
    },
    { capture: true },
  );
}

/** The button pressed before its part of the page was live is pressed again, if `accept` takes it. */
export function replayEarlyPress(accept: (button: HTMLElement) => boolean = () => true): void {
  const button = lastPress;
  if (!button || !accept(button)) return;
  lastPress = null;
  // After the render in which the live part took over what was typed, so the handler sees it.
  setTimeout(() => {
    if (button.isConnected && !button.matches(':disabled')) button.click();
  });
}
