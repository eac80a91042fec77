import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMenu, Btn, Menu } from '@mizani/sdk/permissions';
import type { MenuTreeNode, Role, TeamMember } from '@mizani/sdk/contract';
import { createIdentityKit, freshEmail, freshPhone, type IdentityKit } from '../auth/test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/users.ts';
import { buildMenuTree, menuTreeNames } from './menu-tree.ts';

let k: IdentityKit;
let main: TestUser;
let otherMain: TestUser;

beforeAll(async () => {
  k = await createIdentityKit();
  main = await createTestUser(k.t.db, { userType: 'company' });
  otherMain = await createTestUser(k.t.db);
});
afterAll(async () => {
  await k?.close();
});

const as = (user: { token: string }) => ({ token: user.token, ip: k.nextIp() });

async function addRole(owner: { token: string }, roleName: string, menus: string[]): Promise<number> {
  const reply = await k.post('/api/user/role/add', { roleName, menus }, as(owner));
  expect(reply.code, reply.msg).toBe(200);
  return (reply.data as { roleId: number }).roleId;
}

async function addMember(owner: { token: string }, roleId: number) {
  const member = { userName: 'Neema Staff', email: freshEmail('staff'), phonenumber: freshPhone(), countryId: 254, roleId, password: 'Staff@123' };
  const reply = await k.post('/api/user/team/add', member, as(owner));
  expect(reply.code, reply.msg).toBe(200);
  return { ...member, userId: (reply.data as { userId: number }).userId };
}

async function signIn(email: string, password: string): Promise<string> {
  const reply = await k.post('/api/user/emailLogin', { email, password }, { ip: k.nextIp() });
  expect(reply.code, reply.msg).toBe(200);
  return (reply.data as { token: string }).token;
}

const payeeBody = { countryId: 254, name: 'Amina Wanjiru', payType: 2, phone: '712000111', currencyId: 'KES', type: 2 };

describe('the menu tree', () => {
  it('lists every permission name of the SDK, with titles in both languages', () => {
    const tree = buildMenuTree();
    const names = new Set(menuTreeNames(tree));
    for (const name of [...Object.values(Menu), ...Object.values(Btn), ...Object.values(ApiMenu)]) {
      expect({ name, listed: names.has(name) }).toEqual({ name, listed: true });
    }
    const walk = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
    for (const node of walk(tree)) {
      expect(node.title.en.length).toBeGreaterThan(0);
      expect(node.title.zh).not.toBe(node.title.en === 'C2B' || node.title.en === 'B2C' || node.title.en === 'FX' ? '' : node.title.en);
    }
    const payee = walk(tree).find((n) => n.name === Menu.AssetsPayee);
    expect(payee?.children.map((c) => c.name)).toEqual([Btn.AssetsPayeeAdd, Btn.AssetsPayeeEdit, Btn.AssetsPayeeDelete]);
    expect(walk(tree).find((n) => n.name === Menu.SystemUserTeam)?.assignable).toBe(false);
  });

  it('is served to the main account', async () => {
    const reply = await k.post('/api/user/role/menuTree', {}, as(main));
    expect(reply.code).toBe(200);
    expect(menuTreeNames(reply.data as MenuTreeNode[])).toEqual(menuTreeNames());
  });
});

describe('roles', () => {
  it('are created, listed, edited and kept to their main account', async () => {
    const roleId = await addRole(main, 'Payee clerk', [Menu.AssetsPayee, Btn.AssetsPayeeAdd, Btn.AssetsPayeeAdd]);
    const list = await k.post('/api/user/role/list', { pageNum: 1, pageSize: 20, roleName: 'clerk' }, as(main));
    const role = (list.data as { rows: Role[] }).rows.find((r) => r.roleId === roleId);
    expect(role).toMatchObject({ roleName: 'Payee clerk', menus: [Menu.AssetsPayee, Btn.AssetsPayeeAdd], status: 0, memberCount: 0 });

    expect((await k.post('/api/user/role/add', { roleName: 'payee CLERK', menus: [] }, as(main))).code).toBe(-1008);
    expect((await k.post('/api/user/role/add', { roleName: 'Bad', menus: ['NoSuchMenu'] }, as(main))).msg).toContain('NoSuchMenu');
    expect((await k.post('/api/user/role/add', { roleName: 'Admin', menus: [Menu.SystemUserTeam] }, as(main))).code).toBe(-1008);

    const edited = await k.post('/api/user/role/edit', { roleId, roleName: 'Payee clerk', menus: [Menu.AssetsPayee] }, as(main));
    expect(edited.code).toBe(200);
    // Another account's role does not exist for this one.
    expect((await k.post('/api/user/role/edit', { roleId, roleName: 'Taken', menus: [] }, as(otherMain))).code).toBe(-1007);
    expect((await k.post('/api/user/role/status', { roleId, status: 1 }, as(otherMain))).code).toBe(-1007);
    const others = await k.post('/api/user/role/list', { pageNum: 1, pageSize: 20 }, as(otherMain));
    expect((others.data as { rows: Role[] }).rows.map((r) => r.roleId)).not.toContain(roleId);
  });
});

