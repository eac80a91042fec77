import { useT } from '@mizani/i18n/react';
import { BusyFormDialog } from '@mizani/ui/list-kit';
import type { FormEvent, ReactNode } from 'react';

interface AccountDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Holds back the submit button (an upload still running). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * The dialog every profile change opens in: a form with the fields, Cancel and Save. It is
 * mounted only while open, so each opening starts from a fresh form; while the change is being
 * saved it stays open, so the answer is not lost.
 */
export function AccountDialog({ title, onClose, onSubmit, submitting, submitDisabled = false, children }: AccountDialogProps) {
  const t = useT();
  return (
    <BusyFormDialog
      title={title}
      busy={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
      confirmLabel={t('profile.form.save')}
      confirmDisabled={submitDisabled}
      cancelLabel={t('profile.form.cancel')}
      closeLabel={t('profile.form.close')}
    >
      {children}
    </BusyFormDialog>
  );
}
