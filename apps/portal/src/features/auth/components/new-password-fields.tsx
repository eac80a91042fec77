import { Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import { FormField } from '../../../components/form-field.tsx';
import { useFieldText } from '../hooks/use-form-text.ts';
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
  const { errorOf } = useFieldText(formik);
  return (
    <Stack gap="4">
      <FormField label={label} helperText={t('validation.passwordHelp')} errorText={errorOf('password')} keepHelperText required>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          maxLength={64}
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <FormField label={t('auth.password.confirm')} errorText={errorOf('confirmPassword')} required>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={64}
          value={formik.values.confirmPassword}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
    </Stack>
  );
}
