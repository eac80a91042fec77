import { FundingScreen } from '../components/funding-screen.tsx';

/** /home/psp-recharge: top up the domestic wallet. */
export function PspRechargeRoute() {
  return <FundingScreen scope={0} kind="topup" />;
}
