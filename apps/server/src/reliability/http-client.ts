/** A small fetch client for the tests that drive the real server process over HTTP. */

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export class Api {
  constructor(
    readonly baseUrl: string,
    private token?: string,
  ) {}

  withToken(token: string): Api {
    return new Api(this.baseUrl, token);
  }

  async post<T = unknown>(path: string, body: unknown = {}, timeoutMs = 30_000): Promise<Reply<T>> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 500) throw new Error(`HTTP ${response.status} from ${path}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Reply<T>;
  }
}

export const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' } as const;

/** Signs in as the sandbox demo account (it has money and a fund password). */
export async function demoSession(baseUrl: string): Promise<Api> {
  const reply = await new Api(baseUrl).post<{ token: string }>('/user/emailLogin', { email: DEMO.email, password: DEMO.password });
  if (reply.code !== 200) throw new Error(`demo login: ${reply.code} ${reply.msg}`);
  return new Api(baseUrl, reply.data.token);
}

/** Minor units of a decimal string with two places ("1250.5" -> 125050n). */
export function minor(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}
