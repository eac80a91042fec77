import { Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import { Field } from '@mizani/ui/form';
import { PasswordInput } from './password-input.tsx';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new login password and its confirmation. The rule of spec section 5 stays under the field
 * while an error shows, since that is when it is needed. Passwords are not trimmed: a space may
 * be part of one.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({ formik, label }: { formik: FormikProps<Values>; label: string }) {
  const t = useT();
  return (
    <Stack gap="4">
      <Field label={label} helperText={t('validation.passwordHelp')} formik={formik} name="password" keepHelperText required>
        <PasswordInput
          autoComplete="new-password"
          maxLength={64}
          {...formik.getFieldProps('password')}
        />
      </Field>
      <Field label={t('auth.password.confirm')} formik={formik} name="confirmPassword" required>
        <PasswordInput
          autoComplete="new-password"
          maxLength={64}
          {...formik.getFieldProps('confirmPassword')}
        />
      </Field>
    </Stack>
  );
}
