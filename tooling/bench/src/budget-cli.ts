// `npm run budget -w @mizani/bench` (and turbo's `budget` task in `npm test`): checks the enforced
// size budgets against the built apps and exits non-zero, naming each broken budget; pages still
// over issue 19's targets are listed for information.
import { APPS, BUDGETS, checkApp, ENFORCED_BUDGETS, formatBudgetTable } from './budget.ts';

// `-- portal` checks one app (handy while working on it); no argument checks every app.
const only = process.argv.slice(2);
const apps = APPS.filter((app) => only.length === 0 || only.includes(app.name));
const results = apps.map((app) => checkApp(app, ENFORCED_BUDGETS));
console.info(formatBudgetTable(results, ENFORCED_BUDGETS));
const overTarget = apps.flatMap((app) => checkApp(app, BUDGETS).failures).filter((failure) => !results.some((result) => result.failures.includes(failure)));
if (overTarget.length > 0) {
  console.info(`\n${overTarget.length} page(s) within the enforced budget but over issue 19's target:`);
  for (const failure of overTarget) console.info(`  - ${failure}`);
}
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) {
  console.error(`\n${failures.length} size budget(s) broken:`);
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exitCode = 1;
} else {
  console.info('\nAll size budgets hold.');
}
