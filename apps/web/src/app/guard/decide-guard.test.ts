import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput, isPlainPath, LINK_ERROR_ADDRESS } from './decide-guard.ts';

const employee = { type: 2, permits: {} };
const usersAdmin = { type: 2, permits: { users_access: 1 } };
const superAdmin = { type: 1, permits: {} };

const input = (patch: Partial<GuardInput>): GuardInput => ({
  pathname: '/',
  search: '',
  status: 'authenticated',
  user: employee,
  storedTarget: null,
  lastAddress: null,
  hashCheck: null,
  ...patch,
});

describe('decideGuard (spec 1 §2)', () => {
  it('sends a user without a valid token to /login and stores the target', () => {
    expect(decideGuard(input({ pathname: '/users/5', search: '?tab=roles', status: 'anonymous', user: null }))).toEqual({
      type: 'redirect',
      to: '/login',
      storeTarget: '/users/5?tab=roles',
    });
  });

  it('waits while the session is being checked', () => {
    expect(decideGuard(input({ status: 'unknown', user: null }))).toEqual({ type: 'wait' });
    expect(decideGuard(input({ pathname: '/login', status: 'unknown', user: null }))).toEqual({ type: 'wait' });
  });

  it('shows /login to an anonymous user', () => {
    expect(decideGuard(input({ pathname: '/login', status: 'anonymous', user: null }))).toEqual({ type: 'allow' });
  });

  it('sends a signed-in user on /login home, or back to the stored target', () => {
    expect(decideGuard(input({ pathname: '/login' }))).toEqual({ type: 'redirect', to: '/', clearTarget: true });
    expect(decideGuard(input({ pathname: '/login', storedTarget: '/users/5' }))).toEqual({
      type: 'redirect',
      to: '/users/5',
      clearTarget: true,
    });
    expect(decideGuard(input({ pathname: '/login', storedTarget: '//evil.example' }))).toEqual({
      type: 'redirect',
      to: '/',
      clearTarget: true,
    });
  });

  it('sends a user lacking the route right home with the access message', () => {
    expect(decideGuard(input({ pathname: '/users' }))).toEqual({ type: 'redirect', to: '/', noAccess: true });
    expect(decideGuard(input({ pathname: '/users/roles/3', user: usersAdmin }))).toEqual({ type: 'redirect', to: '/', noAccess: true });
    expect(decideGuard(input({ pathname: '/contracts/registry' }))).toEqual({ type: 'redirect', to: '/', noAccess: true });
  });

  it('lets users with the right, and the super admin, in', () => {
    expect(decideGuard(input({ pathname: '/users', user: usersAdmin }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/users/roles/3', user: superAdmin }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/applications/12' }))).toEqual({ type: 'allow' });
  });

  it('/invoices: refused without any invoices right; a regular-payments user reaches only his list', () => {
    const noAccess = { type: 'redirect', to: '/', noAccess: true };
    expect(decideGuard(input({ pathname: '/invoices' }))).toEqual(noAccess);
    expect(decideGuard(input({ pathname: '/invoices/awaiting' }))).toEqual(noAccess);
    const paid = { type: 2, permits: { paid_view: 1 } };
    expect(decideGuard(input({ pathname: '/invoices', user: paid }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/invoices/list/regular/5', user: paid }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/invoices/list/applications', user: paid }))).toEqual(noAccess);
    expect(decideGuard(input({ pathname: '/invoices/history', user: paid }))).toEqual(noAccess);
    const register = { type: 2, permits: { registry_paid_view: 1 } };
    expect(decideGuard(input({ pathname: '/invoices/list/register', user: register }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/invoices/directories/leftovers', user: register }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/invoices/paid', user: register }))).toEqual(noAccess);
  });

  it('validates a link with a hash first and shows the error page when it is invalid', () => {
    const base = { pathname: '/applications/12', search: '?hash=abc' };
    expect(decideGuard(input(base))).toEqual({ type: 'validate-hash', hash: 'abc' });
    expect(decideGuard(input({ ...base, status: 'anonymous', user: null }))).toEqual({ type: 'validate-hash', hash: 'abc' });
    expect(decideGuard(input({ ...base, hashCheck: { value: 'abc', state: 'pending' } }))).toEqual({ type: 'validate-hash', hash: 'abc' });
    expect(decideGuard(input({ ...base, hashCheck: { value: 'abc', state: 'invalid' } }))).toEqual({
      type: 'redirect',
      to: LINK_ERROR_ADDRESS,
    });
    expect(decideGuard(input({ ...base, hashCheck: { value: 'abc', state: 'valid' } }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ ...base, hashCheck: { value: 'other', state: 'valid' } }))).toEqual({ type: 'validate-hash', hash: 'abc' });
  });

  it('leaves an unknown path for the stored or the root address', () => {
    expect(decideGuard(input({ pathname: '/nowhere' }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideGuard(input({ pathname: '/nowhere', lastAddress: '/users?search=a' }))).toEqual({
      type: 'redirect',
      to: '/users?search=a',
    });
    expect(decideGuard(input({ pathname: '/nowhere', lastAddress: '/nowhere' }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('keeps public and special routes open', () => {
    expect(decideGuard(input({ pathname: '/error', status: 'anonymous', user: null }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/sso/tok/2025-01-01', status: 'anonymous', user: null }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathname: '/webservice/globallink', search: '?link=x', status: 'anonymous', user: null }))).toEqual({
      type: 'redirect',
      to: '/login',
      storeTarget: '/webservice/globallink?link=x',
    });
    expect(decideGuard(input({ pathname: '/survey/3' }))).toEqual({ type: 'allow' });
  });

  it('knows the plain-layout paths', () => {
    expect(isPlainPath('/login')).toBe(true);
    expect(isPlainPath('/survey/2')).toBe(true);
    expect(isPlainPath('/sso/x')).toBe(true);
    expect(isPlainPath('/users')).toBe(false);
    expect(isPlainPath('/')).toBe(false);
  });
});
