import { Suspense, useSyncExternalStore } from 'react';
import { createDeferred } from './deferred.ts';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  type: NotificationType;
  message: string;
}

const toasts = createDeferred(() => import('./toaster.tsx').then((m) => m.ToasterView));

// The toast region mounts with the first notification; until then no toast code is loaded.
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notification in the shape the SDK reports them (`notify` option of `createApiClient`). */
export function notify(notification: Notification): void {
  void import('./toaster.tsx').then(({ showToast }) => {
    showToast(notification);
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
  });
}

export interface ToasterProps {
  /** Accessible name of each toast's close button, in the current language. */
  closeLabel: string;
}

/** Where notifications appear; render it once, inside the providers. */
export function Toaster({ closeLabel }: ToasterProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <toasts.Lazy closeLabel={closeLabel} />
    </Suspense>
  );
}
