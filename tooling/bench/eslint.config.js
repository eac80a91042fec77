export { default } from '@mizani/eslint-config';
