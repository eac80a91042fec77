import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { precompressTree, startupChunk, uiTreeshake } from './build.js';

describe('precompressTree', () => {
  it('writes gzip and brotli copies of the text files worth it, outside dot folders', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = 'export const greeting = "habari";\n'.repeat(40);
    writeFileSync(path.join(dir, 'assets/app.js'), script);
    writeFileSync(path.join(dir, 'assets/tiny.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets/logo.png'), script);
    writeFileSync(path.join(dir, '.vite/manifest.json'), script);

    precompressTree(dir);

    expect(gunzipSync(readFileSync(path.join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/app.js.br'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets/tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite/manifest.json.gz'))).toBe(false);
  });
});

describe('startupChunk', () => {
  it("puts the entry's static imports in one chunk `start`, and leaves the entry's own script in the entry", () => {
    // index.html → main.tsx → (react, router.tsx); a lazy screen is no concern of the group (its tag filters it out).
    const modules: Record<string, { isEntry: boolean; importers: string[] }> = {
      'index.html': { isEntry: true, importers: [] },
      'main.tsx': { isEntry: false, importers: ['index.html'] },
      react: { isEntry: false, importers: ['main.tsx', 'router.tsx'] },
      'router.tsx': { isEntry: false, importers: ['main.tsx'] },
    };
    const chunking = { getModuleInfo: (id: string) => modules[id] ?? null } as unknown as Rolldown.ChunkingContext;
    const [group] = startupChunk().groups ?? [];
    expect(group?.tags).toEqual(['$initial']);
    const name = group?.name as (id: string, context: Rolldown.ChunkingContext) => string | null;
    expect(name('index.html', chunking)).toBeNull();
    expect(name('main.tsx', chunking)).toBeNull();
    expect(name('react', chunking)).toBe('start');
    expect(name('router.tsx', chunking)).toBe('start');
  });
});

describe('uiTreeshake', () => {
  /** The bundled code of an entry that draws with Emotion's `jsx`, as an app does. */
  async function bundleEmotion(treeshake: typeof uiTreeshake | undefined): Promise<string> {
    const dir = mkdtempSync(path.join(import.meta.dirname, '.treeshake-'));
    writeFileSync(path.join(dir, 'entry.js'), "import { jsx } from '@emotion/react';\nexport const draw = () => jsx('p', null);\n");
    try {
      const output = await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        build: { write: false, minify: false, lib: { entry: path.join(dir, 'entry.js'), formats: ['es'] }, rolldownOptions: { external: ['react'], treeshake } },
      });
      const [result] = Array.isArray(output) ? output : [output];
      return (result as Rolldown.RolldownOutput).output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("drops hoist-non-react-statics, which Emotion's browser build imports bare and never calls for jsx", async () => {
    expect(await bundleEmotion(undefined)).toContain('KNOWN_STATICS');
    expect(await bundleEmotion(uiTreeshake)).not.toContain('KNOWN_STATICS');
  }, 30_000);
});
