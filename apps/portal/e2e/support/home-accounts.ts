import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, startSession } from '@mizani/e2e';

// The account helpers live in @mizani/e2e, shared with the developer console's suites.
export { callApi, latestCode, registerFreshAccount, startSession, uniqueEmail, uniquePhone, type FreshAccount } from '@mizani/e2e';

/** Signs in through the API as one of the demo accounts and opens that session in the browser. */
export async function startDemoSession(page: Page, request: APIRequestContext, locale: 'en' | 'zh' = 'en'): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await startSession(page, token, locale);
  return token;
}
