import path from 'node:path';

// Plain JavaScript, like build.js: Vite loads app configs with Node, which cannot run TypeScript from a linked package.

/** An import or re-export with a source: `import x, { a as b } from 's'`, `export * from 's'`, `import 's'`. */
const IMPORT_FROM = /\b(import|export)\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*(\s*as\s*[\w$]+)?|[\w$]+)?\s*(from\s*)?['"]([^'"]+)['"]/g;
/** A module that only passes on what it imports: a library's index. */
const REEXPORTS_ONLY =
  /^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|['"]use \w+['"];?|export\s*(\*(\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?|import\s*(\*\s*as\s*[\w$]+|\{[^}]*\})\s*from\s*['"][^'"]+['"];?|export\s*\{[^}]*\};?)*$/;

/** `a as b, c` → [['a', 'b'], ['c', 'c']] */
const bindings = (/** @type {string} */ list) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name = '', alias = name]) => [name, alias]);

/**
 * A module's static imports by specifier, from its source and the ids the bundler resolved; null
 * when they cannot all be paired (a CommonJS module, an import a plugin rewrote).
 * @param {import('vite').Rolldown.ModuleInfo} info
 * @returns {Map<string, string> | null}
 */
function importsOf(info) {
  const specifiers = [...new Set([...(info.code ?? '').matchAll(IMPORT_FROM)].filter((match) => !match[2]).map((match) => match[7] ?? ''))];
  // What a plugin adds (Vite's preload helper) is not in the source.
  const left = info.importedIds.filter((id) => !id.startsWith('\0'));
  const paired = new Map();
  const bare = [];
  for (const specifier of specifiers) {
    const base = specifier.startsWith('.') ? path.resolve(path.dirname(info.id), specifier) : null;
    const id = base === null ? undefined : left.find((candidate) => candidate === base || (candidate.startsWith(base) && /^(\.\w+|\/index\.\w+)$/.test(candidate.slice(base.length))));
    if (id === undefined) bare.push(specifier);
    else {
      paired.set(specifier, id);
      left.splice(left.indexOf(id), 1);
    }
  }
  // Package and alias imports keep their order among the ids left.
  if (bare.length !== left.length) return null;
  bare.forEach((specifier, index) => paired.set(specifier, left[index]));
  return paired;
}

/**
 * The modules `roots` reach through static imports, as a bundler keeps them: from a module that
 * only re-exports (a library's index), only what the importer names, so a page taking one
 * component of a library does not count as reaching all of it. An import that cannot be read
 * counts the whole imported module (the safe side: it only keeps a module out of the group).
 * With `lazyBut`, the modules loaded later (dynamic imports) count too, all but those named.
 * @param {string[]} roots
 * @param {import('vite').Rolldown.ChunkingContext} chunking
 * @param {Set<string>} [lazyBut]
 * @returns {Set<string>}
 */
export function reachedModules(roots, chunking, lazyBut) {
  const reached = new Set();
  const seen = new Set();
  /** @type {(id: string, names: Set<string> | 'all') => void} */
  const visit = (id, names) => {
    const key = `${id}\n${names === 'all' ? '*' : [...names].sort().join(',')}`;
    const info = chunking.getModuleInfo(id);
    if (seen.has(key) || !info) return;
    seen.add(key);
    const imports = importsOf(info);
    const code = info.code ?? '';
    if (!imports || !/\bexport\b/.test(code) || !REEXPORTS_ONLY.test(code)) {
      reached.add(id);
      info.dynamicallyImportedIds.filter((next) => lazyBut && !lazyBut.has(next)).forEach((next) => visit(next, 'all'));
      // What cannot be paired with the source, and what a plugin added, counts whole.
      info.importedIds.filter((next) => !imports || next.startsWith('\0')).forEach((next) => visit(next, 'all'));
      if (!imports) return;
      for (const [, , type, defaultName, clause = '', , , specifier = ''] of code.matchAll(IMPORT_FROM)) {
        const target = imports.get(specifier);
        if (type || !target) continue;
        if (clause.startsWith('{')) visit(target, new Set(bindings(clause.slice(1, -1)).map(([name]) => name)));
        else visit(target, clause && !clause.startsWith('*') ? new Set(['default']) : 'all');
        if (defaultName) visit(target, new Set(['default']));
      }
      return;
    }
    // A re-exporting module: only the names asked for, through the imports they come from.
    /** @type {Map<string, [string, string]>} local name → [specifier, name there or '*'] */
    const locals = new Map();
    for (const [, clause = '', specifier = ''] of code.matchAll(/import\s*(\*\s*as\s*[\w$]+|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)) {
      if (clause.startsWith('*')) locals.set(clause.replace(/^\*\s*as\s*/, ''), [specifier, '*']);
      else for (const [name, local] of bindings(clause.slice(1, -1))) locals.set(local, [specifier, name]);
    }
    for (const [, clause = '', , starName, list = '', , from] of code.matchAll(/export\s*(\*(\s*as\s*([\w$]+))?|\{([^}]*)\})\s*(from\s*['"]([^'"]+)['"])?/g)) {
      if (clause.startsWith('*')) {
        const target = from && imports.get(from);
        if (target && (names === 'all' || !starName || names.has(starName))) visit(target, starName ? 'all' : names);
        continue;
      }
      for (const [local, exported] of bindings(list)) {
        if (names !== 'all' && !names.has(exported)) continue;
        const [specifier, name] = from ? [from, local] : (locals.get(local) ?? []);
        const target = specifier && imports.get(specifier);
        if (target && name) visit(target, name === '*' ? 'all' : new Set([name]));
      }
    }
  };
  roots.forEach((root) => visit(root, 'all'));
  return reached;
}

/**
 * A code-splitting group `signed-in`: what `modules` (the signed-in first screen: the session check,
 * the route table with the shell and the first screen) reach, less what `publicModules` (the
 * entry) reach, at once or later, short of `modules`, in chunks of at most `maxSize` bytes of source. A cold
 * signed-in visit asks for a few files instead of one per module shared between screens. No public
 * page's first load changes: the group takes nothing a public page reaches and pulls in no
 * dependency (`includeDependenciesRecursively: false`); the modules it leaves out keep their own
 * chunks. Since nothing outside the group imports into it, its chunks make no import cycle with
 * the rest. ADR 0012.
 * @param {{ modules: string[]; publicModules: string[]; maxSize: number }} options
 * @returns {import('vite').Rolldown.CodeSplittingGroup}
 */
export function firstScreenGroup({ modules, publicModules, maxSize }) {
  /** @type {Set<string> | undefined} */
  let members;
  return {
    name: (id, chunking) => {
      if (!members) {
        const reachedByPublic = reachedModules(publicModules, chunking, new Set(modules));
        members = new Set([...reachedModules(modules, chunking)].filter((module) => !reachedByPublic.has(module)));
      }
      return members.has(id) ? 'signed-in' : null;
    },
    includeDependenciesRecursively: false,
    maxSize,
  };
}
