import type { SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { system } from './system.ts';

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
  const theme = target._config.theme;
  if (!theme) throw new Error('registerScreenRecipes needs a system built with a theme');
  theme.recipes = { ...screenRecipes, ...theme.recipes };
  theme.slotRecipes = { ...screenSlotRecipes, ...theme.slotRecipes };
}
