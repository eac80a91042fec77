import type { Locale } from '@mizani/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type NotificationListData = DataOf<'notification.list'>;
export type NotificationPreferencesData = DataOf<'notification.preferences'>;

export function notificationListQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.notification.list(), queryFn: () => api.call('notification.list', { body: {} }, READ) });
}

/** The signed-in person's in-app notifications, newest first, and how many are unread. */
export function useNotificationListQuery(api: ApiClient, options?: QueryExtras<NotificationListData>) {
  return useQuery({ ...notificationListQuery(api), ...options });
}

export function notificationPreferencesQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.notification.preferences(locale),
    queryFn: () => api.call('notification.preferences', { body: { locale } }, READ),
  });
}

/** The main account's channels for money messages and the language of its messages (`locale` until it has chosen one). */
export function useNotificationPreferencesQuery(api: ApiClient, locale: Locale, options?: QueryExtras<NotificationPreferencesData>) {
  return useQuery({ ...notificationPreferencesQuery(api, locale), ...options });
}

/** Marks notifications read (all without `ids`); the list is read again. */
export const [notificationReadMutation, useNotificationReadMutation] = bodyMutation('notification.read', [queryKeys.notification.all]);

/** Saves the channel choices; the saved choices are read again. */
export const [notificationPreferencesSaveMutation, useNotificationPreferencesSaveMutation] = bodyMutation('notification.preferencesSave', [
  queryKeys.notification.all,
]);
