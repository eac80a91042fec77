import { Button, Flex, Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
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

interface CodeFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  errorText: string | undefined;
  send: () => Promise<boolean>;
}

/** The verification code field with its Send code button beside it. */
export function CodeField({ value, onChange, onBlur, errorText, send }: CodeFieldProps) {
  const t = useT();
  return (
    <FormField label={t('profile.form.code')} errorText={errorText} required>
      <Flex gap="2" w="full">
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={value} onChange={onChange} onBlur={onBlur} />
        <SendCodeButton send={send} />
      </Flex>
    </FormField>
  );
}
