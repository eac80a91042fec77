export type RailDirection = 'payout' | 'collect';   // payout: money leaves us to a phone/bank; collect: we pull money in (STK push, paybill, bank/cash top-up)
export interface RailRequest {
  sn: string;                 // our order number, the rail's idempotency key
  channel: number;            // payment channel id of spec section 3
  direction: RailDirection;
  amountMinor: bigint;
  currencyId: string;
  destination: { phone?: string; bankCode?: string; accountNo?: string; accountName?: string; reference?: string };
}
export type RailOutcome =
  | { status: 'success'; externalTxId: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; recallable?: true };    // answer comes later through the result sink, or never (then only checkStatus or the operator settle it); recallable: `recall` can still stop it
export interface Rail {
  readonly channel: number;
  /**
   * The rail decides in our own database (internal, manual and sandbox rails): `submit` may then
   * run on the transaction that places the order, so the order, the rail's record and an
   * immediate answer commit together. A provider rail is called only after the order committed.
   */
  readonly decidesInDatabase: boolean;
  submit(request: RailRequest): Promise<RailOutcome>;
  checkStatus(sn: string): Promise<RailOutcome>;
  /** Asks the rail to drop a payout it has not carried out; true when it now never will (the sender may have the money back). */
  recall(sn: string): Promise<boolean>;
}
export type RailResultSink = (sn: string, outcome: Exclude<RailOutcome, { status: 'pending' }>) => Promise<void>;
