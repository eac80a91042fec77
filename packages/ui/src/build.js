// Plain JavaScript: Vite loads app configs with Node, which cannot run TypeScript from a linked package.
/**
 * Build settings for apps that use this package's Chakra system.
 *
 * Chakra's theme module wraps every recipe in `define*` identity calls at module level; a
 * bundler cannot tell those calls are free of side effects, so without this list every recipe
 * Chakra ships stays in the bundle even though the system registers only a few.
 */
/** @type {string[]} */
export const chakraPureFunctions = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineStyle',
];
