/**
 * Broken access, as a matrix generated from the contract: every route that needs a session,
 * called with no token, a malformed or unknown token, an expired one (idle and absolute), a
 * logged-out one, another account's token on the victim's object ids, and staff: with an empty
 * role, with each single permission a role can hold, and with every read-only permission at once.
 * Staff's expected answer comes from the route's declared permission and whether it writes: 1000
 * where the role lacks it, anything but 1000 or -1001 where it holds it. No reply, whatever its
 * code, carries anything of the victim's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, openEndpoints, WRITE_PERMISSIONS, type OpenEndpointName, type Order, type Quote } from '@mizani/sdk/contract';
import { uploadId } from '../features/files/test-files.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../domain/auth/session.ts';
import { approvedMerchant, newNonce, openCall } from '../features/merchant/test-kit.ts';
import { addPayee, caller, FUND_PASSWORD, fundWallet, type Call } from '../features/orders/test-kit.ts';
import { assignableNames } from '../features/team/menu-tree.ts';
import { routePermissions, type RoutePermission } from '../domain/team/route-permissions.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';
import { contractRoutes, fillPath, isEndpointName, isEnvelope, parseJson, type RouteInfo } from './kit.ts';
import { merchantRoutes } from './merchant.ts';

let t: TestApp;
let call: Call;
let victim: TestUser;
let attacker: TestUser;
let staff: TestUser;
let victimStaff: TestUser;
const ids = { payee: 0, va: 0, sn: '', file: '', quote: '' };
/** Strings that appear only in the victim's records. */
let markers: string[] = [];
let cells = 0;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  victim = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, nickName: 'Victim Wanjiru' });
  attacker = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, nickName: 'Attacker' });
  await fundWallet(t.db, victim.userId, 0, 'TZS', 10_000_000n);
  await fundWallet(t.db, attacker.userId, 0, 'TZS', 10_000_000n);
  // A staff member of the attacker's own account, whose role (none) grants nothing.
  staff = await createTestUser(t.db, { parentId: attacker.userId, phone: null, nickName: 'Staff Without Role', permissions: [] });
  victimStaff = await createTestUser(t.db, { parentId: victim.userId, phone: null, nickName: 'Victim Staff Baraka' });

  const payee = await addPayee(t, victim, { countryId: 255, payType: 7, currencyId: 'TZS', name: 'Victim Payee Zawadi', phone: '754987650' });
  ids.payee = payee.id;
  const quote = await call<Quote>(victim, '/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754987659' });
  expect(quote.code).toBe(200);
  // The last digit 9 never gets an answer from the sandbox rail: the order stays PENDING.
  const order = await call<Order>(victim, '/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: 'VICTIM-ORDER-1', fundPassword: FUND_PASSWORD });
  expect(order.code).toBe(200);
  ids.sn = order.data.sn;
  const open = await call<Quote>(victim, '/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '7000', phone: '754987650' });
  ids.quote = open.data.quoteId;
  const va = await call<{ id: number }>(victim, '/va/apply', { payType: 101, currencyId: 'KES', countryId: 254, accountName: 'Victim Traders Ltd', agreement: true });
  expect(va.code).toBe(200);
  ids.va = va.data.id;
  ids.file = await uploadId(t.app, victim.token, 'kyc');
  markers = [victim.accountNo, victim.email!, victim.phone!, ids.sn, ids.file, ids.quote, 'VICTIM-ORDER-1', 'Victim Payee Zawadi', '754987650', 'Victim Traders Ltd', 'Victim Wanjiru', 'Victim Staff Baraka'];
});

afterAll(async () => {
  console.info(`[reliability] access matrix: ${cells} route x principal cells checked`);
  await t?.close();
});

/** The victim's ids wherever a route takes an object id, so the attacker aims at real records. */
function victimParams(route: RouteInfo): Record<string, string | number> {
  if (route.name.startsWith('payee.')) return { id: ids.payee };
  if (route.name.startsWith('va.')) return { id: ids.va };
  if (route.name.startsWith('team.')) return { id: victimStaff.userId };
  return { id: victim.userId, sn: ids.sn, countryId: 254, orderNo: ids.sn };
}

const page = { pageNum: 1, pageSize: 100 };

