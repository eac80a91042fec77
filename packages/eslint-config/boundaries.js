// Module boundaries, enforced: which folder of a workspace may import which. See "Layout and
// module boundaries" in docs/architecture.md for the layers these rules describe.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const CODE = ['**/*.{ts,tsx}'];
// Tests may drive a module from any layer (an ops test runs an operation against a feature).
const TESTS = ['**/*.test.{ts,tsx}', 'e2e/**', 'src/test/**', 'src/testing/**'];

function foldersOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * A zone per feature folder: it may import nothing from another feature, except the features
 * `allowed` names for it (the server's declared dependencies; the apps allow none).
 */
function featureZones(src, allowed) {
  return foldersOf(path.join(src, 'features')).map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`, ...(allowed[feature] ?? []).map((other) => `./${other}`)],
    message:
      allowed === NO_DEPENDENCIES
        ? 'A feature imports no other feature: move what two features share to components/, hooks/ or lib/.'
        : `features/${feature} may use only the features declared for it in apps/server/eslint.config.js; a new dependency is declared there (and must not close a cycle).`,
  }));
}

const NO_DEPENDENCIES = Object.freeze({});

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
    ...featureZones(src, NO_DEPENDENCIES),
    ...upwardZones(['components', 'hooks', 'lib'], ['features', 'app'], 'components/, hooks/ and lib/ sit below the features: they import no feature and nothing from app/.'),
    ...upwardZones(['features'], ['app'], 'app/ mounts the features: a feature imports nothing from it (a helper features share belongs in lib/).'),
  ]);
}

/**
 * The server (apps/server): db/ and http/ are the base every feature builds on and import no
 * feature, no operator action and not the app; features import no operator action and not the
 * app; a feature imports only the features declared for it in `featureDependencies`.
 */
export function serverBoundaries(workspaceDir, featureDependencies) {
  const src = path.join(workspaceDir, 'src');
  return boundaryConfig(src, [
    ...featureZones(src, featureDependencies),
    ...upwardZones(['db', 'http'], ['features', 'ops', 'app.ts', 'main.ts', 'index.ts', 'seed.ts'], 'db/ and http/ are the base the features build on: they import no feature, no operator action and not the app.'),
    ...upwardZones(['features'], ['ops', 'app.ts', 'main.ts', 'index.ts', 'seed.ts'], 'Features import no operator action and not the app: ops/ and app.ts call into the features, not the other way round.'),
  ]);
}
