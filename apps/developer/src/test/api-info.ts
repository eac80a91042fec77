import type { ApiInfo } from '@mizani/sdk/contract';

/** A complete `/user/userApi/info` reply; tests override what they are about. */
export function apiInfo(overrides: Partial<ApiInfo> = {}): ApiInfo {
  return {
    auditStatus: 1,
    accessKey: 'ak_test_key',
    accessSecret: 'test-secret-value',
    webhookSecret: 'whsec_dGVzdC13ZWJob29rLXNlY3JldC0yNGJ5dGVz',
    notifyUrl: 'https://merchant.example/webhook',
    ipWhitelist: [],
    auditReason: null,
    companyName: 'Amina Traders Ltd',
    companyWebsite: null,
    contactName: 'Amina',
    contactEmail: 'amina@example.com',
    contactPhone: '712345678',
    remark: null,
    applyTime: '2026-11-20T08:00:00.000Z',
    auditTime: '2026-11-20T09:00:00.000Z',
    lastUsedTime: null,
    lastUsedIp: null,
    previousAccessKey: null,
    previousAccessExpireTime: null,
    previousLastUsedTime: null,
    previousLastUsedIp: null,
    previousWebhookSecretExpireTime: null,
    ...overrides,
  };
}
