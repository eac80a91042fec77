import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLocator, ownerOf, selfTimeByOwner, type CpuProfile } from './profile.ts';

const frame = (id: number, functionName: string, url = '', lineNumber = -1, columnNumber = -1) => ({ id, callFrame: { functionName, url, lineNumber, columnNumber } });

describe('ownerOf', () => {
  it('names the library, the workspace package or the browser', () => {
    expect(ownerOf('../../node_modules/@chakra-ui/react/dist/esm/utils/memo.js', 'http://h/assets/start.js')).toBe('@chakra-ui/react');
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js', 'http://h/assets/start.js')).toBe('react-dom');
    expect(ownerOf('../../packages/ui/src/system.ts', 'http://h/assets/start.js')).toBe('packages/ui');
    expect(ownerOf(undefined, 'http://h/assets/start-abc.js')).toBe('start-abc.js');
    expect(ownerOf(undefined, '')).toBe('(browser)');
  });
});

describe('selfTimeByOwner', () => {
  it('adds each sample to the owner of its frame, leaving idle, GC and unplaced time out', () => {
    const profile: CpuProfile = {
      nodes: [frame(1, '(root)'), frame(2, '(idle)'), frame(3, '(program)'), frame(4, 'a', 'http://h/assets/start.js', 0, 10), frame(5, 'b', 'http://h/assets/start.js', 0, 20), frame(6, 'appendChild')],
      samples: [2, 4, 4, 5, 3, 6, 5],
      timeDeltas: [5000, 1000, 2000, 500, 9000, 250, 500],
    };
    const sources: Record<number, string> = { 10: 'node_modules/stylis/src/Parser.js', 20: 'apps/portal/src/main.tsx' };
    const owners = selfTimeByOwner(profile, (_url, _line, column) => sources[column]);
    expect(Object.fromEntries(owners)).toEqual({ stylis: 3, 'apps/portal': 1, '(browser)': 0.25 });
  });
});

describe('buildLocator', () => {
  it('reads the served file’s source map, and answers nothing for a file without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'profile-'));
    mkdirSync(path.join(dir, 'assets'));
    // Generated line 1, column 0 maps to the first source; "AAAA" is the segment [0, 0, 0, 0].
    writeFileSync(path.join(dir, 'assets/start.js.map'), JSON.stringify({ version: 3, sources: ['../node_modules/react-dom/index.js'], names: [], mappings: 'AAAA' }));
    const locate = buildLocator(dir);
    expect(locate('http://127.0.0.1:9/assets/start.js', 0, 0)).toBe('../node_modules/react-dom/index.js');
    expect(locate('http://127.0.0.1:9/assets/other.js', 0, 0)).toBeUndefined();
  });
});
