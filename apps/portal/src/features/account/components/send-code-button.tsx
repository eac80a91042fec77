import { Button, Flex, Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Field, trimmingBlur } from '@mizani/ui/form';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { useCountdown } from '../hooks/use-countdown.ts';

/** The server refuses a new code for the same address within a minute (-1026). */
export const RESEND_AFTER_SECONDS = 60;

/** 'Send code', then a countdown until another may be asked for. `send` resolves true once a code went out. */
export function SendCodeButton({ send }: { send: () => Promise<boolean> }) {
  const t = useT();
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await send()) start(RESEND_AFTER_SECONDS);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="outline" flexShrink="0" minW="8.5rem" onClick={() => void click()} loading={sending} disabled={seconds > 0}>
      {seconds > 0 ? t('profile.form.resendIn', { seconds }) : t('profile.form.sendCode')}
    </Button>
  );
}

/** The verification code field (`code` of the form) with its Send code button beside it. */
export function CodeField<Values extends { code: string }>({ formik, send }: { formik: FormikProps<Values>; send: () => Promise<boolean> }) {
  const t = useT();
  return (
    <Field label={t('profile.form.code')} formik={formik} name="code" required>
      <Flex gap="2" w="full">
        <Input {...formik.getFieldProps('code')} inputMode="numeric" autoComplete="one-time-code" onBlur={trimmingBlur(formik)} />
        <SendCodeButton send={send} />
      </Flex>
    </Field>
  );
}
