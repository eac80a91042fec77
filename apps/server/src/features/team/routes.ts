import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSION } from '@mizani/sdk/permissions';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { loadStaffAccess } from '../../domain/team/access.ts';
import { buildMenuTree } from './menu-tree.ts';
import {
  addMember,
  addRole,
  deleteMember,
  editMember,
  editRole,
  listMembers,
  listRoles,
  resetMemberPassword,
  setRoleStatus,
  type TeamActor,
} from './service.ts';

/**
 * Team members and roles of the signed-in main account. Who may call what is decided centrally
 * (route-permissions.ts: everything here is main-only except `team.menus`), so the handlers only
 * scope by `mainUserId`.
 */
export function teamRoutes(app: App): void {
  const { db } = app;
  const actor = (request: FastifyRequest): TeamActor => {
    const meta = requestMeta(request);
    return { mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
  };
  const now = () => app.identity.now();

  defineRoute(app, 'role.menuTree', async () => buildMenuTree());
  defineRoute(app, 'role.list', (request) => listRoles(db, request.principal.mainUserId, request.body));
  defineRoute(app, 'role.add', (request) => addRole(db, actor(request), request.body, now()));
  defineRoute(app, 'role.edit', async (request) => {
    await editRole(db, actor(request), request.body, now());
    return null;
  });
  defineRoute(app, 'role.status', async (request) => {
    await setRoleStatus(db, actor(request), request.body.roleId, request.body.status, now());
    return null;
  });

  defineRoute(app, 'team.list', (request) => listMembers(db, request.principal.mainUserId, request.body));
  defineRoute(app, 'team.add', (request) => addMember(db, actor(request), request.body, now()));
  defineRoute(app, 'team.edit', async (request) => {
    await editMember(db, actor(request), request.body, now());
    return null;
  });
  defineRoute(app, 'team.delete', async (request) => {
    await deleteMember(db, actor(request), request.params.id, now());
    return null;
  });
  defineRoute(app, 'team.resetPwd', async (request) => {
    await resetMemberPassword(db, actor(request), request.body.userId, request.body.password, now());
    return null;
  });
  // JSON text, as the spec's wire format has it: the client parses it into the permission list.
  defineRoute(app, 'team.menus', async (request) => {
    if (request.principal.parentId === 0) return JSON.stringify([ALL_PERMISSION]);
    const access = await loadStaffAccess(db, request.principal.userId);
    return JSON.stringify(access.permissions);
  });
}
