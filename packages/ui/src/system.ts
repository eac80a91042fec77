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

/** `{ subtle: 'gray.50' }` → `{ subtle: { value: '{colors.gray.50}' } }`; a CSS colour (`white`) or a `{reference}` stays as written. */
const colorRefs = (refs: Record<string, string>) =>
  Object.fromEntries(Object.entries(refs).map(([name, ref]) => [name, { value: /^[a-z]+\.\d+$/.test(ref) ? `{colors.${ref}}` : ref }]));

/** The tokens `colorPalette="<name>"` draws with: Chakra's usual steps of the palette, unless `own` says otherwise. */
const paletteTokens = (name: string, own: Record<string, number | string> = {}) => {
  const steps = { contrast: 'white', fg: 700, subtle: 100, muted: 200, emphasized: 300, solid: 600, focusRing: 500, border: 500, ...own };
  return colorRefs(Object.fromEntries(Object.entries(steps).map(([token, step]) => [token, typeof step === 'number' ? `${name}.${step}` : step])));
};

/*
 * The semantic tokens in the product's one colour scheme (light), written here instead of taken
 * from Chakra's theme: Chakra's carry a dark value too and a set for each of its ten palettes,
 * about 0.7 KB gzip of the first load on every page. system.test.ts holds each of them to
 * Chakra's light value and checks that none a recipe or a kept palette needs is missing.
 */
const semanticColors = {
  bg: colorRefs({
    DEFAULT: '{colors.white}',
    subtle: 'gray.50',
    muted: 'gray.100',
    emphasized: 'gray.200',
    inverted: '{colors.black}',
    panel: '{colors.white}',
    error: 'red.50',
    warning: 'orange.50',
    success: 'green.50',
    info: 'blue.50',
  }),
  fg: colorRefs({
    DEFAULT: '{colors.black}',
    muted: 'gray.600',
    subtle: 'gray.400',
    inverted: 'gray.50',
    // Chakra's error text (red.500) measures about 3.8:1 on white, below WCAG AA for the small
    // text of form messages; red.700 measures about 6.5:1.
    error: 'red.700',
    warning: 'orange.600',
    success: 'green.600',
    info: 'blue.600',
  }),
  border: colorRefs({
    DEFAULT: 'gray.200',
    muted: 'gray.100',
    subtle: 'gray.50',
    emphasized: 'gray.300',
    inverted: 'gray.800',
    error: 'red.500',
    warning: 'orange.500',
    success: 'green.500',
    info: 'blue.500',
  }),
  gray: paletteTokens('gray', { contrast: '{colors.white}', fg: 800, solid: 900, focusRing: 400, border: 200 }),
  red: paletteTokens('red'),
  orange: paletteTokens('orange'),
  green: paletteTokens('green'),
  blue: paletteTokens('blue'),
  yellow: paletteTokens('yellow', { contrast: 'black', fg: 800, solid: 300 }),
  /*
   * White on #54C4AD measures about 2.1:1, below WCAG AA, so solid brand surfaces carry the
   * darkest brand shade as text (about 7:1) and brand-coloured text uses brand.800 (about 7:1 on white).
   */
  brand: paletteTokens('brand', { solid: 500, contrast: 950, fg: 800, focusRing: 600, border: 600 }),
};

/** An elevation: a soft shadow `y` px down, blurred `blur` px, over a 1 px edge. */
const shadow = (y: number, blur: number, alpha: number, edge = 30) => ({ value: `0px ${y}px ${blur}px {colors.gray.900/${alpha}}, 0px 0px 1px {colors.gray.900/${edge}}` });

const semanticTokens = {
  colors: semanticColors,
  shadows: {
    xs: shadow(1, 2, 10, 20),
    sm: shadow(2, 4, 10),
    md: shadow(4, 8, 10),
    lg: shadow(8, 16, 10),
    xl: shadow(16, 24, 10),
    '2xl': shadow(24, 40, 16),
    inner: { value: 'inset 0 2px 4px 0 {black/5}' },
    inset: { value: 'inset 0 0 0 1px {black/5}' },
  },
  radii: { l1: { value: '{radii.xs}' }, l2: { value: '{radii.sm}' }, l3: { value: '{radii.md}' } },
};

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
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * The one style system of the app, built on its first use (the provider's first render) rather
 * than while the start-up script is evaluated: building it is most of that script's evaluation
 * time (the tokens' CSS variables, the token dictionary, the utilities), and as one task with it
 * the page's longest (see docs/performance.md, "Lighthouse on the signed-in pages").
 */
export const getSystem = () => (built ??= createSystem(defaultBaseConfig, config));
