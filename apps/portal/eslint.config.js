import { appBoundaries } from '@mizani/eslint-config/boundaries';
import react from '@mizani/eslint-config/react';

export default [...react, ...appBoundaries(import.meta.dirname)];
