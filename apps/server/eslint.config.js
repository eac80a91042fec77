import base from '@mizani/eslint-config';
import { serverBoundaries } from '@mizani/eslint-config/boundaries';

// Layers: db/ and http/ at the base, domain/ above them, features/ (one area's routes) on top;
// no feature imports another. See "Layout and module boundaries" in docs/architecture.md.
export default [...base, ...serverBoundaries(import.meta.dirname)];
