import { FundingScreen } from '../components/funding-screen.tsx';

/** /home/mrp-recharge-cobo: collect from a payer into the cross-border wallet. */
export function MrpCollectionRoute() {
  return <FundingScreen scope={1} kind="collection" />;
}
