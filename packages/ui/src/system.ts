import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
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
  solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.500}' } },
  contrast: { value: { _light: '{colors.brand.950}', _dark: '{colors.brand.950}' } },
  fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
  muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
  subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
  emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
  focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
  border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
};

/**
 * Only the recipes the public pages' layout renders are registered: `defaultSystem` would ship
 * every recipe Chakra has in the first bundle. Form and screen recipes are added at run time by
 * the code that draws them (screen-recipes.ts), menus and drawers by the lazily loaded
 * modules that open them. A component whose recipe is missing renders
 * unstyled, so register its recipe where its screen loads.
 */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  toast: toastSlotRecipe,
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
      colors: { ...tokens.colors, brand: brandScale },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's error text (red.500) measures about 3.8:1 on white, below WCAG AA for the small
        // text of form messages; red.700 measures about 6.5:1.
        fg: { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        brand: brandSemantic,
      },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, config);
