import type { APIRequestContext } from '@playwright/test';
import { verifyIdentity } from '@mizani/e2e';
import { callApi, registerFreshAccount, type FreshAccount } from './home-accounts.ts';

export const FUND_PASSWORD = '135790';

interface OrderReply {
  sn: string;
  status: number;
}

/** The balance of one wallet as a decimal string. */
export async function balanceOf(request: APIRequestContext, token: string, scope: 0 | 1, currencyId: string): Promise<string> {
  const assets = await callApi<{ wallets: { scope: number; currencyId: string; balance: string }[] }>(request, '/account/assets', {}, token);
  return assets.wallets.find((wallet) => wallet.scope === scope && wallet.currencyId === currencyId)?.balance ?? '0';
}

/** Minor units of a 2-place decimal string, for exact arithmetic on balances. */
export const cents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
};

/**
 * A fresh Kenyan account with a transaction password and `amount` KES in its domestic wallet,
 * funded by a sandbox STK-push top-up from a number that pays at once.
 */
export async function fundedAccount(request: APIRequestContext, amount = '5000'): Promise<FreshAccount> {
  const account = await registerFreshAccount(request);
  // An unverified account may top up only a little and send nothing: verify it as a user would.
  await verifyIdentity(request, account.token);
  await callApi(request, '/user/resetFundPwd', { password: account.password, fundPassword: FUND_PASSWORD }, account.token);
  const order = await callApi<OrderReply>(
    request,
    '/order/recharge/create',
    { scope: 0, payType: 502, currencyId: 'KES', amount, clientOrderNo: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, phone: '712345671' },
    account.token,
  );
  let status = order.status;
  for (let attempt = 0; status !== 1 && attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await callApi<OrderReply>(request, `/order/status/${order.sn}`, {}, account.token)).status;
  }
  if (status !== 1) throw new Error(`The funding top-up ${order.sn} ended in status ${status}`);
  return account;
}
