import { describe, expect, it, vi } from 'vitest';
import { createConsoleNavigator } from './navigation.ts';

function fakeRouter(pathname: string, search = '') {
  return { navigate: vi.fn(), state: { location: { pathname, search } } };
}

describe('createConsoleNavigator', () => {
  it('routes console paths through the router, without the basename', () => {
    const router = fakeRouter('/homeApi/account');
    const leave = vi.fn();
    createConsoleNavigator(router, '/homeApi', leave)('/homeApi/b2c');
    expect(router.navigate).toHaveBeenCalledWith('/b2c');
    expect(leave).not.toHaveBeenCalled();
  });

  it('sends an expired session to the portal login, remembering the console page', () => {
    const router = fakeRouter('/homeApi/b2c', '?page=2');
    const leave = vi.fn();
    createConsoleNavigator(router, '/homeApi', leave)('/login');
    expect(leave).toHaveBeenCalledWith('/login?redirect=%2FhomeApi%2Fb2c%3Fpage%3D2');
  });

  it('loads other portal pages in full', () => {
    const router = fakeRouter('/homeApi/account');
    const leave = vi.fn();
    createConsoleNavigator(router, '/homeApi', leave)('/home/dashboard');
    expect(leave).toHaveBeenCalledWith('/home/dashboard');
  });
});