describe('a staff member', () => {
  it('signs in to the main account with only the role\'s permissions, in the UI and at the API', async () => {
    const roleId = await addRole(main, 'Recipients, add only', [Menu.AssetsPayee, Btn.AssetsPayeeAdd]);
    const member = await addMember(main, roleId);
    const token = await signIn(member.email, member.password);

    const info = await k.post('/api/user/info', {}, { token });
    expect(info.data).toMatchObject({ parentId: main.userId, permissions: [Menu.AssetsPayee, Btn.AssetsPayeeAdd] });
    const menus = await k.post('/api/user/team/menus', {}, { token });
    expect(typeof menus.data).toBe('string');
    expect(JSON.parse(menus.data as string)).toEqual([Menu.AssetsPayee, Btn.AssetsPayeeAdd]);
    expect(JSON.parse((await k.post('/api/user/team/menus', {}, as(main))).data as string)).toEqual(['*:*:*']);

    // Adds to the main account's recipients, lists them, and is refused what the role leaves out.
    const added = await k.post('/api/payee/add', payeeBody, { token, ip: k.nextIp() });
    expect(added.code, added.msg).toBe(200);
    const payeeId = (added.data as { id: number }).id;
    const mainList = await k.post('/api/payee/list', { pageNum: 1, pageSize: 50 }, as(main));
    expect((mainList.data as { rows: { id: number }[] }).rows.map((p) => p.id)).toContain(payeeId);
    expect(await k.post(`/api/payee/delete/${payeeId}`, {}, { token })).toMatchObject({ code: 1000, msg: 'No operation permission' });
    expect((await k.post('/api/va/list', { pageNum: 1, pageSize: 20 }, { token })).code).toBe(1000);
    expect((await k.post('/api/user/team/list', { pageNum: 1, pageSize: 20 }, { token })).code).toBe(1000);
    expect((await k.post('/api/user/role/add', { roleName: 'Escalate', menus: [] }, { token })).code).toBe(1000);

    // The main account widens the role: it applies on the next call, no new sign-in needed.
    await k.post('/api/user/role/edit', { roleId, roleName: 'Recipients, add only', menus: [Menu.AssetsPayee, Btn.AssetsPayeeDelete] }, as(main));
    expect((await k.post(`/api/payee/delete/${payeeId}`, {}, { token })).code).toBe(200);
    expect((await k.post('/api/payee/add', { ...payeeBody, phone: '712000222' }, { token, ip: k.nextIp() })).code).toBe(1000);
  });

  it('never sees another main account\'s data', async () => {
    const strangerPayee = await k.post('/api/payee/add', payeeBody, as(otherMain));
    const id = (strangerPayee.data as { id: number }).id;
    const roleId = await addRole(main, 'Recipients viewer', [Menu.AssetsPayee]);
    const member = await addMember(main, roleId);
    const token = await signIn(member.email, member.password);
    expect((await k.post(`/api/payee/detail/${id}`, {}, { token })).code).toBe(-1017);
    const list = await k.post('/api/payee/list', { pageNum: 1, pageSize: 100 }, { token });
    expect((list.data as { rows: { id: number }[] }).rows.map((p) => p.id)).not.toContain(id);
    // Nor can the other main account touch this account's member.
    expect((await k.post(`/api/user/team/delete/${member.userId}`, {}, as(otherMain))).code).toBe(-1007);
    expect((await k.post('/api/user/team/resetPwd', { userId: member.userId, password: 'Hacked@1' }, as(otherMain))).code).toBe(-1007);
  });

  it('is signed out when the role is disabled, and back in when it is enabled', async () => {
    const roleId = await addRole(main, 'Short-lived', [Menu.AssetsPayee]);
    const member = await addMember(main, roleId);
    const token = await signIn(member.email, member.password);
    expect((await k.post('/api/user/role/status', { roleId, status: 1 }, as(main))).code).toBe(200);
    expect((await k.post('/api/user/info', {}, { token })).code).toBe(-1001);
    const again = await signIn(member.email, member.password);
    expect((await k.post('/api/payee/list', { pageNum: 1, pageSize: 10 }, { token: again })).code).toBe(-1001);
    await k.post('/api/user/role/status', { roleId, status: 0 }, as(main));
    const third = await signIn(member.email, member.password);
    expect((await k.post('/api/payee/list', { pageNum: 1, pageSize: 10 }, { token: third })).code).toBe(200);
  });

  it('is listed, edited, given a new password and deleted by the main account', async () => {
    const roleA = await addRole(main, 'Role A', [Menu.AssetsPayee]);
    const roleB = await addRole(main, 'Role B', [Menu.AssetsVAAccount]);
    const member = await addMember(main, roleA);

    const listed = await k.post('/api/user/team/list', { pageNum: 1, pageSize: 10, roleId: roleA }, as(main));
    expect((listed.data as { rows: TeamMember[]; total: number }).rows).toEqual([
      expect.objectContaining({ userId: member.userId, userName: 'Neema Staff', email: member.email, phonenumber: member.phonenumber, roleId: roleA, roleName: 'Role A' }),
    ]);
    expect(((await k.post('/api/user/team/list', { pageNum: 1, pageSize: 10 }, as(otherMain))).data as { total: number }).total).toBe(0);

    const { password: _password, userId, ...fields } = member;
    const edited = await k.post('/api/user/team/edit', { ...fields, userId, userName: 'Neema K.', roleId: roleB, remark: 'finance' }, as(main));
    expect(edited.code, edited.msg).toBe(200);
    // A phone or email another account holds is refused.
    expect((await k.post('/api/user/team/edit', { ...fields, userId, roleId: roleB, email: main.email }, as(main))).code).toBe(-1003);

    const token = await signIn(member.email, member.password);
    expect((await k.post('/api/va/list', { pageNum: 1, pageSize: 10 }, { token })).code).toBe(200);
    expect((await k.post('/api/user/team/resetPwd', { userId, password: 'Fresh@123' }, as(main))).code).toBe(200);
    expect((await k.post('/api/user/info', {}, { token })).code).toBe(-1001);
    expect((await k.post('/api/user/emailLogin', { email: member.email, password: member.password }, { ip: k.nextIp() })).code).not.toBe(200);
    const fresh = await signIn(member.email, 'Fresh@123');

    expect((await k.post(`/api/user/team/delete/${userId}`, {}, as(main))).code).toBe(200);
    expect((await k.post('/api/user/info', {}, { token: fresh })).code).toBe(-1001);
    expect((await k.post('/api/user/emailLogin', { email: member.email, password: 'Fresh@123' }, { ip: k.nextIp() })).code).not.toBe(200);
    expect(((await k.post('/api/user/team/list', { pageNum: 1, pageSize: 10, roleId: roleB }, as(main))).data as { total: number }).total).toBe(0);
    // The phone and email are free again.
    const again = await k.post('/api/user/team/add', { ...fields, roleId: roleB, password: 'Again@123' }, as(main));
    expect(again.code, again.msg).toBe(200);
  });

  it('leaves the team and role changes in the main account\'s operation log', async () => {
    const roleId = await addRole(main, 'Logged role', [Menu.AssetsPayee]);
    const member = await addMember(main, roleId);
    await k.post('/api/user/role/status', { roleId, status: 1 }, as(main));
    await k.post(`/api/user/team/delete/${member.userId}`, {}, as(main));
    const log = await k.post('/api/user/log', { pageNum: 1, pageSize: 10 }, as(main));
    const operations = (log.data as { rows: { operation: string }[] }).rows.map((r) => r.operation);
    expect(operations.slice(0, 4)).toEqual(['teamDelete', 'roleStatus', 'teamAdd', 'roleAdd']);
  });
});
