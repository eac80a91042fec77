import type { Assets, Scope, UserInfo } from '@mizani/sdk/contract';
import { toMinorUnits } from '@mizani/sdk/format';

/** One wallet as the convert form holds it: `<scope>:<currency>`, e.g. `0:KES`. */
export type WalletKey = `${Scope}:${string}`;

export function walletKey(scope: Scope, currencyId: string): WalletKey {
  return `${scope}:${currencyId}`;
}

export function parseWalletKey(key: string): { scope: Scope; currencyId: string } | null {
  const match = /^([01]):([A-Z]{3})$/.exec(key);
  return match ? { scope: Number(match[1]) as Scope, currencyId: match[2]! } : null;
}

const isPositive = (balance: string) => {
  try {
    return toMinorUnits(balance, Math.max(0, balance.split('.')[1]?.length ?? 0)) > 0n;
  } catch {
    return false;
  }
};

/**
 * The currencies a user deals in: the country's own first, then every currency a wallet holds
 * money in, in order. What the rates screen shows and the chart starts from.
 */
export function userCurrencies(user: Pick<UserInfo, 'countryId'> | undefined, assets: Assets | undefined, countryCurrency: string | undefined): string[] {
  const held = (assets?.wallets ?? []).filter((wallet) => isPositive(wallet.balance)).map((wallet) => wallet.currencyId);
  const ordered = [...(countryCurrency && user?.countryId ? [countryCurrency] : []), ...held.sort()];
  return [...new Set(ordered)];
}

/** The wallets that can pay for a conversion: those holding money. */
export function fundedWallets(assets: Assets | undefined) {
  return (assets?.wallets ?? []).filter((wallet) => isPositive(wallet.balance));
}
