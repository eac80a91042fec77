import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json` (only the fields the budgets read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No Vite manifest at ${file}: build the app first (build.manifest must be true). ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The manifest keys a browser fetches before it can run `keys`: the chunks themselves and,
 * transitively, their static imports. Dynamic imports are left out: they load later, on demand.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk '${key}'`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Compressed>();

/** Bytes on the wire as the server sends them: gzip level 9 and brotli quality 11, the precompressed files. */
export function compressedSize(file: string): Compressed {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const body = readFileSync(file);
  const size = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, size);
  return size;
}

export function sum(sizes: readonly Compressed[]): Compressed {
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** The JavaScript and CSS files of a set of chunks (each file once). */
export function filesOf(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
