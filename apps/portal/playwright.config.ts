import { e2eConfig } from '@mizani/e2e';

export default e2eConfig();
