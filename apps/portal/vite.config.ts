import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messageParserAlias, precompileMessages } from '@mizani/i18n/build';
import { SPLASH_END, SPLASH_START } from '@mizani/sdk/server-drawn-page';
import { buildServerBundle, chakraLazyGlobalCss, chakraPureFunctions, precompressTree } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as ServerRenderModule from './src/server-render.ts';

type ServerRender = typeof ServerRenderModule;

/**
 * The public pages written to static HTML after the client build, with their critical CSS, so a
 * phone on a slow network paints them before any script has arrived. Keep in step with the public
 * routes of src/app/public-routes.tsx (/login/:countryId is left to the client: its country is in the URL).
 * `modules` also lists what a route loads before it draws (its catalogue section, the query client),
 * so the page fetches them with its own code instead of after it.
 */
export const PRERENDERED_ROUTES: Record<string, { file: string; modules: string[] }> = {
  '/': { file: 'index.html', modules: ['src/features/home/routes/home.tsx', '../../packages/i18n/src/messages/en/home-page.ts'] },
  '/aboutUs': { file: 'aboutUs.html', modules: ['src/features/public/routes/about-us.tsx', '../../packages/i18n/src/messages/en/public-about.ts'] },
  '/press': { file: 'press.html', modules: ['src/features/public/routes/press.tsx', '../../packages/i18n/src/messages/en/public-press.ts'] },
  '/contactUs': { file: 'contactUs.html', modules: ['src/features/public/routes/contact-us.tsx', '../../packages/i18n/src/messages/en/public-contact.ts'] },
  '/privacyNotice': { file: 'privacyNotice.html', modules: ['src/features/public/routes/privacy-notice.tsx', '../../packages/i18n/src/messages/en/public-privacy.ts'] },
  '/termsConditions': { file: 'termsConditions.html', modules: ['src/features/public/routes/terms-conditions.tsx', '../../packages/i18n/src/messages/en/public-terms.ts'] },
  '/login': { file: 'login.html', modules: ['src/features/auth/routes/login.tsx', '../../packages/i18n/src/messages/en/auth.ts'] },
  '/register': { file: 'register.html', modules: ['src/features/auth/routes/register.tsx', '../../packages/i18n/src/messages/en/auth.ts'] },
  '/forgotPassword': { file: 'forgotPassword.html', modules: ['src/features/auth/routes/forgot-password.tsx', '../../packages/i18n/src/messages/en/auth.ts'] },
  '/401': { file: '401.html', modules: [] },
};

/** What main.tsx imports, step by step, once the page has painted: every page lists their files. */
export const BOOT_MODULES = ['src/boot/libraries.ts', 'src/boot/style-engine.ts', 'src/boot/style-system.ts', 'src/boot/app-modules.ts', 'src/boot.tsx'];

/**
 * The bare app page (shell.html) is what the signed-in area's addresses get: its list also has the
 * /home route table, the whole English catalogue and the query client, which every signed-in
 * screen waits for, so they arrive alongside the start steps instead of after them.
 */
export const SHELL_MODULES = ['src/features/shell/routes.tsx', '../../packages/i18n/src/messages/en.ts', 'src/app/query-client-instance.ts'];

/**
 * The files of `modules` and everything they import statically, less what the entry imports (the
 * page loads that itself).
 */
function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return files;
  };
  const inEntry = closure(['index.html']);
  return [...closure(modules)].filter((file) => !inEntry.has(file));
}

/**
 * The larger files of the app's start steps and the route, which main.tsx requests together once
 * the page has painted (the small ones arrive as the modules that import them are read). They are
 * named in a <meta> rather than preloaded by <link> tags: a request the page starts by itself
 * competes with its first paint on a slow network, and the page is readable without them. Each
 * link the script adds costs main-thread time, so only files of START_FILE_MIN_BYTES or more.
 */
const START_FILE_MIN_BYTES = 3000;
function startFilesMeta(base: string, outDir: string, files: string[]): string {
  const large = [...new Set(files)].filter((file) => statSync(path.join(outDir, file)).size >= START_FILE_MIN_BYTES);
  return `<meta name="mizani:start-files" content="${large.map((file) => `${base}${file}`).join(' ')}">`;
}

