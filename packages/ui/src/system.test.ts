import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { registerFormRecipes, registerOverlayRecipes } from './screen-recipes.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColors, PALETTES, PRIMARY_COLOR, system } from './system.ts';

/** Every .ts/.tsx source file of the apps and packages. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The brand step a semantic token points at in light mode, as a hex colour. */
function lightValue(name: string): string {
  const ref = String(system.tokens.getByName(`colors.brand.${name}`)?.originalValue ?? '');
  const step = /\{colors\.brand\.(\d+)\}/.exec(ref)?.[1];
  return brandColors[Number(step) as keyof typeof brandColors];
}

describe('system', () => {
  it('defines every colour palette a screen names, and drops only unused ones', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
    const named = new Set<string>();
    for (const file of [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'packages'))]) {
      if (/\.test\.tsx?$/.test(file) || file === path.join(root, 'packages/ui/src/system.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const palette of chakraPalettes) {
        if (new RegExp(`['"\`]${palette}(\\.[a-z0-9]+)?['"\`]`).test(text)) named.add(palette);
      }
    }
    expect(named.size).toBeGreaterThan(3);
    for (const palette of named) {
      expect(PALETTES, `a screen names the ${palette} palette`).toContain(palette);
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
    expect(system.tokens.getByName('colors.purple.500')).toBeUndefined();
  });

  it('has one colour scheme: no semantic token keeps a dark value', () => {
    const css = JSON.stringify(system._global);
    expect(css).toContain('--chakra-colors-fg-error');
    expect(css).not.toMatch(/\.dark/);
  });

  it('uses #54C4AD as the primary colour and the solid brand surface', () => {
    expect(PRIMARY_COLOR).toBe('#54C4AD');
    expect(system.token('colors.brand.500')).toBe('#54C4AD');
    expect(lightValue('solid')).toBe('#54C4AD');
  });

  it('defines every semantic token colorPalette="brand" relies on', () => {
    for (const name of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.tokens.getByName(`colors.brand.${name}`), name).toBeDefined();
    }
    const token = system.tokens.getByName('colors.brand.solid');
    expect(token?.extensions.colorPalette?.value).toBe('brand');
  });

  it('keeps brand text readable (WCAG AA, 4.5:1)', () => {
    expect(contrast(lightValue('solid'), lightValue('contrast'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightValue('fg'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightValue('fg'), lightValue('subtle'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps form error text readable on white (WCAG AA, 4.5:1)', () => {
    const ref = String(system.tokens.getByName('colors.fg.error')?.originalValue ?? '');
    const step = /\{colors\.red\.(\d+)\}/.exec(ref)?.[1] ?? '';
    const red = system.token(`colors.red.${step}`);
    expect(contrast(red, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('registers only the recipes the public layout draws, not the whole default theme', () => {
    const fresh = createSystem(defaultBaseConfig, system._config);
    for (const name of ['button', 'link', 'heading', 'spinner', 'toast']) expect(fresh.hasRecipe(name), name).toBe(true);
    // Forms, menus and drawers are registered by the code that draws them (screen-recipes.ts).
    for (const name of ['input', 'field', 'tabs', 'nativeSelect', 'menu', 'drawer']) expect(fresh.hasRecipe(name), name).toBe(false);
    for (const name of ['table', 'datePicker', 'colorPicker', 'carousel']) expect(fresh.hasRecipe(name), name).toBe(false);
  });

  it('adds the form and menu recipes where they are drawn', () => {
    const target = createSystem(defaultBaseConfig, { ...system._config, theme: { ...system._config.theme } });
    registerFormRecipes(target);
    registerOverlayRecipes(target);
    for (const name of ['input', 'field', 'tabs', 'nativeSelect', 'menu', 'drawer', 'button']) expect(target.hasRecipe(name), name).toBe(true);
    expect(Object.keys(target.getSlotRecipeFn('field').classNameMap)).toContain('label');
  });

  it('keeps the default token set, so style props such as gray.600 and spacing resolve', () => {
    expect(system.token('colors.gray.600')).toMatch(/^#/);
    expect(system.token('spacing.4')).toBe('1rem');
  });
});
