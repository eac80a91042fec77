// Module boundaries, enforced: which folder of a workspace may import which. See "Layout and
// module boundaries" in docs/architecture.md for the layers these rules describe.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const CODE = ['**/*.{ts,tsx}'];
// Tests may drive a module from any layer (an ops test runs an operation against a feature).
const TESTS = ['**/*.test.{ts,tsx}', '**/test-kit.ts', 'e2e/**', 'src/test/**', 'src/testing/**'];

function foldersOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A zone per feature folder: it may import nothing from another feature. */
function featureZones(src, message) {
  return foldersOf(path.join(src, 'features')).map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message,
  }));
}

function upwardZones(lower, upper, message) {
  return lower.map((target) => ({ target: `./${target}`, from: upper.map((folder) => `./${folder}`), message }));
}

/**
 * The rules for one workspace's src/: `zones` for import-x/no-restricted-paths, and no import
 * cycle anywhere in it (type-only imports excepted: they vanish at run time).
 */
function boundaryConfig(src, zones) {
  return [
    {
      files: CODE,
      plugins: { 'import-x': importX },
      settings: {
        // Without these import-x cannot read a .ts module's imports, and no-cycle sees no cycle.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: src, zones }],
      },
    },
    { files: TESTS, rules: { 'import-x/no-restricted-paths': 'off' } },
  ];
}

/**
 * A browser app (apps/portal, apps/developer): app/ wires features together; features/ import
 * components/, hooks/ and lib/ but never each other nor app/; components/, hooks/ and lib/ never
 * import a feature or app/.
 */
export function appBoundaries(workspaceDir) {
  const src = path.join(workspaceDir, 'src');
  return boundaryConfig(src, [
    ...featureZones(src, 'A feature imports no other feature: move what two features share to components/, hooks/ or lib/.'),
    ...upwardZones(['components', 'hooks', 'lib'], ['features', 'app'], 'components/, hooks/ and lib/ sit below the features: they import no feature and nothing from app/.'),
    ...upwardZones(['features'], ['app'], 'app/ mounts the features: a feature imports nothing from it (a helper features share belongs in lib/).'),
  ]);
}

/**
 * The server (apps/server): db/ and http/ are the base and import nothing above them; domain/
 * holds what several features build on (the ledger, orders, sessions, rails…) and imports no
 * feature; a feature (the HTTP routes of one area and its own helpers) imports domain/, db/ and
 * http/ but never another feature; nothing below ops/ and the app imports them.
 */
export function serverBoundaries(workspaceDir) {
  const src = path.join(workspaceDir, 'src');
  const entry = ['ops', 'app.ts', 'main.ts', 'index.ts', 'seed.ts'];
  return boundaryConfig(src, [
    ...featureZones(src, 'A feature imports no other feature: what two features share belongs in domain/.'),
    ...upwardZones(['db', 'http'], ['domain', 'features', ...entry], 'db/ and http/ are the base the server builds on: they import no domain module, no feature, no operator action and not the app.'),
    ...upwardZones(['domain'], ['features', ...entry], 'domain/ sits below the features: it imports no feature, no operator action and not the app (a route belongs in features/).'),
    ...upwardZones(['features'], entry, 'Features import no operator action and not the app: ops/ and app.ts call into the features, not the other way round.'),
  ]);
}
