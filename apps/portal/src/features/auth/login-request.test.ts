import { describe, expect, it } from 'vitest';
import { isLoginCountryId, safeRedirect } from './login-request.ts';

describe('safeRedirect', () => {
  it('keeps a path on this origin, including the developer console', () => {
    expect(safeRedirect('/homeApi/account', '/home/dashboard')).toBe('/homeApi/account');
    expect(safeRedirect('/home/psp-order?page=2', '/home/dashboard')).toBe('/home/psp-order?page=2');
  });

  it('falls back for anything that could leave the origin', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(bad, '/home/dashboard')).toBe('/home/dashboard');
    }
  });
});

describe('isLoginCountryId', () => {
  it('accepts the two countries with a public login page', () => {
    expect(isLoginCountryId('254')).toBe(true);
    expect(isLoginCountryId('255')).toBe(true);
    expect(isLoginCountryId('256')).toBe(false);
    expect(isLoginCountryId(undefined)).toBe(false);
  });
});
