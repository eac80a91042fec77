import { Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { confirmPasswordSchema, passwordSchema } from '@mizani/sdk/validation';
import { useFormik } from 'formik';
import { useTypedBeforeLive } from '@mizani/ui/form';
import { useMemo } from 'react';
import { object } from 'yup';
import { useCodeSender } from '../hooks/use-code-sender.ts';
import { useRevalidateOnLanguageChange } from '../hooks/use-form-text.ts';
import { codeSchema, emptyIdentity, identityFields, toAddress, type Address, type IdentityValues } from '../identity.ts';
import { CodeField } from './code-field.tsx';
import { IdentityFields } from './identity-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

interface ForgotPasswordValues extends IdentityValues {
  code: string;
  password: string;
  confirmPassword: string;
}

interface ForgotPasswordFormProps {
  onSubmit: (address: Address, code: string, password: string) => Promise<void>;
}

/** Recovery in one form: the account's phone or email, the code sent there, the new password twice. */
export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const t = useT();
  const sender = useCodeSender('findPwd');
  const schema = useMemo(
    () =>
      object({
        ...identityFields(t),
        code: codeSchema(t),
        password: passwordSchema(t),
        confirmPassword: confirmPasswordSchema(t, 'password'),
      }),
    [t],
  );
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { ...emptyIdentity(), code: '', password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: (values) => onSubmit(toAddress(values), values.code.trim(), values.password),
  });
  useRevalidateOnLanguageChange(formik);
  const form = useTypedBeforeLive(formik);

  return (
    <form ref={form} method="post" onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <IdentityFields formik={formik} methodLabel={t('auth.forgot.method')}>
          <CodeField formik={formik} sender={sender} />
        </IdentityFields>
        <NewPasswordFields formik={formik} label={t('auth.forgot.newPassword')} />
        <SubmitButton loading={formik.isSubmitting}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
