import { buildApiMenus } from '@mizani/sdk/permissions';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access.ts';

describe('routeAccess', () => {
  const main = buildApiMenus({ parentId: 0 }, 1);
  const staff = buildApiMenus({ parentId: 3 }, 1, ['HomeApiC2B', 'HomeApiSuspenseTopUp']);

  it('opens every API screen to an approved main account', () => {
    for (const path of ['/c2b', '/b2c', '/suspense-record', '/suspense-recharge', '/suspense-cashOut', '/suspense-transfer', '/webhooks']) {
      expect(routeAccess(path, main, 'ready')).toBe('allowed');
    }
  });

  it('gives staff only the screens of their permission names (section 6)', () => {
    expect(routeAccess('/c2b', staff, 'ready')).toBe('allowed');
    expect(routeAccess('/suspense-recharge', staff, 'ready')).toBe('allowed');
    expect(routeAccess('/b2c', staff, 'ready')).toBe('denied');
    expect(routeAccess('/suspense-cashOut', staff, 'ready')).toBe('denied');
  });

  it('keeps API screens closed until approval, and waits while the menu loads', () => {
    expect(routeAccess('/c2b', [], 'awaitingApproval')).toBe('denied');
    expect(routeAccess('/webhooks', [], 'awaitingApproval')).toBe('denied');
    expect(routeAccess('/c2b', [], 'loading')).toBe('checking');
  });

  it('leaves the user center, the application and the docs open', () => {
    for (const path of ['/account', '/account-create', '/docs', '/docs/pay-in', '/nowhere']) expect(routeAccess(path, [], 'awaitingApproval')).toBe('allowed');
  });
});
