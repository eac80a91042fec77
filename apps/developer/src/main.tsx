/*
 * The console's first script. A page the server drew with the user's data is readable from its
 * HTML; the console's code (boot.tsx) is requested once the browser has painted it, so on a slow
 * phone the page does not wait for the code, nor the code's evaluation hold up that first paint.
 */
import { rememberScreenWidth } from '@mizani/i18n/site-cookie';
import { afterPaint } from '@mizani/ui/after-paint';
import { holdEarlyPresses } from '@mizani/ui/early-presses';

// A press on a button of a drawn page before the console is live is pressed again once it is
// (app/console-root.tsx); a form is not sent until then.
holdEarlyPresses();
// The server draws the next page for this width.
rememberScreenWidth();
await afterPaint();
await import('./boot.tsx');
