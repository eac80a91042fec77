import { describe, expect, it, vi } from 'vitest';
import { createAppNavigator } from './navigation.ts';

describe('createAppNavigator', () => {
  it('routes portal paths through the router', () => {
    const router = { navigate: vi.fn() };
    const assign = vi.fn();
    createAppNavigator(router, assign)('/login');
    expect(router.navigate).toHaveBeenCalledWith('/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the developer console as a full page', () => {
    const router = { navigate: vi.fn() };
    const assign = vi.fn();
    const navigate = createAppNavigator(router, assign);
    navigate('/homeApi/account');
    navigate('/homeApi');
    expect(assign.mock.calls).toEqual([['/homeApi/account'], ['/homeApi']]);
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
