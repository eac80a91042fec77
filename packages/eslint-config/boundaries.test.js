// The boundary rules on a small app and server laid out in a temporary folder: each kind of
// forbidden import is reported, and the allowed ones are not.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { appBoundaries, serverBoundaries } from './boundaries.js';
import base from './index.js';

const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
after(() => rmSync(root, { recursive: true, force: true }));

function workspace(name, files) {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The rule ids reported per file (relative to the workspace), files without problems left out. */
async function problems(dir, config) {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [...base, ...config] });
  const results = await eslint.lintFiles(['src/**/*.ts']);
  return Object.fromEntries(
    results
      .filter((result) => result.messages.length > 0)
      .map((result) => [path.relative(dir, result.filePath), result.messages.map((message) => message.ruleId ?? message.message).sort()]),
  );
}

describe('appBoundaries', () => {
  it('reports a feature importing another feature or app/, an upward import and a cycle', async () => {
    const dir = workspace('app', {
      'src/lib/money.ts': "export const cents = 100;\n",
      'src/lib/upward.ts': "import { pay } from '../features/pay/pay.ts';\nexport const again = pay;\n",
      'src/components/uses-app.ts': "import { routes } from '../app/routes.ts';\nexport const r = routes;\n",
      'src/features/pay/pay.ts': "import { cents } from '../../lib/money.ts';\nexport const pay = cents;\n",
      'src/features/send/send.ts': "import { pay } from '../pay/pay.ts';\nexport const send = pay;\n",
      'src/features/send/ring-a.ts': "import { b } from './ring-b.ts';\nexport const a = () => b;\n",
      'src/features/send/ring-b.ts': "import { a } from './ring-a.ts';\nexport const b = () => a;\n",
      'src/app/routes.ts': "import { pay } from '../features/pay/pay.ts';\nimport { send } from '../features/send/send.ts';\nexport const routes = [pay, send];\n",
      'src/features/send/send.test.ts': "import { pay } from '../pay/pay.ts';\nexport const t = pay;\n",
      'src/features/pay/uses-app.ts': "import { routes } from '../../app/routes.ts';\nexport const r = routes;\n",
    });
    assert.deepEqual(await problems(dir, appBoundaries(dir)), {
      'src/lib/upward.ts': ['import-x/no-restricted-paths'],
      'src/components/uses-app.ts': ['import-x/no-restricted-paths'],
      'src/features/send/send.ts': ['import-x/no-restricted-paths'],
      'src/features/pay/uses-app.ts': ['import-x/no-restricted-paths'],
      'src/features/send/ring-a.ts': ['import-x/no-cycle'],
      'src/features/send/ring-b.ts': ['import-x/no-cycle'],
    });
  });
});

describe('serverBoundaries', () => {
  it('forbids a feature importing another feature, and keeps db/, http/, domain/ and features below what builds on them', async () => {
    const dir = workspace('server', {
      'src/db/types.ts': "export type Db = { query(sql: string): Promise<unknown> };\n",
      'src/db/seed.ts': "import { rate } from '../features/fx/rates.ts';\nexport const seeded = rate;\n",
      'src/http/route.ts': "import { ledger } from '../domain/ledger/post.ts';\nexport const route = ledger;\n",
      'src/domain/ledger/post.ts': "import type { Db } from '../../db/types.ts';\nexport const ledger = (db: Db) => db;\n",
      'src/domain/orders/send.ts': "import { ledger } from '../ledger/post.ts';\nexport const send = ledger;\n",
      'src/domain/orders/upward.ts': "import { rate } from '../../features/fx/rates.ts';\nexport const up = rate;\n",
      'src/features/fx/rates.ts': "import { ledger } from '../../domain/ledger/post.ts';\nexport const rate = ledger;\n",
      'src/features/fx/ops-call.ts': "import { run } from '../../ops/operations.ts';\nexport const call = run;\n",
      'src/features/orders/sideways.ts': "import { rate } from '../fx/rates.ts';\nexport const u = rate;\n",
      'src/features/orders/test-kit.ts': "import { rate } from '../fx/rates.ts';\nexport const kit = rate;\n",
      'src/ops/operations.ts': "import { rate } from '../features/fx/rates.ts';\nexport const run = rate;\n",
    });
    assert.deepEqual(await problems(dir, serverBoundaries(dir)), {
      'src/db/seed.ts': ['import-x/no-restricted-paths'],
      'src/http/route.ts': ['import-x/no-restricted-paths'],
      'src/domain/orders/upward.ts': ['import-x/no-restricted-paths'],
      'src/features/fx/ops-call.ts': ['import-x/no-restricted-paths'],
      'src/features/orders/sideways.ts': ['import-x/no-restricted-paths'],
    });
  });
});
