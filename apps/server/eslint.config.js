import base from '@mizani/eslint-config';
import { serverBoundaries } from '@mizani/eslint-config/boundaries';

/**
 * Which features each server feature builds on. A feature importing a feature not listed here
 * fails lint: add the dependency here on purpose, in the same change, and keep the graph free of
 * module cycles (import-x/no-cycle checks that). Features absent from this list use none.
 */
const featureDependencies = {
  auth: ['outbox', 'user'],
  channels: ['rails'],
  'contract-worker': ['files'],
  demo: ['auth', 'user'],
  files: ['team'],
  fx: ['auth', 'ledger', 'orders', 'tiers', 'user'],
  kyc: ['auth', 'outbox', 'user'],
  merchant: ['channels', 'kyc', 'ledger', 'orders', 'rails', 'request-log', 'suspense', 'team', 'tiers', 'user', 'user-api', 'webhooks'],
  orders: ['auth', 'channels', 'contract-worker', 'files', 'kyc', 'ledger', 'payees', 'rails', 'tiers', 'user'],
  payees: ['auth', 'channels', 'kyc', 'rails', 'user'],
  rails: ['kyc'],
  'request-log': ['webhooks'],
  suspense: ['auth', 'ledger', 'merchant', 'orders', 'tiers'],
  team: ['auth', 'user'],
  user: ['auth', 'team'],
  'user-api': ['auth', 'merchant', 'webhooks'],
  va: ['auth', 'kyc', 'rails', 'tiers', 'user'],
  webhooks: ['merchant', 'orders', 'team'],
};

export default [...base, ...serverBoundaries(import.meta.dirname, featureDependencies)];
