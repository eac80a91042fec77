// Browser apps and React packages: the base rules plus the rules of hooks.
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import base from './index.js';

export default [
  ...base,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
