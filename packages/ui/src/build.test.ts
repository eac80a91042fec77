import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressTree } from './build.js';

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
