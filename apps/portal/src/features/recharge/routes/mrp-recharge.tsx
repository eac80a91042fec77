import { FundingScreen } from '../components/funding-screen.tsx';

/** /home/mrp-recharge: top up the cross-border wallet. */
export function MrpRechargeRoute() {
  return <FundingScreen scope={1} kind="topup" />;
}
