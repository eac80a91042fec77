import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The brand scale, built around the product's primary colour #54C4AD (brand.500). */
export const brandColors = {
  50: '#EEFAF7',
  100: '#D4F2EA',
  200: '#A9E4D6',
  300: '#7ED5C1',
  400: '#67CDB7',
  500: '#54C4AD',
  600: '#3AA790',
  700: '#2A8371',
  800: '#1F6456',
  900: '#16473E',
  950: '#0C2B25',
} as const;

export const PRIMARY_COLOR = brandColors[500];

const brandScale = Object.fromEntries(Object.entries(brandColors).map(([step, value]) => [step, { value }]));

/*
 * White on #54C4AD measures about 2.1:1, below WCAG AA, so solid brand surfaces carry the
 * darkest brand shade as text (about 7:1) and brand-coloured text uses brand.800 (about 7:1 on white).
 */
const brandSemantic = {
  solid: { value: '{colors.brand.500}' },
  contrast: { value: '{colors.brand.950}' },
  fg: { value: '{colors.brand.800}' },
  muted: { value: '{colors.brand.200}' },
  subtle: { value: '{colors.brand.100}' },
  emphasized: { value: '{colors.brand.300}' },
  focusRing: { value: '{colors.brand.600}' },
  border: { value: '{colors.brand.600}' },
};

/**
 * Every recipe a screen of either app draws with, and no other: `defaultSystem` would ship all of
 * Chakra's (date pickers, carousels, colour pickers...) in the first bundle. A component whose
 * recipe is missing renders unstyled (a dialog with no overlay placed below the page, an alert
 * icon as wide as its box), so a screen that starts using a new Chakra component adds its recipe
 * here; system.test.ts fails until it does.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/*
 * The colour palettes the product draws with: brand, gray and the status colours (red, green,
 * orange, yellow, blue; Chakra's alerts and toasts use them too). Every palette costs start-up
 * time, since the style system turns each shade and each semantic token into a CSS variable when
 * it is built; the four unused ones (teal, cyan, purple, pink) took about a third of that on a
 * slow phone. A palette added here must be one a screen uses (system.test.ts checks the list).
 */
export const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'] as const;
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The product has one colour scheme (light); Chakra's semantic tokens carry a dark value too,
 * which the style system would turn into a second set of CSS variables at every start.
 */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) {
    const { value } = node as { value: unknown };
    if (typeof value === 'object' && value !== null && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...withoutUnusedPalettes(tokens.colors), brand: brandScale },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // Chakra's error text (red.500) measures about 3.8:1 on white, below WCAG AA for the small
        // text of form messages; red.700 measures about 6.5:1.
        fg: { ...semanticTokens.colors.fg, error: { value: '{colors.red.700}' } },
        brand: brandSemantic,
      },
    }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, config);
