import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { operatorDecides } from './operator.ts';

// Accounts for end-to-end tests of both apps, made through the real API of the server that global
// setup started, so a test that changes things never touches the demo accounts.

/** A main account registered for one test. */
export interface FreshAccount {
  countryId: number;
  phone: string;
  password: string;
  accountNo: string;
  token: string;
}

let serial = 0;
// Playwright's number for this worker among those running at once (0 or 1 with two workers), so
// two workers that ask in the same millisecond still get different numbers.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** A Kenyan mobile number no other test of this run uses. */
export function uniquePhone(): string {
  serial += 1;
  const stamp = (Date.now() % 10_000_000) * 10 + ((serial * 2 + worker) % 10);
  return `7${String(stamp).padStart(8, '0').slice(-8)}`;
}

export function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}${serial}w${worker}@example.co.ke`;
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

/**
 * Puts `items` in the site's localStorage before the test's first screen, where the apps keep the
 * session (`token`) and the chosen language (`LOCALE`). The storage belongs to the origin, so any
 * document of it will do: the site's icon runs no script, so the screen the test opens next is the
 * visit's first page (a whole page here cost 13-16 % of the CPU of the profile and shell specs).
 */
export async function storeInBrowser(page: Page, items: Record<string, string>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Opens the browser session of `token` (as a successful login leaves it) in the language given. */
export async function startSession(page: Page, token: string, locale: 'en' | 'zh' = 'en'): Promise<void> {
  await storeInBrowser(page, { token, LOCALE: locale });
}

/**
 * Chooses a tab of the login, sign-up or recovery screen and fills the fields under it (each found
 * by its label, which may end in the required-field star), again until the first keeps what was
 * typed, as a person presses again when nothing happened. A press that lands before React has
 * adopted the prerendered page does nothing, and on a loaded machine that can be after the `load`
 * event; the screen can also draw again while its lazy parts arrive, back on its first tab.
 */
export async function fillTab(page: Page, tab: string, fields: [label: string, value: string][]): Promise<void> {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.getByRole('tab', { name: tab }).click();
    for (const [label, value] of fields) await field(label).fill(value, { timeout: 2_000 });
    const [first] = fields;
    if (first) await expect(field(first[0])).toHaveValue(first[1], { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses `button` until `took` shows, as a person presses again when nothing happened: a press
 * that lands before React has adopted the prerendered page does nothing. A press that took effect
 * is not repeated, since `took` is looked for first on every try.
 */
export async function pressUntil(button: Locator, took: Locator): Promise<void> {
  await expect(async () => {
    if (await took.isVisible()) return;
    await button.click({ timeout: 2_000 });
    await expect(took).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The login screen's words for `logInByEmail`, in English unless given. */
export const LOGIN_WORDS = {
  en: { tab: 'Email', email: 'Email address', password: 'Password', submit: 'Log in' },
  zh: { tab: '邮箱', email: '邮箱地址', password: '密码', submit: '登录' },
} as const;

/** On the login screen already open: the email tab, both fields and the log-in button, whatever the answer. */
export async function logInByEmail(page: Page, email: string, password: string, words: (typeof LOGIN_WORDS)[keyof typeof LOGIN_WORDS] = LOGIN_WORDS.en): Promise<void> {
  await fillTab(page, words.tab, [
    [words.email, email],
    [words.password, password],
  ]);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

/** Signs in on the portal's login screen with the email tab, as a person would, and waits for the dashboard. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await logInByEmail(page, email, password);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}

/** What a company fills in when it applies for API access (`/user/userApi/save`). */
export interface ApiApplication {
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notifyUrl: string;
  ipWhitelist: string[];
}

/**
 * Applies for API access as the main account of `token` (with `application`'s details in place of
 * the defaults) and has the operator approve it through the ops endpoint.
 */
export async function approvedApiAccess(request: APIRequestContext, token: string, application: Partial<ApiApplication> = {}): Promise<void> {
  const details: ApiApplication = { companyName: 'Pwani Merchants Ltd', contactName: 'Zawadi Mwangi', contactEmail: uniqueEmail('api'), contactPhone: uniquePhone(), notifyUrl: 'http://127.0.0.1:9/hook', ipWhitelist: [], ...application };
  await callApi(request, '/user/userApi/save', details, token);
  await operatorApprovesApi(request, token);
}

/**
 * The API access keys of the main account of `token`, after applying (with `application`'s details)
 * and having the operator approve it if it was not approved yet: specs that share a demo account
 * find it approved by whichever ran first.
 */
export async function apiAccessKeys(request: APIRequestContext, token: string, application: Partial<ApiApplication> = {}): Promise<{ accessKey: string; accessSecret: string }> {
  const info = () => callApi<{ auditStatus: number; accessKey: string; accessSecret: string }>(request, '/user/userApi/info', {}, token);
  const now = await info();
  if (now.auditStatus === 1) return now;
  await approvedApiAccess(request, token, application);
  return info();
}

/** The operator approves the API access the main account of `token` applied for; the account then reads it as approved. */
export async function operatorApprovesApi(request: APIRequestContext, token: string): Promise<void> {
  const { userId } = await callApi<{ userId: number }>(request, '/user/info', {}, token);
  await operatorDecides(request, 'api/approve', { userId });
  const { auditStatus } = await callApi<{ auditStatus: number }>(request, '/user/userApi/info', {}, token);
  if (auditStatus !== 1) throw new Error(`API access is in audit status ${auditStatus} after approval`);
}
