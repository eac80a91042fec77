import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenGroup, precompressTree, startupChunk } from './build.js';

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

describe('firstScreenGroup', () => {
  // A library whose index re-exports two components; the public page takes one, the signed-in screen both.
  const sources: Record<string, { code: string | null; importedIds: string[] }> = {
    '/app/main.tsx': { code: "import { Button } from 'lib';\nimport { getToken } from './token.ts';\nrender(Button, getToken);", importedIds: ['/lib/index.js', '/app/token.ts'] },
    '/app/token.ts': { code: 'export const getToken = () => null;', importedIds: [] },
    '/lib/index.js': { code: "'use strict';\nimport * as ns from './dialog.js';\nexport { Button } from './button.js';\nexport { ns as Dialog };", importedIds: ['/lib/dialog.js', '/lib/button.js'] },
    '/lib/button.js': { code: 'export const Button = 1;', importedIds: [] },
    '/lib/dialog.js': { code: "import { Button } from './button.js';\nexport const Root = Button;", importedIds: ['/lib/button.js'] },
    '/app/home.tsx': { code: "import { Button, Dialog } from 'lib';\nimport { getToken } from './token.ts';\nimport { rows } from './rows.ts';\nexport const Home = () => [Button, Dialog, getToken, rows];", importedIds: ['/lib/index.js', '/app/token.ts', '/app/rows.ts'] },
    '/app/rows.ts': { code: 'export const rows = [];', importedIds: ['\0vite/preload-helper.js'] },
    '\0vite/preload-helper.js': { code: null, importedIds: [] },
  };
  const chunking = { getModuleInfo: (id: string) => (sources[id] ? { id, dynamicallyImportedIds: [], ...sources[id] } : null) } as unknown as Rolldown.ChunkingContext;

  it("takes what the first screen reaches and no public page does, following a library's index by the names imported", () => {
    const group = firstScreenGroup({ modules: ['/app/home.tsx'], publicModules: ['/app/main.tsx'], maxSize: 1000 });
    const name = group.name as (id: string, context: Rolldown.ChunkingContext) => string | null;
    const taken = Object.keys(sources).filter((id) => name(id, chunking) === 'signed-in');
    // The dialog is the screen's alone; the button and the token are the public page's too.
    expect(taken.sort()).toEqual(['/app/home.tsx', '/app/rows.ts', '/lib/dialog.js', '\0vite/preload-helper.js'].sort());
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it("leaves out what a public page loads later (a menu opened on it), but not the first screen's own modules", () => {
    const later: typeof sources = { ...sources, '/app/menu.tsx': { code: "import { Dialog } from 'lib';\nexport const Menu = Dialog;", importedIds: ['/lib/index.js'] } };
    const lazy: Record<string, string[]> = { '/app/main.tsx': ['/app/menu.tsx', '/app/home.tsx'] };
    const context = { getModuleInfo: (id: string) => (later[id] ? { id, dynamicallyImportedIds: lazy[id] ?? [], ...later[id] } : null) } as unknown as Rolldown.ChunkingContext;
    const name = firstScreenGroup({ modules: ['/app/home.tsx'], publicModules: ['/app/main.tsx'], maxSize: 1000 }).name as (id: string, context: Rolldown.ChunkingContext) => string | null;
    expect(name('/lib/dialog.js', context)).toBeNull();
    expect(name('/app/home.tsx', context)).toBe('signed-in');
    expect(name('/app/rows.ts', context)).toBe('signed-in');
  });

  it('counts the whole of a module whose imports cannot be read as reached by the public page', () => {
    const unreadable: typeof sources = { ...sources, '/app/main.tsx': { code: "const lib = require('lib');", importedIds: ['/lib/index.js'] } };
    const context = { getModuleInfo: (id: string) => (unreadable[id] ? { id, dynamicallyImportedIds: [], ...unreadable[id] } : null) } as unknown as Rolldown.ChunkingContext;
    const name = firstScreenGroup({ modules: ['/app/home.tsx'], publicModules: ['/app/main.tsx'], maxSize: 1000 }).name as (id: string, context: Rolldown.ChunkingContext) => string | null;
    expect(name('/lib/dialog.js', context)).toBeNull();
    expect(name('/app/rows.ts', context)).toBe('signed-in');
  });
});
