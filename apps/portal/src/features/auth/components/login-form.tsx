import { Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { LoginVariables } from '@mizani/sdk/query';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import { Field, useTypedBeforeLive } from '@mizani/ui/form';
import { useRevalidateOnLanguageChange } from '../hooks/use-form-text.ts';
import { emptyIdentity, identityFields, toAddress, type IdentityValues } from '../identity.ts';
import { IdentityFields } from './identity-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import { SubmitButton } from './submit-button.tsx';

interface LoginValues extends IdentityValues {
  password: string;
}

export function toLoginVariables(values: LoginValues): LoginVariables {
  const address = toAddress(values);
  return address.method === 'phone'
    ? { by: 'phone', body: { countryId: address.countryId, phone: address.phone, password: values.password } }
    : { by: 'email', body: { email: address.email, password: values.password } };
}

interface LoginFormProps {
  defaultCountryId?: string;
  onSubmit: (variables: LoginVariables) => Promise<void>;
}

export function LoginForm({ defaultCountryId, onSubmit }: LoginFormProps) {
  const t = useT();
  // Signing in checks an existing password, so only presence is required here; the 6-12 rule
  // applies when a password is chosen.
  const schema = useMemo(() => object({ ...identityFields(t), password: string().required(t('validation.required')) }), [t]);
  const formik = useFormik<LoginValues>({
    initialValues: { ...emptyIdentity(defaultCountryId), password: '' },
    validationSchema: schema,
    onSubmit: (values) => onSubmit(toLoginVariables(values)),
  });
  useRevalidateOnLanguageChange(formik);
  const form = useTypedBeforeLive(formik);

  return (
    <form ref={form} method="post" onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <IdentityFields formik={formik} methodLabel={t('login.method')} />
        <Field label={t('login.password')} formik={formik} name="password" required>
          <PasswordInput
            autoComplete="current-password"
            {...formik.getFieldProps('password')}
          />
        </Field>
        <SubmitButton loading={formik.isSubmitting}>
          {t('login.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
