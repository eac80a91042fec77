import { Button, HStack, Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { Field, trimmingBlur } from '@mizani/ui/form';
import type { useCodeSender } from '../hooks/use-code-sender.ts';
import { addressField, toAddress, type IdentityValues } from '../identity.ts';

interface CodeFieldProps<Values extends IdentityValues & { code: string }> {
  formik: FormikProps<Values>;
  sender: ReturnType<typeof useCodeSender>;
}

/**
 * The verification code and the button that sends it to the address above. The address is
 * checked first so a slip is caught before a code goes to the wrong place; after a send the
 * button counts down and the code input takes the focus.
 */
export function CodeField<Values extends IdentityValues & { code: string }>({ formik, sender }: CodeFieldProps<Values>) {
  const t = useT();
  const codeInput = useRef<HTMLInputElement>(null);
  const secondsLeft = sender.secondsLeft(toAddress(formik.values));

  const sendCode = async () => {
    const field = addressField(formik.values.method);
    const errors = await formik.validateForm();
    void formik.setFieldTouched(field, true, false);
    if ((errors as Record<string, unknown>)[field]) return;
    if (await sender.send(toAddress(formik.values))) codeInput.current?.focus();
  };

  return (
    <Field label={t('auth.code')} helperText={t('auth.code.help')} formik={formik} name="code" required>
      <HStack gap="2" w="full" align="stretch">
        <Input
          ref={codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          flex="1"
          minW="0"
          {...formik.getFieldProps('code')}
          onBlur={trimmingBlur(formik)}
        />
        <Button
          type="button"
          variant="outline"
          flexShrink="0"
          minW="8.5rem"
          loading={sender.sending}
          disabled={secondsLeft > 0}
          onClick={() => void sendCode()}
        >
          {secondsLeft > 0 ? t('auth.code.resendIn', { seconds: secondsLeft }) : t('auth.code.send')}
        </Button>
      </HStack>
    </Field>
  );
}
