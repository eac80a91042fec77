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
