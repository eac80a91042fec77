import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { messageParserAlias, precompileMessages } from '@mizani/i18n/build';
import { csvBrowserAlias, precompressTree, startupChunk, uiTreeshake } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from './src/prerender.tsx';

// The public pages written to static HTML, each with the lazy route module it draws (keep in step
// with src/app/router.tsx), whose files the page asks for at once rather than after the entry ran.
export const PRERENDERED_ROUTES: Record<string, string | null> = {
  '/': 'src/features/home/routes/home.tsx',
  '/aboutUs': 'src/features/public/routes/about-us.tsx',
  '/press': 'src/features/public/routes/press.tsx',
  '/contactUs': 'src/features/public/routes/contact-us.tsx',
  '/privacyNotice': 'src/features/public/routes/privacy-notice.tsx',
  '/termsConditions': 'src/features/public/routes/terms-conditions.tsx',
  '/login': 'src/features/auth/routes/login.tsx',
  '/register': 'src/features/auth/routes/register.tsx',
  '/forgotPassword': 'src/features/auth/routes/forgot-password.tsx',
  '/401': null,
};

/** Where a prerendered path's page goes: `/` → index.html, `/aboutUs` → aboutUs/index.html. */
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The files of `keys` and everything they import statically (Vite's manifest). */
function staticFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

// After the build: the bare page as SPA fallback, each public page drawn by src/prerender.tsx, sw.js stamped.
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
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // Every other path gets the bare page: a static host serves it when no file matches.
      writeFileSync(path.join(outDir, '__spa-fallback.html'), template);
      // On the server the messages are parsed as they stand: no precompiling, no parser alias.
      const vite = await createServer({ root: config.root, configFile: false, plugins: [react()], logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const inEntry = staticFiles(manifest, ['index.html']);
      try {
        const { render } = (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender;
        for (const [route, module] of Object.entries(PRERENDERED_ROUTES)) {
          if (module && !manifest[module]) throw new Error(`prerender: the build has no chunk for ${module}`);
          // The route module is a script of the page, run before load: a press right after load finds it live.
          const preloads = [...staticFiles(manifest, module ? [module] : [])]
            .filter((file) => !inEntry.has(file))
            .map((file) => (file === manifest[module ?? '']?.file ? `<script type="module" crossorigin src="${config.base}${file}"></script>` : `<link rel="modulepreload" crossorigin href="${config.base}${file}">`))
            .join('');
          const { html, styles, routerData } = await render(route);
          const page = template
            .replace('</head>', `${preloads}${styles}</head>`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${html}</div>${routerData}`);
          if (!page.includes('data-prerendered')) throw new Error(`prerender: index.html has no empty #root for ${route}`);
          const file = path.join(outDir, pageFile(route));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
      } finally {
        await vite.close();
      }
      // A new deployment gets a new cache; the worker deletes the old one when it activates.
      const version = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16);
      const worker = path.join(outDir, 'sw.js');
      writeFileSync(worker, readFileSync(worker, 'utf8').replace('__BUILD_VERSION__', version));
      precompressTree(outDir);
    },
  };
}

// The portal owns the origin's root; the API server answers under /api on the same origin.
export default defineConfig({
  base: '/',
  plugins: [react(), precompileMessages(), prerenderPublicPages()],
  resolve: { alias: [messageParserAlias, csvBrowserAlias] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    // The size check holds what counts, each page's gzip first load (tooling/bench), not this.
    chunkSizeWarningLimit: 700,
    modulePreload: { polyfill: false }, // every browser of the es2022 build has <link rel="modulepreload">
    rolldownOptions: {
      treeshake: uiTreeshake,
      // Shared chunks under 20 000 bytes go into their importers: 23 files on a signed-in first visit, not 61 (ADR 0012).
      preserveEntrySignatures: false,
      output: { codeSplitting: { ...startupChunk(), experimentalInlineCommonChunks: { maxSize: 20_000 } }, strictExecutionOrder: true },
    },
  },
});
