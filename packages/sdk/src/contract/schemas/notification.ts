import { Type, type Static } from 'typebox';
import { DateTime } from './primitives.ts';

/** What a notification is about. Money events come from an order's change; the others from a change to the person's security. */
export const NOTIFICATION_EVENTS = [
  'sent',
  'received',
  'sendFailed',
  'refunded',
  'credited',
  'topupFailed',
  'password',
  'fundPassword',
  'phone',
  'email',
  'newDevice',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CATEGORIES = ['money', 'security'] as const;

/**
 * One in-app notification. `params` are the values its message is worded with (message
 * `notify.body.<event>` of the catalogue): the order number, the amounts already formatted with
 * their currency, the other party, and `time` (ISO 8601) for the app to show in its own format.
 */
export const NotificationItem = Type.Object({
  id: Type.Integer(),
  category: Type.Enum(NOTIFICATION_CATEGORIES),
  event: Type.Enum(NOTIFICATION_EVENTS),
  params: Type.Record(Type.String(), Type.String()),
  read: Type.Boolean(),
  createTime: DateTime,
});
export type NotificationItem = Static<typeof NotificationItem>;

/** The caller's newest in-app notifications (at most 50) and how many of all of them are unread. */
export const NotificationList = Type.Object({
  list: Type.Array(NotificationItem),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationList>;

/** Marks the given notifications read; without `ids`, all of the caller's. */
export const NotificationReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: 100 })) },
  { additionalProperties: false },
);
export type NotificationReadBody = Static<typeof NotificationReadBody>;

/**
 * The main account's choice of channels for money messages, and the language every message to it
 * is worded in. Security messages go on every channel whatever is chosen here.
 */
const MessageLocale = Type.Union([Type.Literal('en'), Type.Literal('zh')]);

export const NotificationPreferences = Type.Object(
  { sms: Type.Boolean(), email: Type.Boolean(), inApp: Type.Boolean(), locale: MessageLocale },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/** Reading the choices: `locale` is the language on screen, offered until the account has chosen one. */
export const NotificationPreferencesBody = Type.Object({ locale: MessageLocale }, { additionalProperties: false });
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>;
