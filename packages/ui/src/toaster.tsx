import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import type { Notification, NotificationType } from './notify.tsx';

/** The one toast store of an app; `<Toaster />` renders what is pushed here. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

// Errors stay longer: they usually ask the reader to do something.
const DURATION: Record<NotificationType, number> = { success: 4000, info: 5000, warning: 6000, error: 8000 };

/**
 * The same message told again while it shows (two queries of one screen failing with one 503, say)
 * refreshes that toast rather than stacking a copy: the toast's id is its type and text.
 */
export function showToast({ type, message }: Notification): void {
  toaster.create({ id: toastId({ type, message }), type, title: message, duration: DURATION[type], closable: true });
}

/**
 * Takes the toast of this message away, if it is there. Removed from the store rather than
 * dismissed: a dismissal reaches only a toast already drawn, and the first toast of a page is
 * drawn only once the toast region has loaded.
 */
export function dismissToast(notification: Notification): void {
  toaster.remove(toastId(notification));
}

const toastId = ({ type, message }: Notification) => `${type}:${message}`;

export function ToasterView({ closeLabel }: { closeLabel: string }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={closeLabel} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
