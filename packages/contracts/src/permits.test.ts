import { describe, expect, it } from 'vitest';
import { isPermit, PERMIT_NAMES, PERMIT_SECTIONS, PERMITS } from './permit-catalogue.ts';
import { hasPermit, normalizePermits } from './permits.ts';

/**
 * Spec 1 §2, the route table: every right in brackets, in the order the table names them.
 * (`/users` children: groups need users_groups_access, roles users_roles_access.)
 */
const ROUTE_RIGHTS = [
  'bases_view',
  'budgeting_view',
  'cafe_view',
  'canteen_view',
  'contractors_view',
  'contracts_view',
  'contracts_register_view',
  'contracts_nomenclature_view',
  'directory_expenditure',
  'equipment_organization_route_view',
  'locations_list_view',
  'works_view',
  'types_tech_view',
  'staff_rateHelper',
  'organizations_view',
  'documentation_edit',
  'documents_view',
  'documents_create',
  'dtp_view',
  'hr_view',
  'paid_view',
  'invoices_requiredIntervalsView',
  'invoices_view',
  'registry_paid_view',
  'nomenclature_view',
  'nomenclature_edit',
  'servers_view',
  'staffchains_view',
  'operator_view',
  'tech_view',
  'trash_view',
  'users_access',
  'users_groups_access',
  'users_roles_access',
] as const;

/** Action rights named across the spec files. */
const ACTION_RIGHTS = [
  // spec 1 §6: set urgent, see the urgent badge, edit the auto invoice, see the invoices tab
  'snab_setPriority',
  'registry_paid_sign',
  'registry_paid_edit',
  'invoices_view',
  // spec 2: the task chat hidden, private chats, ticket editing and KPI, deadline change by a performer
  'tickets_commentDisabled',
  'hidden_chat_access',
  'project_manager',
  'tickets_admin',
  // spec 3: deleting any chat message; hidden-chat mentions
  'chat_all_message_delete',
] as const;

describe('the permit catalogue', () => {
  it.each([...new Set([...ROUTE_RIGHTS, ...ACTION_RIGHTS])])('holds %s with non-empty ru and en labels', (name) => {
    expect(isPermit(name)).toBe(true);
    const info = PERMITS[name];
    expect(info.ru.trim()).not.toBe('');
    expect(info.en.trim()).not.toBe('');
    expect(Object.keys(PERMIT_SECTIONS)).toContain(info.section);
  });

  it('labels every permit in both languages, each label unique within its language', () => {
    for (const name of PERMIT_NAMES) {
      expect(PERMITS[name].ru.trim(), name).not.toBe('');
      expect(PERMITS[name].en.trim(), name).not.toBe('');
    }
    expect(new Set(PERMIT_NAMES.map((n) => PERMITS[n].ru)).size).toBe(PERMIT_NAMES.length);
    expect(new Set(PERMIT_NAMES.map((n) => PERMITS[n].en)).size).toBe(PERMIT_NAMES.length);
    for (const section of Object.values(PERMIT_SECTIONS)) {
      expect(section.ru.trim()).not.toBe('');
      expect(section.en.trim()).not.toBe('');
    }
  });

  it('holds the trash purge right apart from trash_view (issue 11: permanent purge is a separate right)', () => {
    expect(isPermit('trash_purge')).toBe(true);
    expect(PERMITS.trash_purge).toEqual({ section: 'other', ru: 'Очистка корзины', en: 'Purge trash' });
  });

  it('knows no made-up names', () => {
    expect(isPermit('fly')).toBe(false);
    expect(isPermit('toString')).toBe(false);
    expect(isPermit('__proto__')).toBe(false);
  });
});

describe('permit checks (spec 1 §6)', () => {
  it('reduces a non-empty list to its first element and drops an empty one', () => {
    expect(normalizePermits({ a: 1, b: [1, 0], c: [], d: [0] })).toEqual({ a: 1, b: 1, d: 0 });
  });

  it('lets a super admin pass every permit, and others only with the permit at 1', () => {
    expect(hasPermit({ type: 1, permits: {} }, 'users_access')).toBe(true);
    expect(hasPermit({ type: 0, permits: { users_access: 1 } }, 'users_access')).toBe(true);
    expect(hasPermit({ type: 0, permits: { users_access: 0 } }, 'users_access')).toBe(false);
    expect(hasPermit({ type: 0, permits: {} }, 'session')).toBe(true);
    expect(hasPermit({ type: 0, permits: {} }, 'public')).toBe(true);
  });
});
