export { listInbox, markRead, readPreferences, savePreferences, INBOX_LIMIT } from './inbox.ts';
export { notify, wordNotification, deliveryOf, recipientOf, type Delivery, type NotificationInput, type Recipient } from './notify.ts';
export { notifyOrderChange, type OrderChange } from './orders.ts';
export { notifySecurityEvent, deviceHash, deviceLabel } from './security.ts';
