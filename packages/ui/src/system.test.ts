import { describe, expect, it } from 'vitest';
import { semanticTokens as chakraSemanticTokens } from '@chakra-ui/react/theme';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColors, getSystem, PALETTES, PRIMARY_COLOR, recipes, slotRecipes } from './system.ts';

const system = getSystem();

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

/**
 * The recipe each Chakra component looks up, by the name the apps import it under; null for the
 * layout primitives that have none. A component missing here fails the test below: look its key
 * up in Chakra's source (`createRecipeContext` / `createSlotRecipeContext`) and add it.
 */
const RECIPE_OF: Record<string, string | null> = {
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  Box: null,
  Center: null,
  ChakraProvider: null,
  Circle: null,
  Flex: null,
  HStack: null,
  Image: null,
  InputGroup: null,
  Portal: null,
  SimpleGrid: null,
  Stack: null,
  Text: null,
  VisuallyHidden: null,
  VStack: null,
  Wrap: null,
};

/** The recipe keys the apps' and packages' sources draw with, read from their Chakra imports. */
function usedRecipes(): Set<string> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const used = new Set<string>();
  for (const file of [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'packages'))]) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const specifier of names!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        // Types, hooks and the system's own building blocks draw nothing; createIcon draws an Icon.
        if (!/^[A-Z]/.test(name) && name !== 'createIcon') continue;
        if (/Props$|Context$/.test(name)) continue;
        const component = name === 'createIcon' ? 'Icon' : name;
        expect(RECIPE_OF, `${path.relative(root, file)} imports ${component}: add its recipe key`).toHaveProperty([component]);
        const key = RECIPE_OF[component];
        if (key) used.add(key);
      }
    }
  }
  return used;
}

describe('system', () => {
  it('is built once: every provider and caller gets the same system', () => {
    expect(getSystem()).toBe(system);
  });

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

  it("keeps Chakra's light value of every semantic token a kept palette, recipe or screen may use, and adds only the brand's", () => {
    const ours = new Map<string, unknown>();
    const theirs = new Map<string, unknown>();
    const walk = (node: Record<string, unknown>, name: string[], into: Map<string, unknown>) => {
      for (const [key, child] of Object.entries(node)) {
        const path = key === 'DEFAULT' ? name : [...name, key];
        if (child && typeof child === 'object' && 'value' in child) {
          const { value } = child as { value: unknown };
          into.set(path.join('.'), value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value);
        } else walk(child as Record<string, unknown>, path, into);
      }
    };
    walk(chakraSemanticTokens as unknown as Record<string, unknown>, [], theirs);
    walk(system._config.theme?.semanticTokens as Record<string, unknown>, [], ours);
    const unused = ['teal', 'cyan', 'purple', 'pink'];
    for (const [name, value] of theirs) {
      if (unused.some((palette) => name.startsWith(`colors.${palette}.`))) continue;
      // The one deliberate change: form error text at red.700 (see below).
      if (name === 'colors.fg.error') continue;
      expect(ours.get(name), name).toEqual(value);
      expect(system.tokens.getByName(name), name).toBeDefined();
    }
    expect([...ours.keys()].filter((name) => !theirs.has(name) && !name.startsWith('colors.brand.'))).toEqual([]);
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

  it('has a recipe for every Chakra component a screen of either app draws, and no others', () => {
    const used = usedRecipes();
    for (const key of used) expect(system.hasRecipe(key), `a screen draws the ${key} recipe`).toBe(true);
    // Unused recipes only weigh on the first page.
    expect([...Object.keys(recipes), ...Object.keys(slotRecipes)].filter((key) => !used.has(key))).toEqual([]);
    for (const name of ['datePicker', 'colorPicker', 'carousel']) expect(system.hasRecipe(name), name).toBe(false);
  });

  it('keeps the default token set, so style props such as gray.600 and spacing resolve', () => {
    expect(system.token('colors.gray.600')).toMatch(/^#/);
    expect(system.token('spacing.4')).toBe('1rem');
  });
});
