import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { precompileMessages } from './build.js';
import type { MessageId } from './index.ts';
import { enApp } from './messages/app-en.ts';
import { zhApp } from './messages/app-zh.ts';
import { en } from './messages/en.ts';
import { enPages } from './messages/pages-en.ts';
import { zhPages } from './messages/pages-zh.ts';
import { enPublic } from './messages/public-en.ts';
import { zhPublic } from './messages/public-zh.ts';

/*
 * The provider as a browser runs it: only the public English is there at start, and each other
 * catalogue file arrives when a test opens its gate. Every test starts from fresh modules, so no
 * catalogue loaded by one test is there for the next.
 */
type Module = Record<string, Record<string, string>>;
const files = {
  gates: new Map<string, Promise<void>>(),
  imports: new Map<string, number>(),
  /** Ids a test takes out of the Chinese public file. */
  missingInChinese: [] as string[],
};

function gated(name: string, change: (module: Module) => Module = (module) => module) {
  return async (importOriginal: () => Promise<Module>) => {
    files.imports.set(name, (files.imports.get(name) ?? 0) + 1);
    await files.gates.get(name);
    return change(await importOriginal());
  };
}

/** Holds back the file `name` until the returned function is called. */
function hold(name: string): () => void {
  let open = () => {};
  files.gates.set(name, new Promise<void>((resolve) => (open = resolve)));
  return open;
}

async function freshModules() {
  vi.resetModules();
  vi.doMock('./full-english.ts', () => ({ restOfEnglish: undefined, fullEnglish: undefined }));
  vi.doMock('./messages/app-en.ts', gated('app-en'));
  vi.doMock('./messages/app-zh.ts', gated('app-zh'));
  vi.doMock(
    './messages/public-zh.ts',
    gated('public-zh', (module) => ({ zhPublic: Object.fromEntries(Object.entries(module.zhPublic ?? {}).filter(([id]) => !files.missingInChinese.includes(id))) })),
  );
  const react = await import('./react.tsx');
  const catalogue = await import('./catalogue.ts');
  return { ...react, ...catalogue };
}

