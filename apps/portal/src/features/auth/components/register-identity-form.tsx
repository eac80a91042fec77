import { Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useFormik } from 'formik';
import { useTypedBeforeLive } from '@mizani/ui/form';
import { useMemo } from 'react';
import { object } from 'yup';
import type { useCodeSender } from '../hooks/use-code-sender.ts';
import { useRevalidateOnLanguageChange } from '../hooks/use-form-text.ts';
import { codeSchema, identityFields, type IdentityValues } from '../identity.ts';
import { CodeField } from './code-field.tsx';
import { IdentityFields } from './identity-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface VerifiedIdentity extends IdentityValues {
  code: string;
}

interface RegisterIdentityFormProps {
  initialValues: VerifiedIdentity;
  sender: ReturnType<typeof useCodeSender>;
  /** Checks the code with the server and moves on; settles when the check has answered. */
  onNext: (values: VerifiedIdentity) => Promise<void>;
}

/**
 * Step 1 of sign-up: the phone number or email address and the code sent to it. The server checks
 * the code here, without using it up, so a wrong one is refused before the user sets a password;
 * the registration in step 2 checks it again.
 */
export function RegisterIdentityForm({ initialValues, sender, onNext }: RegisterIdentityFormProps) {
  const t = useT();
  const schema = useMemo(() => object({ ...identityFields(t), code: codeSchema(t) }), [t]);
  const formik = useFormik<VerifiedIdentity>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => onNext({ ...values, phone: values.phone.trim(), email: values.email.trim(), code: values.code.trim() }),
  });
  useRevalidateOnLanguageChange(formik);
  const form = useTypedBeforeLive(formik);

  return (
    <form ref={form} method="post" onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <IdentityFields formik={formik} methodLabel={t('auth.register.method')}>
          <CodeField formik={formik} sender={sender} />
        </IdentityFields>
        <SubmitButton loading={formik.isSubmitting}>
          {t('auth.register.next')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
