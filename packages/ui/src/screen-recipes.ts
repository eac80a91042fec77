import type { SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { system } from './system.ts';

/** Recipes of forms (fields, inputs, selects, tabs): the sign-in pages and the signed-in screens. */
export const formRecipes = { input: inputRecipe };
export const formSlotRecipes = { field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe, tabs: tabsSlotRecipe };

function themeOf(target: SystemContext) {
  const theme = target._config.theme;
  if (!theme) throw new Error('recipes can only be added to a system built with a theme');
  return theme;
}

/**
 * Adds the form recipes to the shared system at run time: the sign-in pages call it when their
 * module loads, so a visitor's first page does not carry them (about 4 KB gzip). Same rules as
 * registerScreenRecipes below.
 */
export function registerFormRecipes(target: SystemContext = system): void {
  const theme = themeOf(target);
  theme.recipes = { ...formRecipes, ...theme.recipes };
  theme.slotRecipes = { ...formSlotRecipes, ...theme.slotRecipes };
}

/** Slot recipes of menus and drawers: their code loads when one first opens. */
export const overlaySlotRecipes = { drawer: drawerSlotRecipe, menu: menuSlotRecipe };

/**
 * Adds the menu and drawer recipes to the shared system. Every module that draws a menu or a
 * drawer for the public pages (the header's menus, the mobile drawer, the language menu) is
 * loaded when first opened and calls this as it loads, so the first bundle does not carry them.
 */
export function registerOverlayRecipes(target: SystemContext = system): void {
  const theme = themeOf(target);
  theme.slotRecipes = { ...overlaySlotRecipes, ...theme.slotRecipes };
}

/** Recipes of the signed-in screens (badges, text areas, loading placeholders). */
export const screenRecipes = {
  badge: badgeRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes of the signed-in screens (dialogs, avatars, cards, tables, upload progress...). */
export const screenSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  list: listSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

/**
 * Adds the signed-in screens' recipes to the shared system at run time. The system in the first
 * bundle registers only what the public pages draw; these recipes (about 8 KB gzip together) would
 * otherwise weigh on every first visit. Call it from code that loads with the signed-in area,
 * before its components render: a recipe looked up before registration renders unstyled and is
 * cached that way. Registering twice is harmless.
 *
 * This relies on the system reading its theme's recipe tables on each lookup (Chakra 3.37, pinned).
 */
export function registerScreenRecipes(target: SystemContext = system): void {
  registerFormRecipes(target);
  registerOverlayRecipes(target);
  const theme = themeOf(target);
  theme.recipes = { ...screenRecipes, ...theme.recipes };
  theme.slotRecipes = { ...screenSlotRecipes, ...theme.slotRecipes };
}