beforeEach(() => {
  files.gates.clear();
  files.imports.clear();
  files.missingInChinese = [];
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('catalogue parts', () => {
  it('the public part holds the public pages and sign-in forms, and none of the signed-in screens', () => {
    const ids = Object.keys(enPublic);
    for (const id of ['nav.home', 'error.code.-1004', 'auth.register.legal', 'login.title', 'footer.privacy']) expect(ids).toContain(id);
    expect(ids.some((id) => /^(money|profile|kyc|api|assets|team|fx|dashboard)\./.test(id))).toBe(false);
    // The long texts of single pages go out with those pages.
    expect(ids.some((id) => /^(home\.hero|about|press|contact|privacy|terms)\./.test(id))).toBe(false);
  });

  it('public, page texts and rest split the English catalogue between them, and Chinese has the same ids in each', () => {
    expect(Object.keys(enApp).filter((id) => id in enPublic || id in enPages)).toEqual([]);
    expect(Object.keys(enPages).filter((id) => id in enPublic)).toEqual([]);
    expect(Object.keys(enPublic).length + Object.keys(enPages).length + Object.keys(enApp).length).toBe(Object.keys(en).length);
    expect(Object.keys(zhPages).sort()).toEqual(Object.keys(enPages).sort());
    expect(Object.keys(zhPublic).sort()).toEqual(Object.keys(enPublic).sort());
    expect(Object.keys(zhApp).sort()).toEqual(Object.keys(enApp).sort());
  });

  it('loads each file once however often it is asked for, and English with Chinese', async () => {
    const { loadCatalogue, hasCatalogue } = await freshModules();
    const [first, second] = await Promise.all([loadCatalogue('zh', 'full'), loadCatalogue('zh', 'full')]);
    expect(first).toBe(second);
    await loadCatalogue('zh', 'full');
    expect(Object.fromEntries(files.imports)).toEqual({ 'app-en': 1, 'app-zh': 1, 'public-zh': 1 });
    expect(hasCatalogue('en', 'full')).toBe(true);
    expect(first['money.cancel']).toBe(zhApp['money.cancel']);
    // Everything but the page texts, which come with their pages.
    expect(Object.keys(first).length).toBe(Object.keys(en).length - Object.keys(enPages).length);
  });

  it('a failed file is asked for again by the next caller', async () => {
    const { loadCatalogue } = await freshModules();
    const offline = Promise.reject(new Error('offline'));
    offline.catch(() => undefined);
    files.gates.set('app-en', offline);
    await expect(loadCatalogue('en', 'full')).rejects.toThrow();
    files.gates.delete('app-en');
    await expect(loadCatalogue('en', 'full')).resolves.toHaveProperty('money.cancel', enApp['money.cancel']);
  });
});

describe('I18nProvider', () => {
  function Probe({ id }: { id: MessageId }) {
    const { useT } = modules;
    return <p data-testid="probe">{useT()(id)}</p>;
  }
  let modules: Awaited<ReturnType<typeof freshModules>>;
  beforeEach(async () => {
    modules = await freshModules();
  });

  it('draws public pages at once from the first bundle with catalogue="public"', () => {
    const { I18nProvider } = modules;
    render(
      <I18nProvider initialLocale="en" catalogue="public">
        <Probe id="login.title" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(enPublic['login.title']);
  });

  it("takes in a page's own text as its module runs, and its Chinese once Chinese is chosen", async () => {
    const { I18nProvider, useLocale, loadedCatalogue } = modules;
    expect(loadedCatalogue('en')['privacy.title']).toBeUndefined();
    await import('./pages/privacy.ts');
    function Switch() {
      const { setLocale } = useLocale();
      return <button onClick={() => setLocale('zh')}>zh</button>;
    }
    render(
      <I18nProvider initialLocale="en" catalogue="public">
        <Probe id="privacy.title" />
        <Switch />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(enPages['privacy.title']);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(zhPages['privacy.title']));
    // Only the page whose module ran: another page's text is not loaded.
    expect(loadedCatalogue('zh')['terms.title']).toBeUndefined();
    expect(loadedCatalogue('en')['terms.title']).toBeUndefined();
  });

  it("a page's loader brings its Chinese before the page draws", async () => {
    const { loadPageText, loadedCatalogue } = modules;
    const { termsText } = await import('./pages/terms.ts');
    expect(loadedCatalogue('zh')['terms.title']).toBe(enPages['terms.title']);
    await loadPageText(termsText, 'zh');
    expect(loadedCatalogue('zh')['terms.title']).toBe(zhPages['terms.title']);
  });

  it('with catalogue="full", draws nothing until the rest of English is in, never a message id', async () => {
    const { I18nProvider } = modules;
    const open = hold('app-en');
    const { container } = render(
      <I18nProvider initialLocale="en">
        <Probe id="money.cancel" />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
    await act(async () => open());
    expect((await screen.findByTestId('probe')).textContent).toBe(enApp['money.cancel']);
  });

  it('choosing Chinese loads it, shows English meanwhile, then draws Chinese and remembers the choice', async () => {
    const { I18nProvider, useLocale } = modules;
    function Switch() {
      const { setLocale, tag } = useLocale();
      return <button onClick={() => setLocale('zh')}>{tag}</button>;
    }
    const open = hold('public-zh');
    render(
      <I18nProvider initialLocale="en" catalogue="public">
        <Probe id="nav.home" />
        <Switch />
      </I18nProvider>,
    );
    expect(files.imports.get('public-zh')).toBeUndefined();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByTestId('probe').textContent).toBe(enPublic['nav.home']);
    expect(localStorage.getItem('LOCALE')).toBe('zh');
    open();
    await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(zhPublic['nav.home']));
    expect(screen.getByRole('button').textContent).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('a message Chinese lacks is drawn in English', async () => {
    const { I18nProvider } = modules;
    files.missingInChinese = ['nav.home'];
    render(
      <I18nProvider initialLocale="zh" catalogue="public">
        <Probe id="nav.home" />
        <Probe id="nav.aboutUs" />
      </I18nProvider>,
    );
    const [home, about] = await screen.findAllByTestId('probe');
    await vi.waitFor(() => expect(about?.textContent).toBe(zhPublic['nav.aboutUs']));
    expect(home?.textContent).toBe(enPublic['nav.home']);
  });

  it("takes in the rest of the catalogue that a route's loader brought, in the chosen language", async () => {
    const { I18nProvider, loadCatalogue } = modules;
    const view = render(
      <I18nProvider initialLocale="zh" catalogue="public">
        <Probe id="nav.home" />
      </I18nProvider>,
    );
    await act(() => loadCatalogue('zh', 'full'));
    view.rerender(
      <I18nProvider initialLocale="zh" catalogue="public">
        <Probe id="money.cancel" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(zhApp['money.cancel']);
  });

  it('keeps Chinese on screen while the rest of both languages loads', async () => {
    const { I18nProvider, loadCatalogue } = modules;
    await loadCatalogue('zh', 'public');
    const openRest = hold('app-zh');
    render(
      <I18nProvider initialLocale="zh" catalogue="public">
        <Probe id="nav.home" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(zhPublic['nav.home']);
    // A signed-in screen's loader asks for the rest; English arrives first, Chinese is held back.
    const loading = loadCatalogue('zh', 'full');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByTestId('probe').textContent).toBe(zhPublic['nav.home']);
    await act(async () => openRest());
    await act(() => loading);
    expect(screen.getByTestId('probe').textContent).toBe(zhPublic['nav.home']);
  });

  it('draws rich messages with the elements the caller gives for their tags', () => {
    const { I18nProvider, RichMessage } = modules;
    render(
      <I18nProvider initialLocale="en" catalogue="public">
        <p>
          <RichMessage id="auth.register.legal" values={{ terms: (chunks) => <a href="/termsConditions">{chunks}</a>, privacy: (chunks) => <a href="/privacyNotice">{chunks}</a> }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/termsConditions');
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacyNotice');
    expect(screen.getByText(/By creating an account you accept our/)).toBeTruthy();
  });

  it('formats dates in the language on screen', async () => {
    const { I18nProvider, useFormatDate } = modules;
    function When() {
      return <p data-testid="when">{useFormatDate()(Date.UTC(2024, 2, 5, 12), { dateStyle: 'long', timeZone: 'UTC' })}</p>;
    }
    render(
      <I18nProvider initialLocale="zh" catalogue="public">
        <When />
      </I18nProvider>,
    );
    expect(screen.getByTestId('when').textContent).toBe('March 5, 2024');
    await vi.waitFor(() => expect(screen.getByTestId('when').textContent).toBe('2024年3月5日'));
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
