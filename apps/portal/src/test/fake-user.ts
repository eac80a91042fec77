import type { UserInfo } from '@mizani/sdk';

/** A signed-in main account as `/user/info` returns it; tests override what they are about. */
export function fakeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 12,
    parentId: 0,
    nickName: 'Amani Demo',
    accountNo: 'MZ10000012',
    avatar: null,
    phone: '712345678',
    email: 'demo@mizani.africa',
    createTime: '2026-01-05T08:00:00.000Z',
    userType: 'user',
    auditStatus: -1,
    countryId: 254,
    countryName: 'Kenya',
    permissions: ['*:*:*'],
    pspFlag: 0,
    mrpFlag: 0,
    channelTypeList: [
      { type: 0, channelType: 0 },
      { type: 1, channelType: 0 },
    ],
    fundPasswordFlag: false,
    ...overrides,
  };
}

export const KENYA_AND_TANZANIA = [
  { id: 254, name: 'Kenya', nameZh: '肯尼亚', isoCode: 'KE', currencyId: 'KES' },
  { id: 255, name: 'Tanzania', nameZh: '坦桑尼亚', isoCode: 'TZ', currencyId: 'TZS' },
  { id: 256, name: 'Uganda', nameZh: '乌干达', isoCode: 'UG', currencyId: 'UGX' },
];
