import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { callApi } from './home-accounts.ts';

/**
 * Tops up a wallet through the sandbox M-Pesa STK push; a payer number ending in 0 pays at once.
 * Returns the order, so a test can look for it in lists and exports.
 */
export async function sandboxTopUp(request: APIRequestContext, token: string, amount = '1000'): Promise<{ sn: string; status: number }> {
  return callApi<{ sn: string; status: number }>(
    request,
    '/order/recharge/create',
    { scope: 0, payType: 502, currencyId: 'KES', amount, clientOrderNo: randomUUID(), phone: '712345670' },
    token,
  );
}

/** Waits until the order is successful (1): a sandbox top-up is paid a moment after it is placed. */
export async function untilPaid(request: APIRequestContext, token: string, sn: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await callApi<{ status: number }>(request, `/order/status/${sn}`, {}, token)).status === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`order ${sn} did not settle`);
}
