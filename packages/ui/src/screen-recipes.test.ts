import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { registerScreenRecipes, screenRecipes, screenSlotRecipes } from './screen-recipes.ts';
import { system } from './system.ts';

describe('registerScreenRecipes', () => {
  it('makes the screen recipes resolvable on a system that did not have them, keeping its own', () => {
    const target = createSystem(defaultBaseConfig, { theme: { recipes: { button: buttonRecipe } } });
    expect(target.isSlotRecipe('dialog')).toBe(false);
    expect(target.isRecipe('badge')).toBe(false);

    registerScreenRecipes(target);
    registerScreenRecipes(target);

    for (const key of Object.keys(screenSlotRecipes)) expect(target.isSlotRecipe(key), key).toBe(true);
    for (const key of Object.keys(screenRecipes)) expect(target.isRecipe(key), key).toBe(true);
    expect(target.isRecipe('button')).toBe(true);
    // The lookup components use returns the real recipe, with a class per slot.
    expect(Object.keys(target.getSlotRecipeFn('dialog').classNameMap)).toContain('content');
    expect(target.getRecipeFn('badge').variantKeys).toContain('variant');
  });

  it('registers on the shared system by default without touching the public recipes', () => {
    registerScreenRecipes();
    expect(system.isSlotRecipe('table')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isRecipe('button')).toBe(true);
  });
});
