import type { MerchantOrderType } from '@mizani/sdk/contract';
import { ApiMenu } from '@mizani/sdk/permissions';

/** The console permission that opens each kind of API order: payins with C2B, payouts with B2C. */
export const MENU_OF: Record<MerchantOrderType, string> = { payin: ApiMenu.C2B, payout: ApiMenu.B2C };
