import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobalCss } from './build.js';

const require = createRequire(import.meta.url);
const chakraSystemModule = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');

type Transform = (code: string, id: string) => string | null;
const transform = chakraLazyGlobalCss().transform as unknown as Transform;

describe('chakraLazyGlobalCss', () => {
  it('turns the system\'s global CSS into a value computed on first read, in the installed Chakra', () => {
    const source = readFileSync(chakraSystemModule, 'utf8');
    const out = transform(source, chakraSystemModule);
    expect(out).not.toBeNull();
    expect(out).not.toContain('const _global = [');
    expect(out).toMatch(/get _global\(\) \{\n\s+return _globalCss \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/);
  });

  it('leaves every other module alone', () => {
    expect(transform('export const x = 1;', '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBeNull();
  });

  it('fails the build when Chakra\'s module no longer has the line it rewrites', () => {
    expect(() => transform('export function createSystem() {}', chakraSystemModule)).toThrow(/changed; update packages\/ui\/src\/build\.js/);
  });
});
