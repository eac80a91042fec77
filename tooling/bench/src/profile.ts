/**
 * Where a page load's JavaScript time went, by library: a V8 CPU profile's self time per sample,
 * each frame placed through the served build's source maps (`vite build --sourcemap`). The trace
 * (src/trace.ts) says how long the main thread was busy; this says whose code kept it so.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The parts of DevTools' `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

/** The original source of a generated position, or undefined where the file has no map. */
export type Locate = (url: string, line: number, column: number) => string | undefined;

/** V8's own entries: the page idle, and time it does not place in any function. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * The library or workspace package a source belongs to: `@chakra-ui/react`, `react-dom`,
 * `apps/portal`, `packages/ui`; a browser built-in (a DOM call) is `(browser)`.
 */
export function ownerOf(source: string | undefined, frameUrl: string): string {
  if (!frameUrl) return '(browser)';
  if (!source) return path.basename(new URL(frameUrl, 'http://x').pathname);
  const inModules = source.split('node_modules/').pop() ?? source;
  if (inModules !== source) return inModules.startsWith('@') ? inModules.split('/').slice(0, 2).join('/') : (inModules.split('/')[0] ?? inModules);
  const workspace = /(?:^|\/)((?:apps|packages|tooling)\/[^/]+)\//.exec(source);
  return workspace?.[1] ?? source;
}

/** Self time in milliseconds per owner (see `ownerOf`), script only: idle, GC and unplaced time apart. */
export function selfTimeByOwner(profile: CpuProfile, locate: Locate): Map<string, number> {
  const sampled = new Map<number, number>();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const owners = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = sampled.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!ms || (!url && NOT_SCRIPT.has(functionName))) continue;
    const owner = ownerOf(url ? locate(url, lineNumber, columnNumber) : undefined, url);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
  }
  return owners;
}

/** A `Locate` over a build directory served at the page's origin: `/assets/x.js` is `<dir>/assets/x.js(.map)`. */
export function buildLocator(dir: string): Locate {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url, line, column) => {
    const file = path.join(dir, new URL(url).pathname);
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
    const map = maps.get(file);
    if (!map || line < 0) return undefined;
    return map.originalPositionFor({ line: line + 1, column }).source ?? undefined;
  };
}
