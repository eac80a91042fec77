import { Alert, Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { fundPasswordSchema } from '@mizani/sdk/validation';
import { BusyFormDialog, FundPasswordInput } from '@mizani/ui/list-kit';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { object } from 'yup';
import { Field } from '@mizani/ui/form';
import { PROFILE_HREF } from './service.ts';

/** Money cannot move without a transaction password: says so, with the way to the profile where it is set. */
export function FundPasswordNotSetAlert() {
  const t = useT();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>
        {t('money.fundPasswordNotSet')}{' '}
        <Link asChild>
          <RouterLink to={PROFILE_HREF}>{t('money.fundPasswordLink')}</RouterLink>
        </Link>
      </Alert.Title>
    </Alert.Root>
  );
}

interface FundPasswordConfirmProps {
  title: string;
  confirmLabel: string;
  confirmTestId: string;
  /** e.g. a quote that has run out. */
  confirmDisabled?: boolean;
  /** Moves the money; rejects when the server refused (the SDK has shown why). */
  onConfirm: (fundPassword: string) => Promise<void>;
  onClose: () => void;
  /** What is being confirmed, shown above the password. */
  children: ReactNode;
}

/**
 * The last step before money moves: what will happen, then the transaction password. The button
 * is held while the request runs, so a double click acts once.
 */
export function FundPasswordConfirm({ title, confirmLabel, confirmTestId, confirmDisabled, onConfirm, onClose, children }: FundPasswordConfirmProps) {
  const t = useT();
  const formik = useFormik({
    initialValues: { fundPassword: '' },
    validationSchema: object({ fundPassword: fundPasswordSchema(t) }),
    validateOnBlur: false,
    onSubmit: async ({ fundPassword }, helpers) => {
      try {
        await onConfirm(fundPassword);
      } catch {
        // A wrong password is the usual cause: clear it for the next try.
        helpers.setFieldValue('fundPassword', '', false);
      }
    },
  });
  return (
    <BusyFormDialog
      title={title}
      busy={formik.isSubmitting}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      confirmLabel={confirmLabel}
      confirmTestId={confirmTestId}
      confirmDisabled={confirmDisabled}
    >
      {children}
      <Field label={t('money.field.fundPassword')} helperText={t('money.field.fundPasswordHelp')} formik={formik} name="fundPassword" required>
        <FundPasswordInput value={formik.values.fundPassword} onChange={formik.handleChange} autoFocus />
      </Field>
    </BusyFormDialog>
  );
}
