import { Type, type Static } from 'typebox';
import { CountryId, DateTime, Email, Id, LongText, NewLoginPassword, Nullable, PageQuery, Phone, ShortText } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** A staff sub-account of the signed-in main account. */
export const TeamMember = Type.Object({
  userId: Id,
  userName: Type.String(),
  email: Nullable(Type.String()),
  phonenumber: Nullable(Type.String()),
  countryId: Nullable(CountryId),
  roleId: Id,
  roleName: Type.String(),
  remark: Nullable(Type.String()),
  createTime: DateTime,
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamListQuery = PageQuery({
  userName: Type.Optional(ShortText),
  phonenumber: Type.Optional(Type.String({ maxLength: 15 })),
  roleId: Type.Optional(Id),
});
export type TeamListQuery = Static<typeof TeamListQuery>;

const memberFields = {
  userName: Type.String({ minLength: 1, maxLength: 30 }),
  email: Email,
  phonenumber: Phone,
  countryId: CountryId,
  roleId: Id,
  remark: Type.Optional(LongText),
};

export const TeamAddBody = Type.Object({ ...memberFields, password: NewLoginPassword }, closed);
export type TeamAddBody = Static<typeof TeamAddBody>;

export const TeamAddResult = Type.Object({ userId: Id });
export type TeamAddResult = Static<typeof TeamAddResult>;

export const TeamEditBody = Type.Object({ userId: Id, ...memberFields }, closed);
export type TeamEditBody = Static<typeof TeamEditBody>;

export const TeamResetPwdBody = Type.Object({ userId: Id, password: NewLoginPassword }, closed);
export type TeamResetPwdBody = Static<typeof TeamResetPwdBody>;

/** `/user/team/menus` replies with JSON text (a string) holding the staff member's permission names. */
export const TeamMenusText = Type.String({ description: 'JSON text: an array of permission names' });

/** A role's status: 0 enabled, 1 disabled (its staff are signed out and cannot sign in). */
export const RoleStatus = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type RoleStatus = Static<typeof RoleStatus>;

/** Permission names a role grants; names outside the menu tree are refused. */
export const RoleMenus = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 });

export const RoleName = Type.String({ minLength: 1, maxLength: 30 });

/** A role of the signed-in main account. */
export const Role = Type.Object({
  roleId: Id,
  roleName: Type.String(),
  menus: Type.Array(Type.String()),
  status: RoleStatus,
  remark: Nullable(Type.String()),
  /** Staff members holding the role. */
  memberCount: Type.Integer({ minimum: 0 }),
  createTime: DateTime,
});
export type Role = Static<typeof Role>;

export const RoleListQuery = PageQuery({
  roleName: Type.Optional(ShortText),
  status: Type.Optional(RoleStatus),
});
export type RoleListQuery = Static<typeof RoleListQuery>;

export const RoleAddBody = Type.Object(
  { roleName: RoleName, menus: RoleMenus, status: Type.Optional(RoleStatus), remark: Type.Optional(LongText) },
  closed,
);
export type RoleAddBody = Static<typeof RoleAddBody>;

export const RoleAddResult = Type.Object({ roleId: Id });
export type RoleAddResult = Static<typeof RoleAddResult>;

export const RoleEditBody = Type.Object({ roleId: Id, roleName: RoleName, menus: RoleMenus, remark: Type.Optional(LongText) }, closed);
export type RoleEditBody = Static<typeof RoleEditBody>;

export const RoleStatusBody = Type.Object({ roleId: Id, status: RoleStatus }, closed);
export type RoleStatusBody = Static<typeof RoleStatusBody>;

/**
 * An entry of the menu tree a role is built from (spec section 3, "Menu entry"): title in both
 * languages, permission name, route, sort order and children. `kind` tells the editor what the
 * entry is; `assignable` is false for entries only a main account can hold (System).
 */
export interface MenuTreeNode {
  name: string;
  title: { en: string; zh: string };
  path: string | null;
  sort: number;
  kind: 'group' | 'page' | 'section' | 'button';
  assignable: boolean;
  children: MenuTreeNode[];
}

const menuNodeFields = {
  name: Type.String(),
  title: Type.Object({ en: Type.String(), zh: Type.String() }),
  path: Nullable(Type.String()),
  sort: Type.Integer({ minimum: 0 }),
  kind: Type.Union([Type.Literal('group'), Type.Literal('page'), Type.Literal('section'), Type.Literal('button')]),
  assignable: Type.Boolean(),
};

// The tree is four levels at most (API area > Suspense > item); spelling the levels out keeps the
// schema free of recursion, which the validator and the type mapping both handle less well.
const Leaf = Type.Object({ ...menuNodeFields, children: Type.Array(Type.Never(), { maxItems: 0 }) });
const Level3 = Type.Object({ ...menuNodeFields, children: Type.Array(Leaf) });
const Level2 = Type.Object({ ...menuNodeFields, children: Type.Array(Level3) });
export const MenuTreeNodeSchema = Type.Object({ ...menuNodeFields, children: Type.Array(Level2) });
export const MenuTree = Type.Unsafe<MenuTreeNode[]>(Type.Array(MenuTreeNodeSchema));
