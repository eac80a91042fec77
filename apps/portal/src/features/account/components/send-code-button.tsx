import { Button } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
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