/** Bodies that name the victim's records; other routes get `{}` (or their plain list query). */
function victimBody(route: RouteInfo): unknown {
  switch (route.name) {
    case 'payee.edit':
      return { id: ids.payee, countryId: 255, payType: 7, currencyId: 'TZS', name: 'Renamed', phone: '754000000', type: 2 };
    case 'order.pspQuote':
      return { payType: 7, currencyId: 'TZS', amount: '5000', payeeId: ids.payee };
    case 'order.pspCreate':
      return { quoteId: ids.quote, clientOrderNo: 'ATTACK-1', fundPassword: FUND_PASSWORD };
    case 'order.list':
    case 'account.rechargeHistoryList':
      return { ...page, sn: ids.sn };
    case 'team.edit':
      return { id: victimStaff.userId, nickName: 'Taken Over' };
    case 'team.resetPwd':
      return { id: victimStaff.userId, password: 'Owned@123' };
    default: {
      const properties = route.body?.properties ?? {};
      return 'pageNum' in properties && 'pageSize' in properties ? page : {};
    }
  }
}

interface Reply {
  status: number;
  code: number | undefined;
  text: string;
}

async function send(route: RouteInfo, authorization: string | undefined): Promise<Reply> {
  let url = `/api${fillPath(route.path, victimParams(route))}`;
  if (route.name === 'user.getTempUrl') url += `?filePath=${encodeURIComponent(ids.file)}`;
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: { ...(authorization ? { authorization } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(victimBody(route)) } : {}),
  });
  cells += 1;
  const body = parseJson(res.body);
  return { status: res.statusCode, code: isEnvelope(body) ? body.code : undefined, text: res.body };
}

function expectNothingOfTheVictim(route: RouteInfo, who: string, reply: Reply): void {
  expect(reply.status, `${route.name} as ${who}: HTTP ${reply.status}`).toBeLessThan(500);
  for (const marker of markers) {
    expect(reply.text.includes(marker), `${route.name} as ${who} leaked '${marker}': ${reply.text.slice(0, 300)}`).toBe(false);
  }
}

const authRoutes = () => contractRoutes(t.app).filter((route) => route.auth);

