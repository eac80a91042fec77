import type { Notification } from './notify.tsx';

// Its own module, so that only the screens that take a notification back (all lazy) carry it: the
// start chunk holds `notify` alone.

/** Takes back a notification that the screen now gives in its own place (an inline warning, say). */
export function withdrawNotification(notification: Notification): void {
  void import('./toaster.tsx').then(({ dismissToast }) => dismissToast(notification));
}
