import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormEvent, ReactNode } from 'react';

interface AccountDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Holds back the submit button (an upload still running). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * The dialog every profile change opens in: a form with the fields, Cancel and Save. It is
 * mounted only while open, so each opening starts from a fresh form.
 */
export function AccountDialog({ title, onClose, onSubmit, submitting, submitDisabled, children }: AccountDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(event) => (event.open ? undefined : onClose())} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  {t('profile.form.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} disabled={submitDisabled}>
                  {t('profile.form.save')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('profile.form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