describe('who is not signed in gets -1001 on every route that needs a session', () => {
  const principals: Array<[string, () => Promise<string | undefined>]> = [
    ['no token', async () => undefined],
    ['an empty bearer', async () => 'Bearer '],
    ['a malformed token', async () => 'Bearer not-a-token'],
    ['a well-formed unknown token', async () => `Bearer ${randomBytes(32).toString('base64url')}`],
    ['a token in the wrong scheme', async () => `Basic ${victim.token}`],
    [
      'an idle-expired token',
      async () => `Bearer ${(await createTestUser(t.db, { now: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })).token}`,
    ],
    [
      'a token past its absolute lifetime',
      async () => `Bearer ${(await createTestUser(t.db, { now: new Date(Date.now() - SESSION_ABSOLUTE_MS - DAY) })).token}`,
    ],
    [
      'a logged-out token',
      async () => {
        const user = await createTestUser(t.db);
        const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${user.token}` } });
        expect(res.json()).toMatchObject({ code: 200 });
        return `Bearer ${user.token}`;
      },
    ],
  ];

  it.each(principals)('%s', async (who, authorization) => {
    const header = await authorization();
    const routes = authRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const reply = await send(route, header);
      expect(reply.code, `${route.name} with ${who}: ${reply.text.slice(0, 200)}`).toBe(Code.NOT_LOGGED_IN);
      expect(parseJson(reply.text)).toMatchObject({ data: null });
      expectNothingOfTheVictim(route, who, reply);
    }
  });
});

describe("another account's token on the victim's records", () => {
  it("never answers with anything of the victim and never changes it, from the other account or its fully empowered staff", async () => {
    // Staff of the attacker's account whose role holds every permission: all routes open to it, none onto the victim.
    const empowered = await createTestUser(t.db, { parentId: attacker.userId, phone: null, nickName: 'Attacker Staff' });
    for (const [who, token] of [['another account', attacker.token], ["another account's staff", empowered.token]] as const) {
      for (const route of authRoutes()) {
        if (route.name === 'user.logout') continue;
        const reply = await send(route, `Bearer ${token}`);
        expectNothingOfTheVictim(route, who, reply);
      }
    }
    // The records the attacker aimed at are as they were.
    const payee = await call<{ name: string }>(victim, `/payee/detail/${ids.payee}`);
    expect(payee).toMatchObject({ code: 200, data: { name: 'Victim Payee Zawadi' } });
    const order = await call<Order>(victim, `/order/detail/${ids.sn}`);
    expect(order).toMatchObject({ code: 200, data: { status: 0 } });
    expect((await call(victim, `/va/detail/${ids.va}`)).code).toBe(200);
    const { rows } = await t.db.query<{ deleted_at: Date | null; nick_name: string }>('SELECT deleted_at, nick_name FROM app_user WHERE id = $1', [victimStaff.userId]);
    expect(rows[0]).toMatchObject({ deleted_at: null, nick_name: 'Victim Staff Baraka' });
  });

  it('object routes answer "not found" rather than confirming that the record exists', async () => {
    for (const path of [`/order/detail/${ids.sn}`, `/order/cancel/${ids.sn}`, `/order/status/${ids.sn}`, `/payee/detail/${ids.payee}`, `/payee/delete/${ids.payee}`, `/va/detail/${ids.va}`]) {
      // -1017 'Beneficiary not found' is the recipients' own word for it.
      expect([Code.DATA_NOT_FOUND, Code.BENEFICIARY_NOT_FOUND], path).toContain((await call(attacker, path)).code);
    }
  });

  it('fields naming another account or a privilege are refused (property-level authorization)', async () => {
    for (const extra of [{ userId: victim.userId }, { parentId: victim.userId }, { accountNo: victim.accountNo }, { auditStatus: 1 }, { balance: '1000000' }]) {
      const reply = await call(attacker, '/user/info/save', { nickName: 'x', ...extra });
      expect(reply.code, JSON.stringify(extra)).toBe(Code.PARAMETER_ERROR);
    }
  });
});

describe('a staff member whose role grants nothing', () => {
  it('gets 1000 on every route that needs a permission or the main account, and nothing of another account anywhere', async () => {
    let refused = 0;
    for (const route of authRoutes()) {
      if (route.name === 'user.logout') continue;
      const reply = await send(route, `Bearer ${staff.token}`);
      expectNothingOfTheVictim(route, 'staff without permission', reply);
      const rule = isEndpointName(route.name) ? routePermissions[route.name] : undefined;
      if (rule?.kind === 'permission' || rule?.kind === 'main-only') {
        expect(reply.code, `${route.name} (${rule.kind}) as staff without permission: ${reply.text.slice(0, 200)}`).toBe(Code.NO_PERMISSION);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });
});

/** The answer a role should get on a route, from the route's declared rule alone. */
function expectedFor(rule: RoutePermission, role: readonly string[]): 'allowed' | 'refused' {
  switch (rule.kind) {
    case 'public':
    case 'any-signed-in':
    case 'own-identity':
      return 'allowed';
    case 'main-only':
      return 'refused';
    case 'permission':
      return rule.anyOf.some((name) => role.includes(name)) ? 'allowed' : 'refused';
  }
}

/** Staff of the attacker's account with `role`, calling every route on the victim's records. */
async function checkRole(label: string, role: readonly string[]): Promise<{ allowed: number; refused: number }> {
  const member = await createTestUser(t.db, { parentId: attacker.userId, phone: null, permissions: role });
  const tally = { allowed: 0, refused: 0 };
  for (const route of authRoutes()) {
    // It would end the session the rest of the row is called with; the empty-role row covers it.
    if (route.name === 'user.logout' || !isEndpointName(route.name)) continue;
    const reply = await send(route, `Bearer ${member.token}`);
    expectNothingOfTheVictim(route, label, reply);
    const expected = expectedFor(routePermissions[route.name], role);
    const where = `${route.name} as staff with ${label}: ${reply.text.slice(0, 200)}`;
    if (expected === 'refused') expect(reply.code, where).toBe(Code.NO_PERMISSION);
    else expect([Code.NO_PERMISSION, Code.NOT_LOGGED_IN], where).not.toContain(reply.code);
    tally[expected] += 1;
  }
  return tally;
}

describe('staff with each single permission a role can hold', () => {
  const single = [...assignableNames()];
  it.each(single)('%s: exactly the routes that name it, and the ones every signed-in caller has', async (permission) => {
    const { allowed } = await checkRole(permission, [permission]);
    expect(allowed).toBeGreaterThan(0);
  });
});

describe('staff with a read-only role (every permission that only looks)', () => {
  it('is refused every call that writes, except those about themselves', async () => {
    const writes: ReadonlySet<string> = new Set(WRITE_PERMISSIONS);
    const readOnly = [...assignableNames()].filter((name) => !writes.has(name));
    await checkRole('a read-only role', readOnly);
    for (const route of authRoutes()) {
      if (!isEndpointName(route.name)) continue;
      const rule = routePermissions[route.name];
      if (route.writes && rule.kind !== 'own-identity') expect(expectedFor(rule, readOnly), route.name).toBe('refused');
    }
  });
});

describe('the merchant API: unsigned, forged, stale, replayed and cross-merchant calls', () => {
  it('every call is refused with its signing code and nothing of the other merchant leaks', async () => {
    const owner = await approvedMerchant(t);
    const intruder = await approvedMerchant(t);
    const merchantOrderNo = `VICTIM-PI-${Date.now()}`;
    const payin = await openCall<{ orderNo: string }>(t, owner, '/open/v1/payin', {
      body: { merchantOrderNo, amount: '500', currencyId: 'KES', channel: 502, phone: '712345671' },
    });
    expect(payin.code).toBe(Code.OK);
    const orderNo = payin.data.orderNo;
    const secret = [orderNo, merchantOrderNo, owner.info.accessKey!, owner.info.accessSecret!, owner.user.accountNo];
    const targets: Record<string, { target: string; body?: unknown }> = {
      'open.payin': { target: '/open/v1/payin', body: { merchantOrderNo: 'X-1', amount: '10', currencyId: 'KES', channel: 502, phone: '712345671' } },
      'open.payout': { target: '/open/v1/payout', body: { merchantOrderNo: 'X-2', amount: '10', currencyId: 'KES', channel: 2, phone: '712345671' } },
      'open.orderByNo': { target: `/open/v1/orders/${orderNo}` },
      'open.orderByMerchantNo': { target: `/open/v1/orders?merchantOrderNo=${merchantOrderNo}` },
      'open.balance': { target: '/open/v1/balance' },
      'open.payoutQuote': { target: '/open/v1/payout/quote', body: { amount: '10', currencyId: 'KES', channel: 2 } },
      'open.accountLookup': { target: '/open/v1/account/lookup', body: { channel: 2, currencyId: 'KES', phone: '712345671' } },
    };
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    const reused = newNonce();
    expect((await openCall(t, owner, '/open/v1/balance', { nonce: reused })).code).toBe(Code.OK);
    const forged: Array<[string, Parameters<typeof openCall>[3], number]> = [
      ['no access key', { accessKey: null }, Code.OPEN_ACCESS_KEY_INVALID],
      ['an unknown access key', { accessKey: 'AKunknown0000000' }, Code.OPEN_ACCESS_KEY_INVALID],
      ["the owner's key signed with another secret", { secret: 'not-the-secret' }, Code.OPEN_SIGNATURE_INVALID],
      ['a stale timestamp', { timestamp: stale }, Code.OPEN_TIMESTAMP_INVALID],
      ['no nonce', { nonce: null }, Code.OPEN_NONCE_INVALID],
      ['a replayed nonce', { nonce: reused }, Code.OPEN_NONCE_INVALID],
    ];
    let address = 0;
    // The fee table, the bank list and the document itself are public: every other call is signed.
    const routes = merchantRoutes(t.app).filter((route) => !('signed' in openEndpoints[route.name as OpenEndpointName]));
    expect(routes.length).toBe(Object.keys(targets).length);
    for (const route of routes) {
      const { target, body } = targets[route.name]!;
      for (const [who, options, expected] of forged) {
        // Each from its own address, so the per-address limit does not mask the code under test.
        address += 1;
        const reply = await openCall(t, owner, target, { ...options, ...(body ? { body } : {}), ip: `10.77.0.${address}` });
        cells += 1;
        expect(reply.code, `${route.name} with ${who}`).toBe(expected);
        for (const marker of secret) expect(JSON.stringify(reply).includes(marker), `${route.name} with ${who} leaked ${marker}`).toBe(false);
      }
      // A session token is not a signature.
      const session = await t.app.inject({ method: route.method, url: `/api${target}`, headers: { authorization: `Bearer ${owner.user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });
      cells += 1;
      expect(session.json().code, `${route.name} with a session token`).toBe(Code.OPEN_ACCESS_KEY_INVALID);
      // Another merchant, correctly signed, aiming at the owner's orders.
      const cross = await openCall(t, intruder, target, body ? { body } : {});
      cells += 1;
      for (const marker of secret) expect(JSON.stringify(cross).includes(marker), `${route.name} by another merchant leaked ${marker}`).toBe(false);
    }
    expect((await openCall(t, intruder, `/open/v1/orders/${orderNo}`)).code).toBe(Code.DATA_NOT_FOUND);
  });
});
