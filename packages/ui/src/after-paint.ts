/*
 * For an app's first script, which must stay small: no imports. A page drawn before any script
 * (prerendered, or drawn by the server with the user's data) is readable from its HTML; the app's
 * code waits for that paint rather than delay it on a slow phone.
 */

/** Resolves once the browser has painted a frame (or soon, if the tab is in the background). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
