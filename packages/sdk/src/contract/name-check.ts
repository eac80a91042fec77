/**
 * Which payment channels have a name check (confirmation of payee, docs/name-check.md): plain
 * data, so the apps can ask it at run time without the schema code.
 */
import { CHANNEL_REGISTRY, type PaymentChannel } from './channels.ts';
import type { ChannelFamily } from './enums.ts';

/** Families whose rail knows who holds a number: mobile wallets and bank accounts. */
export const NAME_CHECK_FAMILIES: readonly ChannelFamily[] = ['mobile_money', 'bank', 'cny_account'];

/** Payment channels the name check answers for. */
export const NAME_CHECK_CHANNELS = CHANNEL_REGISTRY.filter((row) => NAME_CHECK_FAMILIES.includes(row.family)).map((row) => row.payType) as PaymentChannel[];

export function hasNameCheck(payType: number): boolean {
  return (NAME_CHECK_CHANNELS as number[]).includes(payType);
}
