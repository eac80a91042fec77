import { FundingScreen } from '../components/funding-screen.tsx';

/** /home/psp-recharge-cobo: collect from a payer into the domestic wallet. */
export function PspCollectionRoute() {
  return <FundingScreen scope={0} kind="collection" />;
}
