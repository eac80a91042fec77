import { SendScreen } from '../components/send-screen.tsx';

/** /home/mrp-index: cross-border send. */
export function MrpSendRoute() {
  return <SendScreen scope={1} />;
}
