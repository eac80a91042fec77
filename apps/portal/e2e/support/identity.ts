// Accounts for the portal's end-to-end tests: fresh addresses, codes read from the sandbox outbox,
// and sign-in through the API when a test is about something other than the login screen.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '@mizani/e2e';

// One source of fresh numbers and addresses for both apps' suites, unique across Playwright workers.
export { uniquePhone as freshPhone } from '@mizani/e2e';
export const freshEmail = (label: string) => uniqueEmail(`e2e-${label}`);

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const reply = await request.post(`/api${path}`, { data: body });
  const envelope = (await reply.json()) as Envelope<T>;
  expect(envelope, `${path} answered ${envelope.code} ${envelope.msg}`).toMatchObject({ code: 200 });
  return envelope.data;
}

/**
 * The newest code the sandbox sent to `to` ('+254712345678' for a phone, the address for an email).
 * Waits for it: the outbox is written in the request that sends the code.
 */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
      const envelope = (await reply.json()) as Envelope<{ code: string | null }[]>;
      code = envelope.data[0]?.code ?? undefined;
      return code;
    })
    .toMatch(/^\d{4,8}$/);
  return code as string;
}

/** A new email account made through the API, for tests about what comes after sign-up. */
export async function registerByEmail(request: APIRequestContext, password: string, label = 'user'): Promise<{ email: string; accountNo: string }> {
  const email = freshEmail(label);
  await call(request, '/common/sendMailCode', { email, scene: 'register' });
  const code = await latestCode(request, email);
  const { accountNo } = await call<{ accountNo: string }>(request, '/user/emailRegister', { email, code, password });
  return { email, accountNo };
}

export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(request, '/user/emailLogin', { email, password });
  return token;
}

/** The page's width in CSS pixels against the viewport's: anything wider scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
