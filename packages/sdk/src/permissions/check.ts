import type { UserInfo } from '../contract/schemas/user.ts';
import { ALL_PERMISSION, Menu } from './names.ts';

/**
 * The client-held permission list (spec section 6): full permission for anyone who is not staff,
 * nothing for staff, whose menus come from `/user/team/menus` instead.
 */
export function resolvePermissions(user: Pick<UserInfo, 'parentId'> | null | undefined): string[] {
  if (!user) return [];
  return user.parentId > 0 ? [] : [ALL_PERMISSION];
}

/**
 * Whether a guarded element stays: the list holds '*:*:*' or one of the required values. A guard
 * without a value is a programming error and throws, so it cannot silently show or hide things.
 */
export function hasPermission(userPermissions: readonly string[], required: string | readonly string[]): boolean {
  const wanted: readonly string[] = typeof required === 'string' ? [required] : required;
  if (!Array.isArray(wanted) || wanted.length === 0 || wanted.some((value) => typeof value !== 'string' || value === '')) {
    throw new Error('A permission guard needs at least one permission value, e.g. hasPermission(list, "Btn:AssetsPayee:Add")');
  }
  return userPermissions.includes(ALL_PERMISSION) || wanted.some((value) => userPermissions.includes(value));
}

/** The API-service shortcut: main accounts, and staff holding any permission containing 'HomeApi'. */
export function canSeeApiShortcut(user: Pick<UserInfo, 'parentId'>, staffPermissionNames: readonly string[] = []): boolean {
  if (user.parentId === 0) return true;
  return staffPermissionNames.some((name) => name.includes(Menu.HomeApi));
}
