import type { APIRequestContext, Page } from '@playwright/test';

/** A main account registered for one test, so tests that change things never touch the demo accounts. */
export interface FreshAccount {
  countryId: number;
  phone: string;
  password: string;
  accountNo: string;
  token: string;
}

let serial = 0;

/** A Kenyan mobile number no other test of this run uses. */
export function uniquePhone(): string {
  serial += 1;
  const stamp = (Date.now() % 10_000_000) * 10 + (serial % 10);
  return `7${String(stamp).padStart(8, '0').slice(-8)}`;
}

export function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}${serial}@example.co.ke`;
}

/** Calls the API and returns `data`, failing the test on any code other than 200. */
export async function callApi<T>(request: APIRequestContext, path: string, body: unknown = {}, token?: string): Promise<T> {
  const reply = await request.post(`/api${path}`, { data: body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const envelope = (await reply.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** The newest verification code the sandbox outbox holds for `to` ('+254712345678' or an email address). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const reply = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await reply.json()) as { data: { code: string | null }[] };
    const code = data.find((message) => message.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code reached the outbox for ${to}`);
}

/** sendCode -> outbox -> register -> login, all through the API. */
export async function registerFreshAccount(request: APIRequestContext, password = 'Fresh#2026'): Promise<FreshAccount> {
  const countryId = 254;
  const phone = uniquePhone();
  await callApi(request, '/common/sendCode', { countryId, phone, scene: 'register' });
  const code = await latestCode(request, `+${countryId}${phone}`);
  const { accountNo } = await callApi<{ accountNo: string }>(request, '/user/register', { countryId, phone, code, password });
  const { token } = await callApi<{ token: string }>(request, '/user/login', { countryId, phone, password });
  return { countryId, phone, password, accountNo, token };
}

/** Opens the browser session of `token` (as a successful login leaves it) in the language given. */
export async function startSession(page: Page, token: string, locale: 'en' | 'zh' = 'en'): Promise<void> {
  await page.goto('/401');
  await page.evaluate(
    ([value, language]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('LOCALE', language);
    },
    [token, locale] as const,
  );
}

/** Signs in through the API as one of the demo accounts and opens that session in the browser. */
export async function startDemoSession(page: Page, request: APIRequestContext, locale: 'en' | 'zh' = 'en'): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await startSession(page, token, locale);
  return token;
}
