export { buildApiMenus, REQUEST_LOG_MENU } from './api-menus.ts';
export { canSeeApiShortcut, hasPermission, resolvePermissions } from './check.ts';
export { filterMenus, menuNames, routesFromMenus, type MenuItem, type MenuKind } from './menu-item.ts';
export { ALL_PERMISSION, ApiMenu, Btn, Menu, type ApiMenuName, type BtnName, type MenuName } from './names.ts';
export { isPublicPath, isSignedOutOnlyPath, PUBLIC_PATHS, SIGNED_OUT_ONLY_PATHS } from './public-paths.ts';
export { ALWAYS_PERMITTED_USER_PATHS, buildUserMenus, menuCatalogue } from './user-menus.ts';
