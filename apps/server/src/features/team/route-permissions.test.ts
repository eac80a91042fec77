import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser, type TestUser } from '../../testing/users.ts';
import { createSession } from '../auth/session.ts';
import { routePermissions } from './route-permissions.ts';

let t: TestApp;
let main: TestUser;
let emptyStaff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  main = await createTestUser(t.db);
  emptyStaff = await createTestUser(t.db, { parentId: main.userId, phone: null, permissions: [] });
});
afterAll(async () => {
  await t?.close();
});

const names = Object.keys(endpoints) as EndpointName[];
const urlOf = (name: EndpointName) => `/api${endpoints[name].path.replace(/:[A-Za-z]+/g, '1')}`;

/** Whether the running app registered the endpoint (sandbox-only ones, features still being built). */
function registered(name: EndpointName): boolean {
  const { method } = endpoints[name];
  return t.app.hasRoute({ method, url: `/api${endpoints[name].path}` });
}

async function call(name: EndpointName, token: string): Promise<{ code: number; msg: string }> {
  const { method } = endpoints[name];
  const reply = await t.app.inject({
    method,
    url: urlOf(name),
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  // A file-like reply (CSV, upload errors) may not be the envelope; only the code matters here.
  try {
    return reply.json<{ code: number; msg: string }>();
  } catch {
    return { code: reply.statusCode, msg: reply.body };
  }
}

describe('the route-permission map', () => {
  it('marks public exactly the calls the contract sends without a token', () => {
    for (const name of names) {
      expect({ name, public: routePermissions[name].kind === 'public' }).toEqual({ name, public: !endpoints[name].auth });
    }
  });

  it('names only real permission names, and at least one per permission rule', async () => {
    const { menuTreeNames } = await import('./menu-tree.ts');
    const known = new Set(menuTreeNames());
    for (const name of names) {
      const rule = routePermissions[name];
      if (rule.kind !== 'permission') continue;
      expect(rule.anyOf.length, name).toBeGreaterThan(0);
      for (const permission of rule.anyOf) expect({ name, permission, known: known.has(permission) }).toMatchObject({ known: true });
    }
  });
});

describe('a staff member whose role grants nothing', () => {
  const guarded = names.filter((name) => ['main-only', 'permission'].includes(routePermissions[name].kind));
  const open = names.filter((name) => routePermissions[name].kind === 'any-signed-in');

  it.each(guarded)('is refused %s with 1000', async (name) => {
    if (!registered(name)) return;
    expect(await call(name, emptyStaff.token)).toEqual({ code: 1000, msg: 'No operation permission', data: null });
  });

  it.each(open)('may call %s', async (name) => {
    if (!registered(name)) return;
    // A session per call: `user.logout` ends the one it is made with.
    const token = await createSession(t.db, emptyStaff.userId, { ip: '127.0.0.1', userAgent: 'test' });
    const { code } = await call(name, token);
    expect([1000, -1001]).not.toContain(code);
  });

  it('checks before the body: an invalid body is still 1000, not a parameter error', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/payee/add',
      headers: { authorization: `Bearer ${emptyStaff.token}` },
      payload: { nonsense: true },
    });
    expect(reply.json()).toMatchObject({ code: 1000 });
  });
});

describe('the main account', () => {
  it.each(names.filter((name) => endpoints[name].auth))('is never refused %s with 1000', async (name) => {
    if (!registered(name)) return;
    const token = await createSession(t.db, main.userId, { ip: '127.0.0.1', userAgent: 'test' });
    const { code } = await call(name, token);
    expect([1000, -1001]).not.toContain(code);
  });
});

it('covers the routes the server registers (most of the table exists)', () => {
  expect(names.filter(registered).length).toBeGreaterThan(names.length / 2);
});
