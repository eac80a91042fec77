import { Type, type Static } from 'typebox';
import { VERIFICATION_STATUSES } from '../enums.ts';
import { DateTime, Email, LongText, Nullable, Phone } from './primitives.ts';

/**
 * API-service credentials and the application behind them. Key, secret and webhook secret are
 * null until access is approved (auditStatus 1); `auditReason` says why an application was
 * rejected (auditStatus 2). The company fields are what the last application said (null before
 * the first one).
 */
export const ApiInfo = Type.Object({
  auditStatus: Type.Enum(VERIFICATION_STATUSES, { description: '-1 not applied, 0 awaiting review, 1 approved, 2 rejected' }),
  accessKey: Nullable(Type.String()),
  accessSecret: Nullable(Type.String()),
  /** `whsec_<base64>`: the key status notifications are signed with (Standard Webhooks). */
  webhookSecret: Nullable(Type.String()),
  notifyUrl: Nullable(Type.String()),
  ipWhitelist: Type.Array(Type.String()),
  auditReason: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  companyWebsite: Nullable(Type.String()),
  contactName: Nullable(Type.String()),
  contactEmail: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  applyTime: Nullable(DateTime),
  auditTime: Nullable(DateTime),
  /** When the current access key last made a correctly signed call, and from which address. */
  lastUsedTime: Nullable(DateTime),
  lastUsedIp: Nullable(Type.String()),
  /** The access key replaced by the last reset while its grace period lasts (null otherwise or after it). */
  previousAccessKey: Nullable(Type.String()),
  /** When the previous access key and secret stop being accepted. */
  previousAccessExpireTime: Nullable(DateTime),
  previousLastUsedTime: Nullable(DateTime),
  previousLastUsedIp: Nullable(Type.String()),
  /** When the previous webhook secret stops signing notifications (they carry both signatures until then). */
  previousWebhookSecretExpireTime: Nullable(DateTime),
});
export type ApiInfo = Static<typeof ApiInfo>;

/** How long a reset leaves the old secret valid, in hours: at once, 1 hour, 24 hours or 7 days. */
export const ROTATION_GRACE_HOURS = [0, 1, 24, 168] as const;
export type RotationGraceHours = (typeof ROTATION_GRACE_HOURS)[number];

/**
 * A reset of the access key and secret or of the webhook secret. `graceHours` keeps the old one
 * valid that long beside the new one (0, the default, stops it at once).
 */
export const ApiRotateBody = Type.Object(
  {
    graceHours: Type.Optional(Type.Enum(ROTATION_GRACE_HOURS, { description: 'Hours the old secret stays valid: 0, 1, 24 or 168' })),
  },
  { additionalProperties: false },
);
export type ApiRotateBody = Static<typeof ApiRotateBody>;

/** An IPv4 or IPv6 address, or an IPv4 CIDR block (`203.0.113.0/24`). */
export const IpAllowEntry = Type.String({ minLength: 2, maxLength: 45, pattern: '^[0-9A-Fa-f:.]+(/\\d{1,3})?$' });

/**
 * Application for API access (account-create screen); sent again after a rejection. Company fields
 * are required (spec section 5). An empty `ipWhitelist` lets any address call.
 */
export const ApiApplyBody = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: 200 }),
    companyWebsite: Type.Optional(Type.String({ maxLength: 300 })),
    contactName: Type.String({ minLength: 1, maxLength: 100 }),
    contactEmail: Email,
    contactPhone: Phone,
    notifyUrl: Type.String({ format: 'uri', maxLength: 500, description: 'Where status notifications are posted (http or https)' }),
    ipWhitelist: Type.Array(IpAllowEntry, { maxItems: 20, description: 'Caller IPs allowed; empty allows any' }),
    remark: Type.Optional(LongText),
  },
  { additionalProperties: false },
);
export type ApiApplyBody = Static<typeof ApiApplyBody>;
