import type { MerchantOrderType } from '@mizani/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { MENU_OF } from '../merchant/menu.ts';
import { heldPermissions } from '../team/access.ts';

/**
 * A notification carries its order's body (amount, fee, recipient phone): staff see and resend
 * those of the kinds their role lists, payins with C2B and payouts with B2C.
 */
export async function permittedTypes(request: FastifyRequest): Promise<MerchantOrderType[]> {
  const types = Object.keys(MENU_OF) as MerchantOrderType[];
  const held = await heldPermissions(request, types.map((type) => MENU_OF[type]));
  return types.filter((type) => held.includes(MENU_OF[type]));
}
