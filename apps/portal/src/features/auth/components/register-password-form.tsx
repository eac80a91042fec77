import { Button, Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { confirmPasswordSchema, passwordSchema } from '@mizani/sdk/validation';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { object } from 'yup';
import { useRevalidateOnLanguageChange } from '../hooks/use-form-text.ts';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

interface RegisterPasswordFormProps {
  onBack: () => void;
  onSubmit: (password: string) => Promise<void>;
}

/** Step 2 of sign-up: the login password, 6 to 12 characters, typed twice. */
export function RegisterPasswordForm({ onBack, onSubmit }: RegisterPasswordFormProps) {
  const t = useT();
  const schema = useMemo(() => object({ password: passwordSchema(t), confirmPassword: confirmPasswordSchema(t, 'password') }), [t]);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: (values) => onSubmit(values.password),
  });
  useRevalidateOnLanguageChange(formik);

  return (
    <form method="post" onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <NewPasswordFields formik={formik} label={t('auth.password.login')} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
          <Button type="button" variant="outline" size="lg" flex="1" onClick={onBack} disabled={formik.isSubmitting}>
            {t('auth.register.back')}
          </Button>
          <SubmitButton flex="1" loading={formik.isSubmitting}>
            {t('auth.register.submit')}
          </SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
