import { useT } from '@mizani/i18n/react';
import { notify } from '@mizani/ui';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { displayAddress, sendCodeRequest, type Address } from '../identity.ts';
import { useCountdown } from './use-countdown.ts';

/** The server refuses a second code to one address within a minute (-1026); the button waits as long. */
export const RESEND_SECONDS = 60;

type Scene = Parameters<typeof sendCodeRequest>[1];

const keyOf = (address: Address) => (address.method === 'phone' ? `+${address.countryId}${address.phone}` : address.email.toLowerCase());

/**
 * Sends verification codes for one scene and holds the resend countdown. The countdown belongs to
 * the address the code went to: correcting a mistyped number does not make the user wait.
 */
export function useCodeSender(scene: Scene) {
  const t = useT();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** Sends a code; false when the server refused (the API client has said why). */
  const send = async (address: Address): Promise<boolean> => {
    setSending(true);
    try {
      const request = sendCodeRequest(address, scene);
      if (request.method === 'phone') await api.common.sendCode(request.body);
      else await api.common.sendMailCode(request.body);
    } catch {
      return false;
    } finally {
      setSending(false);
    }
    setSentTo(keyOf(address));
    countdown.start(RESEND_SECONDS);
    notify({ type: 'success', message: t('auth.code.sent', { address: displayAddress(address) }) });
    return true;
  };

  /** Seconds before another code may be sent to `address`; 0 when it may be sent now. */
  const secondsLeft = (address: Address) => (sentTo === keyOf(address) ? countdown.remaining : 0);

  return { send, sending, secondsLeft };
}
