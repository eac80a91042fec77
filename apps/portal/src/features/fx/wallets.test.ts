import { describe, expect, it } from 'vitest';
import type { Assets } from '@mizani/sdk/contract';
import { fundedWallets, parseWalletKey, userCurrencies, walletKey } from './wallets.ts';

const assets: Assets = {
  wallets: [
    { scope: 0, currencyId: 'KES', balance: '250000.00' },
    { scope: 0, currencyId: 'TZS', balance: '0.00' },
    { scope: 1, currencyId: 'USD', balance: '5000.00' },
    { scope: 1, currencyId: 'CNY', balance: '0.01' },
  ],
  totals: [],
};

describe('wallet helpers', () => {
  it('round-trips a wallet key and refuses anything else', () => {
    expect(parseWalletKey(walletKey(1, 'USD'))).toEqual({ scope: 1, currencyId: 'USD' });
    expect(parseWalletKey('2:USD')).toBeNull();
    expect(parseWalletKey('0:usd')).toBeNull();
  });

  it("lists the country's currency first, then the currencies with money, once each", () => {
    expect(userCurrencies({ countryId: 255 }, assets, 'TZS')).toEqual(['TZS', 'CNY', 'KES', 'USD']);
    expect(userCurrencies({ countryId: null }, assets, undefined)).toEqual(['CNY', 'KES', 'USD']);
  });

  it('offers only wallets holding money to pay from', () => {
    expect(fundedWallets(assets).map((w) => walletKey(w.scope, w.currencyId))).toEqual(['0:KES', '1:USD', '1:CNY']);
  });
});
