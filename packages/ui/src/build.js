import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Plain JavaScript: Vite loads app configs with Node, which cannot run TypeScript from a linked package.
/**
 * Build settings for apps that use this package's Chakra system.
 *
 * Chakra's theme module wraps every recipe in `define*` identity calls at module level; a
 * bundler cannot tell those calls are free of side effects, so without this list every recipe
 * Chakra ships stays in the bundle even though the system registers only a few. Its anatomy
 * module builds every component's part list with `createAnatomy` at module level in the same way;
 * listed, the anatomies no recipe here uses leave the start chunk too (ADR 0012).
 */
/** @type {string[]} */
const chakraPureFunctions = [
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
  'createAnatomy',
];

/*
 * Packages that declare no `sideEffects` but have none: Emotion's browser build ends with a bare
 * `import 'hoist-non-react-statics'` although only `withTheme`, which no screen uses, calls it;
 * kept as a side effect, it and react-is weighed about 0.8 KB gzip on every first load.
 */
const SIDE_EFFECT_FREE_PACKAGES = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

/**
 * Rolldown's `treeshake` for apps that use this package's Chakra system: Chakra's `define*` calls
 * are pure, and the packages above have no side effects. Every other module keeps what its package
 * declares (`undefined` leaves the decision to Rolldown).
 * @type {{ manualPureFunctions: string[]; moduleSideEffects: (id: string) => false | undefined }}
 */
export const uiTreeshake = {
  manualPureFunctions: chakraPureFunctions,
  moduleSideEffects: (id) => (SIDE_EFFECT_FREE_PACKAGES.test(id) ? false : undefined),
};

/** Files the server sends compressed; smaller ones are not worth a copy. */
const PRECOMPRESSED = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * The files of a build that get a compressed copy: text files of PRECOMPRESS_MIN_BYTES or more,
 * outside dot folders (Vite's .vite).
 * @param {string} dir
 * @returns {string[]}
 */
export function precompressibleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Dot folders (.vite) are never served.
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
 * `resolve.alias` entry for the browser builds: the one CSV writer (@mizani/sdk/csv) imports
 * csv-stringify's Node build, which needs Node's Buffer; browsers take the library's own ESM
 * distribution, which carries its polyfills.
 */
export const csvBrowserAlias = {
  find: /^csv-stringify\/sync$/,
  replacement: 'csv-stringify/browser/esm/sync',
};

/**
 * Rolldown's `output.codeSplitting`: the modules the entry imports statically (`$initial`) in one chunk
 * `start`, the entry's own script apart (it may await a lazy route that imports `start`). ADR 0012.
 * @returns {import('vite').Rolldown.CodeSplittingOptions}
 */
export function startupChunk() {
  /** @type {(id: string, chunking: import('vite').Rolldown.ChunkingContext) => boolean} */
  const isEntryScript = (id, chunking) => {
    const info = chunking.getModuleInfo(id);
    return !!info && (info.isEntry || info.importers.some((importer) => chunking.getModuleInfo(importer)?.isEntry));
  };
  return { groups: [{ name: (id, chunking) => (isEntryScript(id, chunking) ? null : 'start'), tags: ['$initial'] }] };
}
