import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from './build.js';
import { hasCatalogue, hasSection, isFullCatalogueWanted, loadCatalogue, loadCatalogueSection, loadedCatalogue } from './catalogue.ts';
import { createTranslator, type MessageId } from './index.ts';
import { enApp } from './messages/app-en.ts';
import { zhApp } from './messages/app-zh.ts';
import { en } from './messages/en.ts';
import { aboutPageMessages } from './messages/zh/public-about.ts';
import { enPublic } from './messages/public-en.ts';
import { zhPublic } from './messages/public-zh.ts';
import { I18nProvider, useT } from './react.tsx';

describe('catalogue parts', () => {
  it('the public part is a subset of the registry and leaves the signed-in namespaces out', () => {
    const ids = Object.keys(enPublic);
    expect(ids.every((id) => id in en)).toBe(true);
    expect(ids).toContain('nav.home');
    expect(ids).toContain('error.code.-1004');
    expect(ids.some((id) => id.startsWith('money.') || id.startsWith('profile.') || id.startsWith('api.'))).toBe(false);
    expect(Object.keys(enPublic).length).toBeLessThan(Object.keys(en).length / 2);
  });

  it('Chinese has the same public ids as English', () => {
    expect(Object.keys(zhPublic).sort()).toEqual(Object.keys(enPublic).sort());
  });

  it('loads a language once, and asking for the full catalogue carries over to later languages', async () => {
    const [first, second] = await Promise.all([loadCatalogue('zh', 'public'), loadCatalogue('zh', 'public')]);
    expect(first).toBe(second);
    expect(first['nav.home']).toBe(zhPublic['nav.home']);
    const full = await loadCatalogue('en', 'full');
    expect(Object.keys(full).length).toBe(Object.keys(en).length);
    expect(isFullCatalogueWanted()).toBe(true);
    expect(hasCatalogue('en', 'full')).toBe(true);
  });

  it("the full part holds every namespace but the public pages' own text, sign-in text included", () => {
    const left = Object.keys(en).filter((id) => !(id in enApp));
    expect(left.length).toBeGreaterThan(50);
    expect(left.every((id) => /^(home|about|press|contact|privacy|terms)\./.test(id))).toBe(true);
    expect(Object.keys(enApp).some((id) => id.startsWith('auth.'))).toBe(true);
    expect(Object.keys(enApp).some((id) => id.startsWith('money.'))).toBe(true);
    expect(Object.keys(zhApp).sort()).toEqual(Object.keys(enApp).sort());
  });

  it('with the full part loaded, a public page still loads its own text as a section', async () => {
    await loadCatalogue('zh', 'full');
    expect(hasSection('zh', 'auth')).toBe(true);
    expect(hasSection('zh', 'about')).toBe(false);
    const [aboutId, aboutText] = Object.entries(aboutPageMessages)[0] as [MessageId, string];
    expect(loadedCatalogue('zh')?.[aboutId]).toBeUndefined();
    await loadCatalogueSection('zh', 'about');
    expect(hasSection('zh', 'about')).toBe(true);
    const catalogue = loadedCatalogue('zh');
    expect(catalogue?.[aboutId]).toBe(aboutText);
    expect(catalogue?.['nav.home']).toBe(zhApp['nav.home']);
  });

  it('a translator shows an unknown id as it is instead of failing', () => {
    const t = createTranslator('en', {});
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
    expect(t('nav.home')).toBe('Home');
  });
});

describe('I18nProvider', () => {
  function Probe({ id }: { id: MessageId }) {
    return <p>{useT()(id)}</p>;
  }

  it('draws public pages at once with catalogue="public"', () => {
    render(
      <I18nProvider initialLocale="en" catalogue="public">
        <Probe id="nav.home" />
      </I18nProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('switches to Chinese once it has arrived', async () => {
    await act(async () => {
      render(
        <I18nProvider initialLocale="zh" catalogue="public">
          <Probe id="nav.home" />
        </I18nProvider>,
      );
    });
    expect(await screen.findByText(zhPublic['nav.home'])).toBeTruthy();
  });
});

describe('build-time compilation', () => {
  it('turns a namespace module into react-intl AST and refuses anything but strings', async () => {
    const plugin = precompileMessages() as unknown as { transform: (code: string, id: string) => Promise<{ code: string } | null> };
    const id = '/repo/packages/i18n/src/messages/en/sample.ts';
    const out = await plugin.transform("export const sample = { 'a.b': 'Hello {name}', 'a.c': 'Plain' };", id);
    expect(out?.code).toContain('export const sample = ');
    const compiled = JSON.parse(out!.code.replace('export const sample = ', '').replace(/;$/, '')) as Record<string, unknown[]>;
    expect(compiled['a.b']).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
    expect(await plugin.transform('export const x = 1;', '/repo/packages/i18n/src/index.ts')).toBeNull();
    await expect(plugin.transform("export const bad = { 'a': 1 };", id)).rejects.toThrow(/not a string/);
  });
});
