import { e2eConfig } from '@mizani/e2e';

// Two workers against the one server: the suite's 199 tests wait on the browser and the server far
// more than they use a core (10.4 min on two workers against about 18 on one, on an idle machine;
// docs/testing.md). Each test makes its own account, so no two change the same one; the tests that
// only read the demo account's screens may share it.
export default e2eConfig({ workers: 2 });
