import { SendScreen } from '../components/send-screen.tsx';

/** /home/psp-index: domestic send. */
export function PspSendRoute() {
  return <SendScreen scope={0} />;
}