/**
 * What shell.html (the signed-in area, and any path without a prerendered page) shows until the
 * app draws: the brand in a bar where the header will be, and a thin progress line. Static HTML
 * and CSS, so a phone on a slow network paints something in its first second instead of a blank
 * page for the seconds the app's code takes. React replaces it on its first render. Words only
 * the brand's, which reads the same in both languages.
 */
const SHELL_SPLASH =
  '<style>' +
  '.mz-splash{min-height:100dvh;background:#fafafa;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  '.mz-splash-bar{display:flex;align-items:center;gap:.5rem;height:4rem;padding:0 1.25rem;background:#fff;border-bottom:1px solid #e4e4e7}' +
  '.mz-splash-mark{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:.5rem;background:#54C4AD}' +
  '.mz-splash-name{font-weight:700;font-size:1.125rem;letter-spacing:-.025em;color:#18181b;white-space:nowrap}' +
  '.mz-splash-line{height:3px;width:40%;background:#54C4AD;animation:mz-splash 1.2s ease-in-out infinite}' +
  '@keyframes mz-splash{from{transform:translateX(-100%)}to{transform:translateX(250%)}}' +
  '@media (prefers-reduced-motion:reduce){.mz-splash-line{animation:none;width:100%}}' +
  '</style>' +
  '<div class="mz-splash" aria-hidden="true"><div class="mz-splash-bar"><span class="mz-splash-mark">' +
  '<svg viewBox="0 0 32 32" width="20" height="20" focusable="false"><path d="M7 23V9l9 8 9-8v14" fill="none" stroke="#0C2B25" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>' +
  '</span><span class="mz-splash-name">Mizani Pay</span></div><div class="mz-splash-line"></div></div>';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * After the client build: bundles a small server entry with Vite's SSR build, renders each public
 * route with react-dom/server, writes its HTML (shell.html stays as the fallback for every other
 * path), then the service worker with this build's version, then precompressed copies.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mizani:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const bundle = await buildServerBundle(config, [react()]);
      const { render } = (await import(pathToFileURL(bundle).href)) as ServerRender;

      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const bootFiles = chunkFiles(manifest, BOOT_MODULES);
      const written: Record<string, string> = {};
      // The global style sheets (reset, global styles, the tokens' variables) are the same on every page.
      let globalStyles: string | undefined;
      for (const [route, { file, modules }] of Object.entries(PRERENDERED_ROUTES)) {
        const { html, css, ids, globals } = await render(route);
        // The browser's Emotion reads data-emotion="css <ids>" and skips inserting those rules again.
        const pageGlobals = globals
          .filter(({ rules }) => rules !== '')
          .map(({ id, rules }) => `<style data-emotion="css-global ${id}">${rules}</style>`)
          .join('');
        if (globalStyles !== undefined && pageGlobals !== globalStyles) throw new Error(`prerender: ${route} has other global styles than the pages before it`);
        globalStyles = pageGlobals;
        const style = pageGlobals + (ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${css}</style>` : '');
        const page = template
          .replace('</head>', `${startFilesMeta(config.base, outDir, [...bootFiles, ...chunkFiles(manifest, modules)])}${style}</head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttr(route)}">${html}</div>`);
        if (page === template || !page.includes('data-prerendered')) throw new Error(`prerender: index.html has no empty #root for ${route}`);
        writeFileSync(path.join(outDir, file), page);
        written[route] = file;
      }
      writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(written, null, 2)}\n`);
      // The bare app page gets the same global styles, so the app does not build them again there either.
      const shell = template
        .replace('</head>', `${startFilesMeta(config.base, outDir, [...bootFiles, ...chunkFiles(manifest, SHELL_MODULES)])}${globalStyles ?? ''}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${SPLASH_START}${SHELL_SPLASH}${SPLASH_END}</div>`);
      if (!shell.includes('mz-splash') || !globalStyles) throw new Error('prerender: shell.html needs an empty #root and the pages\' global styles');
      writeFileSync(path.join(outDir, 'shell.html'), shell);

      // The worker's cache name follows the build: a new deployment gets a new cache and the old
      // one is deleted when the new worker activates.
      const buildHash = createHash('sha256').update(JSON.stringify(manifest)).update(JSON.stringify(written)).digest('hex').slice(0, 16);
      const shellFiles = ['/', '/shell.html', ...Object.keys(written).filter((route) => route !== '/')];
      const entryFiles = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || entryFiles.has(`/${chunk.file}`)) return;
        entryFiles.add(`/${chunk.file}`);
        for (const sheet of chunk.css ?? []) entryFiles.add(`/${sheet}`);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit('index.html');
      for (const key of BOOT_MODULES) visit(key);
      const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8')
        .replace("'__BUILD_VERSION__'", JSON.stringify(buildHash))
        .replace('[/* __PRECACHE__ */]', JSON.stringify([...shellFiles, ...entryFiles, '/favicon.svg']));
      writeFileSync(path.join(outDir, 'sw.js'), worker);

      precompressTree(outDir);
      mkdirSync(outDir, { recursive: true });
    },
  };
}

// The portal owns the origin's root; the API server answers under /api on the same origin.
export default defineConfig({
  base: '/',
  plugins: [react(), precompileMessages(), chakraLazyGlobalCss(), prerenderPublicPages()],
  resolve: { alias: [messageParserAlias] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    // Every browser that runs the es2022 build understands <link rel="modulepreload"> natively,
    // so the polyfill would only add bytes to every first visit.
    modulePreload: {
      polyfill: false,
      // main.tsx requests its start steps' files from the page's list (startFilesMeta), so its
      // imports need no list of their own in the first script.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)main\.tsx$/.test(hostId) || /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      treeshake: { manualPureFunctions: chakraPureFunctions },
      output: {
        // What every page runs at start in a few files instead of dozens of small shared chunks:
        // each file costs a request and compresses on its own, so on a first visit the scattered
        // form cost kilobytes as well as round trips. Only code every page needs is grouped.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\// },
            {
              // The layout pieces every public page draws (header, footer, sections), one file
              // instead of a dozen tiny ones.
              name: 'layout-kit',
              test: /\/node_modules\/@chakra-ui\/react\/dist\/esm\/components\/(box\/|flex\/|stack\/(stack|h-stack|get-separator-style|index)\.js|container\/|heading\/|text\/|link\/(link|index)\.js|button\/(button|icon-button)\.js|spinner\/|circle\/|square\/|simple-grid\/|icon\/(icon|create-icon)\.js)/,
              includeDependenciesRecursively: false,
            },
            {
              // The app's small modules every page's start loads (steps 3 and 4: the routes table,
              // the header's parts, the session check), otherwise a file each because the
              // signed-in screens share them too.
              name: 'app-kit',
              test: /\/(apps\/portal\/src\/(components\/(route-error|page-loader|skip-link|brand-logo|site-header\/(menu-button|user-trigger|service-trigger))\.tsx|app\/(lazy-query\.tsx|visitor-route\.ts)|paths\.ts|boot\/early-presses\.ts|hooks\/use-document-title\.ts|lib\/(user-display|env)\.ts)|packages\/ui\/src\/(icons\.tsx|language-trigger\.tsx|skip-link\.tsx|deferred\.ts))$/,
              includeDependenciesRecursively: false,
            },
            {
              // The query library and the SDK's query and mutation definitions (a few hundred bytes
              // each), which the sign-in forms and the signed-in screens share in ever other
              // combinations: one file instead of a dozen small ones on a signed-in page. Only the
              // provider's context is part of every page's start, so it stays out.
              name: 'query',
              test: /\/(node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(?!QueryClientProvider\.js)|packages\/sdk\/src\/query\/)/,
              includeDependenciesRecursively: false,
            },
            { name: 'style-engine', test: /\/node_modules\/(@emotion\/[^/]+|@chakra-ui\/react\/dist\/esm\/(styled-system|utils|preset[^/]*|theme\/(tokens|semantic-tokens|global-css|breakpoints|keyframes|text-styles|layer-styles|animation-styles)[^/]*)|@pandacss\/is-valid-prop)\// },
          ],
        },
      },
    },
  },
});
