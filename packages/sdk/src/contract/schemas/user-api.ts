import { Type, type Static } from 'typebox';
import { VERIFICATION_STATUSES } from '../enums.ts';
import { LongText, Nullable } from './primitives.ts';

/** API-service credentials; key and secret are null until access is approved (auditStatus 1). */
export const ApiInfo = Type.Object({
  auditStatus: Type.Enum(VERIFICATION_STATUSES, { description: '-1 not applied, 0 awaiting review, 1 approved, 2 rejected' }),
  accessKey: Nullable(Type.String()),
  accessSecret: Nullable(Type.String()),
  notifyUrl: Nullable(Type.String()),
  ipWhitelist: Type.Array(Type.String()),
});
export type ApiInfo = Static<typeof ApiInfo>;

/** Application for API access (account-create screen). */
export const ApiApplyBody = Type.Object(
  {
    notifyUrl: Type.String({ format: 'uri', maxLength: 500, description: 'Where status notifications are posted' }),
    ipWhitelist: Type.Array(Type.String({ minLength: 2, maxLength: 45 }), { maxItems: 20, description: 'Caller IPs allowed' }),
    remark: Type.Optional(LongText),
  },
  { additionalProperties: false },
);
export type ApiApplyBody = Static<typeof ApiApplyBody>;
