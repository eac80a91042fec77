import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

const CHAKRA_SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Makes the global CSS of Chakra's system (reset, global styles and every token as a CSS
 * variable) computed when first read instead of while the system is built. It is the larger
 * part of building the system, about half, and a prerendered page never reads it: the page's
 * HTML already holds that CSS, so the portal hands Chakra a system without it while it adopts
 * such a page (UiProvider's `prerenderedCss`). Fails the build if Chakra's module no longer has
 * the line it rewrites, rather than silently doing nothing.
 * @returns {import('vite').Plugin}
 */
export function chakraLazyGlobalCss() {
  return {
    name: 'mizani:chakra-lazy-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(EAGER_GLOBAL) || !/\n\s+_global,\n/.test(code)) {
        throw new Error(`mizani:chakra-lazy-global-css: ${id} changed; update packages/ui/src/build.js for this Chakra version`);
      }
      return code
        .replace(EAGER_GLOBAL, 'let _globalCss;')
        .replace(/\n(\s+)_global,\n/, '\n$1get _global() {\n$1  return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},\n');
    },
  };
}

/** Files the server sends compressed; smaller ones are not worth a copy. */
const PRECOMPRESSED = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * The files of a build that get a compressed copy: text files of PRECOMPRESS_MIN_BYTES or more,
 * outside dot folders (Vite's .vite, the portal's server bundle).
 * @param {string} dir
 * @returns {string[]}
 */
export function precompressibleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Dot folders (.vite, the server's bundle) are never served.
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : precompressibleFiles(file);
    return PRECOMPRESSED.test(entry.name) && statSync(file).size >= PRECOMPRESS_MIN_BYTES ? [file] : [];
  });
}

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every precompressible file of a
 * build, which the server sends to a browser that accepts them (apps/server/src/http/static.ts,
 * `preCompressed`), so phones on slow networks get the smallest form without the server
 * compressing on every request.
 * @param {string} dir
 */
export function precompressTree(dir) {
  for (const file of precompressibleFiles(dir)) {
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/**
 * precompressTree on the build's output once it is written (an app without a later step of its
 * own; the portal calls precompressTree after writing its prerendered pages).
 * @returns {import('vite').Plugin}
 */
export function precompressBuild() {
  /** @type {string} */
  let outDir = '';
  return {
    name: 'mizani:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressTree(outDir);
    },
  };
}

/**
 * After an app's client build: bundles its server entry (src/server-render.ts) with Vite's SSR
 * build into <outDir>/.server/render.mjs, which the API server draws signed-in pages with
 * (apps/server/src/http/signed-in-snapshot.ts) and the portal's build prerenders with.
 * @param {import('vite').ResolvedConfig} config the client build's configuration
 * @param {import('vite').PluginOption[]} plugins what the app's modules need transformed (React, MDX)
 * @returns {Promise<string>} the bundle's path
 */
export async function buildServerBundle(config, plugins) {
  const [{ build }, { SERVER_RENDER_DIR, SERVER_RENDER_FILE }] = await Promise.all([import('vite'), import('@mizani/sdk/server-drawn-page')]);
  const outDir = path.join(path.resolve(config.root, config.build.outDir), SERVER_RENDER_DIR);
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: 'production',
    plugins,
    publicDir: false,
    build: {
      ssr: path.join(config.root, 'src/server-render.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: SERVER_RENDER_FILE } },
    },
  });
  return path.join(outDir, SERVER_RENDER_FILE);
}
