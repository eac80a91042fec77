// `npm run budget -w @mizani/bench` (and turbo's `budget` task in `npm test`): checks the size
// budgets of issue 8 against the built apps and exits non-zero, naming each broken budget.
import { APPS, checkApp, formatBudgetTable } from './budget.ts';

// `-- portal` checks one app (handy while working on it); no argument checks every app.
const only = process.argv.slice(2);
const results = APPS.filter((app) => only.length === 0 || only.includes(app.name)).map((app) => checkApp(app));
console.info(formatBudgetTable(results));
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) {
  console.error(`\n${failures.length} size budget(s) broken:`);
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exitCode = 1;
} else {
  console.info('\nAll size budgets hold.');
}
