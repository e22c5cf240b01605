import { describe, expect, it } from 'vitest';
import { canBlock, canChangeOwnRights, canManageUser, permitsBeyondActor } from './users.policy.ts';

const superAdmin = { id: 1, type: 1 };
const admin = { id: 2, type: 0, permits: { users_access: 1, hr_view: 1, trash_view: 0 } };

describe('users policy', () => {
  it('only a super admin manages a super admin', () => {
    expect(canManageUser(superAdmin, { type: 1 })).toBe(true);
    expect(canManageUser(admin, { type: 1 })).toBe(false);
    expect(canManageUser(admin, { type: 0 })).toBe(true);
  });

  it('nobody blocks themselves, anybody unblocks', () => {
    expect(canBlock(admin, 2, true)).toBe(false);
    expect(canBlock(admin, 3, true)).toBe(true);
    expect(canBlock(admin, 2, false)).toBe(true);
  });

  it('a non-super-admin grants only permits held at 1; a super admin grants any', () => {
    expect(permitsBeyondActor(admin, ['hr_view', 'users_access', 'hr_view'])).toEqual([]);
    expect(permitsBeyondActor(admin, ['trash_view', 'tickets_admin', 'hr_view'])).toEqual(['tickets_admin', 'trash_view']);
    expect(permitsBeyondActor({ id: 4, type: 0 }, ['hr_view'])).toEqual(['hr_view']);
    expect(permitsBeyondActor(superAdmin, ['tickets_admin', 'users_roles_access'])).toEqual([]);
  });

  it('only a super admin changes their own rights', () => {
    expect(canChangeOwnRights(admin, 2)).toBe(false);
    expect(canChangeOwnRights(admin, 3)).toBe(true);
    expect(canChangeOwnRights(superAdmin, 1)).toBe(true);
  });
});
