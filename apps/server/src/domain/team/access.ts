import type { FastifyRequest } from 'fastify';
import { Code, type EndpointName } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { routePermissions, type RoutePermission } from './route-permissions.ts';

export const ROLE_ENABLED = 0;
export const ROLE_DISABLED = 1;

export interface StaffAccess {
  /** The role's permission names; empty without a role. */
  permissions: string[];
  /** False when the member was deleted or the role disabled: the caller is treated as signed out. */
  active: boolean;
}

/** What a staff member may do now, read fresh on every call so a role change applies at once. */
export async function loadStaffAccess(db: Db, userId: number): Promise<StaffAccess> {
  const { rows } = await db.query<{ deleted_at: Date | null; role_id: number | null; menus: unknown; status: number | null }>(
    `SELECT u.deleted_at, u.role_id, r.menus, r.status
     FROM app_user u LEFT JOIN team_role r ON r.id = u.role_id
     WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || row.deleted_at !== null) return { permissions: [], active: false };
  if (row.role_id === null) return { permissions: [], active: true };
  if (row.status !== ROLE_ENABLED) return { permissions: [], active: false };
  return { permissions: permissionList(row.menus), active: true };
}

/** The stored JSON array, read defensively: anything that is not a string is ignored. */
export function permissionList(menus: unknown): string[] {
  const value = typeof menus === 'string' ? (JSON.parse(menus) as unknown) : menus;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The central check of `defineRoute`, run after authentication: main accounts pass everything
 * that exists for them; staff pass `any-signed-in` and `own-identity` routes and the routes their
 * role names.
 * A deleted member or a member of a disabled role is refused as signed out (-1001), everything
 * else they may not do with 1000.
 */
export async function checkRoutePermission(request: FastifyRequest, name: EndpointName): Promise<void> {
  const rule: RoutePermission = routePermissions[name];
  if (rule.kind === 'public') return;
  const principal = request.principal as FastifyRequest['principal'] | null;
  // Authentication has passed but named nobody (a stand-in authenticate of a test): enough for
  // what any signed-in caller may do, never for what needs a permission.
  if (!principal) {
    if (isOpenToEveryone(rule)) return;
    throw new AppError(Code.NOT_LOGGED_IN);
  }
  if (principal.parentId === 0) return;

  const access = await loadStaffAccess(request.server.db, principal.userId);
  if (!access.active) throw new AppError(Code.NOT_LOGGED_IN);
  if (isOpenToEveryone(rule)) return;
  if (rule.kind === 'main-only') throw new AppError(Code.NO_PERMISSION);
  if (!rule.anyOf.some((permission) => access.permissions.includes(permission))) throw new AppError(Code.NO_PERMISSION);
}

function isOpenToEveryone(rule: RoutePermission): rule is Extract<RoutePermission, { kind: 'any-signed-in' | 'own-identity' }> {
  return rule.kind === 'any-signed-in' || rule.kind === 'own-identity';
}

/**
 * For a check on the record itself, after the route's: a staff member's role must hold one of
 * `anyOf` (1000 otherwise); the main account holds everything.
 */
export async function requireStaffPermission(request: FastifyRequest, anyOf: readonly string[]): Promise<void> {
  if (request.principal.parentId === 0) return;
  const access = await loadStaffAccess(request.server.db, request.principal.userId);
  if (!anyOf.some((permission) => access.permissions.includes(permission))) throw new AppError(Code.NO_PERMISSION);
}

/** Of `names`, those the caller holds: all for the main account. */
export async function heldPermissions<T extends string>(request: FastifyRequest, names: readonly T[]): Promise<T[]> {
  if (request.principal.parentId === 0) return [...names];
  const access = await loadStaffAccess(request.server.db, request.principal.userId);
  return names.filter((name) => access.permissions.includes(name));
}
